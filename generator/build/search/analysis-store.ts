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
  /** Each page's analysis by its key (its file and <main>). */
  analyses: Map<string, PageAnalysis>;
  /** That index's compressed chunk and meta files, by their contents' hash. */
  packed: Map<string, Uint8Array>;
  /** That index's fragment names and their contents' hashes. */
  fragments: Map<string, string>;
  /** The table the analyses' terms are numbered by (term-table.ts). */
  terms?: StoredTermTable;
}

/** What a delta file holds: the analyses its base lacks, and the rest of the latest index as it is. */
interface Delta extends Omit<StoredAnalyses, 'analyses'> {
  /** The base it adds to. */
  base: string;
  added: Map<string, PageAnalysis>;
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
    let stored: StoredAnalyses & { id?: string };
    try {
      stored = deserialize(readFileSync(this.file)) as StoredAnalyses & { id?: string };
      if (stored.indexer !== indexer || !(stored.analyses instanceof Map)) return undefined;
    } catch {
      return undefined;
    }
    // A store written before deltas has no id: used as it is, and written whole next time.
    if (typeof stored.id !== 'string') return stored;
    this.base = { id: stored.id, keys: new Set(stored.analyses.keys()) };
    const delta = this.readDelta(stored.id);
    if (!delta) return stored;
    for (const [key, analysis] of delta.added) stored.analyses.set(key, analysis);
    return { indexer, key: delta.key, shell: delta.shell, analyses: stored.analyses, packed: delta.packed, fragments: delta.fragments, terms: delta.terms };
  }

  private readDelta(base: string): Delta | undefined {
    try {
      const delta = deserialize(readFileSync(this.deltaFile)) as Delta;
      return delta.base === base && delta.added instanceof Map ? delta : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps the analyses of the index just written; quietly nothing when the cache cannot be written. */
  write(stored: StoredAnalyses): void {
    const base = this.base;
    if (base) {
      const added = new Map([...stored.analyses].filter(([key]) => !base.keys.has(key)));
      let unused = 0;
      for (const key of base.keys) if (!stored.analyses.has(key)) unused++;
      if (added.size <= base.keys.size * DELTA_SHARE && unused <= base.keys.size * DELTA_SHARE) {
        const { analyses: _, ...rest } = stored;
        const delta: Delta = { ...rest, base: base.id, added };
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
    const terms = stored.terms && new TermTable(stored.terms).compacted(stored.analyses.values()).toStored();
    if (writeAtomically(this.file, serialize({ ...stored, terms, id }))) {
      this.base = { id, keys: new Set(stored.analyses.keys()) };
      keepNewest(this.dir, KEEP, KEEP_BYTES);
    }
  }
}
