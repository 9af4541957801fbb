/**
 * Encoded pictures kept on disk between builds (and between `npm run dev` restarts), so an
 * unchanged photo is never encoded twice. The key is the SHA-256 of the original's bytes and
 * of everything that shapes the output (job and encoder settings): renaming a photo, or using
 * it on another page, finds the same entries; changing a pixel or a setting does not.
 */
import { hash } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, isThere, makingFolder, makingFolderAsync } from '../cache/index.ts';
import { writeAside } from '../cache/write-aside.ts';

/** node_modules/.cache/catalogue/images, beside the generator's other caches. */
export function defaultCacheDir(): string {
  return cacheDir('images');
}

export function sha256(bytes: Uint8Array | string): string {
  return hash('sha256', bytes, 'hex');
}

export function cacheKey(sourceHash: string, options: unknown): string {
  return sha256(`${sourceHash}\n${JSON.stringify(options)}`);
}

/** A file already on disk with the right bytes (one the last run wrote, or a cache entry), to be hard-linked or copied into the output. */
export interface LinkedFile {
  linkFrom: string;
  /**
   * Makes the bytes again, for a file that may be gone by the time it is linked: a picture cache
   * entry, which another build's look-over of the cache can remove (prune.ts).
   */
  remake?: () => Promise<Uint8Array>;
}

/** Where the entry `key` of the cache in `dir` is kept. */
export function entryFileOf(dir: string, key: string): string {
  return path.join(dir, key.slice(0, 2), key);
}

/** True when an entry's bytes (`there`, undefined when it is not kept) are `bytes`. Text is compared as text: no copy of it as bytes is made (fifty thousand pages' data at once, before a collection). */
function holds(there: Buffer | undefined, bytes: string | Uint8Array): boolean {
  return there !== undefined && (typeof bytes === 'string' ? there.length >= bytes.length && there.toString('utf8') === bytes : there.equals(bytes));
}

/**
 * `EncodedCache.linkInto` done synchronously, given the entry's file (`entryFileOf`): for a
 * worker with nothing else to do meanwhile (build/prerender-shard.ts).
 */
export function linkIntoSync(entry: string, bytes: Uint8Array, target: string): void {
  const there = keptBytesSync(entry);
  if (holds(there, bytes)) {
    try {
      linkSync(entry, target);
      return;
    } catch {
      // Written below.
    }
  }
  writeFileSync(target, bytes);
  try {
    if (there) rmSync(entry, { force: true });
    makingFolder(entry, () => linkSync(target, entry));
  } catch {
    // Kept next time, perhaps.
  }
}

/** An entry's bytes; undefined when it is not kept (looked for first: see `isThere`). */
function keptBytesSync(entry: string): Buffer | undefined {
  if (!isThere(entry)) return undefined;
  try {
    return readFileSync(entry);
  } catch {
    // Gone since (pruned).
    return undefined;
  }
}

/**
 * A rendered page is kept by its bytes, in the entry named by their SHA-256 and linked into the
 * sites that show it (build/rendered-pages.ts notes which page each page key was rendered to).
 * This links the kept page `entry` into `target` (a new file) and gives its bytes; undefined when
 * it is not there, or was changed in place through a link from a site (edited by hand): its bytes
 * no longer have the hash it is named by. When it cannot be linked, it is written.
 */
export function takeKeptPageSync(entry: string, target: string): Buffer | undefined {
  // Not kept, or gone (pruned).
  const bytes = keptBytesSync(entry);
  if (bytes === undefined) return undefined;
  if (path.basename(entry) !== sha256(bytes)) return undefined;
  try {
    linkSync(entry, target);
  } catch {
    writeFileSync(target, bytes);
  }
  return bytes;
}

/** Makes `target` (a new file) hold the rendered page `bytes`, linked from their entry in the cache `dir` (`linkIntoSync`); their hash. */
export function keepPageSync(dir: string, bytes: Uint8Array, target: string): string {
  const name = sha256(bytes);
  linkIntoSync(entryFileOf(dir, name), bytes, target);
  return name;
}

/** Bytes made only when the entry does not hold them, and told by `isThem` (their hash, say) without being made. */
export interface Made {
  make(): string | Uint8Array;
  isThem(there: Buffer): boolean;
}

const isMade = (bytes: string | Uint8Array | Made): bytes is Made => typeof bytes === 'object' && 'make' in bytes;

export class EncodedCache {
  constructor(private readonly dir: string) {}

  /** Where the entry `key` is kept (entryFileOf). */
  file(key: string): string {
    return entryFileOf(this.dir, key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch {
      return undefined;
    }
  }

  /**
   * Written to a temporary name and renamed, so a build stopped halfway leaves no broken entry;
   * by a thread of its own once the process has written a few (cache/write-aside.ts).
   */
  put(key: string, bytes: Uint8Array): Promise<boolean> {
    return writeAside(this.file(key), bytes);
  }

  /**
   * Where the entry's bytes are on disk, made and stored first when missing, so a build links
   * the file into its output without reading it. Its bytes instead when it cannot be stored.
   */
  async fileOrMake(key: string, make: () => Promise<Uint8Array>): Promise<LinkedFile | { content: Uint8Array }> {
    const file = this.file(key);
    // Should another build's look-over remove the entry before it is linked, it is made (and kept) again.
    const remake = async () => {
      const made = await make();
      await this.put(key, made).catch(() => false);
      return made;
    };
    if (isThere(file)) return { linkFrom: file, remake };
    const made = await make();
    return (await this.put(key, made).catch(() => false)) ? { linkFrom: file, remake } : { content: made };
  }

  /**
   * Makes `target` (a new file) hold `bytes`: a hard link to the entry `key` when it holds them,
   * so an output made again from the same bytes is a link, not a new file (on this disk creating a
   * file costs ten to forty times what a link does). Otherwise the file is written and linked in
   * as the entry, replacing one that holds other bytes (changed in place through a link from an
   * output). The cache only ever costs time: when it cannot be used, the file is written.
   * Given as `Made`, the bytes are told by `isThem` and made only when the file is written.
   */
  async linkInto(key: string, bytes: string | Uint8Array | Made, target: string): Promise<void> {
    const file = this.file(key);
    const there = isThere(file) ? await readFile(file).catch(() => undefined) : undefined;
    const made = isMade(bytes);
    const same = made ? there !== undefined && bytes.isThem(there) : holds(there, bytes);
    if (same && (await link(file, target).then(() => true, () => false))) return;
    await writeFile(target, made ? bytes.make() : bytes);
    try {
      if (there) await rm(file, { force: true });
      await makingFolderAsync(file, () => link(target, file));
    } catch {
      // Kept next time, perhaps.
    }
  }

  /**
   * The cached bytes, or `make()`'s result, stored for next time. A cache that cannot be
   * written (a read-only checkout, a full disk) only costs time: the result is still returned.
   */
  async getOrMake(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const cached = await this.get(key);
    if (cached) return cached;
    const made = await make();
    await this.put(key, made).catch(() => undefined);
    return made;
  }
}
