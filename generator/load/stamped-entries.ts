/**
 * What was found in each of a catalogue's files or folders, kept by its stamp (its inode, size,
 * and modification and change times) between runs: anything added, removed or rewritten changes
 * the stamp, so an entry is taken only while the thing is as it was. Shared by the folder
 * listings (listings.ts) and the pictures checked (links/kept-inspections.ts).
 *
 * A thing changed within a few seconds before the run is not kept (a second change in the same
 * clock tick could go unseen; cache.ts's stamps have the same rule). Kept in
 * node_modules/.cache/catalogue/<name>, one file per catalogue folder; any trouble with it only
 * costs time: what it does not know is looked at.
 */
import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { cacheDir as cacheFolder, keepNewest, writeAtomically } from '../cache/index.ts';
import { SETTLE_MS } from './cache.ts';

export interface StampedEntries<T> {
  /** The entry noted for `key`, when the stamp in `stats` is the one noted then. */
  get(key: string, stats: Stats): T | undefined;
  /** Notes an entry, found now with `stats` taken before (unless the thing changed just before the run). */
  note(key: string, stats: Stats, value: T): void;
  /** Writes the entries when one was learnt, or more than `staleKept` noted before were not met. */
  save(): void;
}

/** Catalogue folders remembered in each cache (tests make many short-lived ones). */
const MAX_CACHE_FILES = 48;

const stampOf = (stats: Stats) => `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;

type Stored<T> = Record<string, [stamp: string, value: T]>;

export function openStampedEntries<T>(
  catalogueDir: string,
  options: {
    /** The cache's name under node_modules/.cache/catalogue. */
    name: string;
    /** What the entries were made by: entries kept under another are not taken. */
    version: string;
    /** When the run started (tests pass a later time, so what they have just written counts as settled). */
    now?: number;
    cacheDir?: string;
    /** Entries noted before and not met now that are no reason to write again, given how many were met (default none). */
    staleKept?: (met: number) => number;
  },
): StampedEntries<T> {
  const startedAt = options.now ?? Date.now();
  const dir = options.cacheDir ?? cacheFolder(options.name);
  const file = path.join(dir, `${createHash('sha1').update(path.resolve(catalogueDir)).digest('hex').slice(0, 16)}.json`);
  let stored: Stored<T> = {};
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown; entries?: Stored<T> };
    if (saved.version === options.version && saved.entries) stored = saved.entries;
  } catch {
    // None yet: everything is looked at.
  }
  const now = new Map<string, [string, T]>();
  let learnt = false;
  return {
    get(key, stats) {
      const known = stored[key];
      if (!known || known[0] !== stampOf(stats)) return undefined;
      now.set(key, known);
      return known[1];
    },
    note(key, stats, value) {
      if (stats.mtimeMs >= startedAt - SETTLE_MS || stats.ctimeMs >= startedAt - SETTLE_MS) return;
      now.set(key, [stampOf(stats), value]);
      learnt = true;
    },
    save() {
      const stale = Object.keys(stored).length - now.size;
      if (!learnt && stale <= (options.staleKept?.(now.size) ?? 0)) return;
      if (writeAtomically(file, JSON.stringify({ version: options.version, entries: Object.fromEntries(now) }))) keepNewest(dir, MAX_CACHE_FILES);
    },
  };
}
