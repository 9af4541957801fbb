import type { HomeRecord } from '../../../contract/records.generated.ts';
import type { PageBuilder } from './context.ts';

export const home: PageBuilder<'home'> = (page, context) => {
  const record = page.file.data as HomeRecord;
  const hero = { ...record.hero, image: context.image(record.hero.image) };
  return {
    kind: 'home',
    ...context.base(page, []),
    record: {
      ...record,
      hero,
      products: { ...record.products, cards: record.products.cards.map((card) => context.card(card)) },
      about: { ...record.about, image: context.image(record.about.image) },
      services: { ...record.services, cards: record.services.cards.map((card) => context.card(card)) },
    },
  };
};
