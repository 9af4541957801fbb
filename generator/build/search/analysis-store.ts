/**
 * What Pagefind made of each page in a site folder's last build (pagefind-format.ts), kept
 * between builds so that a rebuild hands Pagefind only the pages whose <main> changed.
 * One file per site folder (and a small delta beside it) under node_modules/.cache/catalogue/search/:
 * a V8-serialized head and the analyses' long columns (`storeFile`); a file that cannot be read,
 * is cut short, or that another indexer (a new Pagefind, or new code) wrote, counts as none.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { cacheDir, keepNewest, markUsed, readWholeBytes, writeAtomically } from '../../cache/index.ts';
import type { AssemblyState, IndexShell, PageAnalysis } from './pagefind-format.ts';
import { TermTable, type StoredTermTable } from './term-table.ts';

/**
 * Site folders remembered, up to a size: each holds every page's analysis, 32 MB at 10,000 pages
 * and 161 MB at 50,000, while a test's sandbox holds a few kilobytes (so a test run does not push
 * out a large site's).
 */
const KEEP = 32;
const KEEP_BYTES = 512 * 1024 * 1024;

export interface StoredAnalyses {
  /** The indexer that made them (Pagefind's version and the code reading its files). */
  indexer: string;
  /** The key of the index they were assembled into (search-index.ts). */
  key: string;
  shell: IndexShell;
  /**
   * False once Pagefind read a page otherwise than this build's own reader (page-analyser.ts):
   * then Pagefind reads every page for this store, until a new reader or Pagefind (a new indexer).
   */
  ownReader?: boolean;
  /** Each page's analysis by its key (its file and <main>), its terms numbered by `terms`. */
  analyses: Map<string, PageAnalysis>;
  /** That index's compressed chunk and meta files, by their contents' hash. */
  packed: Map<string, Uint8Array>;
  /** That index's fragment names and their contents' hashes. */
  fragments: Map<string, string>;
  /** The table the analyses' terms are numbered by (term-table.ts). */
  terms: StoredTermTable;
  /** What that index's assembly left for the next (pagefind-format.ts), in the numbers of `terms`. */
  assembly?: AssemblyState;
}

/**
 * A store file: a V8-serialized head (everything but the long columns, and where each column
 * is), then, from the next multiple of 8, the long columns' bytes, each at a multiple of 8. Ten thousand pages' eighty thousand
 * small typed arrays took a quarter of a rebuild's search step to load; laid end to end, each
 * column loads as a view of the file's bytes, and is written page by page, never whole in memory
 * (at 50,000 pages the columns are 170 MB). A page's terms are kept as their numbers only (its
 * `terms` text is not stored). The marker is raised with the layout: a store of another counts as none.
 */
const MAGIC = Buffer.from('catalogue search store 3\n');

/** The long columns: each page's (or each term's) values end to end, in the order of `keys`. */
const COLUMNS = {
  fragments: { type: Uint8Array, of: (page: PageAnalysis) => page.fragment },
  locs: { type: Uint8Array, of: (page: PageAnalysis) => page.locs },
  metaLocs: { type: Int32Array, of: (page: PageAnalysis) => page.metaLocs },
  locEnds: { type: Uint32Array, of: (page: PageAnalysis) => page.locEnds },
  locCounts: { type: Uint32Array, of: (page: PageAnalysis) => page.locCounts },
  metaEnds: { type: Uint32Array, of: (page: PageAnalysis) => page.metaEnds },
  numbers: { type: Uint32Array, of: (page: PageAnalysis) => page.numbered!.numbers },
} as const;
type ColumnName = keyof typeof COLUMNS;

/** A store file's head: the rest of the index as it is, each page's small fields, and where each page's part of each column ends. */
interface StoredHead extends Omit<StoredAnalyses, 'analyses'> {
  /** A base's own id; a delta's base's. */
  id: string;
  keys: string[];
  hashes: string[];
  extras: string[];
  metaFields: string[][];
  wordCounts: Uint32Array;
  /** Where each page's part of each column ends (in elements). */
  ends: Record<ColumnName, Uint32Array>;
  /** Each column's place in the file (in bytes from its start) and its length in elements. */
  columns: Record<ColumnName, { at: number; length: number }>;
}

/** The analyses a store file of `table` keeps: those numbered by it (a page numbered by another is read by Pagefind again). */
function storable(analyses: ReadonlyMap<string, PageAnalysis>, table: string): [string, PageAnalysis][] {
  return [...analyses].filter(([, page]) => page.numbered?.table === table && page.numbered.numbers.length === page.locEnds.length);
}

