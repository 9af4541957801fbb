/**
 * What Pagefind makes of one page, made here instead: the page's words, their positions and
 * weights, its meta fields' words, and its fragment (the result text), exactly as Pagefind 1.6
 * makes them (search-index.ts hands a page to Pagefind only when this module declines it).
 *
 * Pagefind reads about a page a millisecond, in a process of its own that is handed each page
 * as a message: at 10,000 pages that was about 14 s of CPU, the last and longest step of a first
 * build. This reads the same pages in a tenth of the time, in the build's own threads.
 *
 * It follows how Pagefind reads a page (its parser and its word splitting), for the HTML React
 * writes: every element closed in order, attributes in double quotes, text escaped with the
 * five entities React uses. Anything it is not sure to read as Pagefind does, it declines
 * (`Declined`, with the reason) rather than guess: a page with a script, a style, an svg, an
 * entity or a character outside those tested (`SURE`), a filter or sort mark, an element that
 * holds both a meta field and other elements, and so on. Tests compare it with Pagefind's own
 * reading of hand-made pages for each rule below, thousands of generated pages and words
 * (page-analyser.test.ts) and the fixture site's pages (prerender.test.ts); it read every page
 * of the shipped site and of the 1,000- and 10,000-product catalogues as Pagefind does. And a
 * build with no earlier index to go by (a first build, a new Pagefind) has Pagefind read a few
 * pages too, and trusts this reader only if they agree (search-index.ts).
 *
 * How Pagefind reads a page, in short (all of it is mirrored below):
 * - Elements are a stack of nodes, each collecting its text. An element marked
 *   `data-pagefind-body` is the page's content: once one has closed, what is outside it is
 *   dropped. `data-pagefind-ignore` drops an element's text (not its meta fields);
 *   `="all"` drops both. `nav`, `footer`, `form`, `label`... are dropped like ignored ones.
 * - A block element (`BLOCKS`) is set apart with spaces, and ends a sentence with '.' when its
 *   text ends in a word character. Headings weigh more (`AUTO_WEIGHTS`), and
 *   `data-pagefind-weight` sets a weight; both travel as marker words in the text.
 * - An element with an id is an anchor: a marker word where it starts, and the text of it and
 *   its inline children.
 * - The text (entities decoded once, white space collapsed) is split at white space; each word
 *   is a position. A word is indexed as its letters, digits and underscores, lower-cased and
 *   stemmed (stem.ts); a word with other characters in it, or capitals after its first letter,
 *   also as its parts, which share its weight (`termsOf`). A word with accents is indexed
 *   without them, with the accented spelling beside it.
 * - Each meta field's words are indexed the same way (but for what follows a full stop), with
 *   their positions in the field.
 */
import { CborWriter } from './cbor.ts';
import { byBytes, packFragment, pagefindHash, unpackFragment, type PageAnalysis } from './pagefind-format.ts';
import { stemEnglish } from './stem.ts';

/** Why a page was left to Pagefind. */
export class Declined {
  constructor(readonly reason: string) {}
}

/** Elements set apart as sentences (Pagefind's SENTENCE_SELECTORS). */
const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'td', 'div', 'ul', 'li', 'article', 'section']);
/** Elements whose text belongs to an anchor they are in (INLINE_SELECTORS). */
const INLINE = new Set(
  'a abbr acronym b bdo big br button cite code dfn em i img input kbd label map object output q samp script select small span strong sub sup textarea time tt var'.split(' '),
);
/** Elements dropped whatever their marks (REMOVE_SELECTORS); their meta fields and titles still count. */
const DROPPED = new Set(['head', 'style', 'script', 'noscript', 'label', 'form', 'svg', 'footer', 'nav', 'iframe', 'template']);
/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose contents are not HTML (read as text, or foreign), or that Pagefind reads for more than text. */
const UNREAD = new Set(['script', 'style', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'template', 'svg', 'math', 'head', 'html', 'body', 'meta', 'link', 'base']);
/** Weights of headings not otherwise weighted. */
const AUTO_WEIGHTS: Record<string, number> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Pagefind's weights are kept as bytes: a weight times 24, at most 10. */
const WEIGHT_SCALE = 24;
const WEIGHT_MAX = 10;

