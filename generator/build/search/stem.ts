/**
 * The Snowball English ("Porter2") stemmer as Pagefind 1.6 applies it to each word it indexes, so
 * that this build can predict Pagefind's index terms without asking Pagefind.
 *
 * Pagefind 1.6 stems with the English algorithm of Snowball 3.1 (snowballstem.org,
 * `algorithms/english.sbl`; 3.0 lacks the `inter` rule below, and Pagefind has it). That differs
 * from the Porter2 of Snowball 2.2 (what the npm stemmers `porter2`, `wink-porter2-stemmer` and
 * `snowball-stemmers` implement, and what Pagefind's repository still carried as generated code
 * in May 2025; they disagree with Pagefind on 810 of 274,937 dictionary words) in these ways:
 * - R1 starts after more whole prefixes: `past`, `univers`, `later`, `emerg`, `organ` and
 *   `inter`, as well as `gener`, `commun` and `arsen` (universal/universe, lateral/later,
 *   internal/intern, organic/organ, emergency/emerge are kept apart);
 * - a word ending in `past` counts as ending in a short syllable (pasted, pasting -> paste, and
 *   paste keeps its e);
 * - step 1b does not undouble a double consonant after a lone first letter a, e or o (added ->
 *   add, ebbed -> ebb, offing -> off, erring -> err; but upped -> up, inned -> in);
 * - step 1b turns a first consonant + `ying` into consonant + `ie` (dying, lying, tying, vying,
 *   hying -> die, lie, tie, vie, hie), instead of three whole-word exceptions;
 * - the old "exception 2" words (inning, outing, canning, herring, earring, now evening; proceed,
 *   exceed, succeed) are only kept whole by step 1b, so their plurals are too (evenings ->
 *   evening, proceeds -> proceed);
 * - step 2 turns `ogist` into `og` (geologist -> geolog, as geology -> geolog).
 *
 * What Pagefind hands the stemmer (observed): words lowercased (uppercase letters only), accents
 * folded (canonical decomposition, marks dropped: é -> e, but ø, ß, œ, ﬁ stay), without the
 * characters that are not letters or digits; and, for a word that had such characters, its
 * compound parts (cut at ASCII punctuation and between ASCII digits and letters) with the other
 * characters left in (`£250`, `don’t`, `boards→`). The caller does the folding: Pagefind's term is
 * then the stem, a tab and the unfolded word (`cafe\tcafé`). So the stemmer takes any string:
 * whatever is not one of the ASCII letters the rules name is a consonant to it, as in Snowball,
 * and lengths count code points, as the Rust stemmer counts chars. ’ is not an apostrophe to it.
 *
 * Checked against Pagefind itself: all 274,937 words of the npm package `an-array-of-english-words`
 * give Pagefind's term, as do 460,000 generated tokens with digits, doubled letters, y's, accents,
 * other scripts, characters beyond the BMP and punctuation, and 60,000 with ASCII apostrophes
 * (kept by Pagefind's `includeCharacters`). stem.test.ts runs Pagefind on a few thousand such
 * tokens each time.
 */

const A = 97;
const E = 101;
const I = 105;
const L = 108;
const O = 111;
const S = 115;
const T = 116;
const U = 117;
const W = 119;
const X = 120;
const LOWER_Y = 121;
/** A `y` that is a consonant (at the start of the word or after a vowel), marked as Snowball marks it. */
const UPPER_Y = 89;
const APOSTROPHE = 39;

/** Snowball's `v`: the vowels, with y; a marked Y is not one. */
function isVowel(c: number): boolean {
  return c === A || c === E || c === I || c === O || c === U || c === LOWER_Y;
}

/** Snowball's `v_WXY`: what cannot end a short syllable. */
function isVowelWXY(c: number): boolean {
  return isVowel(c) || c === W || c === X || c === UPPER_Y;
}

/** Letters that `li` may follow for step 2 to drop it (`valid_LI`). */
function isValidLi(c: number): boolean {
  return 'cdeghkmnrt'.includes(String.fromCharCode(c));
}