/** A store file's chunks: its head, then each column page by page (gathered into large writes). */
function* storeFile(head: Omit<StoredHead, 'keys' | 'hashes' | 'extras' | 'metaFields' | 'wordCounts' | 'ends' | 'columns'>, analyses: ReadonlyMap<string, PageAnalysis>): Generator<Uint8Array> {
  const pages = storable(analyses, head.terms.id);
  const names = Object.keys(COLUMNS) as ColumnName[];
  const ends = {} as StoredHead['ends'];
  for (const name of names) {
    let total = 0;
    ends[name] = Uint32Array.from(pages, ([, page]) => (total += COLUMNS[name].of(page).length));
  }
  const lengths = names.map((name) => ends[name].at(-1) ?? 0);
  const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;
  // Each column's place, counted from where the columns start: the first multiple of 8 after the head.
  const columns = {} as StoredHead['columns'];
  let at = 0;
  names.forEach((name, index) => {
    columns[name] = { at, length: lengths[index]! };
    at = padded(at + lengths[index]! * COLUMNS[name].type.BYTES_PER_ELEMENT);
  });
  const headBytes = serialize({
    ...head,
    keys: pages.map(([key]) => key),
    hashes: pages.map(([, page]) => page.hash),
    extras: pages.map(([, page]) => page.extra),
    metaFields: pages.map(([, page]) => page.metaFields),
    wordCounts: Uint32Array.from(pages, ([, page]) => page.wordCount),
    ends,
    columns,
  } satisfies StoredHead);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headBytes.length);
  yield MAGIC;
  yield length;
  yield headBytes;
  let written = MAGIC.length + 4 + headBytes.length;
  const gathered = new Uint8Array(1 << 20);
  let filled = 0;
  const put = function* (bytes: Uint8Array): Generator<Uint8Array> {
    for (let from = 0; from < bytes.length; ) {
      const count = Math.min(bytes.length - from, gathered.length - filled);
      gathered.set(bytes.subarray(from, from + count), filled);
      filled += count;
      from += count;
      if (filled === gathered.length) {
        yield gathered.slice();
        filled = 0;
      }
    }
    written += bytes.length;
  };
  yield* put(new Uint8Array(padded(written) - written));
  for (const name of names) {
    for (const [, page] of pages) {
      const values = COLUMNS[name].of(page);
      yield* put(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
    }
    yield* put(new Uint8Array(padded(written) - written));
  }
  if (filled > 0) yield gathered.slice(0, filled);
}

/** The analyses of a store file, each page a set of views of the file's bytes, its terms numbered by the head's table. */
function fromStoreFile({ bytes, head, start }: StoredFile): Map<string, PageAnalysis> {
  const views = {} as { [name in ColumnName]: InstanceType<(typeof COLUMNS)[name]['type']> };
  for (const name of Object.keys(COLUMNS) as ColumnName[]) {
    const { at, length } = head.columns[name];
    const Type = COLUMNS[name].type;
    (views as Record<ColumnName, unknown>)[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + start + at, length);
  }
  const analyses = new Map<string, PageAnalysis>();
  const span = (name: ColumnName, at: number) => [at > 0 ? head.ends[name][at - 1]! : 0, head.ends[name][at]!] as const;
  head.keys.forEach((key, at) => {
    analyses.set(key, {
      fragment: views.fragments.subarray(...span('fragments', at)),
      hash: head.hashes[at]!,
      wordCount: head.wordCounts[at]!,
      extra: head.extras[at]!,
      metaFields: head.metaFields[at]!,
      locs: views.locs.subarray(...span('locs', at)),
      locEnds: views.locEnds.subarray(...span('locEnds', at)),
      locCounts: views.locCounts.subarray(...span('locCounts', at)),
      metaLocs: views.metaLocs.subarray(...span('metaLocs', at)),
      metaEnds: views.metaEnds.subarray(...span('metaEnds', at)),
      numbered: { table: head.terms.id, numbers: views.numbers.subarray(...span('numbers', at)) },
    });
  });
  return analyses;
}

/** A delta may add this share of the base's analyses, and the index may leave this share of them unused, before the base is written afresh. */
const DELTA_SHARE = 0.2;

/**
 * Each store is a base file of every page's analysis and, after most rebuilds, a small delta
 * beside it: a rebuild that read five pages writes those five and the index's chunks (a megabyte
 * or two), not the whole 32 MB again. The base is rewritten once the delta or the base's unused
 * analyses pass a fifth of it.
 */
export class AnalysisStore {
  readonly file: string;
  readonly deltaFile: string;
  /** The base read last, so a write can add to it. */
  private base?: { id: string; keys: ReadonlySet<string> };

  /** `siteDir`: the site folder whose index this is (dist/); `dir`: where stores are kept. */
  constructor(siteDir = 'dist', readonly dir = cacheDir('search')) {
    const name = createHash('sha1').update(resolve(siteDir)).digest('hex').slice(0, 20);
    this.file = join(dir, `${name}.v8`);
    this.deltaFile = join(dir, `${name}.delta`);
  }

  /** What readAhead read, taken by the next read; `taken` once read (a late readAhead then reads nothing). */
  private ahead?: { indexer: string; stored: StoredAnalyses | undefined } | 'taken';

  /** The base's and the delta's bytes as `fetch` read them (null: no such file), taken by the next read. */
  private fetched?: { base: Uint8Array | null; delta: Uint8Array | null };

