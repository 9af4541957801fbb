/**
 * Pagefind's index, taken apart by page and put back together, so that a rebuild after one edit
 * asks Pagefind about the pages that changed only (search-index.ts) instead of all ten thousand.
 *
 * Pagefind (1.6) writes, for one language:
 * - a fragment per page (`fragment/<name>.pf_fragment`): the page's URL, text and meta as JSON,
 *   named by a prefix of the JSON's SHA-1;
 * - the word index, cut into chunks by word (`index/<name>.pf_index`): each word with, for every
 *   page it is on, the page's number (as the step from the previous one), its positions (with
 *   weight changes as negative numbers) and its positions in the page's meta fields; then the
 *   same for each accented spelling of it;
 * - the meta file (`pagefind.<name>.pf_meta`): every page's fragment name and word count, the
 *   chunks' word ranges and names, and the meta fields' names;
 * - `pagefind-entry.json`, naming the meta file; and the browser's code and wasm.
 * Everything a page contributes depends on that page alone, except its number (its place in the
 * order pages were given), the meta fields' numbering (their sorted names across all pages) and
 * where chunks are cut. So `analysePages` keeps, per page, what Pagefind made of it, and
 * `assembleIndex` lays pages out again exactly as Pagefind does: the same numbering, chunking and
 * naming rules, so an index assembled from any mix of old and new analyses is the index one
 * assembled from a single Pagefind run over the same pages. The files are compressed by this
 * module (Pagefind's browser code only needs them gzipped) except fragments, kept as Pagefind
 * wrote them.
 *
 * Pagefind's own build of the same pages gives the same contents under the same names
 * (pagefind-format.test.ts); what this module does not know (filters, sorting, a format other
 * than 1.6's) is an error, not a guess. The layout was read from Pagefind's 1.4 source and, for
 * what 1.5 and 1.6 added (meta positions, spellings, the meta fields' names), from its output.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CborReader, CborWriter, decodeCbor, type CborValue } from './cbor.ts';
import { NO_TERM, TermTable } from './term-table.ts';

/** What Pagefind made of one page, packed flat: ten thousand of these are kept between builds. */
export interface PageAnalysis {
  /** The fragment file's bytes, as Pagefind wrote them (gzipped JSON). */
  fragment: Uint8Array;
  /** SHA-1 of the fragment's JSON, spelled as Pagefind spells it; its file name is a prefix of it. */
  hash: string;
  wordCount: number;
  /** The third field of the page's entry in the meta file (empty in every index seen). */
  extra: string;
  /** The page's meta fields by name; `metaLocs` number them in this order. */
  metaFields: string[];
  /**
   * The page's terms, one per line: a word as search matches it (accents taken off, stemmed),
   * then, for an accented spelling the page has, a tab and that spelling (Pagefind keeps
   * spellings apart, to rank exact ones higher). Absent once they are numbered (`numbered`) and
   * kept as numbers only, as the analysis store keeps them.
   */
  terms?: string;
  /** Each term's positions on the page (weight changes as negative numbers), as the CBOR arrays Pagefind wrote, end to end. */
  locs: Uint8Array;
  /** Where each term's positions end in `locs`. */
  locEnds: Uint32Array;
  /** How many positions each term has. */
  locCounts: Uint32Array;
  /** Each term's positions in the page's meta fields (a field given as -1 - its number in `metaFields`), end to end. */
  metaLocs: Int32Array;
  /** Where each term's meta positions end in `metaLocs`. */
  metaEnds: Uint32Array;
  /** Each term's number in the term table `table` (term-table.ts), once a table has numbered them. */
  numbered?: { table: string; numbers: Uint32Array };
}

/** What every page of an index shares: Pagefind's version and language, and its browser files. */
export interface IndexShell {
  version: string;
  language: string;
  /** pagefind-entry.json as Pagefind wrote it (its meta file name and page count are replaced). */
  entry: string;
  /** The browser's code and wasm, by file name. */
  assets: Record<string, Uint8Array>;
}

export class PagefindFormatError extends Error {}

/** The marker Pagefind puts before its compressed files' contents. */
const SIGNATURE = Buffer.from('pagefind_dcd');
/** Pagefind cuts a word chunk once it holds this many entries (a position, a meta position, a page or a spelling). */
const CHUNK_ENTRIES = 20_000;
/** Hex digits of a hash in a fragment or chunk name ('en_' + 7), and in the meta file's (+ 10). */
const SHORT = 7;
const META_SHORT = 10;