/** White space as Rust's `char::is_whitespace` and its regex `\s` have it (Unicode's White_Space). */
const WS = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
// Without the 'u' flag, which they do not need: the text read has no character outside SURE's, so
// no surrogate pairs, and every one of these characters is a single UTF-16 unit.
const WHITE = new RegExp(`[${WS}]+`);
const SPLIT = new RegExp(`[${WS}]+`, 'g');
const TRIM = new RegExp(`^[${WS}]+|[${WS}]+$`, 'g');
const NEWLINES = /(?:\n|\r\n)+/g;
const SPACES = new RegExp(`[${WS}]{2,}`, 'g');
/** A character after which a block ends its sentence with '.': Rust's `\w` (Unicode), an apostrophe, a quote, ')', '$' or '*'. */
const SENTENCE_END = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}'")$*]$/u;
const ALPHANUMERIC = /[\p{Alphabetic}\p{Nd}\p{Nl}\p{No}]/u;
const UPPERCASE = /\p{Uppercase}/u;
const LOWERCASE = /\p{Lowercase}/u;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
const MARKS = /\p{Mn}/gu;

/**
 * Characters whose reading is checked against Pagefind's (page-analyser.test.ts); a page with
 * any other is declined. Letters with accents are read without them (with the accented spelling
 * kept); emoji and the symbols Unicode counts as emoji (©, ®, ™...) are indexed apart by
 * Pagefind, and are not handled here, nor are scripts other than Latin.
 */
export const SURE =
  /^[\t\n\r\x20-\x7e\u00a0-\u00a8\u00aa-\u00ad\u00af-\u017f\u2002-\u200a\u2010-\u2027\u202f\u2030-\u203b\u2039\u203a\u2044\u205f\u20ac\u2190-\u2193\u2212\u2248\u2260\u2264\u2265\u2153\u2154\u3000]*$/;

/** One character of SURE's. */
const SURE_CHARACTER = new RegExp(`^${SURE.source.slice(1, -2)}$`);

/**
 * SURE.test, a character at a time: printable ASCII and line breaks (nearly every character of a
 * page) are known at a glance, and only the others are looked up, where SURE's one expression
 * looked up every character of every page a build reads. Exported for its test against SURE.
 */
export function allSure(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if ((code >= 0x20 && code <= 0x7e) || code === 0x0a || code === 0x09 || code === 0x0d) continue;
    if (!SURE_CHARACTER.test(text[at]!)) return false;
  }
  return true;
}

/** Pagefind's marker words, which page text must not hold. */
const MARKER = /___(?:END_)?PAGEFIND_/;

/** A node of the element stack, as Pagefind keeps it. */
interface Node {
  tag: string;
  parent: Node | undefined;
  /** Its text so far, raw (entities not decoded), with marker words. */
  value: string;
  status: Status;
  /** `data-pagefind-weight`, as written. */
  weight: string | undefined;
  /** Its meta fields: names (taken from its text) or 'name:value'. */
  meta: string[] | undefined;
  /** The anchors its text goes to: its own and, for an inline element, its parent's. */
  anchors: string[] | undefined;
  /** Whether an element opened inside it (its text is then not plain). */
  hasChildren: boolean;
}

const enum Status {
  Indexing,
  /** Text dropped, meta fields kept. */
  Ignored,
  /** Text and meta fields dropped. */
  Excluded,
  /** The content (`data-pagefind-body`). */
  Body,
  /** Holds the content: nothing else it holds is kept. */
  ParentOfBody,
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z]+));/y;

/** Text with its character references decoded once, as Pagefind does; a reference it might read otherwise (or a bare '&') is declined. */
function decode(raw: string): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let kept = 0;
  for (let at = raw.indexOf('&'); at >= 0; at = raw.indexOf('&', kept)) {
    ENTITY.lastIndex = at;
    const found = ENTITY.exec(raw);
    if (!found || found.index !== at) throw new Declined('a bare &');
    const [whole, hex, decimal, name] = found;
    let text: string | undefined;
    if (name !== undefined) text = ENTITIES[name];
    else {
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code < 0xd800) || (code >= 0xe000 && code < 0xfffe)) text = String.fromCodePoint(code);
    }
    if (text === undefined || !SURE.test(text)) throw new Declined(`the character reference ${whole}`);
    out += raw.slice(kept, at) + text;
    kept = at + whole.length;
  }
  return out + raw.slice(kept);
}

/** Pagefind's normalize_content: references decoded, trimmed, line breaks and runs of white space made one space. */
function normalise(raw: string): string {
  return decode(raw).replace(TRIM, '').replace(NEWLINES, ' ').replace(SPACES, ' ');
}

