/**
 * What Pagefind made of each page in a site folder's last build (pagefind-format.ts), kept
 * between builds so that a rebuild hands Pagefind only the pages whose <main> changed.
 * One file per site folder (and a small delta beside it) under node_modules/.cache/catalogue/search/, in V8's serialization
 * (typed arrays and nested arrays load far faster than JSON); a file that cannot be read, or that
 * another indexer (a new Pagefind, or new code) wrote, counts as none.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { cacheDir, keepNewest, markUsed, writeAtomically } from '../../cache/index.ts';
import type { IndexShell, PageAnalysis } from './pagefind-format.ts';
import { TermTable, type StoredTermTable } from './term-table.ts';

/**
 * Site folders remembered, up to a size: each holds every page's analysis, 35 MB at 10,000 pages
 * and 174 MB at 50,000, while a test's sandbox holds a few kilobytes (so a test run does not push
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
  /** Each page's analysis by its key (its file and <main>), its terms numbered by `terms`. */
  analyses: Map<string, PageAnalysis>;
  /** That index's compressed chunk and meta files, by their contents' hash. */
  packed: Map<string, Uint8Array>;
  /** That index's fragment names and their contents' hashes. */
  fragments: Map<string, string>;
  /** The table the analyses' terms are numbered by (term-table.ts). */
  terms: StoredTermTable;
}

/** What a file holds: the analyses laid out column by column, and the rest as it is. */
interface StoredFile extends Omit<StoredAnalyses, 'analyses'> {
  /** A base's own id; a delta's base's. */
  id: string;
  pages: Columns;
}

/**
 * Analyses laid out column by column: each field of every page end to end in one array, with
 * where each page's (or each term's) part ends. Ten thousand pages' eighty thousand small arrays
 * took a quarter of a rebuild's search step to load; a dozen long ones load as fast as the disk
 * reads them. A page's terms are kept as their numbers only (its `terms` text is not stored).
 */
interface Columns {
  keys: string[];
  hashes: string[];
  extras: string[];
  metaFields: string[][];
  wordCounts: Uint32Array;
  fragments: Uint8Array;
  fragmentEnds: Uint32Array;
  locs: Uint8Array;
  locsEnds: Uint32Array;
  metaLocs: Int32Array;
  metaLocsEnds: Uint32Array;
  /** Where each page's terms end in the per-term columns below. */
  termEnds: Uint32Array;
  locEnds: Uint32Array;
  locCounts: Uint32Array;
  metaEnds: Uint32Array;
  numbers: Uint32Array;
}

