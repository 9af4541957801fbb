import type { Crumb, PageBase, ResolvedCard, WithImages } from '../page-data.ts';
import type { BrandRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface BrandPage extends PageBase {
  kind: 'brand';
  record: WithImages<BrandRecord, 'image'>;
  category: Crumb;
  /** A card for every product page that names this brand, sorted by title. */
  products: ResolvedCard[];
}

export const brand = pageKind<BrandPage>()({
  kind: 'brand',
  label: 'brand page',
  files: ['brands/{slug}.yaml'],
  schema: 'brand.schema.json',
  address: '/brands/{slug}',
  sections: ['reasons', 'products'],
  card: true,
  listed: true,
  ogType: 'article',
});
