/**
 * Pages made at random, as React would write them, to compare this build's search reader with
 * Pagefind's (page-analyser.test.ts): every kind of element, mark and character the reader
 * handles, and some it declines, in random nestings. Seeded, so a run can be made again.
 */

import { SURE } from './page-analyser.ts';

/** Every character the reader reads itself (page-analyser.ts SURE), white space aside, for words made of random characters. */
const SURE_CHARS = Array.from({ length: 0x3001 }, (_, code) => String.fromCodePoint(code)).filter((c) => SURE.test(c) && !/\s/.test(c) && c !== '<' && c !== '&');

/** A small seeded generator (mulberry32): the same seed, the same pages. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'timber', 'Plywood', 'sheets', 'boarding', 'the', 'a', 'I', 'of', 'delivery', 'Delivered', 'running', 'happily', 'UK', 'U.K.', 'e.g.',
  'iPhone', 'CamelCase', 'HTMLParser', 'ABc12', 'Ab12Cd', 'x-ray', 'X-Ray', 'well-known', 'boil-proof', 'a-b-cd', 'foo_bar', '_under', 'tail_',
  '2x4', '4ef87aa6', '3.6', '1,000', '£250', '£1.50', '€40', '25mm', '25 mm', 'N/mm²', '5°C', '½', 'x×y', '×2', '−3', '≤5', '≥10', '≈2', '≠',
  'don’t', 'don\u2019t', 'it’s', '‘quoted’', '“double”', 'a–b', 'em—dash', '…', 'a…b', 'boards→', '←back', '↑', '•item', '·dot', '†', '‰',
  'café', 'Café', 'CAFÉS', 'naïve', 'résumé', 'Ærø', 'straße', 'Łódź', 'façade', 'Über', 'ÜberCool', 'São', 'ñandú', 'Ångström', 'œuvre', 'ĳ',
  'evening', 'added', 'universal', 'organization', 'internal', 'pasting', 'geologist', 'dying', 'skies', 'news', 'generously',
  'Request', 'QuoteDelivery', 'Phone-phone', 'foo-foo', 'it\'s', 'dogs\'', '\'tis', '"q"', '(paren)', '[sq]', '{br}', 'a/b', 'a\\b', 'a|b',
  'end.', 'end,', 'why?', 'wow!', 'semi;', 'colon:', '$5', '5%', '#1', '@home', '*star*', '^up', '`tick`', '~tilde', 'a+b', 'a=b', 'x*',
  'mm²', '¹', '³', '¼', '¾', 'µm', 'ª', 'º', '¡hola', '¿qué', '«guillemet»', '‹one›', '§12', '¶', '±2', '¬not', 'soft\u00adhyphen',
];
const ENTITIES = ['&amp;', '&lt;', '&gt;', '&quot;', '&#x27;', '&nbsp;', '&#233;', '&#x2014;', '&#163;', '&apos;', 'a&amp;b', 'x&lt;y&gt;', '&amp;amp;'];
const SPACES = [' ', ' ', ' ', ' ', '  ', '\n', '\n\n', '\t', '\u00a0', '\u2009', '\u202f', '\u3000', ' \r\n ', '\r'];
const BLOCKS = ['p', 'div', 'section', 'article', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const INLINE = ['span', 'a', 'strong', 'em', 'b', 'i', 'small', 'code', 'time', 'q', 'abbr', 'button', 'sub', 'sup', 'cite', 'label'];
const OTHER = ['figure', 'figcaption', 'header', 'aside', 'blockquote', 'address', 'dl', 'dt', 'dd', 'ol', 'caption', 'nav', 'footer', 'form', 'fieldset', 'legend'];
const META_NAMES = ['title', 'image', 'category', 'tags', 'image_alt', 'Kind', 'x-y'];

export interface RandomPageOptions {
  /** How deep elements nest. */
  depth?: number;
  /** Elements per level, at most. */
  width?: number;
}

/** A page's <main>, as React writes one, made at random. */
export function randomMain(random: () => number, options: RandomPageOptions = {}): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  let ids = 0;
  const escapeText = (text: string) => text.replace(/&(?![#a-z0-9]+;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

  const text = (): string => {
    const count = 1 + Math.floor(random() * 6);
    let out = chance(0.2) ? pick(SPACES) : '';
    for (let at = 0; at < count; at++) {
      out += chance(0.12) ? pick(ENTITIES) : chance(0.15) ? escapeText(Array.from({ length: 1 + Math.floor(random() * 5) }, () => (chance(0.5) ? pick(SURE_CHARS) : pick(['a', 'B', 'e', '1', '.', '-']))).join('')) : escapeText(pick(WORDS));
      if (at < count - 1 || chance(0.3)) out += chance(0.05) ? '<!-- -->' : pick(SPACES);
    }
    return out;
  };

  const attributes = (tag: string): string => {
    let out = '';
    if (chance(0.15)) out += ` id="${chance(0.1) ? 'with space' : `id-${ids++}`}"`;
    if (chance(0.2)) out += ` class="c${Math.floor(random() * 9)}"`;
    if (chance(0.08)) out += ` data-pagefind-ignore="${pick(['', '', 'index', 'all', 'true'])}"`;
    if (chance(0.1)) out += ` data-pagefind-weight="${pick(['0', '0.5', '1', '2', '3', '6.5', '7', '10', '11', '0.3', '2.25'])}"`;
    if (chance(0.06)) out += ` data-pagefind-meta="${pick([pick(META_NAMES), `${pick(META_NAMES)}:${escapeAttribute(pick(WORDS))} ${escapeAttribute(pick(WORDS))}`, `${pick(META_NAMES)}[data-x]`])}" data-x="${escapeAttribute(pick(WORDS))}"`;
    if (chance(0.05)) out += ' hidden=""';
    if (tag === 'a') out += ` href="/${escapeAttribute(pick(WORDS))}/"`;
    return out;
  };

  const element = (depth: number): string => {
    const roll = random();
    if (roll < 0.06) return `<img src="/images/${escapeAttribute(pick(WORDS))}.${pick(['svg', 'png'])}" alt="${escapeAttribute(`${pick(WORDS)} ${pick(WORDS)}`)}"${attributes('img')}/>`;
    if (roll < 0.09) return pick(['<br/>', '<hr/>', '<input type="text" name="q"/>', '<hr class="rule" aria-hidden="true"/>']);
    if (roll < 0.12) return `<span data-pagefind-meta="${pick(META_NAMES)}">${text()}</span>`;
    const tag = roll < 0.45 ? pick(BLOCKS) : roll < 0.8 ? pick(INLINE) : roll < 0.88 ? 'ul' : pick(OTHER);
    const inner = tag === 'ul' ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => `<li${attributes('li')}>${children(depth + 1)}</li>`).join('') : children(depth + 1);
    return `<${tag}${attributes(tag)}>${inner}</${tag}>`;
  };

  const children = (depth: number): string => {
    if (depth >= (options.depth ?? 4) || chance(0.25)) return text();
    let out = '';
    const count = 1 + Math.floor(random() * (options.width ?? 4));
    for (let at = 0; at < count; at++) out += chance(0.35) ? text() : element(depth);
    return out;
  };

  const before = chance(0.2) ? element(2) : '';
  const after = chance(0.15) ? element(2) : '';
  return `<main id="main" tabindex="-1">${before}<div data-pagefind-body=""${chance(0.2) ? attributes('div') : ''}>${children(0)}</div>${after}</main>`;
}
