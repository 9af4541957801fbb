import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { Crumb } from '../page-types.ts';
import * as styles from './Page.css.ts';

/** 'Brands: Osmo, Johnstone's' under a product or service page's text, each linking to its brand page. */
export function BrandLine({ brands }: { brands: Crumb[] }) {
  if (brands.length === 0) return null;
  return (
    <p className={styles.brands}>
      <span className={styles.brandsLabel}>{brands.length === 1 ? 'Brand:' : 'Brands:'}</span>
      {brands.map((brand, index) => (
        <span key={brand.href}>
          <SiteLink href={brand.href}>{brand.title}</SiteLink>
          {index < brands.length - 1 ? ',' : ''}
        </span>
      ))}
    </p>
  );
}
