/**
 * The catalogue's folders as they were last listed, so that a rebuild does not list, sort and
 * look over every folder again. At 10,000 products, finding the files took about 0.1 s of each
 * rebuild after an edit, most of it on folders that had not changed.
 *
 * A folder is known by its stamp (its inode, and its modification and change times): adding,
 * removing or renaming anything in it changes them, and so does replacing the folder. Only a
 * folder holding nothing but ordinary files and folders is remembered: one with a link or
 * anything else is listed every time, as the link can lead elsewhere without the folder
 * changing. A folder changed within a few seconds before the run is not remembered (a second
 * change in the same clock tick could go unseen; load/cache.ts's stamps have the same rule).
 *
 * Kept in node_modules/.cache/catalogue/listings, one file per catalogue folder. Any trouble with
 * it only costs time: a folder it does not know is listed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { cacheDir as cacheFolder, keepNewest, writeAtomically } from '../cache/index.ts';
import { SETTLE_MS } from './cache.ts';

/** Raised when what is kept changes. */
const FORMAT = 1;
/** Catalogue folders remembered (tests make many short-lived ones). */
const MAX_CACHE_FILES = 48;
/** Folders noted that were not met now (and one in a hundred more) before the file is written anew without them. */
const STALE_FOLDERS = 16;

/**
 * A folder's entries in the order they are walked (by name): a file by its name, a folder by its
 * name and a '/' after it. Hidden entries and node_modules are left out, as the walk skips them.
 */
export type Listing = readonly string[];

export interface Listings {
  /** The folder's entries as last listed, when its stamp is the one noted then. */
  listed(relDir: string, stats: Stats): Listing | undefined;
  /** Notes a folder's entries, as listed now with `stats` taken before. */
  note(relDir: string, stats: Stats, listing: Listing): void;
  /** Writes the listings when there is one to remember. */
  save(): void;
}

type Stored = Record<string, [stamp: string, listing: string[]]>;

const stampOf = (stats: Stats) => `${stats.dev}:${stats.ino}:${stats.mtimeMs}:${stats.ctimeMs}`;

/** `now`: when the run started (tests pass a later time, so folders they have just made count as settled). */
export function openListings(catalogueRoot: string, options: { now?: number; cacheDir?: string } = {}): Listings {
  const startedAt = options.now ?? Date.now();
  const dir = options.cacheDir ?? cacheFolder('listings');
  const file = path.join(dir, `${createHash('sha1').update(path.resolve(catalogueRoot)).digest('hex').slice(0, 16)}.json`);
  let stored: Stored = {};
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; folders?: Stored };
    if (saved.format === FORMAT && saved.folders) stored = saved.folders;
  } catch {
    // None yet: every folder is listed.
  }
  const now = new Map<string, [string, string[]]>();
  let learnt = false;
  return {
    listed(relDir, stats) {
      const known = stored[relDir];
      if (!known || known[0] !== stampOf(stats)) return undefined;
      now.set(relDir, known);
      return known[1];
    },
    note(relDir, stats, listing) {
      if (stats.mtimeMs >= startedAt - SETTLE_MS || stats.ctimeMs >= startedAt - SETTLE_MS) return;
      now.set(relDir, [stampOf(stats), [...listing]]);
      learnt = true;
    },
    save() {
      // A folder left out (changed just now, or gone) is no reason to write: its old stamp no
      // longer matches, which only means it is listed.
      const noted = Object.keys(stored).length;
      if (!learnt && noted - now.size <= STALE_FOLDERS + now.size / 100) return;
      if (writeAtomically(file, JSON.stringify({ format: FORMAT, folders: Object.fromEntries(now) }))) keepNewest(dir, MAX_CACHE_FILES);
    },
  };
}
