/**
 * UK postcodes: outward code (area letters, district digit, optional letter or digit), a space,
 * then the inward code (sector digit, two unit letters). The unit letters never use C, I, K, M,
 * O or V, which catches common typos such as a zero typed for the letter O.
 */
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][ABD-HJLNP-UW-Z]{2})$/;

/**
 * The same shape for the HTML `pattern` attribute, which checks without JavaScript. It has no
 * flags, so both cases are spelt out, and browsers compile it with the `v` flag, so the
 * character classes avoid anything that flag reserves.
 */
export const POSTCODE_PATTERN = '\\s*[A-Za-z]{1,2}[0-9][A-Za-z0-9]?\\s*[0-9][A-Za-z]{2}\\s*';

/** 'ex15 1zz', 'EX151ZZ' and ' Ex15  1zz ' all become 'EX15 1ZZ'; anything else is null. */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
