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
 * assembled from a single Pagefind run over the same pages. A rebuild's assembly starts from the
 * last one's counts and chunks (`AssemblyState`) and redoes only what the changed pages touch. The files are compressed by this
 * module (Pagefind's browser code only needs them gzipped), fragments too: a page's fragment is
 * then the same file whether Pagefind or this build's own reader (page-analyser.ts) read the page.
 *
 * Pagefind's own build of the same pages gives the same contents under the same names
 * (pagefind-format.test.ts); what this module does not know (filters, sorting, a format other
 * than 1.6's) is an error, not a guess. The layout was read from Pagefind's 1.4 source and, for
 * what 1.5 and 1.6 added (meta positions, spellings, the meta fields' names), from its output.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync, type ZlibOptions } from 'node:zlib';
import { CborReader, CborWriter, decodeCbor, type CborValue } from './cbor.ts';
import { NO_TERM, TermTable } from './term-table.ts';

/** What Pagefind made of one page, packed flat: ten thousand of these are kept between builds. */
export interface PageAnalysis {
  /** The fragment file's bytes: its JSON, packed as this module packs files (`packFragment`). */
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

/**
 * A file as Pagefind's browser code reads it: the marker and the contents, gzipped at zlib's
 * default level. Level 9 took six times as long on a 10,000-page site's meta file (a rebuild
 * makes it, and most chunks, again) for 2 % fewer bytes.
 */
function pack(contents: Uint8Array, options: ZlibOptions = { level: 6 }): Buffer {
  return gzipSync(Buffer.concat([SIGNATURE, contents]), options);
}

/**
 * A fragment is a page's result text, a kilobyte or two: a 4 KB window and a smaller state
 * compress it to the same size (704 bytes on average at 10,000 pages) in four fifths of the
 * time, most of which is setting the compressor up (28 against 35 µs a fragment).
 */
const FRAGMENT_PACKING: ZlibOptions = { level: 6, windowBits: 12, memLevel: 6 };

/** A fragment file's JSON, from its bytes. */
export function unpackFragment(bytes: Uint8Array): string {
  return unpack(bytes, 'a fragment').toString('utf8');
}

/** A fragment file's bytes from its JSON, as the index writes every fragment, whoever read the page. */
export function packFragment(json: Uint8Array): Uint8Array {
  // Its own copy: a worker hands an analysis's columns over whole (search/analyser-worker.mjs).
  return new Uint8Array(pack(json, FRAGMENT_PACKING));
}

const isArray = (value: CborValue | undefined): value is CborValue[] => Array.isArray(value);

function expect(condition: boolean, what: string): asserts condition {
  if (!condition) fail(what);
}

/** `expect`'s error, for a check on a hot path that words its failure only when it fails. */
function fail(what: string): never {
  throw new PagefindFormatError(`Pagefind's index is not laid out as this build expects (Pagefind 1.6): ${what}`);
}

/** Bytes of positions a page's buffer starts with (it doubles as needed); most pages have under a kilobyte. */
const LOCS_AT_FIRST = 1024;

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
    return { fragment: packFragment(json), hash: pagefindHash(json), wordCount: Number(wordCount), extra: String(extra), metaFields };
  });
  // Each field's number in this run -> its number among each page's own fields.
  const local = heads.map(({ metaFields }) => fields.map((field) => metaFields.indexOf(field)));
  // A page's positions are copied into its own growing buffer, a few bytes at a time: a view of
  // each posting's bytes, joined at the end, was an object per posting for the collector.
  const builders = heads.map(() => ({ terms: [] as string[], locs: new Uint8Array(LOCS_AT_FIRST), locEnds: [] as number[], locCounts: [] as number[], metaLocs: [] as number[], metaEnds: [] as number[], length: 0 }));

  /**
   * One posting list: the pages a term is on, each numbered by its step from the last. Its checks
   * word their failure only when one fails: a first build at 10,000 pages reads about 1.5
   * million postings.
   */
  const readPostings = (reader: CborReader, term: string): void => {
    let page = 0;
    for (let count = reader.arrayLength(); count > 0; count--) {
      if (reader.arrayLength() !== 3) fail(`a page of '${term}' has other fields`);
      page += reader.integer();
      const builder = builders[page];
      if (builder === undefined) fail(`'${term}' is on page ${page}, which is not in the meta file`);
      const start = reader.at;
      const locCount = reader.arrayLength();
      for (let loc = 0; loc < locCount; loc++) reader.integer();
      const end = reader.at;
      const length = builder.length + end - start;
      if (length > builder.locs.length) {
        const grown = new Uint8Array(Math.max(length, builder.locs.length * 2));
        grown.set(builder.locs.subarray(0, builder.length));
        builder.locs = grown;
      }
      const from = reader.bytes;
      const into = builder.locs;
      for (let at = start, to = builder.length; at < end; ) into[to++] = from[at++]!;
      builder.terms.push(term);
      builder.locEnds.push((builder.length = length));
      builder.locCounts.push(locCount);
      for (let metaCount = reader.arrayLength(); metaCount > 0; metaCount--) {
        const loc = reader.integer();
        const field = loc < 0 ? local[page]![-1 - loc] : undefined;
        if (field !== undefined && field < 0) fail(`'${term}' is in a meta field page ${page} does not have`);
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
      locs: Buffer.from(built.locs.subarray(0, built.length)),
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
  /** What the next assembly can start from; only when the pages' keys were given (`Assembly`). */
  state?: AssemblyState;
  /** Word chunks made this time; the rest were the previous assembly's, unchanged. */
  chunksMade: number;
  /** True when the words were counted from the previous assembly's counts, with only the changed pages counted again. */
  carried: boolean;
}

/**
 * What an assembly leaves for the next, so that one which changes a few pages of ten thousand
 * makes again only the chunks whose words those pages have (or had), not the whole word index.
 * Its numbers are those of the term table `table`.
 */
export interface AssemblyState {
  table: string;
  /** Each page's key (search-index.ts), in index order. */
  keys: string[];
  /** The meta fields' names, in the order they are numbered. */
  fields: string[];
  /** Each term's number of pages. */
  pageCounts: Uint32Array;
  /** Each word's entries in the word index (what chunks are cut by). */
  entries: Float64Array;
  /** The words the index has, in byte order. */
  sorted: Uint32Array;
  /** Where each chunk's words end in `sorted`. */
  chunkEnds: Uint32Array;
  /** Each chunk's contents' hash: its compressed bytes are in `PackedFiles` under it. */
  chunkHashes: string[];
  /** Where each word's entry (the word, its pages and its spellings') starts and ends in its chunk's contents, two numbers per word of `sorted`. */
  spans: Uint32Array;
}

/** How far an assembly has got: the pages' words numbered, then counted, then the word index's chunks written. */
export interface AssemblyProgress {
  stage: 'numbered' | 'counted' | 'written';
  /** Pages (numbered, counted) or chunks (written) dealt with so far, of `of`. */
  done: number;
  of: number;
}

/** The pages' keys (one each, in order) and the previous assembly, with its pages by key. */
export interface Assembly {
  keys: readonly string[];
  previous?: AssemblyState;
  earlier?: (key: string) => PageAnalysis | undefined;
  /**
   * Called now and then from the long loops, which keep the thread busy (at 50,000 pages some
   * seconds), with how far it has got, so a progress line due can say so (StepSink.look).
   */
  look?: (progress: AssemblyProgress) => void;
}

/** Pages, or words of the index, dealt with between looks (`Assembly.look`). */
const BETWEEN_LOOKS = 1024;

/** An assembly changing more than this share of the pages counts every word afresh (as quick, and simpler). */
const CHANGED_SHARE = 0.25;

/**
 * The index Pagefind would write for `pages` in this order: its meta, word chunks and entry
 * (compressed here), with each page's fragment as analysed. `packed` holds earlier chunk and meta
 * files by their contents' hash, so a chunk no edit touched is not compressed again; `table`
 * numbers the pages' terms (those it numbered before are not read again), and numbers new ones.
 * Given the pages' keys and the previous assembly's state (`assembly`), only the pages that
 * changed are counted again and only the chunks with their words made again; the index is the
 * same either way.
 */
export function assembleIndex(
  pages: readonly PageAnalysis[],
  shell: IndexShell,
  packed: PackedFiles = new Map(),
  table: TermTable = new TermTable(),
  assembly?: Assembly,
): AssembledIndex {
  const { language } = shell;
  const files: IndexFiles = new Map();
  const fields = [...new Set(pages.flatMap((page) => page.metaFields))].sort(byBytes);
  const fieldNumber = new Map(fields.map((field, at) => [field, at]));

  const { names: pageNames, hashes: fragmentNames } = fragmentNamesOf(pages, language);
  pages.forEach((page, at) => files.set(`fragment/${pageNames[at]}.pf_fragment`, page.fragment));

  // The word index: words in byte order, cut into chunks by their entries (positions, meta
  // positions, pages and spellings), each word with its pages in page order and each accented
  // spelling's pages after them. Terms are handled by their number in `table`, not their text.
  const look = assembly?.look;
  const numbered = pages.map((page, at) => {
    if (look && at % BETWEEN_LOOKS === 0) look({ stage: 'numbered', done: at, of: pages.length });
    return table.numbersOf(page);
  });
  const counted = countWords(pages, numbered, table, fields, assembly, packed);
  const { entries, sorted } = counted;
  const chunkEnds: number[] = [];
  let total = 0;
  for (let at = 0; at < sorted.length; at++) {
    total += entries[sorted[at]!]!;
    if (total >= CHUNK_ENTRIES) {
      chunkEnds.push(at + 1);
      total = 0;
    }
  }
  if (sorted.length > 0 && chunkEnds.at(-1) !== sorted.length) chunkEnds.push(sorted.length);
  const startOf = (chunk: number) => (chunk > 0 ? chunkEnds[chunk - 1]! : 0);

  // A chunk the previous assembly made of the same words, none of whose pages changed, is as it
  // was. In the others, a word none of whose pages changed is copied from the chunk it was in;
  // the rest are written from their pages. Where each word's entry is in its chunk is kept (`spans`).
  const spans = new Uint32Array(2 * sorted.length);
  const hashes = chunkEnds.map((end, chunk) => {
    const before = counted.unchangedChunk?.(startOf(chunk), end);
    if (!before) return undefined;
    spans.set(before.spans, 2 * startOf(chunk));
    return before.hash;
  });
  const toMake = chunkEnds.flatMap((_, chunk) => (hashes[chunk] === undefined ? [chunk] : []));

  // The pages of the words to write (and of their spellings), gathered by a counting sort: term
  // number n's from `firstOf[n]` to `firstOf[n + 1]`, each with its page and where its positions
  // and meta positions are on that page.
  const { spellingsOf, textOf } = table;
  const { changes } = counted;
  /**
   * A word's entry as the previous assembly wrote it, when it is to be copied (none of its pages
   * changed) or patched (only its own pages changed, none of its spellings'); otherwise it is
   * written from its pages.
   */
  const earlierEntry = (word: number): { bytes: Uint8Array; patch: boolean } | undefined => {
    if (!changes || (spellingsOf.get(word) ?? []).some((spelling) => changes.differs(spelling))) return undefined;
    const bytes = changes.entryBefore(word);
    return bytes && { bytes, patch: changes.differs(word) };
  };
  const needed = new Uint8Array(table.size);
  for (const chunk of toMake) {
    for (let at = startOf(chunk); at < chunkEnds[chunk]!; at++) {
      const word = sorted[at]!;
      if (earlierEntry(word)) continue;
      needed[word] = 1;
      for (const spelling of spellingsOf.get(word) ?? []) needed[spelling] = 1;
    }
  }
  const firstOf = new Uint32Array(table.size + 1);
  for (const numbers of numbered) {
    for (let at = 0; at < numbers.length; at++) {
      const id = numbers[at]!;
      if (id !== NO_TERM && needed[id]) firstOf[id + 1]!++;
    }
  }
  for (let id = 0; id < table.size; id++) firstOf[id + 1]! += firstOf[id]!;
  const postings = firstOf[table.size]!;
  const postingPage = new Uint32Array(postings);
  const locFrom = new Uint32Array(postings);
  const locTo = new Uint32Array(postings);
  const metaFrom = new Uint32Array(postings);
  const metaTo = new Uint32Array(postings);
  const filled = firstOf.slice(0, table.size);
  numbered.forEach((numbers, number) => {
    const { locEnds, metaEnds } = pages[number]!;
    for (let at = 0; at < numbers.length; at++) {
      const id = numbers[at]!;
      if (id === NO_TERM || !needed[id]) continue;
      const slot = filled[id]!++;
      postingPage[slot] = number;
      locFrom[slot] = at > 0 ? locEnds[at - 1]! : 0;
      locTo[slot] = locEnds[at]!;
      metaFrom[slot] = at > 0 ? metaEnds[at - 1]! : 0;
      metaTo[slot] = metaEnds[at]!;
    }
  });
  const locsOf = pages.map((page) => page.locs);
  // Each page's meta fields by their numbers across all pages, when first needed.
  const globalFields: (number[] | undefined)[] = [];

  /** A term's posting on page `number` (its positions from `locStart`, its meta positions from `metaStart`), `step` pages after the last. */
  const writePosting = (writer: CborWriter, number: number, step: number, locStart: number, locEnd: number, metaStart: number, metaEnd: number): void => {
    writer.array(3).integer(step);
    writer.copy(locsOf[number]!, locStart, locEnd);
    writer.array(metaEnd - metaStart);
    if (metaEnd === metaStart) return;
    const page = pages[number]!;
    const global = (globalFields[number] ??= page.metaFields.map((field) => fieldNumber.get(field)!));
    for (let loc = metaStart; loc < metaEnd; loc++) {
      const value = page.metaLocs[loc]!;
      writer.integer(value < 0 ? -1 - global[-1 - value]! : value);
    }
  };

  /** One posting list: a term's pages, each numbered by its step from the last, with its positions. */
  const writePostings = (writer: CborWriter, id: number): void => {
    const end = firstOf[id + 1]!;
    writer.array(end - firstOf[id]!);
    let previous = 0;
    for (let from = firstOf[id]!; from < end; from++) {
      const number = postingPage[from]!;
      writePosting(writer, number, number - previous, locFrom[from]!, locTo[from]!, metaFrom[from]!, metaTo[from]!);
      previous = number;
    }
  };

  /**
   * A word's entry from the previous assembly's, its postings on the changed pages taken out and
   * those the pages have now put in; the step to the page after each such change is written
   * again, and everything else copied as it was (spellings included: none is on a changed page).
   */
  const patchEntry = (writer: CborWriter, before: Uint8Array, word: number, changes: PageChanges): void => {
    const changed = changes.pagesWith(word);
    const reader = new CborReader(before);
    reader.arrayLength();
    reader.text();
    const headEnd = reader.at;
    const count = reader.arrayLength();
    let now = count;
    for (const page of changed) now += (changes.placeOf(page, word) >= 0 ? 1 : 0) - (changes.had(page, word) ? 1 : 0);
    writer.copy(before, 0, headEnd).array(now);
    // Bytes from `copied` on are still to be copied; `written` is the last page written, `last` the last page read.
    let copied = reader.at;
    const copyTo = (end: number) => {
      if (end > copied) writer.copy(before, copied, end);
      copied = end;
    };
    let written = 0;
    let last = 0;
    let next = 0;
    const writeNow = (number: number) => {
      const at = changes.placeOf(number, word);
      if (at < 0) return;
      const { locEnds, metaEnds } = pages[number]!;
      writePosting(writer, number, number - written, at > 0 ? locEnds[at - 1]! : 0, locEnds[at]!, at > 0 ? metaEnds[at - 1]! : 0, metaEnds[at]!);
      written = number;
    };
    for (let posting = 0; posting < count; posting++) {
      const start = reader.at;
      reader.argument();
      const number = last + reader.argument();
      const afterStep = reader.at;
      for (let locs = reader.argument(); locs > 0; locs--) reader.argument();
      for (let locs = reader.argument(); locs > 0; locs--) reader.argument();
      // Changed pages before this one, which did not have the word, may have it now.
      for (; next < changed.length && changed[next]! < number; next++) {
        copyTo(start);
        writeNow(changed[next]!);
      }
      if (next < changed.length && changed[next] === number) {
        copyTo(start);
        writeNow(number);
        copied = reader.at;
        next++;
      } else if (written !== last) {
        copyTo(start);
        writer.array(3).integer(number - written);
        copied = afterStep;
        written = number;
      } else {
        written = number;
      }
      last = number;
    }
    copyTo(reader.at);
    for (; next < changed.length; next++) writeNow(changed[next]!);
    copyTo(before.length);
  };

  const made = new Map<string, Uint8Array>();
  for (const [done, chunk] of toMake.entries()) {
    look?.({ stage: 'written', done, of: toMake.length });
    const writer = new CborWriter().array(1).array(chunkEnds[chunk]! - startOf(chunk));
    for (let at = startOf(chunk); at < chunkEnds[chunk]!; at++) {
      const word = sorted[at]!;
      spans[2 * at] = writer.size;
      const earlier = earlierEntry(word);
      if (earlier?.patch) patchEntry(writer, earlier.bytes, word, changes!);
      else if (earlier) writer.copy(earlier.bytes, 0, earlier.bytes.length);
      else {
        writer.array(3).text(textOf[word]!);
        writePostings(writer, word);
        // Spellings in the order pages first have them, those a page brings first in byte order.
        const spellings = (spellingsOf.get(word) ?? []).filter((spelling) => firstOf[spelling + 1]! > firstOf[spelling]!);
        const firstPage = (spelling: number) => postingPage[firstOf[spelling]!]!;
        spellings.sort((a, b) => firstPage(a) - firstPage(b) || byBytes(textOf[a]!, textOf[b]!));
        writer.array(spellings.length);
        for (const spelling of spellings) writePostings(writer.array(2).text(textOf[spelling]!), spelling);
      }
      spans[2 * at + 1] = writer.size;
    }
    const bytes = writer.bytes();
    const hash = pagefindHash(bytes);
    hashes[chunk] = hash;
    made.set(hash, packOnce(bytes, hash, packed));
  }

  const chunkNames = new Set<string>();
  const wordAt = (at: number) => textOf[sorted[at]!]!;
  const chunkList: CborValue[] = chunkEnds.map((end, chunk) => {
    const hash = hashes[chunk]!;
    let length = SHORT;
    let name = `${language}_${hash.slice(0, length)}`;
    while (chunkNames.has(name) && length < hash.length) name = `${language}_${hash.slice(0, ++length)}`;
    chunkNames.add(name);
    files.set(`index/${name}.pf_index`, made.get(hash) ?? packOnce(undefined, hash, packed));
    const [first, last] = [wordAt(startOf(chunk)), wordAt(end - 1)];
    const from = chunk > 0 ? prefixes(wordAt(startOf(chunk) - 1), first)[1] : first;
    const to = chunk < chunkEnds.length - 1 ? prefixes(last, wordAt(end))[0] : last;
    // A range never ends before it starts: then the last word is given whole.
    return [from, byBytes(to, from) < 0 ? last : to, name];
  });

  const meta = new CborWriter().array(6).text(shell.version).array(pages.length);
  pages.forEach((page, at) => meta.array(3).text(pageNames[at]!).integer(page.wordCount).text(page.extra));
  const metaBytes = meta.value(chunkList).value([]).value([]).value(fields).bytes();
  const metaHash = pagefindHash(metaBytes);
  const metaName = `${language}_${metaHash.slice(0, META_SHORT)}`;
  files.set(`pagefind.${metaName}.pf_meta`, packOnce(metaBytes, metaHash, packed));

  const entry = JSON.parse(shell.entry) as { languages: Record<string, { hash: string; page_count: number }> };
  entry.languages[language]!.hash = metaName;
  entry.languages[language]!.page_count = pages.length;
  files.set('pagefind-entry.json', Buffer.from(JSON.stringify(entry)));
  for (const [name, bytes] of Object.entries(shell.assets)) files.set(name, bytes);
  const state: AssemblyState | undefined = assembly && {
    table: table.id,
    keys: [...assembly.keys],
    fields,
    pageCounts: counted.pageCounts,
    entries,
    sorted,
    chunkEnds: Uint32Array.from(chunkEnds),
    chunkHashes: hashes as string[],
    spans,
  };
  return { files, fragments: fragmentNames, ...(state ? { state } : {}), chunksMade: toMake.length, carried: counted.changes !== undefined };
}

/**
 * Each page's fragment name as Pagefind names it: the shortest prefix of its hash (7 digits or
 * more, after the language) that no earlier page's name has; and each name's hash.
 */
export function fragmentNamesOf(pages: readonly Pick<PageAnalysis, 'hash'>[], language: string): { names: string[]; hashes: Map<string, string> } {
  const hashes = new Map<string, string>();
  const names = pages.map((page) => {
    let length = SHORT;
    let name = `${language}_${page.hash.slice(0, length)}`;
    for (let taken = hashes.get(name); taken !== undefined && taken !== page.hash; taken = hashes.get(name)) {
      length++;
      name = `${language}_${page.hash.slice(0, length)}`;
    }
    hashes.set(name, page.hash);
    return name;
  });
  return { names, hashes };
}

interface CountedWords {
  pageCounts: Uint32Array;
  entries: Float64Array;
  sorted: Uint32Array;
  /** The previous assembly's chunk of these words (`sorted` from `start` to `end`), when it had that chunk (its bytes too) and none of its words' pages changed. */
  unchangedChunk?: (start: number, end: number) => { hash: string; spans: Uint32Array } | undefined;
  /** The pages that changed since the previous assembly, when the counts are carried from it. */
  changes?: PageChanges;
}

interface PageChanges {
  /** The changed pages that have a term, or had it, ascending (none for a term no changed page has or had). */
  pagesWith(term: number): readonly number[];
  /** Whether a term's entry on one of those pages is not what it was (it is new there, gone, or at other places). */
  differs(term: number): boolean;
  /** Where a term is on a changed page now (-1: not there). */
  placeOf(page: number, term: number): number;
  /** Whether a changed page had a term before. */
  had(page: number, term: number): boolean;
  /** A word's entry (the word, its pages and its spellings') as the previous assembly wrote it, when its chunk's bytes are at hand. */
  entryBefore(word: number): Uint8Array | undefined;
}

/**
 * Each term's pages and each word's entries, and the words in byte order: counted afresh, or
 * from the previous assembly's counts with the pages that changed taken out and put in (when it
 * used the same table, the same number of pages and meta fields, and few pages changed).
 */
function countWords(
  pages: readonly PageAnalysis[],
  numbered: readonly Uint32Array[],
  table: TermTable,
  fields: readonly string[],
  assembly: Assembly | undefined,
  packed: PackedFiles,
): CountedWords {
  const { wordOf, textOf } = table;
  const size = table.size;
  const previous = assembly?.previous;
  const changedAt: number[] = [];
  let earlier: PageAnalysis[] | undefined;
  if (assembly && previous && previous.table === table.id && previous.keys.length === pages.length && previous.fields.join('\n') === fields.join('\n')) {
    for (let at = 0; at < pages.length; at++) if (assembly.keys[at] !== previous.keys[at]) changedAt.push(at);
    const found = changedAt.map((at) => assembly.earlier?.(previous.keys[at]!));
    if (changedAt.length <= pages.length * CHANGED_SHARE && found.every((page) => page?.numbered?.table === table.id && page.numbered.numbers.length === page.locEnds.length)) earlier = found as PageAnalysis[];
  }
  const grown = <T extends Uint32Array | Float64Array>(from: T | undefined, Type: new (length: number) => T): T => {
    const array = new Type(size);
    if (from) array.set(from.subarray(0, size));
    return array;
  };
  const start = earlier ? previous : undefined;
  const pageCounts = grown(start?.pageCounts, Uint32Array);
  const entries = grown(start?.entries, Float64Array);
  // Words whose pages changed, with their entries before.
  const changed = new Map<number, number>();
  /** Adds a page's terms to the counts (`sign` 1) or takes them out (-1). */
  const count = (page: PageAnalysis, numbers: Uint32Array, sign: 1 | -1): void => {
    const { locCounts, metaEnds } = page;
    for (let at = 0; at < numbers.length; at++) {
      const id = numbers[at]!;
      if (id === NO_TERM) continue;
      const word = wordOf[id]!;
      if (start && !changed.has(word)) changed.set(word, entries[word]!);
      const pagesOf = (pageCounts[id]! += sign);
      // A spelling counts once for itself, besides its pages.
      if (word !== id && pagesOf === (sign > 0 ? 1 : 0)) entries[word]! += sign;
      entries[word]! += sign * (locCounts[at]! + metaEnds[at]! - (at > 0 ? metaEnds[at - 1]! : 0) + 1);
    }
  };
  const byText = (a: number, b: number) => byBytes(textOf[a]!, textOf[b]!);
  if (!start || !earlier) {
    numbered.forEach((numbers, at) => {
      if (at % BETWEEN_LOOKS === 0) assembly?.look?.({ stage: 'counted', done: at, of: numbered.length });
      count(pages[at]!, numbers, 1);
    });
    const words: number[] = [];
    entries.forEach((value, word) => value > 0 && words.push(word));
    return { pageCounts, entries, sorted: Uint32Array.from(words.sort(byText)) };
  }
  changedAt.forEach((at, index) => {
    count(earlier[index]!, earlier[index]!.numbered!.numbers, -1);
    count(pages[at]!, numbered[at]!, 1);
  });
  // Words no page has now leave the order; words new to the index go in at their places.
  const added: number[] = [];
  for (const [word, before] of changed) {
    if (before === 0 && entries[word]! > 0) added.push(word);
  }
  added.sort(byText);
  const sorted = new Uint32Array(start.sorted.length + added.length);
  let length = 0;
  let next = 0;
  for (const word of start.sorted) {
    while (next < added.length && byText(added[next]!, word) < 0) sorted[length++] = added[next++]!;
    if (entries[word]! > 0) sorted[length++] = word;
  }
  while (next < added.length) sorted[length++] = added[next++]!;
  // The previous chunks: by their first word, and each word's, with their contents when first needed.
  const chunks = new Map<number, { start: number; end: number; hash: string }>();
  const chunkOf = new Uint32Array(start.sorted.length);
  start.chunkEnds.forEach((end, chunk) => {
    const from = chunk > 0 ? start.chunkEnds[chunk - 1]! : 0;
    chunks.set(start.sorted[from]!, { start: from, end, hash: start.chunkHashes[chunk]! });
    chunkOf.fill(chunk, from, end);
  });
  const placeOf = new Int32Array(size).fill(-1);
  start.sorted.forEach((word, at) => (placeOf[word] = at));
  const contents = new Map<number, Uint8Array | undefined>();
  const contentsOf = (chunk: number): Uint8Array | undefined => {
    if (!contents.has(chunk)) {
      const bytes = packed.get(start.chunkHashes[chunk]!);
      contents.set(chunk, bytes && unpack(bytes, `chunk ${start.chunkHashes[chunk]}`));
    }
    return contents.get(chunk);
  };
  const words = sorted.subarray(0, length);
  // Each changed page's terms and their places on it, before and now; the changed pages each
  // term is on (either way); and the terms whose entry on one of them is not what it was: only
  // their words' lists change (an edit to a title leaves most of a listing page's words where they were).
  const placesOf = (numbers: Uint32Array) => new Map(Array.from(numbers, (term, at) => [term, at] as const).filter(([term]) => term !== NO_TERM));
  const placesBefore = new Map(changedAt.map((page, index) => [page, placesOf(earlier[index]!.numbered!.numbers)]));
  const placesNow = new Map(changedAt.map((page) => [page, placesOf(numbered[page]!)]));
  const withTerm = new Map<number, number[]>();
  const differs = new Set<number>();
  changedAt.forEach((page, index) => {
    const [was, now] = [placesBefore.get(page)!, placesNow.get(page)!];
    for (const term of new Set([...was.keys(), ...now.keys()])) {
      const list = withTerm.get(term);
      if (list) list.push(page);
      else withTerm.set(term, [page]);
      const [old, at] = [was.get(term), now.get(term)];
      if (old === undefined || at === undefined || !samePlaces(earlier[index]!, old, pages[page]!, at)) differs.add(term);
    }
  });
  return {
    pageCounts,
    entries,
    sorted: words,
    unchangedChunk: (from, end) => {
      const found = chunks.get(words[from]!);
      if (!found || found.end - found.start !== end - from || !packed.get(found.hash)) return undefined;
      for (let at = from; at < end; at++) {
        const word = words[at]!;
        if (start.sorted[found.start + at - from] !== word || differs.has(word) || table.spellingsOf.get(word)?.some((spelling) => differs.has(spelling))) return undefined;
      }
      return { hash: found.hash, spans: start.spans.subarray(2 * found.start, 2 * found.end) };
    },
    changes: {
      pagesWith: (term) => withTerm.get(term) ?? [],
      differs: (term) => differs.has(term),
      placeOf: (page, term) => placesNow.get(page)!.get(term) ?? -1,
      had: (page, term) => placesBefore.get(page)!.has(term),
      entryBefore: (word) => {
        const at = placeOf[word]!;
        return at < 0 ? undefined : contentsOf(chunkOf[at]!)?.subarray(start.spans[2 * at]!, start.spans[2 * at + 1]!);
      },
    },
  };
}

/** Whether term `i` of page `a` and term `j` of page `b` have the same positions and meta positions (fields by name). */
function samePlaces(a: PageAnalysis, i: number, b: PageAnalysis, j: number): boolean {
  const span = (ends: Uint32Array, at: number) => [at > 0 ? ends[at - 1]! : 0, ends[at]!] as const;
  const [aLocs, aLocsEnd] = span(a.locEnds, i);
  const [bLocs, bLocsEnd] = span(b.locEnds, j);
  if (aLocsEnd - aLocs !== bLocsEnd - bLocs) return false;
  for (let k = 0; k < aLocsEnd - aLocs; k++) if (a.locs[aLocs + k] !== b.locs[bLocs + k]) return false;
  const [aMeta, aMetaEnd] = span(a.metaEnds, i);
  const [bMeta, bMetaEnd] = span(b.metaEnds, j);
  if (aMetaEnd - aMeta !== bMetaEnd - bMeta) return false;
  for (let k = 0; k < aMetaEnd - aMeta; k++) {
    const [x, y] = [a.metaLocs[aMeta + k]!, b.metaLocs[bMeta + k]!];
    if (x < 0 ? y >= 0 || a.metaFields[-1 - x] !== b.metaFields[-1 - y] : x !== y) return false;
  }
  return true;
}

/** A file's compressed bytes, from `packed` when there (kept there either way); `bytes` may be left out when they are. */
function packOnce(bytes: Uint8Array | undefined, hash: string, packed: PackedFiles): Uint8Array {
  let done = packed.get(hash);
  if (!done) packed.set(hash, (done = pack(bytes!)));
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