/** Rust's `str::trim` is empty. */
const isBlank = (text: string) => text.replace(TRIM, '') === '';

interface Tag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

/** Where a tag's name ends, looked for from where it starts (`lastIndex`). */
const NAME_END = /[\s/>]/g;
/** An attribute, bare or in double quotes, just where `lastIndex` says. */
const ATTRIBUTE = /([^\s"'>/=]+)(="([^"]*)")?/y;

/** A start tag at `at` (just past '<'), as React writes one: a name, then attributes, each bare or in double quotes. */
function readTag(html: string, at: number): Tag {
  NAME_END.lastIndex = at;
  const nameEnd = NAME_END.exec(html)?.index;
  if (nameEnd === undefined || nameEnd - at > 63) throw new Declined('an unreadable tag');
  const name = html.slice(at, nameEnd);
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Declined(`the tag <${name}>`);
  const attributes = new Map<string, string>();
  let position = nameEnd;
  for (;;) {
    while (html.charCodeAt(position) === 32) position++;
    const next = html[position];
    if (next === '>') return { name, attributes, selfClosing: false, end: position + 1 };
    if (next === '/' && html[position + 1] === '>') return { name, attributes, selfClosing: true, end: position + 2 };
    ATTRIBUTE.lastIndex = position;
    const attribute = ATTRIBUTE.exec(html);
    if (attribute && attribute[0].length > 4096) throw new Declined(`an attribute of <${name}> not written as React writes one`);
    if (!attribute || (html[position + attribute[0].length] !== ' ' && html[position + attribute[0].length] !== '>' && html[position + attribute[0].length] !== '/')) {
      throw new Declined(`an attribute of <${name}> not written as React writes one`);
    }
    const key = attribute[1]!.toLowerCase();
    if (attributes.has(key)) throw new Declined(`<${name}> has ${key} twice`);
    attributes.set(key, attribute[3] ?? '');
    position += attribute[0].length;
  }
}

/** What Pagefind's parser gathers from a page. */
interface Parsed {
  digest: string;
  meta: Map<string, string>;
  anchorText: Map<string, string>;
}

/**
 * Reads `main` (a page's <main>) as Pagefind reads `<html lang="en"><body>{main}</body></html>`.
 */
function parse(main: string): Parsed {
  const root: Node = { tag: '', parent: undefined, value: '', status: Status.Indexing, weight: undefined, meta: undefined, anchors: undefined, hasChildren: false };
  const meta = new Map<string, string>();
  const autoMeta = new Map<string, string>();
  const anchorText = new Map<string, string>();
  let anchorCount = 0;
  let bodies = 0;
  let current = root;

  const open = (tag: string, attributes: ReadonlyMap<string, string>): Node => {
    const ignore = attributes.get('data-pagefind-ignore');
    let status = Status.Indexing;
    if (attributes.has('data-pagefind-body')) {
      status = Status.Body;
      bodies++;
    } else if (ignore !== undefined) {
      const flag = ignore.toLowerCase();
      if (flag === '' || flag === 'index' || flag === 'true') status = Status.Ignored;
      else if (flag === 'all') status = Status.Excluded;
      else throw new Declined(`data-pagefind-ignore="${ignore}"`);
    }
    for (const unread of ['data-pagefind-filter', 'data-pagefind-sort', 'data-pagefind-default-meta', 'data-pagefind-index-attrs']) {
      if (attributes.has(unread)) throw new Declined(unread);
    }
    const weight = attributes.get('data-pagefind-weight');
    if (weight !== undefined && !/^[0-9]{1,3}(\.[0-9]{1,6})?$/.test(weight)) throw new Declined(`data-pagefind-weight="${weight}"`);
    const metaMark = attributes.get('data-pagefind-meta');
    const parent = current;
    parent.hasChildren = true;
    let anchor: string | undefined;
    const id = attributes.get('id');
    if (id !== undefined && status !== Status.Excluded && status !== Status.Ignored) {
      const spaceless = id.replace(SPLIT, '');
      if (spaceless === '' || spaceless.includes('&')) throw new Declined(`the id "${id}"`);
      if (!(parent.status === Status.ParentOfBody && status !== Status.Body)) {
        parent.value += ` ___PAGEFIND_ANCHOR___${tag}:${anchorCount}:${spaceless} `;
        anchor = `${anchorCount}:${spaceless}`;
        anchorCount++;
      }
    }
    if (tag === 'br' && status !== Status.Excluded) parent.value += ' ';
    let anchors = parent.anchors !== undefined && INLINE.has(tag) ? [...parent.anchors] : undefined;
    if (anchor !== undefined) (anchors ??= []).push(anchor);
    const node: Node = {
      tag,
      parent,
      value: '',
      status: parent.status === Status.Excluded ? Status.Excluded : status,
      weight,
      meta: metaMark === undefined ? undefined : metaNames(metaMark, attributes),
      anchors,
      hasChildren: false,
    };
    current = node;
    return node;
  };

  /** Meta fields, the page's title and its picture, from an element that has closed (Pagefind does this for ignored ones too). */
  const gather = (node: Node, attributes: ReadonlyMap<string, string> | undefined): void => {
    for (const field of node.meta ?? []) {
      const colon = field.indexOf(':');
      if (colon < 0 && node.hasChildren) throw new Declined(`a meta field (${field}) taken from an element holding others`);
      const value = colon >= 0 ? normalise(field.slice(colon + 1)) : node.value === '' ? undefined : normalise(node.value);
      if (value === undefined) continue;
      const name = colon >= 0 ? field.slice(0, colon) : field;
      if (MARKER.test(value)) throw new Declined('a meta field with a marker word');
      if (/^(0|[1-9][0-9]*)$/.test(name) || name === '' || name.startsWith('auto_')) throw new Declined(`the meta field name "${name}"`);
      meta.set(name, value);
    }
    if (node.tag === 'h1' && !autoMeta.has('title') && !isBlank(node.value)) {
      if (node.hasChildren) throw new Declined('an <h1> holding other elements');
      autoMeta.set('title', normalise(node.value));
    }
    if (node.tag === 'img' && attributes && !autoMeta.has('image') && (autoMeta.has('title') || meta.has('title'))) {
      const src = attributes.get('src');
      if (src !== undefined) {
        const alt = attributes.get('alt');
        for (const text of [src, alt ?? '']) if (decode(text) !== normalise(text)) throw new Declined('a picture whose src or alt is spaced');
        autoMeta.set('image', decode(src));
        if (alt !== undefined) autoMeta.set('image_alt', decode(alt));
      }
    }
  };

  /** An element's text handed to its parent as Pagefind does when it closes. */
  const close = (node: Node): void => {
    const parent = node.parent!;
    current = parent;
    if (node.status === Status.Excluded) return;
    gather(node, undefined);
    if (node.status === Status.Ignored) return;
    if (BLOCKS.has(node.tag)) {
      node.value = SENTENCE_END.test(node.value) ? ` ${node.value}. ` : ` ${node.value} `;
    }
    if (node.weight !== undefined) node.value = ` ___PAGEFIND_WEIGHT___${node.weight} ${node.value} ___END_PAGEFIND_WEIGHT___ `;
    else if (AUTO_WEIGHTS[node.tag] !== undefined) node.value = ` ___PAGEFIND_AUTO_WEIGHT___${AUTO_WEIGHTS[node.tag]} ${node.value} ___END_PAGEFIND_WEIGHT___ `;
    if (parent.status === Status.ParentOfBody && node.status !== Status.Body && node.status !== Status.ParentOfBody) return;
    if (node.status === Status.Indexing) parent.value += node.value;
    else {
      if (parent.status !== Status.ParentOfBody) parent.value = '';
      parent.value += node.value;
      parent.status = Status.ParentOfBody;
    }
  };

  const html = open('html', new Map([['lang', 'en']]));
  const body = open('body', new Map());
  const length = main.length;
  let at = 0;
  while (at < length) {
    const lt = main.indexOf('<', at);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > at) {
      const text = main.slice(at, textEnd);
      current.value += text;
      if (current.anchors !== undefined && current.status !== Status.Ignored && current.status !== Status.Excluded) {
        for (const anchor of current.anchors) anchorText.set(anchor, (anchorText.get(anchor) ?? '') + text);
      }
    }
    if (lt < 0) break;
    if (main.startsWith('<!--', lt)) {
      const end = main.indexOf('-->', lt + 4);
      if (end < 0 || main[lt + 4] === '>' || main.startsWith('->', lt + 4)) throw new Declined('an unclosed comment');
      at = end + 3;
    } else if (main[lt + 1] === '/') {
      const end = main.indexOf('>', lt);
      const name = main.slice(lt + 2, end);
      if (end < 0 || name !== current.tag || current === body) throw new Declined(`</${name}> closes <${current.tag}>`);
      close(current);
      at = end + 1;
    } else {
      const tag = readTag(main, lt + 1);
      if (UNREAD.has(tag.name)) throw new Declined(`a <${tag.name}>`);
      if (tag.selfClosing !== VOID.has(tag.name)) throw new Declined(tag.selfClosing ? `<${tag.name}/>` : `<${tag.name}> written without its slash`);
      const node = open(tag.name, tag.attributes);
      if (DROPPED.has(tag.name)) node.status = Status.Ignored;
      // A textarea's text is read to its end tag whatever it holds: React escapes every '<' in it.
      if (tag.name === 'textarea' && main.indexOf('<', tag.end) !== main.indexOf('</textarea>', tag.end)) throw new Declined('a <textarea> holding a tag');
      if (tag.selfClosing) {
        // No end tag: Pagefind moves back to the parent at once, with meta fields and the picture gathered.
        current = node.parent!;
        if (node.status !== Status.Excluded) gather(node, tag.attributes);
      }
      at = tag.end;
    }
  }
  if (current !== body) throw new Declined(`<${current.tag}> is never closed`);
  close(body);
  close(html);
  if (bodies !== 1 || root.status !== Status.ParentOfBody) throw new Declined(bodies === 0 ? 'no data-pagefind-body' : 'several data-pagefind-body');
  if (autoMeta.has('image') && !meta.has('image')) {
    meta.set('image', autoMeta.get('image')!);
    meta.set('image_alt', autoMeta.get('image_alt') ?? '');
  }
  if (autoMeta.has('title') && !meta.has('title')) meta.set('title', autoMeta.get('title')!);
  return { digest: normalise(root.value), meta, anchorText };
}

/** The meta fields an element names (Pagefind's parse_attr_string): names, `name[attribute]`, and a last `name:value`. */
function metaNames(mark: string, attributes: ReadonlyMap<string, string>): string[] {
  const colon = mark.indexOf(':');
  if (colon >= 0) {
    const names = metaNames(mark.slice(0, colon), attributes);
    if (names.length > 0) names[names.length - 1] += `:${mark.slice(colon + 1)}`;
    return names;
  }
  return mark.split(',').map((chunk) => {
    const trimmed = chunk.replace(TRIM, '');
    const fromAttribute = /^([^:[\]]+)\[(.+)\]$/.exec(trimmed);
    if (fromAttribute) return `${fromAttribute[1]}:${attributes.get(fromAttribute[2]!) ?? ''}`;
    return trimmed;
  });
}

/** The terms one word is indexed as: its own (`word`) and its parts', each a stemmed word or a word, a tab and an accented spelling. */
interface WordTerms {
  /** The term of the word's letters, digits and underscores; undefined when it has none. */
  word: string | undefined;
  /** The terms of its parts (each indexed at the word's weight shared between them). */
  parts: string[];
}

/** A term from a lower-cased word: stemmed, and without its accents, the accented spelling kept beside it. */
function termOf(word: string, stems: Map<string, string>): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    const bare = word.normalize('NFD').replace(MARKS, '');
    stem = bare === word ? stemEnglish(word) : `${stemEnglish(bare)}\t${word}`;
    stems.set(word, stem);
  }
  return stem;
}

