import type { PageBase, WithImages } from '../page-data.ts';
import type { InfoRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface InfoPage extends PageBase {
  kind: 'info';
  record: WithImages<InfoRecord, 'image'>;
}

/** A page of its own at the top of the site, such as '/trade', kept in 'catalogue/pages/'. */
export const info = pageKind<InfoPage>()({
  kind: 'info',
  label: 'information page',
  files: ['pages/{slug}.yaml'],
  schema: 'info.schema.json',
  address: '/{slug}',
  sections: ['details'],
  card: true,
  listed: false,
  ogType: 'article',
});
