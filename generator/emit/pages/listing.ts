import type { ListingRecord } from '../../../contract/records.generated.ts';
import { HOME, type PageBuilder } from './context.ts';

export const listing: PageBuilder<'listing'> = (page, context) => {
  const { cards = [], ...record } = page.file.data as ListingRecord;
  const own = context.listedUnder(page.address).map((listed) => context.cardFor(listed.address));
  const image = context.image(record.image);
  return {
    kind: 'listing',
    ...context.base(page, [HOME, { title: page.title, href: page.address }]),
    record: { ...record, image },
    cards: [...own.filter((card) => card !== undefined), ...cards.map((card) => context.card(card))],
  };
};