/** Rust's `char::to_lowercase` of each character. */
function lower(text: string): string {
  return !/[^ -~]/.test(text) ? text.toLowerCase() : Array.from(text, (c) => c.toLowerCase()).join('');
}

/**
 * A word's parts, as Pagefind finds them (its get_discrete_words): ASCII punctuation made
 * spaces, then cut where the case or digits change (convert_case's boundaries), lower-cased and
 * joined by single spaces.
 */
function partsOf(word: string): string {
  const spaced = word.replace(ASCII_PUNCTUATION, ' ');
  const pieces: string[] = [];
  for (const run of spaced.split(' ')) {
    if (run === '') continue;
    const chars = Array.from(run);
    let start = 0;
    for (let at = 1; at < chars.length; at++) {
      const [before, here, after] = [kindOf(chars[at - 1]!), kindOf(chars[at]!), at + 1 < chars.length ? kindOf(chars[at + 1]!) : Kind.Other];
      const cut =
        (before === Kind.Lower && here === Kind.Upper) ||
        (before === Kind.Upper && here === Kind.Digit) ||
        (before === Kind.Digit && here === Kind.Upper) ||
        (before === Kind.Digit && here === Kind.Lower) ||
        (before === Kind.Lower && here === Kind.Digit) ||
        (before === Kind.Upper && here === Kind.Upper && after === Kind.Lower);
      if (cut) {
        pieces.push(chars.slice(start, at).join(''));
        start = at;
      }
    }
    pieces.push(chars.slice(start).join(''));
  }
  return lower(pieces.join(' '));
}

