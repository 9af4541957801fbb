/**
 * Phone numbers as staff write them ('01632 960415', '+44 (0)1632 960415') turned into the
 * international E.164 form a phone can dial from anywhere ('+441632960415').
 */
export type TelResult = { ok: true; e164: string } | { ok: false; normalised: string; reason: string };

/** Spaces, brackets, hyphens and dots are how people group digits; they carry no meaning. */
const SEPARATORS = /[\s().-]/g;

export function normaliseTel(written: string): TelResult {
  const compact = written.replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(compact)) {
    return { ok: false, normalised: compact, reason: 'it contains characters other than digits, spaces, brackets, hyphens and a leading +' };
  }
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) international = `+44${compact.slice(1)}`;
  else {
    return { ok: false, normalised: compact, reason: "it has no area code: write it with its leading 0, such as '01632 960415', or in international form starting with +" };
  }
  // '+44 (0)1632 ...' is a common way to write the optional trunk 0; it must not be dialled.
  if (international.startsWith('+440')) international = `+44${international.slice(4)}`;

  if (international.startsWith('+44')) {
    const national = international.slice(3);
    if (national.length < 9 || national.length > 10) {
      return {
        ok: false,
        normalised: international,
        reason: `a UK number has 10 or 11 digits including its leading 0, and this one has ${national.length + 1}`,
      };
    }
    return { ok: true, e164: international };
  }
  const digits = international.slice(1);
  if (digits.startsWith('0')) return { ok: false, normalised: international, reason: 'a country code never starts with 0' };
  if (digits.length < 8 || digits.length > 15) {
    return { ok: false, normalised: international, reason: `an international number has 8 to 15 digits after the +, and this one has ${digits.length}` };
  }
  return { ok: true, e164: international };
}
