/**
 * Checks on site.yaml that the schema cannot express: every day's hours given once and making
 * sense, a dialable phone number, whether the forms fall back to email, a delivery area that
 * includes the yard's own postcode district, and pages that show facts site.yaml does not hold.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, SourceFile } from '../model.ts';
import { isRecord } from './pages.ts';
import { normaliseTel } from './tel.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function checkSiteFacts(site: SourceFile): Diagnostic[] {
  if (!isRecord(site.data)) return [];
  return [
    ...checkOpeningHours(site, site.data.openingHours),
    ...checkPhone(site, site.data.phone),
    ...checkForms(site, site.data.forms),
    ...checkDeliveryArea(site, site.data.address, site.data.delivery),
  ];
}

/** The yard's district ('EX15' of 'EX15 1ZZ') must be in the area the site says we deliver to. */
function checkDeliveryArea(site: SourceFile, address: unknown, delivery: unknown): Diagnostic[] {
  if (!isRecord(address) || typeof address.postcode !== 'string' || !isRecord(delivery)) return [];
  const districts = delivery.postcodeDistricts;
  if (!Array.isArray(districts) || districts.length === 0) return [];
  const district = address.postcode.split(' ')[0] ?? '';
  if (districts.includes(district)) return [];
  return [
    diagnostic('site/delivery-area', { district }, locate(site, ['delivery', 'postcodeDistricts']), {
      hint: `Add '${district}' to 'delivery: postcodeDistricts:', or check the postcode in 'address:'.`,
    }),
  ];
}

/** Which section of site.yaml each 'facts:' block of a page is shown from. */
const FACT_SECTIONS: Record<string, string> = { delivery: 'delivery', 'trade-account': 'tradeAccount' };

/** A page with 'facts: [delivery]' needs 'delivery:' in site.yaml, or it would show an empty block. */
export function checkFactsShown(files: readonly SourceFile[]): Diagnostic[] {
  const site = files.find((file) => file.kind === 'site');
  if (!site || !isRecord(site.data)) return [];
  const siteData = site.data;
  return files.flatMap((file) => {
    const facts = isRecord(file.data) && file.kind === 'detail' ? file.data.facts : undefined;
    if (!Array.isArray(facts)) return [];
    return facts.flatMap((block, index) => {
      const field = typeof block === 'string' ? FACT_SECTIONS[block] : undefined;
      if (!field || siteData[field] !== undefined) return [];
      return [
        diagnostic('site/missing-facts', { block: String(block), field }, locate(file, ['facts', index]), {
          hint: `Add a '${field}:' section to 'site.yaml' (your editor lists its fields), or remove '${String(block)}' from this page's 'facts:'.`,
        }),
      ];
    });
  });
}

function checkOpeningHours(site: SourceFile, hours: unknown): Diagnostic[] {
  if (!Array.isArray(hours)) return [];
  const problems: Diagnostic[] = [];
  const report = (detail: string, at: (string | number)[], hint: string): void => {
    problems.push(diagnostic('site/opening-hours', { detail }, locate(site, at), { hint }));
  };
  const firstEntry = new Map<string, number>();
  hours.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const days = Array.isArray(entry.days) ? entry.days : [];
    days.forEach((day, dayIndex) => {
      if (typeof day !== 'string' || !DAYS.includes(day)) return;
      const first = firstEntry.get(day);
      if (first === undefined) firstEntry.set(day, index);
      else {
        report(
          `${day} is listed in entry ${first + 1} and again in entry ${index + 1}, so the site would show two sets of hours for it.`,
          ['openingHours', index, 'days', dayIndex],
          `Keep ${day} in one entry only.`,
        );
      }
    });
    const { opens, closes, closed } = entry;
    const hasTimes = opens !== undefined || closes !== undefined;
    if (closed === true && hasTimes) {
      report(`entry ${index + 1} is marked closed but also gives opening times.`, ['openingHours', index, 'closed'], "Remove 'opens' and 'closes', or remove 'closed: true'.");
    } else if (closed !== true && (opens === undefined || closes === undefined)) {
      report(
        `entry ${index + 1} gives ${hasTimes ? 'only one of its opening and closing times' : "neither opening times nor 'closed: true'"}.`,
        ['openingHours', index],
        "Give both 'opens' and 'closes' (such as '07:30' and '17:00'), or 'closed: true'.",
      );
    } else if (typeof opens === 'string' && typeof closes === 'string' && TIME.test(opens) && TIME.test(closes) && opens >= closes) {
      report(
        `entry ${index + 1} opens at ${opens} but closes at ${closes}, so it would never be open.`,
        ['openingHours', index, 'closes'],
        "Use the 24-hour clock, with the closing time after the opening time, such as '17:00' for 5pm.",
      );
    }
  });
  const missing = DAYS.filter((day) => !firstEntry.has(day));
  if (missing.length > 0) {
    report(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not listed, so the site could not say whether the yard is open then.`,
      ['openingHours'],
      `Add ${missing.join(', ')} to an entry's days, with 'closed: true' if the yard does not open.`,
    );
  }
  return problems;
}

function checkPhone(site: SourceFile, phone: unknown): Diagnostic[] {
  if (typeof phone !== 'string') return [];
  const result = normaliseTel(phone);
  if (result.ok) return [];
  return [
    diagnostic('link/bad-tel', { href: phone }, locate(site, ['phone']), {
      hint: `Every 'Call us' link is made from this number. Without its spaces it reads '${result.normalised}', and ${result.reason}. Write the whole number with its area code, such as '01632 960415'.`,
    }),
  ];
}

function checkForms(site: SourceFile, forms: unknown): Diagnostic[] {
  const endpoints = isRecord(forms) ? forms : {};
  // Located only for a note: locating parses site.yaml again for its positions (some 40 ms, the
  // parser cold, in every build of a site whose forms have their endpoints).
  const at = () => (isRecord(forms) ? locate(site, ['forms'], 'key') : locate(site, []));
  const notes: Diagnostic[] = [];
  for (const [form, key] of [['quote', 'quoteEndpoint'], ['newsletter', 'newsletterEndpoint']] as const) {
    if (typeof endpoints[key] === 'string') continue;
    notes.push(
      diagnostic('form/mail-fallback', { form }, at(), {
        hint: `That works on any host. To receive ${form === 'quote' ? 'quote requests' : 'sign-ups'} through a form service instead, set 'forms: ${key}:' in site.yaml to its https address.`,
      }),
    );
  }
  return notes;
}
