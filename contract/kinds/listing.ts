import type { PageBase, ResolvedCard, WithImages } from '../page-data.ts';
import type { ListingRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface ListingPage extends PageBase {
  kind: 'listing';
  record: WithImages<Omit<ListingRecord, 'cards'>, 'image'>;
  /** A card for every page listed in the category (sorted by title), then the listing's extra cards. */
  cards: ResolvedCard[];
}

export const listing = pageKind<ListingPage>()({
  kind: 'listing',
  label: 'category listing',
  files: ['{category}/index.yaml'],
  schema: 'listing.schema.json',
  address: '/{category}',
  sections: ['products'],
  card: true,
  listed: false,
  ogType: 'website',
});
