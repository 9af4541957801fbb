import type { Crumb, PageBase, ResolvedCard, WithImages } from '../page-data.ts';
import type { DetailRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface DetailPage extends PageBase {
  kind: 'detail';
  record: WithImages<Omit<DetailRecord, 'related' | 'brands'>, 'image'>;
  category: Crumb;
  /** The makes it comes in, by name, each linking to its brand page. */
  brands: Crumb[];
  related: ResolvedCard[];
}

export const detail = pageKind<DetailPage>()({
  kind: 'detail',
  label: 'product or service page',
  files: ['{category}/{slug}.yaml', '{category}/{slug}/index.yaml'],
  schema: 'detail.schema.json',
  address: '/{category}/{slug}',
  sections: ['features', 'applications', 'related'],
  card: true,
  listed: true,
  ogType: 'article',
});
