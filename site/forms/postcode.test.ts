import { describe, expect, it } from 'vitest';
import { normalisePostcode, POSTCODE_PATTERN } from './postcode.ts';

describe('normalisePostcode', () => {
  it.each([
    ['ex15 1zz', 'EX15 1ZZ'],
    ['EX151ZZ', 'EX15 1ZZ'],
    ['  Ex15   1zZ ', 'EX15 1ZZ'],
    ['m1 1ae', 'M1 1AE'],
    ['SW1A1AA', 'SW1A 1AA'],
    ['W1A 0AX', 'W1A 0AX'],
    ['b33 8th', 'B33 8TH'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each(['', 'EX15', 'EX15 1Z', '15EX 1ZZ', 'EX15 1ZZZ', 'EX15 1CO', 'EXX15 1ZZ', 'EX15-1ZZ!', '12345'])('rejects %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('POSTCODE_PATTERN', () => {
  // Browsers anchor the attribute and compile it with the v flag; a pattern that fails to
  // compile is silently ignored, so this guards the no-JavaScript check.
  const pattern = new RegExp(`^(?:${POSTCODE_PATTERN})$`, 'v');

  it('accepts what normalisePostcode accepts, in any case and spacing', () => {
    for (const input of ['EX15 1ZZ', 'ex151zz', ' sw1a 1aa ']) expect(pattern.test(input)).toBe(true);
  });

  it('rejects what is plainly not a postcode', () => {
    for (const input of ['EX15', 'hello', '12345', 'EX15 1ZZ extra']) expect(pattern.test(input)).toBe(false);
  });
});
