import type { InfoRecord } from '../../../contract/records.generated.ts';
import { HOME, type PageBuilder } from './context.ts';

export const info: PageBuilder<'info'> = (page, context) => {
  const record = page.file.data as InfoRecord;
  const image = context.image(record.image);
  return {
    kind: 'info',
    ...context.base(page, [HOME, { title: page.title, href: page.address }]),
    record: { ...record, image },
  };
};
