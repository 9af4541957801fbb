/**
 * The mail fallback: with no form endpoint, sending opens the visitor's email program with the
 * message written for them. RFC 6068: every part percent-encoded, line breaks as CRLF.
 */
import { isEmailAddress } from '../../contract/url-rules.ts';
import type { QuoteValues } from './quote.ts';

export interface MailDraft {
  subject: string;
  body: string;
}

/** The address alone: anything else (a '?bcc=' tacked on) would change who gets the message, so it is dropped. */
function recipient(to: string): string {
  return isEmailAddress(to) ? to : '';
}

export function mailtoUrl(to: string, { subject, body }: MailDraft): string {
  const encode = (text: string): string => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${recipient(to)}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The address with a subject only: the no-JavaScript form action, whose fields the browser adds as the body. */
export function mailtoAction(to: string, subject: string): string {
  return `mailto:${recipient(to)}?subject=${encodeURIComponent(subject)}`;
}

export const QUOTE_SUBJECT = 'Quote request';
export const NEWSLETTER_SUBJECT = 'Newsletter sign-up';

/** A quote request as an email: the subject names the need and the sender; empty fields are left out. */
export function quoteMail(values: QuoteValues): MailDraft {
  const about = values.need ? `${QUOTE_SUBJECT}: ${values.need}` : QUOTE_SUBJECT;
  const lines = [
    ['Name', values.name],
    ['Phone', values.phone],
    ['Email', values.email],
    ['What I need', values.need],
    ['Delivery postcode', values.postcode],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return { subject: `${about} from ${values.name}`, body: [...lines, '', values.message, ''].join('\n') };
}

export function newsletterMail(email: string, siteName: string): MailDraft {
  return {
    subject: NEWSLETTER_SUBJECT,
    body: `Please add ${email} to the ${siteName} newsletter.\n`,
  };
}
