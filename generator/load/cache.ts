/**
 * A cache of parse results keyed on each file's path and content, so an unchanged file is
 * never parsed twice. It lives in node_modules/.cache/catalogue/parse (see generator/cache). The
 * key also covers the loader's own source, so changing how files are read never serves stale
 * results. Any trouble with the cache only costs speed, never correctness.
 *
 * Beside it, each file's stamp (its inode, size, and modification and change times) when it was
 * last read, with its key: a file whose stamp is unchanged is not read again (at 10,000 files,
 * reading and hashing took a fifth of a second of each run). Editors, git and copies all set the
 * change time, which nothing can set back. A file changed within a few seconds before a run
 * started is not stamped: a second save in the same clock tick, of the same size, could
 * otherwise go unseen (git calls such an entry "racily clean").
 */
import { createHash, randomUUID } from 'node:crypto';
import { rmSync, type Stats } from 'node:fs';
import path from 'node:path';
import { asciiJson, cacheDir as cacheFolder, fingerprint, jsonChunks, keepNewest, markUsed, modulesIn, readWhole, writeAtomically } from '../cache/index.ts';
import type { ParseResult } from './parse.ts';

/** A base, a delta and the stamps per catalogue folder; tests make many short-lived copies, so only the newest are kept. */
const MAX_CACHE_FILES = 48;
/** Files outside load/ whose behaviour the cached results depend on (the messages and how they are made printable). */
const INPUTS = ['../diagnostics/codes.ts', '../diagnostics/printable.ts', '../diagnostics/describe.ts'];
/**
 * A file changed less than this long before a run started is read again next time. File times
 * come from a clock that ticks every few milliseconds; two seconds also covers a file system
 * whose clock is a little behind the machine's.
 */
export const SETTLE_MS = 2000;

/** Stamps noted of files that have none now (and one in a hundred more) before the stamps are written anew without them. */
const STALE_STAMPS = 16;

/** What the parse cache knows a file's text by: its path and content, hashed. */
export function contentKey(filePath: string, text: string): string {
  return createHash('sha1').update(filePath).update('\0').update(text).digest('base64url');
}

/** A file's stamp: it changes whenever the file is written, replaced or moved. */
export function stampOf(stats: Stats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}

/**
 * Which files still have the stamps noted when they were last read, as a worker thread looked
 * ahead (build/disk-check.ts): `same` holds those files' stamps and keys, `count` how many stamps
 * were noted, `version` the loader the notes were made by.
 */
export interface StampsAhead {
  version: string;
  count: number;
  same: ReadonlyMap<string, readonly [stamp: string, key: string]>;
}

export interface ParseCache {
  key(filePath: string, text: string): string;
  /** The key of the file as it was last read, when its stamp is the same; undefined: read it. */
  keyByStamp(filePath: string, stamp: string): string | undefined;
  /**
   * True when stamps were looked at ahead (`StampsAhead`): then `keyAhead` answers for every file,
   * and none need be stat'ed here.
   */
  readonly checkedAhead: boolean;
  /** With stamps looked at ahead, the key of the file as it was last read when its stamp was then the same; undefined: read it. */
  keyAhead(filePath: string): string | undefined;
  /** Remembers the key of a file read now, with the stamp it had (`stats`: taken before reading). */
  stamp(filePath: string, stats: Stats, key: string): void;
  get(key: string): ParseResult | undefined;
  set(key: string, result: ParseResult): void;
  /** Writes the entries used in this run (dropping the rest) when anything changed. */
  save(): Promise<void>;
}

let loaderVersion: string | undefined;
function versionOfLoader(): string {
  if (loaderVersion) return loaderVersion;
  // Every module of the loader, so a change to any message or check is never served stale.
  const own = modulesIn(new URL('./', import.meta.url));
  loaderVersion = fingerprint({ files: [...own, ...INPUTS.map((input) => new URL(input, import.meta.url))], packages: ['yaml'] });
  return loaderVersion;
}

/** Where the cache of `catalogueRoot` keeps its files' stamps (a worker reads them ahead: build/disk-check.ts). */
export function stampsFileFor(catalogueRoot: string, cacheDir = cacheFolder('parse')): string {
  return path.join(cacheDir, `${cacheNameOf(catalogueRoot)}.stamps`);
}

const cacheNameOf = (catalogueRoot: string) => createHash('sha1').update(catalogueRoot).digest('hex').slice(0, 16);

/**
 * The cache is one base file of entries and a small delta beside it: a run that parsed a few
 * files writes only their entries (a few kilobytes instead of the whole 12 MB at 10,000 files).
 * The base is written whole again, with only the entries used, when the delta or the base's
 * unused entries grow past a fifth of it.
 */