const enum Kind {
  Upper,
  Lower,
  Digit,
  Other,
}

function kindOf(c: string): Kind {
  if (c >= '0' && c <= '9') return Kind.Digit;
  return UPPERCASE.test(c) ? Kind.Upper : LOWERCASE.test(c) ? Kind.Lower : Kind.Other;
}

/** Characters (code points) in a string. */
function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The byte length of a string in UTF-8. */
function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * A word's letters, digits and underscores, lower-cased, and whether it is a compound: it has
 * other characters, or a capital after its first letter.
 */
function normalised(word: string): { text: string; compound: boolean } {
  let text = '';
  let compound = false;
  let first = true;
  for (const c of word) {
    const alphanumeric = ALPHANUMERIC.test(c);
    if (!alphanumeric || (!first && UPPERCASE.test(c))) compound = true;
    if (alphanumeric || c === '_') text += c;
    first = false;
  }
  return { text: lower(text), compound };
}

/** A compound's parts as partsOf gives them, when they are parts: more than one, or one that is not how its letters begin. */
function splitParts(word: string, text: string): string | undefined {
  const joined = partsOf(word);
  return WHITE.test(joined) || !text.startsWith(joined) ? joined : undefined;
}

/**
 * What a word (as split from the text at white space) is indexed as; words repeat, so each is
 * worked out once. `inMeta`: a meta field's word, which Pagefind indexes without what follows
 * its full stops.
 */
