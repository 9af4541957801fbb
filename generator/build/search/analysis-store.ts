/**
 * What Pagefind made of each page in a site folder's last build (pagefind-format.ts), kept
 * between builds so that a rebuild hands Pagefind only the pages whose <main> changed.
 * One file per site folder under node_modules/.cache/catalogue/search/, in V8's serialization
 * (typed arrays and nested arrays load far faster than JSON); a file that cannot be read, or that
 * another indexer (a new Pagefind, or new code) wrote, counts as none.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { cacheDir, keepNewest, writeAtomically } from '../../cache/index.ts';
import type { IndexShell, PageAnalysis } from './pagefind-format.ts';

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
}

export class AnalysisStore {
  readonly file: string;

  /** `siteDir`: the site folder whose index this is (dist/); `dir`: where stores are kept. */
  constructor(siteDir = 'dist', readonly dir = cacheDir('search')) {
    this.file = join(dir, `${createHash('sha1').update(resolve(siteDir)).digest('hex').slice(0, 20)}.v8`);
  }

  read(indexer: string): StoredAnalyses | undefined {
    try {
      const stored = deserialize(readFileSync(this.file)) as StoredAnalyses;
      return stored.indexer === indexer && stored.analyses instanceof Map ? stored : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps the analyses of the index just written; quietly nothing when the cache cannot be written. */
  write(stored: StoredAnalyses): void {
    if (writeAtomically(this.file, serialize(stored))) keepNewest(this.dir, KEEP, KEEP_BYTES);
  }
}