/** Whole words with a fixed stem (`exception1`); the rest of the algorithm would get them wrong. */
const WHOLE_WORDS: ReadonlyMap<string, string> = new Map([
  ['skis', 'ski'],
  ['skies', 'sky'],
  ['idly', 'idl'],
  ['gently', 'gentl'],
  ['ugly', 'ugli'],
  ['early', 'earli'],
  ['only', 'onli'],
  ['singly', 'singl'],
  ['sky', 'sky'],
  ['news', 'news'],
  ['howe', 'howe'],
  ['atlas', 'atlas'],
  ['cosmos', 'cosmos'],
  ['bias', 'bias'],
  ['andes', 'andes'],
]);

/** Word starts after which R1 begins, where the usual rule would start it too early and conflate words. */
const R1_PREFIXES: readonly string[] = ['gener', 'commun', 'arsen', 'past', 'univers', 'later', 'emerg', 'organ', 'inter'];

/** Whole words before `ing` that step 1b leaves alone (inning, outing, …), not to conflate them with inn, out, can, … */
const ING_KEPT: ReadonlySet<string> = new Set(['inn', 'out', 'cann', 'herr', 'earr', 'even']);

/** Whole words before `eed` that step 1b leaves alone (proceed, exceed, succeed). */
const EED_KEPT: ReadonlySet<string> = new Set(['proc', 'exc', 'succ']);

/** The double consonants step 1b undoubles (not c, h, j, k, q, v, w, x: `-cking` etc. keep theirs). */
const UNDOUBLED = 'bdfgmnprt';

/** Suffix rules: suffix and replacement. */
type Rules = ReadonlyArray<readonly [suffix: string, replacement: string]>;

/**
 * Rules by their suffix's last letter, longest suffix first, so that the first one a word ends
 * with is Snowball's `among` choice (the longest), after looking at a few rules rather than all.
 */
type SuffixTable = ReadonlyMap<number, Rules>;

function suffixTable(rules: Rules): SuffixTable {
  const table = new Map<number, (readonly [string, string])[]>();
  for (const rule of rules) {
    const last = rule[0].charCodeAt(rule[0].length - 1);
    table.set(last, [...(table.get(last) ?? []), rule]);
  }
  for (const list of table.values()) list.sort((x, y) => y[0].length - x[0].length);
  return table;
}

