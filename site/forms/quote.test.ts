import { describe, expect, it } from 'vitest';
import { cleanQuote, EMPTY_QUOTE, firstErrorTarget, QUOTE_LIMITS, revalidateQuote, validateQuote } from './quote.ts';
import type { QuoteValues } from './quote.ts';

const OPTIONS = ['Timber', 'Delivery'];
const GOOD: QuoteValues = {
  name: 'Jo Bloggs',
  phone: '01632 960123',
  email: '',
  need: 'Timber',
  postcode: 'ex15 1zz',
  message: 'Twenty lengths of 47 x 100 C24, 4.8 m.',
};

describe('validateQuote', () => {
  it('accepts a complete request, and one with only an email address', () => {
    expect(validateQuote(GOOD, OPTIONS)).toEqual({});
    expect(validateQuote({ ...GOOD, phone: '', email: 'jo@example.co.uk', need: '', postcode: '' }, OPTIONS)).toEqual({});
  });

  it('asks for the name, a way to reply and the message on an empty form, in the order shown', () => {
    const errors = validateQuote(EMPTY_QUOTE, OPTIONS);
    expect(Object.keys(errors)).toEqual(['name', 'contact', 'message']);
    expect(errors.contact).toBe('Enter a phone number or an email address, so we can reply.');
    expect(firstErrorTarget(errors)).toBe('name');
  });

  it('treats whitespace as empty', () => {
    expect(validateQuote({ ...GOOD, name: '   ', message: '\n ' }, OPTIONS)).toEqual({
      name: 'Enter your name.',
      message: 'Tell us what you need: materials, sizes and quantities.',
    });
  });

  it('checks a phone number or email address that was given', () => {
    const errors = validateQuote({ ...GOOD, phone: '12345', email: 'jo@example' }, OPTIONS);
    expect(errors.phone).toMatch(/phone number we can ring/);
    expect(errors.email).toMatch(/name@example\.co\.uk/);
    expect(errors.contact).toBeUndefined();
  });

  it('checks the postcode only when one is given', () => {
    expect(validateQuote({ ...GOOD, postcode: 'EX15' }, OPTIONS).postcode).toBe('Enter a UK postcode, such as EX15 1ZZ, or leave it blank.');
    expect(validateQuote({ ...GOOD, postcode: '  ' }, OPTIONS).postcode).toBeUndefined();
  });

  it('refuses a choice the catalogue does not offer (a stale draft) and limits the message length', () => {
    expect(validateQuote({ ...GOOD, need: 'Caving' }, OPTIONS).need).toBe('Choose one of the listed options.');
    const long = 'x'.repeat(QUOTE_LIMITS.message + 1);
    expect(validateQuote({ ...GOOD, message: long }, OPTIONS).message).toBe('Keep your message to 2,000 characters (it has 2,001).');
  });
});

describe('revalidateQuote', () => {
  it('clears a fixed field and keeps the others without adding new messages', () => {
    const shown = validateQuote(EMPTY_QUOTE, OPTIONS);
    const typing = { ...EMPTY_QUOTE, name: 'Jo', postcode: 'nonsense' };
    expect(revalidateQuote(shown, typing, OPTIONS)).toEqual({ contact: shown.contact, message: shown.message });
  });

  it('updates a message that still applies but for a new reason', () => {
    const shown = { email: 'old' };
    expect(revalidateQuote(shown, { ...GOOD, email: 'still wrong' }, OPTIONS).email).toMatch(/name@example/);
  });
});

describe('cleanQuote', () => {
  it('trims every field and writes the postcode in its standard form', () => {
    expect(cleanQuote({ ...GOOD, name: ' Jo Bloggs ', postcode: 'ex151zz' })).toEqual({ ...GOOD, postcode: 'EX15 1ZZ' });
  });
});