function wordTerms(word: string, { words, stems }: AnalyserCaches, inMeta = false): WordTerms {
  const key = inMeta ? `\u0000${word}` : word;
  let found = words.get(key);
  if (!found) words.set(key, (found = termsOf(word, stems, !inMeta)));
  return found;
}

/**
 * A compound's parts are its pieces (`partsOf`) of more than one byte, and what follows each
 * full stop in it when that is a compound too ('U.K.e.g.': 'keg' and 'eg'; 'www.example.com':
 * 'examplecom'), of more than one character, unless its word is the whole word's or a part's
 * already.
 */
function termsOf(word: string, stems: Map<string, string>, afterStops: boolean): WordTerms {
  const { text, compound } = normalised(word);
  const parts: string[] = [];
  const own = text === '' ? undefined : termOf(text, stems);
  if (compound && own !== undefined) {
    const joined = splitParts(word, text);
    if (joined !== undefined) for (const piece of joined.split(SPLIT)) if (utf8Length(piece) > 1) parts.push(termOf(piece, stems));
    // What follows a full stop, when a compound too and of more than one character, unless its
    // word (stemmed, without accents) is the whole word's or a part's already.
    const seen = new Set([own, ...parts].map(wordOfTerm));
    for (let stop = afterStops ? word.indexOf('.') : -1; stop >= 0; stop = word.indexOf('.', stop + 1)) {
      const after = normalised(word.slice(stop + 1));
      if (!after.compound || charCount(after.text) < 2) continue;
      const term = termOf(after.text, stems);
      if (seen.has(wordOfTerm(term))) continue;
      seen.add(wordOfTerm(term));
      parts.push(term);
    }
  }
  return { word: own, parts };
}

/** A term's word: the term, or what is before its tab when it carries an accented spelling. */
function wordOfTerm(term: string): string {
  const tab = term.indexOf('\t');
  return tab < 0 ? term : term.slice(0, tab);
}

/** A term's positions on the page, with their weights, in the order found. */
interface Places {
  positions: number[];
  weights: number[];
  /** Meta positions: field number (in the page's sorted fields) and position, pairs end to end. */
  meta: number[];
}

/** Caches shared by the pages one analyser reads: a word's terms, a word's stem. */
export interface AnalyserCaches {
  words: Map<string, WordTerms>;
  stems: Map<string, string>;
}

export function analyserCaches(): AnalyserCaches {
  return { words: new Map(), stems: new Map() };
}

/** Words cached at most (a site's vocabulary is far smaller; past this the caches start again). */
const CACHED_WORDS = 200_000;

/**
 * What Pagefind makes of the page at `url` whose <main> is `main`, or why it should be left to
 * Pagefind. `caches` (shared by a thread's pages) saves working out a word twice.
 */