/** Step 2, in R1 (`ogi` and `li` have extra conditions in `step2`). */
const STEP2 = suffixTable([
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['entli', 'ent'],
  ['izer', 'ize'],
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['alli', 'al'],
  ['fulness', 'ful'],
  ['ousli', 'ous'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['bli', 'ble'],
  ['ogist', 'og'],
  ['ogi', 'og'],
  ['fulli', 'ful'],
  ['lessli', 'less'],
  ['li', ''],
]);

/** Step 3, in R1 (`ative` only in R2). */
const STEP3 = suffixTable([
  ['tional', 'tion'],
  ['ational', 'ate'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
  ['ative', ''],
]);

/** Step 4, deleted in R2 (`ion` only after s or t). */
const STEP4 = suffixTable(
  ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'].map((suffix) => [suffix, ''] as const),
);

/** The word being stemmed, and its regions: R1 is `s[p1..]`, R2 `s[p2..]`. They stay put as the end changes, as in Snowball. */
interface Word {
  s: string;
  p1: number;
  p2: number;
}

function code(w: Word, at: number): number {
  return w.s.charCodeAt(at);
}

/** Replaces the last `length` characters. */
function replaceEnd(w: Word, length: number, by: string): void {
  w.s = w.s.slice(0, w.s.length - length) + by;
}

function longestSuffix(s: string, table: SuffixTable): readonly [string, string] | undefined {
  const rules = table.get(s.charCodeAt(s.length - 1));
  if (rules !== undefined) for (const rule of rules) if (s.endsWith(rule[0])) return rule;
  return undefined;
}

function hasVowelBefore(w: Word, end: number): boolean {
  for (let at = 0; at < end; at++) if (isVowel(code(w, at))) return true;
  return false;
}

/**
 * Marks consonant y's as Y (a leading one, and one after a vowel, scanning left to right so that
 * in "ayy" only the first y follows a vowel), after dropping a leading apostrophe.
 * Reports whether any was marked, as the postlude only then turns Y's back.
 */
function prelude(word: string): { s: string; marked: boolean } {
  const s = word.charCodeAt(0) === APOSTROPHE ? word.slice(1) : word;
  if (!s.includes('y')) return { s, marked: false };
  let marked = false;
  let out = '';
  for (let at = 0; at < s.length; at++) {
    const c = s.charCodeAt(at);
    const consonantY = c === LOWER_Y && (at === 0 || isVowel(out.charCodeAt(at - 1)));
    if (consonantY) marked = true;
    out += consonantY ? 'Y' : s[at];
  }
  return { s: out, marked };
}

/** Where the first vowel-then-consonant after `from` ends, or the word's end if it has none. */
function afterVowelConsonant(s: string, from: number): number {
  let at = from;
  while (at < s.length && !isVowel(s.charCodeAt(at))) at++;
  while (at < s.length && isVowel(s.charCodeAt(at))) at++;
  return Math.min(at + 1, s.length);
}

function markRegions(w: Word): void {
  const prefix = R1_PREFIXES.find((p) => w.s.startsWith(p));
  w.p1 = prefix === undefined ? afterVowelConsonant(w.s, 0) : prefix.length;
  w.p2 = afterVowelConsonant(w.s, w.p1);
}

/**
 * Whether `s[..end]` ends in a short syllable: consonant, vowel, consonant other than w, x or Y;
 * or vowel, consonant at the very start; or (new in Snowball 3) `past`.
 */
function endsShort(w: Word, end: number): boolean {
  if (end >= 3 && !isVowelWXY(code(w, end - 1)) && isVowel(code(w, end - 2)) && !isVowel(code(w, end - 3))) return true;
  if (end === 2 && !isVowel(code(w, 1)) && isVowel(code(w, 0))) return true;
  return end >= 4 && w.s.startsWith('past', end - 4);
}

/** Possessives and plurals. */
function step1a(w: Word): void {
  if (w.s.endsWith("'s'")) replaceEnd(w, 3, '');
  else if (w.s.endsWith("'s")) replaceEnd(w, 2, '');
  else if (w.s.endsWith("'")) replaceEnd(w, 1, '');
  const n = w.s.length;
  if (w.s.endsWith('sses')) replaceEnd(w, 4, 'ss');
  // ties -> tie but cries -> cri: 'ie' when one letter is left.
  else if (w.s.endsWith('ied') || w.s.endsWith('ies')) replaceEnd(w, 3, n - 3 >= 2 ? 'i' : 'ie');
  else if (w.s.endsWith('ss') || w.s.endsWith('us')) return;
  // gas, this stay; gaps, kiwis go: a vowel before the letter before the s.
  else if (w.s.endsWith('s') && hasVowelBefore(w, n - 2)) replaceEnd(w, 1, '');
}

/** -eed, -ed, -ing and their -ly forms. */
function step1b(w: Word): void {
  const s = w.s;
  if (s.endsWith('eedly') || s.endsWith('eed')) {
    const start = s.length - (s.endsWith('eedly') ? 5 : 3);
    if (start >= w.p1 && !EED_KEPT.has(s.slice(0, start))) replaceEnd(w, s.length - start, 'ee');
    return;
  }
  let length: number;
  if (s.endsWith('ingly')) length = 5;
  else if (s.endsWith('edly')) length = 4;
  else if (s.endsWith('ing')) length = 3;
  else if (s.endsWith('ed')) length = 2;
  else return;
  const end = s.length - length;
  if (length === 3 && keptOrIe(w, end)) return;
  if (!hasVowelBefore(w, end)) return;
  w.s = s.slice(0, end);
  restoreEnding(w, end);
}

/** The -ing words step 1b handles whole: consonant + ying -> consonant + ie; inning etc. kept. */
function keptOrIe(w: Word, end: number): boolean {
  if (end === 2 && code(w, 1) === LOWER_Y && !isVowel(code(w, 0))) {
    w.s = `${w.s[0]!}ie`;
    return true;
  }
  return ING_KEPT.has(w.s.slice(0, end));
}

/** After -ed/-ing went: luxuriat -> luxuriate, hopp -> hop (but add stays), hop -> hope. */
function restoreEnding(w: Word, end: number): void {
  const s = w.s;
  if (s.endsWith('at') || s.endsWith('bl') || s.endsWith('iz')) w.s += 'e';
  else if (end >= 2 && s.charCodeAt(end - 1) === s.charCodeAt(end - 2) && UNDOUBLED.includes(s[end - 1]!)) {
    // Snowball 3: add, ebb, egg, err, off stay whole, not to become ad, eb, eg, er, of.
    const afterLoneAeo = end === 3 && (s.charCodeAt(0) === A || s.charCodeAt(0) === E || s.charCodeAt(0) === O);
    if (!afterLoneAeo) w.s = s.slice(0, end - 1);
  } else if (end === w.p1 && endsShort(w, end)) w.s += 'e';
}

/** A final y after a consonant (not the first letter) becomes i: cry -> cri, but by and say stay. */
function step1c(w: Word): void {
  const n = w.s.length;
  const last = code(w, n - 1);
  if ((last === LOWER_Y || last === UPPER_Y) && n > 2 && !isVowel(code(w, n - 2))) replaceEnd(w, 1, 'i');
}

function step2(w: Word): void {
  const rule = longestSuffix(w.s, STEP2);
  if (rule === undefined) return;
  const [suffix, by] = rule;
  const start = w.s.length - suffix.length;
  if (start < w.p1) return;
  if (suffix === 'ogi' && code(w, start - 1) !== L) return;
  if (suffix === 'li' && !isValidLi(code(w, start - 1))) return;
  replaceEnd(w, suffix.length, by);
}

function step3(w: Word): void {
  const rule = longestSuffix(w.s, STEP3);
  if (rule === undefined) return;
  const [suffix, by] = rule;
  const start = w.s.length - suffix.length;
  if (start < w.p1 || (suffix === 'ative' && start < w.p2)) return;
  replaceEnd(w, suffix.length, by);
}

function step4(w: Word): void {
  const rule = longestSuffix(w.s, STEP4);
  if (rule === undefined) return;
  const [suffix] = rule;
  const start = w.s.length - suffix.length;
  if (start < w.p2) return;
  if (suffix === 'ion' && code(w, start - 1) !== S && code(w, start - 1) !== T) return;
  replaceEnd(w, suffix.length, '');
}

/** A final e in R2, or in R1 after no short syllable; a final l of ll in R2. */
function step5(w: Word): void {
  const end = w.s.length - 1;
  const last = code(w, end);
  if (last === E) {
    if (end >= w.p2 || (end >= w.p1 && !endsShort(w, end))) replaceEnd(w, 1, '');
  } else if (last === L) {
    if (end >= w.p2 && code(w, end - 1) === L) replaceEnd(w, 1, '');
  }
}

/** Stems a word of plain UTF-16 code units (no surrogate pairs): each unit is one character. */
function stemUnits(word: string): string {
  const whole = WHOLE_WORDS.get(word);
  if (whole !== undefined) return whole;
  if (word.length < 3) return word;
  const { s, marked } = prelude(word);
  const w: Word = { s, p1: s.length, p2: s.length };
  markRegions(w);
  step1a(w);
  step1b(w);
  step1c(w);
  step2(w);
  step3(w);
  step4(w);
  step5(w);
  return marked ? w.s.replaceAll('Y', 'y') : w.s;
}

/** Stands in for each character outside the BMP while stemming; any consonant would do. */
const STAND_IN = '\uE000';

/**
 * The stem Pagefind 1.6 indexes `word` under (given as Pagefind hands it over: lowercased).
 * Lengths are counted in code points, as the Rust stemmer counts chars: a character outside the
 * BMP (two UTF-16 units) is stemmed as one stand-in consonant and put back afterwards. The rules
 * only ever add or remove ASCII letters, so stand-ins come out in the order they went in.
 */
export function stemEnglish(word: string): string {
  if (!/[\uD800-\uDFFF\uE000]/.test(word)) return stemUnits(word);
  const held: string[] = [];
  const stem = stemUnits(
    word.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|\uE000/g, (c) => {
      held.push(c);
      return STAND_IN;
    }),
  );
  let next = 0;
  return stem.replace(/\uE000/g, () => held[next++] ?? STAND_IN);
}
