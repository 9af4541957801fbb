/**
 * Encoded pictures kept on disk between builds (and between `npm run dev` restarts), so an
 * unchanged photo is never encoded twice. The key is the SHA-256 of the original's bytes and
 * of everything that shapes the output (job and encoder settings): renaming a photo, or using
 * it on another page, finds the same entries; changing a pixel or a setting does not.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where npm tools conventionally cache; `rm -rf node_modules/.cache` empties it. */
export function defaultCacheDir(projectRoot: string): string {
  return path.join(projectRoot, 'node_modules', '.cache', 'catalogue', 'images');
}

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function cacheKey(sourceHash: string, options: unknown): string {
  return sha256(`${sourceHash}\n${JSON.stringify(options)}`);
}

export class EncodedCache {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch {
      return undefined;
    }
  }

  /** Written to a temporary name and renamed, so a build stopped halfway leaves no broken entry. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
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
