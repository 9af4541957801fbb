import type { Crumb } from '../../page-types.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Breadcrumb.css.ts';

/** Home > category > page: the trail the generator resolved, then the current page unlinked. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {trail.map((crumb) => (
          <li key={crumb.href} className={styles.item}>
            <SiteLink href={crumb.href}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li className={`${styles.item} ${styles.current}`}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