export function analysePage(url: string, main: string, caches: AnalyserCaches = analyserCaches()): PageAnalysis | Declined {
  try {
    if (!allSure(main)) return new Declined(`the character ${JSON.stringify([...main].find((c) => !SURE.test(c)))}`);
    if (MARKER.test(main)) return new Declined('a Pagefind marker word in the text');
    if (caches.words.size > CACHED_WORDS) {
      caches.words.clear();
      caches.stems.clear();
    }
    return analyse(url, main, caches);
  } catch (error) {
    if (error instanceof Declined) return error;
    throw error;
  }
}

function analyse(url: string, main: string, caches: AnalyserCaches): PageAnalysis {
  const { digest, meta, anchorText } = parse(main);
  const places = new Map<string, Places>();
  const placesOf = (term: string): Places => {
    let found = places.get(term);
    if (!found) places.set(term, (found = { positions: [], weights: [], meta: [] }));
    return found;
  };
  const weights = [WEIGHT_SCALE];
  const anchors: { element: string; id: string; text: string; location: number }[] = [];
  let content = '';
  let position = 0;
  let last = 0;
  for (const word of digest.split(SPLIT)) {
    if (word === '') continue;
    if (word.startsWith('___')) {
      if (word.startsWith('___PAGEFIND_ANCHOR___')) {
        const mark = word.slice('___PAGEFIND_ANCHOR___'.length);
        const colon = mark.indexOf(':');
        const key = mark.slice(colon + 1);
        const [element, id] = [mark.slice(0, colon), key.slice(key.indexOf(':') + 1)];
        anchors.push({ element, id, text: normalise(normalise(anchorText.get(key) ?? '')), location: position });
        continue;
      }
      if (word.startsWith('___PAGEFIND_WEIGHT___')) {
        const weight = Number(word.slice('___PAGEFIND_WEIGHT___'.length));
        weights.push(weight <= 0 ? 0 : Math.max(1, scaled(weight)));
        continue;
      }
      if (word.startsWith('___PAGEFIND_AUTO_WEIGHT___')) {
        weights.push(weights.length === 1 ? scaled(Number(word.slice('___PAGEFIND_AUTO_WEIGHT___'.length))) : weights.at(-1)!);
        continue;
      }
      if (word.startsWith('___END_PAGEFIND_WEIGHT___')) {
        weights.pop();
        continue;
      }
    }
    content += `${word} `;
    const weight = weights.at(-1) ?? 1;
    const { word: own, parts } = wordTerms(word, caches);
    if (own !== undefined) {
      const at = placesOf(own);
      at.positions.push(position);
      at.weights.push(weight);
      if (parts.length > 0) {
        const shared = weight === 0 ? 0 : Math.max(1, Math.floor(weight / parts.length));
        for (const part of parts) {
          const placed = placesOf(part);
          placed.positions.push(position);
          placed.weights.push(shared);
        }
      }
    }
    last = position;
    position++;
  }
  // Pagefind leaves out a page with no word to index.
  if (places.size === 0) throw new Declined('no words');
  content = content.slice(0, -1);

  const fields = [...meta.keys()].sort(byBytes);
  fields.forEach((field, number) => {
    meta.get(field)!
      .split(SPLIT)
      .filter((word) => word !== '')
      .forEach((word, at) => {
        const { word: own, parts } = wordTerms(word, caches, true);
        if (own === undefined) return;
        for (const term of [own, ...parts]) placesOf(term).meta.push(number, at);
      });
  });

  const fragment = JSON.stringify({
    url,
    content,
    word_count: last + 1,
    filters: {},
    meta: Object.fromEntries(fields.map((field) => [field, meta.get(field)!])),
    anchors,
  });
  return analysisOf(fragment, last + 1, fields, places);
}

/** A weight as Pagefind keeps it: clamped to 0–10, times 24, cut to a whole number, in 32-bit floats as Rust has it. */
function scaled(weight: number): number {
  const clamped = Math.fround(Math.min(Math.max(Math.fround(weight), 0), WEIGHT_MAX));
  return Math.min(255, Math.trunc(Math.fround(clamped * WEIGHT_SCALE)));
}

