import type { Crumb } from '../../page-types.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Breadcrumb.css.ts';
import { visibleTrail } from './trail.ts';

/** Home > category > page, as the generator resolved it; the last crumb is this page, unlinked. */
export function Breadcrumb({ trail: given }: { trail: Crumb[] }) {
  const trail = visibleTrail(given);
  if (trail.length === 0) return null;
  const current = trail[trail.length - 1]!;
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {trail.slice(0, -1).map((crumb) => (
          <li key={crumb.href} className={styles.item}>
            <SiteLink href={crumb.href}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li className={`${styles.item} ${styles.current}`}>
          <span aria-current="page">{current.title}</span>
        </li>
      </ol>
    </nav>
  );
}