/** The analyses numbered by `table` in columns (a page numbered by another table is left out: Pagefind reads it again). */
function toColumns(analyses: ReadonlyMap<string, PageAnalysis>, table: string): Columns {
  const pages = [...analyses].filter(([, page]) => page.numbered?.table === table && page.numbered.numbers.length === page.locEnds.length);
  const ends = (sizes: number[]) => {
    const out = new Uint32Array(sizes.length);
    let total = 0;
    sizes.forEach((size, at) => (out[at] = total += size));
    return out;
  };
  const joined = <T extends Uint8Array | Uint32Array | Int32Array>(parts: T[], make: new (length: number) => T): T => {
    const out = new make(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };
  const of = <K extends keyof PageAnalysis>(field: K) => pages.map(([, page]) => page[field]);
  return {
    keys: pages.map(([key]) => key),
    hashes: of('hash'),
    extras: of('extra'),
    metaFields: of('metaFields'),
    wordCounts: Uint32Array.from(of('wordCount')),
    fragments: joined(of('fragment'), Uint8Array),
    fragmentEnds: ends(of('fragment').map((bytes) => bytes.length)),
    locs: joined(of('locs'), Uint8Array),
    locsEnds: ends(of('locs').map((bytes) => bytes.length)),
    metaLocs: joined(of('metaLocs'), Int32Array),
    metaLocsEnds: ends(of('metaLocs').map((locs) => locs.length)),
    termEnds: ends(of('locEnds').map((locEnds) => locEnds.length)),
    locEnds: joined(of('locEnds'), Uint32Array),
    locCounts: joined(of('locCounts'), Uint32Array),
    metaEnds: joined(of('metaEnds'), Uint32Array),
    numbers: joined(
      pages.map(([, page]) => page.numbered!.numbers),
      Uint32Array,
    ),
  };
}

/** The analyses of `columns`, each a view of the long arrays, their terms numbered by `table`. */
function fromColumns(columns: Columns, table: string): Map<string, PageAnalysis> {
  const analyses = new Map<string, PageAnalysis>();
  const span = (ends: Uint32Array, at: number) => [at > 0 ? ends[at - 1]! : 0, ends[at]!] as const;
  columns.keys.forEach((key, at) => {
    const [termFrom, termTo] = span(columns.termEnds, at);
    analyses.set(key, {
      fragment: columns.fragments.subarray(...span(columns.fragmentEnds, at)),
      hash: columns.hashes[at]!,
      wordCount: columns.wordCounts[at]!,
      extra: columns.extras[at]!,
      metaFields: columns.metaFields[at]!,
      locs: columns.locs.subarray(...span(columns.locsEnds, at)),
      locEnds: columns.locEnds.subarray(termFrom, termTo),
      locCounts: columns.locCounts.subarray(termFrom, termTo),
      metaLocs: columns.metaLocs.subarray(...span(columns.metaLocsEnds, at)),
      metaEnds: columns.metaEnds.subarray(termFrom, termTo),
      numbered: { table, numbers: columns.numbers.subarray(termFrom, termTo) },
    });
  });
  return analyses;
}

/** A delta may add this share of the base's analyses, and the index may leave this share of them unused, before the base is written afresh. */
const DELTA_SHARE = 0.2;

/**
 * Each store is a base file of every page's analysis and, after most rebuilds, a small delta
 * beside it: a rebuild that read five pages writes those five and the index's chunks (a megabyte
 * or two), not the whole 35 MB again. The base is rewritten once the delta or the base's unused
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

  read(indexer: string): StoredAnalyses | undefined {
    const base = readStored(this.file, indexer);
    if (!base) return undefined;
    const analyses = fromColumns(base.pages, base.terms.id);
    this.base = { id: base.id, keys: new Set(analyses.keys()) };
    const delta = readStored(this.deltaFile, indexer);
    // A delta goes on from its base's table: the same table, grown.
    const latest = delta && delta.id === base.id && delta.terms.id === base.terms.id ? delta : base;
    if (latest === delta) for (const [key, analysis] of fromColumns(delta.pages, delta.terms.id)) analyses.set(key, analysis);
    const { pages: _, id: __, ...rest } = latest;
    return { ...rest, analyses };
  }

  /** Keeps the analyses of the index just written; quietly nothing when the cache cannot be written. */
  write(stored: StoredAnalyses): void {
    const base = this.base;
    const { analyses, ...rest } = stored;
    if (base) {
      const added = new Map([...analyses].filter(([key]) => !base.keys.has(key)));
      let unused = 0;
      for (const key of base.keys) if (!analyses.has(key)) unused++;
      if (added.size <= base.keys.size * DELTA_SHARE && unused <= base.keys.size * DELTA_SHARE) {
        const delta: StoredFile = { ...rest, id: base.id, pages: toColumns(added, stored.terms.id) };
        if (writeAtomically(this.deltaFile, serialize(delta))) {
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
    const pages = toColumns(analyses, terms.id);
    if (writeAtomically(this.file, serialize({ ...rest, terms, id, pages } satisfies StoredFile))) {
      this.base = { id, keys: new Set(pages.keys) };
      keepNewest(this.dir, KEEP, KEEP_BYTES);
    }
  }
}

/** A base or delta, if it can be read and `indexer` wrote it; otherwise none. */
function readStored(file: string, indexer: string): StoredFile | undefined {
  try {
    const stored = deserialize(readFileSync(file)) as Partial<StoredFile>;
    const valid = stored.indexer === indexer && typeof stored.id === 'string' && typeof stored.terms?.id === 'string' && stored.pages?.numbers instanceof Uint32Array;
    return valid ? (stored as StoredFile) : undefined;
  } catch {
    return undefined;
  }
}
