import { describe, expect, it } from 'vitest';
import { formatPounds, freeDeliverySentence, listInWords } from './format.ts';

describe('delivery terms in words', () => {
  it('writes whole pounds with a pound sign and thousands separators', () => {
    expect(formatPounds(250)).toBe('£250');
    expect(formatPounds(1500)).toBe('£1,500');
    expect(formatPounds(100000)).toBe('£100,000');
  });

  it('lists districts and towns with a final "and"', () => {
    expect(listInWords(['EX15'])).toBe('EX15');
    expect(listInWords(['EX15', 'TA21'])).toBe('EX15 and TA21');
    expect(listInWords(['EX15', 'EX5', 'TA21'])).toBe('EX15, EX5 and TA21');
  });

  it('states the threshold as "or more", including VAT', () => {
    expect(freeDeliverySentence(300)).toBe('Free delivery within our area on orders of £300 or more, including VAT.');
  });
});
