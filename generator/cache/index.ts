/**
 * The generator's on-disk caches (parse results, compiled validators, encoded pictures): each has its own folder
 * under node_modules/.cache/catalogue (gitignored, and removed with node_modules), names what its
 * contents were made from with a fingerprint, writes whole files or none, and keeps only its
 * newest files. Any trouble with a cache only costs speed, never correctness, so writing and
 * pruning give up quietly (a read-only checkout still works, only more slowly).
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, read, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makingFolder, writeThroughTemp } from './write-through-temp.mjs';

const REPO = new URL('../../', import.meta.url);
const CACHE_ROOT = fileURLToPath(new URL('node_modules/.cache/catalogue/', REPO));

/** The folder of one cache: node_modules/.cache/catalogue/<name>. */
export function cacheDir(name: string): string {
  return path.join(CACHE_ROOT, name);
}

export interface FingerprintInputs {
  /** Files whose contents the cached results depend on; a missing file counts by its name. */
  files?: readonly (string | URL)[];
  /** Installed packages whose version the results depend on ('yaml', 'ajv'). */
  packages?: readonly string[];
  /** Anything else, as JSON: options, schemas as applied. */
  values?: readonly unknown[];
}

/** Every module of `folder` (its .ts files but the tests), in name order: what a cache of that code's results depends on. */
export function modulesIn(folder: URL): URL[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => new URL(name, folder));
}

/** A hex digest that changes whenever any input does, so a cache never serves results made from other inputs. */
export function fingerprint({ files = [], packages = [], values = [] }: FingerprintInputs): string {
  const hash = createHash('sha1');
  for (const file of files) {
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update(String(file));
    }
    hash.update('\0');
  }
  for (const name of packages) hash.update(`${name}@${versionOf(name)}\0`);
  for (const value of values) hash.update(`${JSON.stringify(value)}\0`);
  return hash.digest('hex');
}

function versionOf(name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, REPO), 'utf8')) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'missing';
  }
}

export { makingFolder };

/**
 * Writes `content` to `file` through a temporary file renamed into place, so a reader (another
 * build at the same moment) sees the old file or the new one, never half of one. `content` may
 * be chunks, written as they come. False when the file could not be written.
 */
export function writeAtomically(file: string, content: string | Uint8Array | Iterable<Uint8Array>): boolean {
  return writeThroughTemp(file, (fd) => {
    if (typeof content === 'string' || content instanceof Uint8Array) writeFileSync(fd, content);
    else writeChunks(fd, content);
  });
}

/** `makingFolder` for a write or link done on the thread pool. */
export async function makingFolderAsync<T>(file: string, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    return make();
  }
}

/** Writes `chunks` one after another, so a large file never has to be whole in memory. */
function writeChunks(fd: number, chunks: Iterable<Uint8Array>): void {
  for (const chunk of chunks) {
    for (let done = 0; done < chunk.length; ) done += writeSync(fd, chunk, done, chunk.length - done);
  }
}

/**
 * True when `file` is there. A read or an access that fails makes an error object, with its
 * stack, and for a promise a rejection: about 10 to 60 microseconds, against one for this look.
 * A first build asks after some 30,000 cache entries that are not there yet.
 */
export function isThere(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/**
 * A file's text, read in one read on the thread pool while this thread goes on. A cache file is
 * read while the build's thread walks the catalogue; fs.promises.readFile reads in 512 KB parts,
 * each asked for by this thread, so most of a 12 MB file waited until the walk was over (about
 * 50 ms at 10,000 files). Here the file is opened now, and its one read asked for at once.
 * Rejects as readFile does (a missing file: ENOENT).
 */
export async function readWhole(file: string): Promise<string> {
  const whole = await readWholeBytes(file);
  // Text of ASCII only (as asciiJson writes it) becomes a string of one byte a character,
  // half the memory, parsed faster; Latin-1 decodes it as it is, without UTF-8's checks.
  return isAscii(whole) ? whole.toString('latin1') : whole.toString('utf8');
}

/** A file's bytes, read as readWhole reads them: in one read on the thread pool. */
export function readWholeBytes(file: string): Promise<Buffer> {
  let fd: number;
  let size: number;
  try {
    fd = openSync(file, 'r');
    size = fstatSync(fd).size;
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const bytes = Buffer.allocUnsafe(size);
  return new Promise<Buffer>((resolve, reject) => {
    const from = (filled: number): void => {
      if (filled >= size) {
        closeSync(fd);
        resolve(bytes.subarray(0, filled));
        return;
      }
      read(fd, bytes, filled, size - filled, filled, (error, bytesRead) => {
        if (error) {
          closeSync(fd);
          reject(error);
        } else if (bytesRead === 0) {
          // Shorter than it was: what there is.
          size = filled;
          from(filled);
        } else from(filled + bytesRead);
      });
    };
    from(0);
  });
}

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON text with every character past ASCII written as its escape ('é' as '\u00e9'): the same
 * value to JSON.parse, and read back by readWhole as a string of one byte a character. The 12 MB
 * parse cache of the 10,000-product catalogue held eight such characters, which made the whole
 * text two bytes a character: 25 MB, decoded and parsed a third slower.
 */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `{ ...head, [field]: entries }` as JSON (ASCII only: asciiJson), in pieces of about a megabyte,
 * for writeAtomically: a cache of 50,000 entries never stands in memory as one string, nor as one
 * object of its entries.
 */
export function* jsonChunks(head: Record<string, unknown>, field: string, entries: Iterable<readonly [string, unknown]>): Generator<Uint8Array> {
  const start = JSON.stringify(head);
  let buffer = `${start.slice(0, -1)}${start === '{}' ? '' : ','}${JSON.stringify(field)}:{`;
  let first = true;
  for (const [key, value] of entries) {
    buffer += `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`;
    first = false;
    if (buffer.length >= 1 << 20) {
      yield Buffer.from(asciiJson(buffer), 'latin1');
      buffer = '';
    }
  }
  yield Buffer.from(asciiJson(`${buffer}}}`), 'latin1');
}

/** Marks a cache entry (file or folder) as just used, so `keepNewest` counts it among the newest; only its place in that order is lost if this fails. */
export function markUsed(entry: string): void {
  try {
    const now = new Date();
    utimesSync(entry, now, now);
  } catch {
    // Gone or read-only: pruned or kept as it is.
  }
}

/**
 * Removes all but the `keep` most recently written files of a cache folder (other writers'
 * temporary files are left alone); with `maxBytes`, also the older files past that many bytes in
 * all (the newest file is always kept), so many small entries do not push out one large one.
 */
export function keepNewest(dir: string, keep: number, maxBytes = Infinity): void {
  try {
    const files = readdirSync(dir)
      .filter((name) => !name.endsWith('.tmp'))
      .flatMap((name) => {
        const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
        return stats ? [{ file: path.join(dir, name), written: stats.mtimeMs, bytes: stats.size }] : [];
      });
    files.sort((a, b) => b.written - a.written);
    let total = 0;
    files.forEach(({ file, bytes }, at) => {
      total += bytes;
      if (at > 0 && (at >= keep || total > maxBytes)) rmSync(file, { force: true, recursive: true });
    });
  } catch {
    // Pruned next time.
  }
}
