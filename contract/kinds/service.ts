import type { Crumb, PageBase, ResolvedCard, WithImages } from '../page-data.ts';
import type { ServiceRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface ServicePage extends PageBase {
  kind: 'service';
  record: WithImages<Omit<ServiceRecord, 'related' | 'brands'>, 'image'>;
  category: Crumb;
  /** The makes the service works with, each linking to its brand page. */
  brands: Crumb[];
  related: ResolvedCard[];
}

/**
 * Something we do rather than sell (delivery, cutting, key cutting), kept in 'catalogue/services/':
 * what is included, how it works and what to bring or send, instead of a product's applications.
 * Declared before 'detail', whose '{category}/{slug}' pattern would also fit these files.
 */
export const service = pageKind<ServicePage>()({
  kind: 'service',
  label: 'service page',
  files: ['services/{slug}.yaml'],
  schema: 'service.schema.json',
  address: '/services/{slug}',
  sections: ['included', 'steps', 'bring', 'related'],
  card: true,
  listed: true,
  ogType: 'article',
});
