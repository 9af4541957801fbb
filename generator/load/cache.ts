/**
 * A cache of parse results keyed on each file's path and content, so an unchanged file is
 * never parsed twice. It lives in node_modules/.cache/catalogue/parse (see generator/cache). The
 * key also covers the loader's own source, so changing how files are read never serves stale
 * results. Any trouble with the cache only costs speed, never correctness.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir as cacheFolder, fingerprint, keepNewest, modulesIn, writeAtomically } from '../cache/index.ts';
import type { ParseResult } from './parse.ts';

/** One cache file per catalogue folder; tests make many short-lived copies, so only the newest are kept. */
const MAX_CACHE_FILES = 16;
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

export async function openParseCache(catalogueRoot: string, cacheDir = cacheFolder('parse')): Promise<ParseCache> {
  const version = versionOfLoader();
  const file = path.join(cacheDir, `${createHash('sha1').update(catalogueRoot).digest('hex').slice(0, 16)}.json`);
  let stored: Record<string, ParseResult> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: Record<string, ParseResult> };
    if (parsed.version === version && parsed.entries) stored = parsed.entries;
  } catch {
    // No cache yet, or an unreadable one: start afresh.
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
      if (!changed && Object.keys(used).length === Object.keys(stored).length) return;
      // A read-only checkout still validates; it is only slower.
      if (writeAtomically(file, JSON.stringify({ version, entries: used }))) keepNewest(cacheDir, MAX_CACHE_FILES);
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
