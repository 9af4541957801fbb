/**
 * The quote request: its fields, their limits and the rules the form checks before sending.
 * The component and the mail fallback both read from here, so a field is defined once.
 */
import { isDialablePhone, looksLikeEmail } from './contact-details.ts';
import { normalisePostcode } from './postcode.ts';

export const QUOTE_FIELDS = ['name', 'phone', 'email', 'need', 'postcode', 'message'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;

/**
 * Where a message shows. 'contact' is the phone-or-email pair as a whole (neither was given);
 * the rest are single fields. Listed in the order the form shows them, so the first problem
 * is the first one a visitor meets.
 */
export const QUOTE_TARGETS = ['name', 'contact', 'phone', 'email', 'need', 'postcode', 'message'] as const;
export type QuoteTarget = (typeof QUOTE_TARGETS)[number];
export type QuoteErrors = Partial<Record<QuoteTarget, string>>;

export const QUOTE_LIMITS = { name: 100, phone: 30, email: 254, postcode: 10, message: 2000 } as const;

export const EMPTY_QUOTE: QuoteValues = { name: '', phone: '', email: '', need: '', postcode: '', message: '' };

/** Every rule for the quote form; `enquiryOptions` are the choices the catalogue offers. */
export function validateQuote(values: QuoteValues, enquiryOptions: readonly string[]): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Enter your name.';
  else if (name.length > QUOTE_LIMITS.name) errors.name = `Keep your name to ${QUOTE_LIMITS.name} characters.`;

  if (!phone && !email) errors.contact = 'Enter a phone number or an email address, so we can reply.';
  if (phone && !isDialablePhone(phone)) errors.phone = 'Enter a phone number we can ring, such as 01632 960415 or +44 1632 960415.';
  if (email && !looksLikeEmail(email)) errors.email = 'Enter an email address in the form name@example.co.uk.';

  if (values.need && !enquiryOptions.includes(values.need)) errors.need = 'Choose one of the listed options.';

  if (values.postcode.trim() && !normalisePostcode(values.postcode)) {
    errors.postcode = 'Enter a UK postcode, such as EX15 1ZZ, or leave it blank.';
  }

  if (!message) errors.message = 'Tell us what you need: materials, sizes and quantities.';
  else if (message.length > QUOTE_LIMITS.message) {
    errors.message = `Keep your message to ${QUOTE_LIMITS.message.toLocaleString('en-GB')} characters (it has ${message.length.toLocaleString('en-GB')}).`;
  }
  return errors;
}

/**
 * While the visitor corrects the form after a failed submit, a fixed field loses its message at
 * once and a still-wrong field keeps an up-to-date one; no new messages appear until the next
 * submit, so nobody is scolded for a field they have not reached yet.
 */
export function revalidateQuote(shown: QuoteErrors, values: QuoteValues, enquiryOptions: readonly string[]): QuoteErrors {
  const now = validateQuote(values, enquiryOptions);
  const kept: QuoteErrors = {};
  for (const target of QUOTE_TARGETS) {
    const message = now[target];
    if (shown[target] && message) kept[target] = message;
  }
  return kept;
}

export function firstErrorTarget(errors: QuoteErrors): QuoteTarget | undefined {
  return QUOTE_TARGETS.find((target) => errors[target]);
}

/** Trimmed values with the postcode in its standard form: what is sent, by post or by mail. */
export function cleanQuote(values: QuoteValues): QuoteValues {
  const trimmed = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, values[field].trim()])) as QuoteValues;
  return { ...trimmed, postcode: normalisePostcode(trimmed.postcode) ?? trimmed.postcode };
}
