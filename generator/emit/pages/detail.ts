import type { BrandRecord, DetailRecord } from '../../../contract/records.generated.ts';
import { HOME, type PageBuilder } from './context.ts';

export const detail: PageBuilder<'detail'> = (page, context) => {
  const { related, brands = [], ...record } = page.file.data as DetailRecord;
  const category = context.categoryOf(page.address);
  const image = context.image(record.image);
  return {
    kind: 'detail',
    ...context.base(page, [HOME, category, { title: page.title, href: page.address }]),
    record: { ...record, image },
    category,
    brands: brands.map((address) => ({ title: (context.pageAt(address)?.file.data as BrandRecord | undefined)?.name ?? address, href: address })),
    related: related.map((address) => context.cardFor(address)).filter((card) => card !== undefined),
  };
};
