/**
 * A cache of parse results keyed on each file's path and content, so an unchanged file is
 * never parsed twice. It lives in node_modules/.cache/catalogue/parse (see generator/cache). The
 * key also covers the loader's own source, so changing how files are read never serves stale
 * results. Any trouble with the cache only costs speed, never correctness.
 */
import { createHash, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir as cacheFolder, fingerprint, keepNewest, markUsed, modulesIn, writeAtomically } from '../cache/index.ts';
import type { ParseResult } from './parse.ts';

/** A base and a delta per catalogue folder; tests make many short-lived copies, so only the newest are kept. */
const MAX_CACHE_FILES = 32;
/** Files outside load/ whose behaviour the cached results depend on (the messages and how they are made printable). */
const INPUTS = ['../diagnostics/codes.ts', '../diagnostics/printable.ts', '../diagnostics/describe.ts'];

export interface ParseCache {
  key(filePath: string, text: string): string;
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

/**
 * The cache is one base file of entries and a small delta beside it: a run that parsed a few
 * files writes only their entries (a few kilobytes instead of the whole 12 MB at 10,000 files).
 * The base is written whole again, with only the entries used, when the delta or the base's
 * unused entries grow past a fifth of it.
 */
export async function openParseCache(catalogueRoot: string, cacheDir = cacheFolder('parse')): Promise<ParseCache> {
  const version = versionOfLoader();
  const name = createHash('sha1').update(catalogueRoot).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${name}.json`);
  const deltaFile = path.join(cacheDir, `${name}.delta`);
  let stored: Record<string, ParseResult> = {};
  let base: { id: string; size: number } | undefined;
  let inDelta = new Set<string>();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: string; id?: string; entries?: Record<string, ParseResult> };
    if (parsed.version === version && parsed.entries) {
      stored = parsed.entries;
      if (typeof parsed.id === 'string') base = { id: parsed.id, size: Object.keys(stored).length };
    }
  } catch {
    // No cache yet, or an unreadable one: start afresh.
  }
  if (base) {
    try {
      const delta = JSON.parse(await readFile(deltaFile, 'utf8')) as { version?: string; base?: string; entries?: Record<string, ParseResult> };
      if (delta.version === version && delta.base === base.id && delta.entries) {
        inDelta = new Set(Object.keys(delta.entries));
        stored = Object.assign(stored, delta.entries);
      }
    } catch {
      // No delta: the base is the whole cache.
    }
  }
  const used: Record<string, ParseResult> = {};
  let changed = false;
  return {
    key: (filePath, text) => createHash('sha1').update(filePath).update('\0').update(text).digest('base64url'),
    get(key) {
      const hit = stored[key];
      if (hit) used[key] = hit;
      return hit;
    },
    set(key, result) {
      if (!isJsonSafe(result.data)) return;
      used[key] = result;
      changed = true;
    },
    async save() {
      const usedKeys = Object.keys(used);
      if (!changed && usedKeys.length === Object.keys(stored).length) return;
      // A read-only checkout still validates; it is only slower.
      // Entries the base does not hold: those parsed now, and those an earlier delta held.
      const added = base ? usedKeys.filter((key) => inDelta.has(key) || !(key in stored)) : usedKeys;
      const unusedInBase = base ? base.size - (usedKeys.length - added.length) : 0;
      if (base && added.length <= base.size / 5 && unusedInBase <= base.size / 5) {
        if (writeAtomically(deltaFile, JSON.stringify({ version, base: base.id, entries: Object.fromEntries(added.map((key) => [key, used[key]])) }))) {
          // The base is in use: kept fresh, so pruning (by age) does not take it before the caches of short-lived copies.
          markUsed(file);
          keepNewest(cacheDir, MAX_CACHE_FILES);
        }
        return;
      }
      if (writeAtomically(file, JSON.stringify({ version, id: randomUUID(), entries: used }))) {
        rmSync(deltaFile, { force: true });
        keepNewest(cacheDir, MAX_CACHE_FILES);
      }
    },
  };
}

/** JSON would turn .inf, .nan and the like into null, so such files are simply not cached. */
function isJsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJsonSafe);
  return false;
}