/** Pagefind's spelling of a SHA-1: each byte in hex without its leading zero. */
export function pagefindHash(bytes: Uint8Array | string): string {
  let out = '';
  for (const byte of createHash('sha1').update(bytes).digest()) out += byte.toString(16);
  return out;
}

function unpack(bytes: Uint8Array, name: string): Buffer {
  const raw = gunzipSync(bytes);
  if (!raw.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new PagefindFormatError(`${name} does not start with Pagefind's marker`);
  return raw.subarray(SIGNATURE.length);
}

/** A file as Pagefind's browser code reads it: the marker and the contents, gzipped. */
function pack(contents: Uint8Array): Buffer {
  return gzipSync(Buffer.concat([SIGNATURE, contents]), { level: 9 });
}

const isArray = (value: CborValue | undefined): value is CborValue[] => Array.isArray(value);

function expect(condition: boolean, what: string): asserts condition {
  if (!condition) throw new PagefindFormatError(`Pagefind's index is not laid out as this build expects (Pagefind 1.6): ${what}`);
}

/**
 * The pages of one Pagefind run, taken apart: `files` is what its `getFiles()` returned, by path
 * relative to the index folder; the result is one analysis per page, in the order pages were added,
 * with the URL Pagefind gave each.
 */
export function analysePages(files: ReadonlyMap<string, Uint8Array>): { pages: PageAnalysis[]; urls: string[]; shell: IndexShell } {
  const entryBytes = files.get('pagefind-entry.json');
  expect(entryBytes !== undefined, 'no pagefind-entry.json');
  const entryText = Buffer.from(entryBytes).toString('utf8');
  const entry = JSON.parse(entryText) as { version: string; languages: Record<string, { hash: string; page_count: number }> };
  const languages = Object.entries(entry.languages);
  expect(languages.length === 1, `${languages.length} languages`);
  const [language, { hash: metaName }] = languages[0]!;
  const metaPath = `pagefind.${metaName}.pf_meta`;
  const metaBytes = files.get(metaPath);
  expect(metaBytes !== undefined, `no ${metaPath}`);
  const meta = decodeCbor(unpack(metaBytes, metaPath));
  expect(isArray(meta) && meta.length === 6, 'the meta file has other fields');
  const [version, pageList, chunkList, filters, sorts, fieldList] = meta;
  expect(typeof version === 'string' && isArray(pageList) && isArray(chunkList) && isArray(fieldList), 'the meta file has other fields');
  expect(isArray(filters) && filters.length === 0, 'pages have filters');
  expect(isArray(sorts) && sorts.length === 0, 'pages have sort keys');
  const fields = fieldList.map(String);

  const urls: string[] = [];
  const heads = pageList.map((item, at) => {
    expect(isArray(item) && item.length === 3, `page ${at} has other fields`);
    const [name, wordCount, extra] = item;
    const path = `fragment/${String(name)}.pf_fragment`;
    const fragment = files.get(path);
    expect(fragment !== undefined, `no ${path}`);
    const json = unpack(fragment, path);
    const { meta: pageMeta, url } = JSON.parse(json.toString('utf8')) as { meta?: Record<string, unknown>; url?: unknown };
    urls.push(String(url));
    const metaFields = Object.keys(pageMeta ?? {}).sort(byBytes);
    return { fragment, hash: pagefindHash(json), wordCount: Number(wordCount), extra: String(extra), metaFields };
  });
  // Each field's number in this run -> its number among each page's own fields.
  const local = heads.map(({ metaFields }) => fields.map((field) => metaFields.indexOf(field)));
  const builders = heads.map(() => ({ terms: [] as string[], locs: [] as Uint8Array[], locEnds: [] as number[], locCounts: [] as number[], metaLocs: [] as number[], metaEnds: [] as number[], length: 0 }));

  /** One posting list: the pages a term is on, each numbered by its step from the last. */
  const readPostings = (reader: CborReader, term: string): void => {
    let page = 0;
    for (let count = reader.arrayLength(); count > 0; count--) {
      expect(reader.arrayLength() === 3, `a page of '${term}' has other fields`);
      page += reader.integer();
      const builder = builders[page];
      expect(builder !== undefined, `'${term}' is on page ${page}, which is not in the meta file`);
      const start = reader.at;
      const locCount = reader.arrayLength();
      for (let loc = 0; loc < locCount; loc++) reader.integer();
      const locs = reader.bytes.subarray(start, reader.at);
      builder.terms.push(term);
      builder.locs.push(locs);
      builder.locEnds.push((builder.length += locs.length));
      builder.locCounts.push(locCount);
      for (let metaCount = reader.arrayLength(); metaCount > 0; metaCount--) {
        const loc = reader.integer();
        const field = loc < 0 ? local[page]![-1 - loc] : undefined;
        expect(field === undefined || field >= 0, `'${term}' is in a meta field page ${page} does not have`);
        builder.metaLocs.push(field === undefined ? loc : -1 - field);
      }
      builder.metaEnds.push(builder.metaLocs.length);
    }
  };
  for (const chunk of chunkList) {
    expect(isArray(chunk) && chunk.length === 3, 'a chunk entry has other fields');
    const path = `index/${String(chunk[2])}.pf_index`;
    const bytes = files.get(path);
    expect(bytes !== undefined, `no ${path}`);
    const reader = new CborReader(unpack(bytes, path));
    expect(reader.arrayLength() === 1, `${path} has other fields`);
    for (let words = reader.arrayLength(); words > 0; words--) {
      expect(reader.arrayLength() === 3, `a word in ${path} has other fields`);
      const word = reader.text();
      expect(!/[\t\n]/.test(word), `the word '${word}' has a tab or line break`);
      readPostings(reader, word);
      for (let variants = reader.arrayLength(); variants > 0; variants--) {
        expect(reader.arrayLength() === 2, `a spelling of '${word}' has other fields`);
        const variant = reader.text();
        expect(!/[\t\n]/.test(variant), `the spelling '${variant}' has a tab or line break`);
        readPostings(reader, `${word}\t${variant}`);
      }
    }
    expect(reader.done, `${path} has more than its words`);
  }
  const pages: PageAnalysis[] = heads.map((head, at) => {
    const built = builders[at]!;
    return {
      ...head,
      terms: built.terms.join('\n'),
      locs: Buffer.concat(built.locs),
      locEnds: Uint32Array.from(built.locEnds),
      locCounts: Uint32Array.from(built.locCounts),
      metaLocs: Int32Array.from(built.metaLocs),
      metaEnds: Uint32Array.from(built.metaEnds),
    };
  });
  const assets: Record<string, Uint8Array> = {};
  for (const [path, bytes] of files) {
    if (!path.includes('/') && !path.endsWith('.pf_meta') && path !== 'pagefind-entry.json') assets[path] = bytes;
  }
  return { pages, urls, shell: { version, language, entry: entryText, assets } };
}

/** Rust's order for strings: by UTF-8 bytes (code points), not UTF-16 units. */
export function byBytes(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const x = a.codePointAt(at)!;
    const y = b.codePointAt(at)!;
    if (x !== y) return x - y;
    if (x > 0xffff) at++;
  }
  return a.length - b.length;
}

