import type { BrandRecord, DetailRecord, ServiceRecord } from '../../../contract/records.generated.ts';
import { byTitle, HOME, type PageBuilder } from './context.ts';

export const brand: PageBuilder<'brand'> = (page, context) => {
  const record = page.file.data as BrandRecord;
  const category = context.categoryOf(page.address);
  const image = context.image(record.image);
  // Products and services both name their makes; a brand page shows a card for each.
  const naming = [...context.pagesOfKind('detail'), ...context.pagesOfKind('service')].sort(byTitle);
  const carriers = naming.filter((named) => ((named.file.data as DetailRecord | ServiceRecord).brands ?? []).includes(page.address));
  return {
    kind: 'brand',
    ...context.base(page, [HOME, category, { title: page.title, href: page.address }]),
    record: { ...record, image },
    category,
    products: carriers.map((product) => context.cardFor(product.address)).filter((card) => card !== undefined),
  };
};
