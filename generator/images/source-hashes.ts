/**
 * The SHA-256 of each original photo, remembered by where the file is and what the file system
 * says of it (size, modification and change times, inode), as git's index and make do. A rebuild
 * with photos unchanged then reads none of them: a 4000×3000 phone photo is several megabytes,
 * and reading and hashing a catalogue's worth took longer than the rest of the build. Any edit,
 * copy, rename or `touch` changes what the file system says, so the photo is read and hashed
 * again; what the memo holds only decides whether a file is read, never what is published.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../cache/index.ts';

/** Raised when what an entry holds changes. */
const FORMAT = 1;
/** Entries kept: well above the largest catalogue's photos, and a few kilobytes each hundred. */
const MAX_ENTRIES = 50_000;

export interface HashedSource {
  hash: string;
  /** The file's bytes, read at most once and only when asked for. */
  bytes(): Promise<Uint8Array>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** An original already in memory. */
export function sourceOfBytes(bytes: Uint8Array): HashedSource {
  return { hash: sha256(bytes), bytes: () => Promise.resolve(bytes) };
}

export class SourceHashes {
  private readonly known: Map<string, string>;
  private changed = false;

  /** `file` is where the memo is kept; without one, nothing is remembered between builds. */
  constructor(private readonly file?: string) {
    this.known = new Map();
    if (!file) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { format: number; hashes: Record<string, string> };
      if (saved.format === FORMAT) this.known = new Map(Object.entries(saved.hashes));
    } catch {
      // None kept yet, or unreadable: every photo is read this once.
    }
  }

  /** The file's hash, read and computed only when the file is not as it was when last hashed. */
  async of(absolutePath: string): Promise<HashedSource> {
    const stats = await stat(absolutePath, { bigint: true });
    const key = [path.resolve(absolutePath), stats.size, stats.mtimeNs, stats.ctimeNs, stats.ino].join('\0');
    let read: Promise<Uint8Array> | undefined;
    const bytes = () => (read ??= readFile(absolutePath));
    const hash = this.known.get(key);
    if (hash) return { hash, bytes };
    const content = await bytes();
    const computed = sha256(content);
    // Moved to the end: the oldest entries are the ones dropped.
    this.known.delete(key);
    this.known.set(key, computed);
    this.changed = true;
    return { hash: computed, bytes };
  }

  /** Keeps what was learnt for the next build (quietly not, where the cache cannot be written). */
  save(): void {
    if (!this.file || !this.changed) return;
    const entries = [...this.known].slice(-MAX_ENTRIES);
    writeAtomically(this.file, JSON.stringify({ format: FORMAT, hashes: Object.fromEntries(entries) }));
    this.changed = false;
  }
}
