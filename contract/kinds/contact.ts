import type { PageBase } from '../page-data.ts';
import type { ContactRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface ContactPage extends PageBase {
  kind: 'contact';
  record: ContactRecord;
  /** What the quote form's 'What do you need?' choice offers: every category and service, then contact.yaml's 'form: extraOptions:'. */
  enquiryOptions: string[];
}

export const contact = pageKind<ContactPage>()({
  kind: 'contact',
  label: 'contact page',
  files: ['contact.yaml'],
  schema: 'contact.schema.json',
  address: '/contact',
  sections: ['quote', 'hours', 'delivery-terms', 'trade-account'],
  card: false,
  listed: false,
  ogType: 'website',
});