/** The analysis, laid out as pagefind-format.ts keeps one: terms in byte order, their positions as CBOR. */
function analysisOf(fragment: string, wordCount: number, metaFields: string[], places: Map<string, Places>): PageAnalysis {
  // By UTF-16 units, which is byBytes's order here: no term has a character beyond U+FFFF (SURE).
  const terms = [...places.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const writer = new CborWriter(4096);
  const locEnds = new Uint32Array(terms.length);
  const locCounts = new Uint32Array(terms.length);
  const metaLocs: number[] = [];
  const metaEnds = new Uint32Array(terms.length);
  terms.forEach((term, at) => {
    const { positions, weights, meta } = places.get(term)!;
    // Positions by weight, lightest first, each weight's run marked by -1 - weight and its
    // positions given as steps. Most terms have one weight: their positions are in order already.
    let oneWeight = true;
    for (let index = 1; index < weights.length && oneWeight; index++) oneWeight = weights[index] === weights[0];
    let count: number;
    if (oneWeight) {
      // Written as they come, with nothing made on the way: the weight's mark, then the steps.
      count = positions.length === 0 ? 0 : positions.length + 1;
      writer.array(count);
      if (count > 0) writer.integer(-1 - weights[0]!);
      let previous = 0;
      for (const position of positions) {
        writer.integer(position - previous);
        previous = position;
      }
    } else {
      // Each weight's run in turn, lightest first, its positions in the order found.
      const distinct = [...new Set(weights)].sort((a, b) => a - b);
      count = positions.length + distinct.length;
      writer.array(count);
      for (const weight of distinct) {
        writer.integer(-1 - weight);
        let previous = 0;
        for (let index = 0; index < positions.length; index++) {
          if (weights[index] !== weight) continue;
          writer.integer(positions[index]! - previous);
          previous = positions[index]!;
        }
      }
    }
    locEnds[at] = writer.size;
    locCounts[at] = count;
    let field = -1;
    let previous = 0;
    for (let pair = 0; pair < meta.length; pair += 2) {
      if (meta[pair] !== field) {
        field = meta[pair]!;
        metaLocs.push(-1 - field);
        previous = 0;
      }
      metaLocs.push(meta[pair + 1]! - previous);
      previous = meta[pair + 1]!;
    }
    metaEnds[at] = metaLocs.length;
  });
  const json = Buffer.from(fragment, 'utf8');
  return {
    fragment: packFragment(json),
    hash: pagefindHash(json),
    wordCount,
    extra: '',
    metaFields,
    terms: terms.join('\n'),
    locs: writer.bytes(),
    locEnds,
    locCounts,
    metaLocs: Int32Array.from(metaLocs),
    metaEnds,
  };
}

/**
 * Where two analyses of a page differ (undefined: they are the same), for the check of this
 * reader against Pagefind: the fragment's JSON, its word count and meta fields, and each term's
 * positions and meta positions (the order of terms is not part of a page's analysis).
 */
export function analysisDifference(ours: PageAnalysis, theirs: PageAnalysis): string | undefined {
  const json = (page: PageAnalysis) => unpackFragment(page.fragment);
  if (ours.hash !== theirs.hash || json(ours) !== json(theirs)) return `the result text: ${json(ours)} against ${json(theirs)}`;
  if (ours.wordCount !== theirs.wordCount) return `the word count: ${ours.wordCount} against ${theirs.wordCount}`;
  if (ours.extra !== theirs.extra) return `the page's entry: '${ours.extra}' against '${theirs.extra}'`;
  if (ours.metaFields.join('\n') !== theirs.metaFields.join('\n')) return `the meta fields: ${ours.metaFields.join(', ')} against ${theirs.metaFields.join(', ')}`;
  const [mine, pagefinds] = [placesByTerm(ours), placesByTerm(theirs)];
  for (const [term, places] of mine) if (pagefinds.get(term) !== places) return `the word '${term}': ${places} against ${pagefinds.get(term) ?? 'none'}`;
  for (const term of pagefinds.keys()) if (!mine.has(term)) return `the word '${term}', which Pagefind has`;
  return undefined;
}

/** Each term of an analysis with its positions' bytes and meta positions, as text. */
function placesByTerm(page: PageAnalysis): Map<string, string> {
  const places = new Map<string, string>();
  (page.terms ?? '').split('\n').forEach((term, at) => {
    const locs = Buffer.from(page.locs.subarray(at > 0 ? page.locEnds[at - 1] : 0, page.locEnds[at])).toString('hex');
    const meta = Array.from(page.metaLocs.subarray(at > 0 ? page.metaEnds[at - 1] : 0, page.metaEnds[at])).join(' ');
    places.set(term, `${locs} (${page.locCounts[at]}) [${meta}]`);
  });
  return places;
}
