/** How a reply can reach the visitor: an email address or a phone number they can be rung on. */

/** The same rule the catalogue's schema uses for the business's own address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}

/**
 * People write numbers with spaces, dashes, dots, brackets and the UK's '(0)' after +44, all of
 * which a phone ignores. What is left must be a UK number (0 then 9 or 10 digits) or an
 * international one (+ or 00, then 7 to 15 digits, the most E.164 allows).
 */
export function isDialablePhone(input: string): boolean {
  const trimmed = input.trim();
  if (!/^[+0-9 ()\-.]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\(0\)/g, '').replace(/[ ()\-.]/g, '');
  if (/^0[1-9][0-9]{8,9}$/.test(digits)) return true;
  return /^(\+|00)[1-9][0-9]{6,14}$/.test(digits);
}

/** A loose version for the `pattern` attribute (no JavaScript): the right characters and length. */
export const PHONE_PATTERN = '\\s*\\+?[0-9 \\(\\)\\-\\.]{7,24}\\s*';