/** The files of an index, by path relative to its folder. */
export type IndexFiles = Map<string, Uint8Array>;

/** Compressed chunk and meta files by their contents' hash. */
export interface PackedFiles {
  get(hash: string): Uint8Array | undefined;
  set(hash: string, bytes: Uint8Array): unknown;
}

export interface AssembledIndex {
  files: IndexFiles;
  /** Each fragment's file name and its contents' hash (a name is a prefix of it). */
  fragments: Map<string, string>;
}

/**
 * The index Pagefind would write for `pages` in this order: its meta, word chunks and entry
 * (compressed here), with each page's fragment as analysed. `packed` holds earlier chunk and meta
 * files by their contents' hash, so a chunk no edit touched is not compressed again; `table`
 * numbers the pages' terms (those it numbered before are not read again), and numbers new ones.
 */
export function assembleIndex(
  pages: readonly PageAnalysis[],
  shell: IndexShell,
  packed: PackedFiles = new Map(),
  table: TermTable = new TermTable(),
): AssembledIndex {
  const { language } = shell;
  const files: IndexFiles = new Map();
  const fields = [...new Set(pages.flatMap((page) => page.metaFields))].sort(byBytes);
  const fieldNumber = new Map(fields.map((field, at) => [field, at]));

  // Fragments: named by the shortest prefix (7 digits or more) no earlier page's name has.
  const fragmentNames = new Map<string, string>();
  const pageNames = pages.map((page) => {
    let length = SHORT;
    let name = `${language}_${page.hash.slice(0, length)}`;
    for (let taken = fragmentNames.get(name); taken !== undefined && taken !== page.hash; taken = fragmentNames.get(name)) {
      length++;
      name = `${language}_${page.hash.slice(0, length)}`;
    }
    fragmentNames.set(name, page.hash);
    files.set(`fragment/${name}.pf_fragment`, page.fragment);
    return name;
  });

  // Every page's terms laid end to end, numbered across the site, with their positions in one
  // buffer and their meta positions (fields numbered across all pages) in another: the chunks
  // read them word by word across ten thousand pages, which is far faster from a few long
  // arrays than from each page's own.
  let termCount = 0;
  let metaCount = 0;
  for (const page of pages) {
    termCount += page.locEnds.length;
    metaCount += page.metaLocs.length;
  }
  const termPage = new Uint32Array(termCount);
  const locStart = new Uint32Array(termCount + 1);
  const metaStart = new Uint32Array(termCount + 1);
  const allLocs = Buffer.concat(pages.map((page) => page.locs));
  const allMeta = new Int32Array(metaCount);

  // The word index: each word's pages in page order, with each accented spelling's pages after
  // them. Terms are gathered by their number in `table`, not their text. Each word's entries
  // (positions, meta positions, pages and spellings) are counted as it is gathered: Pagefind cuts
  // chunks by them.
  const numbered = pages.map((page) => table.numbersOf(page));
  // Each term number's site-wide terms, in page order: counted first, then laid out in one array
  // (`byNumber`, term number n's from `firstOf[n]` to `firstOf[n + 1]`).
  const firstOf = new Uint32Array(table.size + 1);
  for (const numbers of numbered) for (const id of numbers) if (id !== NO_TERM) firstOf[id + 1]!++;
  for (let id = 0; id < table.size; id++) firstOf[id + 1]! += firstOf[id]!;
  const byNumber = new Uint32Array(firstOf[table.size]!);
  const filled = firstOf.slice(0, table.size);
  const wordEntries = new Float64Array(table.size);
  const { wordOf } = table;
  let term = 0;
  let locBase = 0;
  let metaBase = 0;
  for (let number = 0; number < pages.length; number++) {
    const page = pages[number]!;
    const global = page.metaFields.map((field) => fieldNumber.get(field)!);
    for (let at = 0; at < page.metaLocs.length; at++) {
      const loc = page.metaLocs[at]!;
      allMeta[metaBase + at] = loc < 0 ? -1 - global[-1 - loc]! : loc;
    }
    const { locEnds, locCounts, metaEnds } = page;
    const numbers = numbered[number]!;
    for (let at = 0; at < numbers.length; at++) {
      const id = numbers[at]!;
      if (id === NO_TERM) continue;
      const locsBefore = at > 0 ? locEnds[at - 1]! : 0;
      const metaBefore = at > 0 ? metaEnds[at - 1]! : 0;
      termPage[term] = number;
      locStart[term] = locBase + locsBefore;
      metaStart[term] = metaBase + metaBefore;
      const word = wordOf[id]!;
      const slot = filled[id]!;
      // A spelling counts once for itself, besides its pages.
      if (word !== id && slot === firstOf[id]) wordEntries[word] = wordEntries[word]! + 1;
      byNumber[slot] = term;
      filled[id] = slot + 1;
      wordEntries[word] = wordEntries[word]! + locCounts[at]! + metaEnds[at]! - metaBefore + 1;
      term++;
    }
    locBase += page.locs.length;
    metaBase += page.metaLocs.length;
  }
  locStart[term] = locBase;
  metaStart[term] = metaBase;
  const words = new Map<string, number>();
  wordEntries.forEach((count, word) => count > 0 && words.set(table.textOf[word]!, word));
  const sorted = [...words.keys()].sort(byBytes);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let entries = 0;
  for (const word of sorted) {
    entries += wordEntries[words.get(word)!]!;
    chunk.push(word);
    if (entries >= CHUNK_ENTRIES) {
      chunks.push(chunk);
      chunk = [];
      entries = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);

  /** One posting list: a term's pages, each numbered by its step from the last, with its positions. */
  const writePostings = (writer: CborWriter, id: number): void => {
    const end = firstOf[id + 1]!;
    writer.array(end - firstOf[id]!);
    let previous = 0;
    for (let from = firstOf[id]!; from < end; from++) {
      const at = byNumber[from]!;
      const number = termPage[at]!;
      writer.array(3).integer(number - previous);
      previous = number;
      // A term's positions and meta positions end where the next term's begin.
      writer.copy(allLocs, locStart[at]!, locStart[at + 1]!);
      const end = metaStart[at + 1]!;
      writer.array(end - metaStart[at]!);
      for (let loc = metaStart[at]!; loc < end; loc++) writer.integer(allMeta[loc]!);
    }
  };

  const chunkNames = new Set<string>();
  const chunkList: CborValue[] = chunks.map((chunkWords, at) => {
    const writer = new CborWriter().array(1).array(chunkWords.length);
    for (const word of chunkWords) {
      const number = words.get(word)!;
      writer.array(3).text(word);
      writePostings(writer, number);
      // Spellings in the order pages first have them, those a page brings first in byte order.
      const spellings = (table.spellingsOf.get(number) ?? []).filter((spelling) => firstOf[spelling + 1]! > firstOf[spelling]!);
      const firstPage = (spelling: number) => termPage[byNumber[firstOf[spelling]!]!]!;
      spellings.sort((a, b) => firstPage(a) - firstPage(b) || byBytes(table.textOf[a]!, table.textOf[b]!));
      writer.array(spellings.length);
      for (const spelling of spellings) writePostings(writer.array(2).text(table.textOf[spelling]!), spelling);
    }
    const bytes = writer.bytes();
    const hash = pagefindHash(bytes);
    let length = SHORT;
    let name = `${language}_${hash.slice(0, length)}`;
    while (chunkNames.has(name) && length < hash.length) name = `${language}_${hash.slice(0, ++length)}`;
    chunkNames.add(name);
    files.set(`index/${name}.pf_index`, packOnce(bytes, hash, packed));
    const [first, last] = [chunkWords[0]!, chunkWords.at(-1)!];
    const from = at > 0 ? prefixes(chunks[at - 1]!.at(-1)!, first)[1] : first;
    const to = at < chunks.length - 1 ? prefixes(last, chunks[at + 1]![0]!)[0] : last;
    // A range never ends before it starts: then the last word is given whole.
    return [from, byBytes(to, from) < 0 ? last : to, name];
  });

  const metaBytes = new CborWriter()
    .value([shell.version, pages.map((page, at) => [pageNames[at]!, page.wordCount, page.extra]), chunkList, [], [], fields])
    .bytes();
  const metaHash = pagefindHash(metaBytes);
  const metaName = `${language}_${metaHash.slice(0, META_SHORT)}`;
  files.set(`pagefind.${metaName}.pf_meta`, packOnce(metaBytes, metaHash, packed));

  const entry = JSON.parse(shell.entry) as { languages: Record<string, { hash: string; page_count: number }> };
  entry.languages[language]!.hash = metaName;
  entry.languages[language]!.page_count = pages.length;
  files.set('pagefind-entry.json', Buffer.from(JSON.stringify(entry)));
  for (const [name, bytes] of Object.entries(shell.assets)) files.set(name, bytes);
  return { files, fragments: fragmentNames };
}

function packOnce(bytes: Uint8Array, hash: string, packed: PackedFiles): Uint8Array {
  let done = packed.get(hash);
  if (!done) packed.set(hash, (done = pack(bytes)));
  else packed.set(hash, done);
  return done;
}

/**
 * Where one chunk ends and the next begins, as the meta file gives them: each word cut just past
 * the characters the two share (Pagefind's get_prefixes).
 */
function prefixes(a: string, b: string): [string, string] {
  const left = Array.from(a);
  const right = Array.from(b);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared++;
  return [left.slice(0, shared + 1).join(''), right.slice(0, shared + 1).join('')];
}
