/**
 * The catalogue's folders as they were last listed, so that a rebuild does not list, sort and
 * look over every folder again. At 10,000 products, finding the files took about 0.1 s of each
 * rebuild after an edit, most of it on folders that had not changed.
 *
 * A folder is known by its stamp (its inode, size, and modification and change times): adding,
 * removing or renaming anything in it changes them, and so does replacing the folder. Only a
 * folder holding nothing but ordinary files and folders is remembered: one with a link or
 * anything else is listed every time, as the link can lead elsewhere without the folder
 * changing. A folder changed within a few seconds before the run is not remembered (a second
 * change in the same clock tick could go unseen; load/cache.ts's stamps have the same rule).
 *
 * Kept in node_modules/.cache/catalogue/listings, one file per catalogue folder. Any trouble with
 * it only costs time: a folder it does not know is listed.
 */
import type { Stats } from 'node:fs';
import { openStampedEntries } from './stamped-entries.ts';

/** Raised when what is kept changes (2: stamps with the folder's size, in stamped-entries.ts's file). */
const FORMAT = 2;
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

/** `now`: when the run started (tests pass a later time, so folders they have just made count as settled). */
export function openListings(catalogueRoot: string, options: { now?: number; cacheDir?: string } = {}): Listings {
  const entries = openStampedEntries<string[]>(catalogueRoot, {
    name: 'listings',
    version: `listings ${FORMAT}`,
    ...options,
    // A folder left out (changed just now, or gone) is no reason to write: its old stamp no longer matches, which only means it is listed.
    staleKept: (met) => STALE_FOLDERS + met / 100,
  });
  return {
    listed: (relDir, stats) => entries.get(relDir, stats),
    note: (relDir, stats, listing) => entries.note(relDir, stats, [...listing]),
    save: () => entries.save(),
  };
}