export async function openParseCache(
  catalogueRoot: string,
  cacheDir = cacheFolder('parse'),
  options: { now?: number; stampsAhead?: Promise<StampsAhead | undefined> } = {},
): Promise<ParseCache> {
  const startedAt = options.now ?? Date.now();
  const version = versionOfLoader();
  const name = cacheNameOf(catalogueRoot);
  const file = path.join(cacheDir, `${name}.json`);
  const deltaFile = path.join(cacheDir, `${name}.delta`);
  const stampsFile = stampsFileFor(catalogueRoot, cacheDir);
  let stored: Record<string, ParseResult> = {};
  let base: { id: string; size: number } | undefined;
  let inDelta = new Set<string>();
  // Read while the base is read and parsed, unless a worker is looking at them.
  const storedStamps = options.stampsAhead ? undefined : readStamps(stampsFile, version);
  try {
    const parsed = JSON.parse(await readWhole(file)) as { version?: string; id?: string; entries?: Record<string, ParseResult> };
    if (parsed.version === version && parsed.entries) {
      stored = parsed.entries;
      if (typeof parsed.id === 'string') base = { id: parsed.id, size: Object.keys(stored).length };
    }
  } catch {
    // No cache yet, or an unreadable one: start afresh.
  }
  if (base) {
    try {
      const delta = JSON.parse(await readWhole(deltaFile)) as { version?: string; base?: string; entries?: Record<string, ParseResult> };
      if (delta.version === version && delta.base === base.id && delta.entries) {
        inDelta = new Set(Object.keys(delta.entries));
        stored = Object.assign(stored, delta.entries);
      }
    } catch {
      // No delta: the base is the whole cache.
    }
  }
  // A map: ten thousand keys added to an object one by one took 20-30 ms of a rebuild.
  const used = new Map<string, ParseResult>();
  let changed = false;
  const looked = await options.stampsAhead;
  const ahead = looked?.version === version ? looked : undefined;
  /** The stamps noted: every one, or (looked at ahead) those of files found unchanged. */
  const stamps = ahead ? ahead.same : await (storedStamps ?? readStamps(stampsFile, version));
  const notedCount = ahead ? ahead.count : stamps.size;
  const stampsNow = new Map<string, readonly [stamp: string, key: string]>();
  const keyOfKnown = (filePath: string, known: readonly [string, string] | undefined) => {
    if (!known) return undefined;
    stampsNow.set(filePath, known);
    return known[1];
  };
  return {
    key: contentKey,
    keyByStamp(filePath, stamp) {
      const known = stamps.get(filePath);
      return known?.[0] === stamp ? keyOfKnown(filePath, known) : undefined;
    },
    checkedAhead: ahead !== undefined,
    keyAhead: (filePath) => (ahead ? keyOfKnown(filePath, ahead.same.get(filePath)) : undefined),
    stamp(filePath, stats, key) {
      if (stats.ctimeMs < startedAt - SETTLE_MS && stats.mtimeMs < startedAt - SETTLE_MS) stampsNow.set(filePath, [stampOf(stats), key]);
    },
    get(key) {
      const hit = stored[key] ?? used.get(key);
      if (hit) used.set(key, hit);
      return hit;
    },
    set(key, result) {
      if (!isJsonSafe(result.data)) return;
      used.set(key, result);
      changed = true;
    },
    async save() {
      // Written when there is a stamp to remember. A stamp left out (of a file changed just
      // before this run, as after each edit, or deleted) is no reason: the one noted before no
      // longer matches, which only means the file is read. Once a few such are noted, they go.
      const fresh = [...stampsNow].some(([filePath, [stamp]]) => stamps.get(filePath)?.[0] !== stamp);
      if (fresh || notedCount - stampsNow.size > STALE_STAMPS + stampsNow.size / 100) {
        writeAtomically(stampsFile, jsonChunks({ version }, 'files', stampsNow));
      }
      const usedKeys = [...used.keys()];
      if (!changed && usedKeys.length === Object.keys(stored).length) return;
      // A read-only checkout still validates; it is only slower.
      // Entries the base does not hold: those parsed now, and those an earlier delta held.
      const added = base ? usedKeys.filter((key) => inDelta.has(key) || !(key in stored)) : usedKeys;
      const unusedInBase = base ? base.size - (usedKeys.length - added.length) : 0;
      if (base && added.length <= base.size / 5 && unusedInBase <= base.size / 5) {
        if (writeAtomically(deltaFile, asciiJson(JSON.stringify({ version, base: base.id, entries: Object.fromEntries(added.map((key) => [key, used.get(key)])) })))) {
          // The base is in use: kept fresh, so pruning (by age) does not take it before the caches of short-lived copies.
          markUsed(file);
          keepNewest(cacheDir, MAX_CACHE_FILES);
        }
        return;
      }
      if (writeAtomically(file, jsonChunks({ version, id: randomUUID() }, 'entries', used))) {
        rmSync(deltaFile, { force: true });
        keepNewest(cacheDir, MAX_CACHE_FILES);
      }
    },
  };
}

async function readStamps(stampsFile: string, version: string): Promise<Map<string, [string, string]>> {
  try {
    const saved = JSON.parse(await readWhole(stampsFile)) as { version?: string; files?: Record<string, [string, string]> };
    return new Map(saved.version === version && saved.files ? Object.entries(saved.files) : []);
  } catch {
    // None yet: every file is read.
    return new Map();
  }
}

/** JSON would turn .inf, .nan and the like into null, so such files are simply not cached. */
function isJsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJsonSafe);
  return false;
}
