import type { PageBase } from '../page-data.ts';
import type { SearchRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

/** One page in the A–Z index on /search. */
export interface SearchEntry {
  title: string;
  href: string;
  /** What sort of page it is, shown beside its title. */
  type: 'Product' | 'Service' | 'Brand';
}

/** The entries under one initial letter ('A', 'B', …; '#' for titles that begin with a digit). */
export interface SearchLetter {
  letter: string;
  entries: SearchEntry[];
}

export interface SearchPage extends PageBase {
  kind: 'search';
  record: Omit<SearchRecord, 'synonyms'>;
  /** Every product, service and brand page, by initial letter, sorted by title. */
  index: SearchLetter[];
}

/** '/search': the search box, and an A–Z index of every product, service and brand that works without scripts. */
export const search = pageKind<SearchPage>()({
  kind: 'search',
  label: 'search page',
  files: ['search.yaml'],
  schema: 'search.schema.json',
  address: '/search',
  sections: ['a-z'],
  card: false,
  listed: false,
  ogType: 'website',
});
