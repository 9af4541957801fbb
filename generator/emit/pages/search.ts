import type { SearchEntry, SearchLetter } from '../../../contract/kinds/index.ts';
import type { SearchRecord } from '../../../contract/records.generated.ts';
import type { PageInfo } from '../../links/index.ts';
import { byTitle, HOME, type PageBuilder } from './context.ts';

/** Service pages live in this category; every other product or service page is a product. */

export const search: PageBuilder<'search'> = (page, context) => {
  const { synonyms: _synonyms, ...record } = page.file.data as SearchRecord;
  const pages = [...context.pagesOfKind('detail'), ...context.pagesOfKind('service'), ...context.pagesOfKind('brand')].sort(byTitle);
  return {
    kind: 'search',
    ...context.base(page, [HOME, { title: page.title, href: page.address }]),
    record,
    index: byLetter(pages.map(entryOf)),
  };
};

function entryOf(page: PageInfo): SearchEntry {
  const type = page.kind === 'brand' ? 'Brand' : page.kind === 'service' ? 'Service' : 'Product';
  return { title: page.title, href: page.address, type };
}

/** The letter a title files under: its first letter in capitals, or '#' for a digit or sign. */
export function initialOf(title: string): string {
  const first = title.normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Entries (already in title order) grouped by initial, letters in order with '#' first. */
export function byLetter(entries: readonly SearchEntry[]): SearchLetter[] {
  const letters = new Map<string, SearchEntry[]>();
  for (const entry of entries) {
    const letter = initialOf(entry.title);
    const list = letters.get(letter);
    if (list) list.push(entry);
    else letters.set(letter, [entry]);
  }
  return [...letters.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([letter, list]) => ({ letter, entries: list }));
}
