import type { BrandRecord, DetailRecord } from '../../../contract/records.generated.ts';
import { HOME, type PageBuilder } from './context.ts';

export const brand: PageBuilder<'brand'> = (page, context) => {
  const record = page.file.data as BrandRecord;
  const category = context.categoryOf(page.address);
  const image = context.image(record.image);
  const carriers = context.pagesOfKind('detail').filter((product) => ((product.file.data as DetailRecord).brands ?? []).includes(page.address));
  return {
    kind: 'brand',
    ...context.base(page, [HOME, category, { title: page.title, href: page.address }]),
    record: { ...record, image },
    category,
    products: carriers.map((product) => context.cardFor(product.address)).filter((card) => card !== undefined),
  };
};
