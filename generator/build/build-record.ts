/**
 * What the last build of a site folder made each page from, so the next build renders only the
 * pages whose output can change. A page's HTML is a function of its address, its page data (the
 * /_data JSON, which carries everything the page shows of other records: cards, listings,
 * brands, pictures' hashed names) and the bundles (the renderer, the layout and the site's
 * facts). So the record keeps the bundles' key and, per HTML file, a hash of address and data:
 * when the bundles are the same, a page whose hash is the same is the same file, and is linked
 * from the previous folder instead of rendered. Everything else (a new page, changed data, new
 * bundles) is rendered, and a page that is gone is simply not carried over.
 *
 * Records live in node_modules/.cache/catalogue/builds/, one per site folder, with the folder's
 * inode: a folder replaced or restored by anything but this build is not trusted.
 */
import { createHash, hash } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, keepNewest, writeAtomically } from '../cache/index.ts';
import type { LargePage } from './prerender-shard.ts';

/** Raised whenever what a page's key covers or the record's shape changes. */
const FORMAT = 6;
/** Site folders remembered (the project's dist/, benchmark and test sandboxes). */
const KEEP = 16;

export interface BuildRecord {
  format: number;
  /** What the pages were rendered with besides their data: the bundles and the layout (bundle-cache.ts, `renderKeyOf`). */
  bundleKey: string;
  /** The site folder's device, inode and modification time when the record was written. */
  folder: { dev: number; ino: number; mtimeMs: number };
  /** When the build finished with the folder (ms since 1970): a clock now behind it has been set back. */
  finishedAt: number;
  /**
   * When the build looked at the folder before changing it in place, or put a new folder in its
   * place (ms since 1970): a file or folder in it modified later was changed by something else
   * (site-changes.mjs), unless it is one of `own`. Not when it finished: a page edited by hand
   * while the build ran, after its look, would have gone unseen.
   */
  since: number;
  /** The files the build moved into the folder in place after `since`, each with its modification time then. */
  own?: Record<string, number>;
  /** Each HTML file (relative to the site folder) -> its page key. */
  pages: Record<string, string>;
  /** What the folder's search index was made from (search-index.ts). */
  searchKey?: string;
  /** Each indexed page's key (its path and <main>) by HTML file, so an unchanged page need not be read. */
  searchMains?: Record<string, string>;
  /** The search index's bytes, as the build reported them (an index linked whole is that size). */
  searchBytes?: number;
  /** Every file of the site folder, '/'-separated and relative to it (site-folder.ts moves changes in place by it). */
  files?: string[];
  /** The generation of the generated folder (emit/move-in.ts) its public files were linked from. */
  generation?: string;
  /** The largest pages (prerender.ts): the next build's renderer warms up on them. */
  largest?: LargePage[];
}

/** What a page's HTML is made from besides the bundles: its address and its data's bytes, by their hash (emit's `hashOf`). */
export function pageKeyOf(address: string, dataHash: string | undefined): string {
  return hash('sha1', `${address}\0${dataHash ?? ''}`, 'base64url');
}

export class BuildRecords {
  constructor(readonly dir = cacheDir('builds')) {}

  private fileFor(siteDir: string): string {
    return join(this.dir, `${createHash('sha1').update(siteDir).digest('hex').slice(0, 20)}.json`);
  }

  /** The record of the build that made `siteDir` as it is now; undefined if there is none to trust. */
  read(siteDir: string, now = Date.now()): BuildRecord | undefined {
    const last = this.last(siteDir, now);
    return last?.trusted ? last.record : undefined;
  }

  /**
   * The record of the last build into `siteDir`, and whether the folder is still as it left it
   * (`trusted`). An untrusted record says only what that build made: its search keys, say, as
   * hints of what the search index's store holds (a clean build into a folder moved aside).
   * Nor is it trusted when the clock (`now`) is behind the time it was written: set back since,
   * a file changed by hand could have an older time than the build's look (site-changes.mjs).
   */
  last(siteDir: string, now = Date.now()): { record: BuildRecord; trusted: boolean } | undefined {
    let record: BuildRecord;
    try {
      record = JSON.parse(readFileSync(this.fileFor(siteDir), 'utf8')) as BuildRecord;
    } catch {
      return undefined;
    }
    if (record.format !== FORMAT) return undefined;
    try {
      const folder = statSync(siteDir);
      const same = record.folder.dev === folder.dev && record.folder.ino === folder.ino && record.folder.mtimeMs === folder.mtimeMs;
      return { record, trusted: same && now >= record.finishedAt };
    } catch {
      return { record, trusted: false };
    }
  }

  /**
   * Keeps what the build that just finished `siteDir` made each page from (`made`: the record but
   * its format, the folder's stamp and the time it finished), once the build has done with the folder.
   */
  write(siteDir: string, made: Omit<BuildRecord, 'format' | 'folder' | 'finishedAt'>): void {
    try {
      const finishedAt = Date.now();
      const { dev, ino, mtimeMs } = statSync(siteDir);
      const record: BuildRecord = { format: FORMAT, folder: { dev, ino, mtimeMs }, finishedAt, ...made };
      writeAtomically(this.fileFor(siteDir), JSON.stringify(record));
      keepNewest(this.dir, KEEP);
    } catch {
      // The next build renders every page.
    }
  }

  /** Drops the record of `siteDir`: about to be changed in place, it matches no record until the build finishes. */
  forget(siteDir: string): void {
    rmSync(this.fileFor(siteDir), { force: true });
  }
}
