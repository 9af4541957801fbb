import type { ContactRecord } from '../../../contract/records.generated.ts';
import { HOME, type PageBuilder } from './context.ts';

export const contact: PageBuilder<'contact'> = (page, context) => {
  const services = context.listedUnder('/services');
  const record = page.file.data as ContactRecord;
  const enquiryOptions = [...new Set([...[...context.pagesOfKind('listing'), ...services].map((p) => p.title), ...(record.form.extraOptions ?? [])])];
  return {
    kind: 'contact',
    ...context.base(page, [HOME, { title: page.title, href: page.address }]),
    record,
    enquiryOptions,
  };
};