  /**
   * Starts reading the store's files off this thread (by the thread pool, each in one read:
   * readWholeBytes), for a read to come: at 10,000 pages the 32 MB took this thread about 0.12 s
   * to read. Settles when they are read.
   */
  fetch(): Promise<void> {
    const bytesOf = (file: string) => readWholeBytes(file).catch(() => null);
    return Promise.all([bytesOf(this.file), bytesOf(this.deltaFile)]).then(([base, delta]) => {
      if (this.ahead === undefined) this.fetched = { base, delta };
    });
  }

  /** Nothing is read ahead after all: the bytes fetched (or still to come) are let go, and a `read` reads the disk. */
  letGo(): void {
    this.ahead = 'taken';
    this.fetched = undefined;
  }

  /** Reads the store now, while the thread would only wait; the next `read` of the same indexer returns it. */
  readAhead(indexer: string): void {
    if (this.ahead === undefined) this.ahead = { indexer, stored: this.read(indexer) };
  }

  read(indexer: string): StoredAnalyses | undefined {
    const ahead = this.ahead;
    this.ahead = 'taken';
    const fetched = this.fetched;
    this.fetched = undefined;
    if (ahead !== undefined && ahead !== 'taken' && ahead.indexer === indexer) return ahead.stored;
    const base = readStored(this.file, indexer, fetched?.base);
    if (!base) return undefined;
    const analyses = fromStoreFile(base);
    this.base = { id: base.head.id, keys: new Set(analyses.keys()) };
    const delta = readStored(this.deltaFile, indexer, fetched?.delta);
    // A delta goes on from its base's table: the same table, grown.
    const latest = delta && delta.head.id === base.head.id && delta.head.terms.id === base.head.terms.id ? delta : base;
    if (latest === delta) for (const [key, analysis] of fromStoreFile(delta)) analyses.set(key, analysis);
    const { indexer: _, key, shell, ownReader, packed, fragments, terms, assembly } = latest.head;
    return { indexer, key, shell, packed, fragments, terms, analyses, ...(ownReader === false ? { ownReader } : {}), ...(assembly ? { assembly } : {}) };
  }

  /** Keeps the analyses of the index just written; quietly nothing when the cache cannot be written. */
  write(stored: StoredAnalyses): void {
    const base = this.base;
    const { analyses, assembly, ...rest } = stored;
    if (base) {
      const added = new Map([...analyses].filter(([key]) => !base.keys.has(key)));
      let unused = 0;
      for (const key of base.keys) if (!analyses.has(key)) unused++;
      if (added.size <= base.keys.size * DELTA_SHARE && unused <= base.keys.size * DELTA_SHARE) {
        if (writeAtomically(this.deltaFile, storeFile({ ...rest, ...(assembly ? { assembly } : {}), id: base.id }, added))) {
          // The base is in use: it counts as just written when older stores are pruned.
          markUsed(this.file);
          return;
        }
      }
    }
    const id = randomUUID();
    rmSync(this.deltaFile, { force: true });
    // A base written afresh drops the terms no page has any more, when they are most of the table.
    const terms = new TermTable(stored.terms).compacted(analyses.values()).toStored();
    // The assembly's numbers are the old table's: a table made afresh leaves the next assembly to count afresh.
    const counts = assembly?.table === terms.id ? { assembly } : {};
    if (writeAtomically(this.file, storeFile({ ...rest, ...counts, terms, id }, analyses))) {
      this.base = { id, keys: new Set(storable(analyses, terms.id).map(([key]) => key)) };
      keepNewest(this.dir, KEEP, KEEP_BYTES);
    }
  }
}

/** A base or delta, if it can be read and `indexer` wrote it; otherwise none. */
/** A store file read: its bytes, its head, and where its columns start. */
interface StoredFile {
  bytes: Uint8Array;
  head: StoredHead;
  start: number;
}

/** `fetched`: the file's bytes read already (null: it was not there then). */
function readStored(file: string, indexer: string, fetched?: Uint8Array | null): StoredFile | undefined {
  try {
    if (fetched === null) return undefined;
    let bytes: Uint8Array = fetched ?? readFileSync(file);
    if (!Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.length).equals(MAGIC)) return undefined;
    // Columns are viewed in place, so the bytes must start where a 32-bit value may.
    if (bytes.byteOffset % 8 !== 0) bytes = new Uint8Array(bytes);
    const length = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32LE(MAGIC.length);
    const head = deserialize(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)) as Partial<StoredHead>;
    const valid = head.indexer === indexer && typeof head.id === 'string' && typeof head.terms?.id === 'string' && Array.isArray(head.keys) && head.columns !== undefined;
    if (!valid) return undefined;
    // A file cut short (a full disk) or laid out otherwise counts as none.
    const start = Math.ceil((MAGIC.length + 4 + length) / 8) * 8;
    for (const name of Object.keys(COLUMNS) as ColumnName[]) {
      const column = head.columns![name];
      const size = COLUMNS[name].type.BYTES_PER_ELEMENT;
      if (!column || column.at % size !== 0 || start + column.at + column.length * size > bytes.length) return undefined;
    }
    return { bytes, head: head as StoredHead, start };
  } catch {
    return undefined;
  }
}
