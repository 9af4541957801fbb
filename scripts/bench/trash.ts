/**
 * What a benchmark's next build must not find (the last run's dist/, emptied caches) is moved
 * into .bench/trash/, to be deleted once every build is timed. Deleted just before a build, its
 * tens of thousands of files made that build slower than on a fresh clone: this disk's ext4 has
 * no journal, and then creating a file passes over every inode freed in the last half minute or
 * so (a cold 10,000-product build after deleting the caches: 29.4 s with 20 s of system time;
 * with them moved aside: 22.5 s with 9.2 s).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRASH = path.join(ROOT, '.bench', 'trash');
let moved = 0;

/**
 * Moves `target` out of the way, if it is there. Only what is inside the project (its sandboxes
 * under .bench/, its caches under node_modules/.cache/) is moved, to be on the trash's disk;
 * anything else, or what cannot be moved, is deleted at once.
 */
export function moveAside(target: string): void {
  if (!existsSync(target)) return;
  const resolved = path.resolve(target);
  if (resolved.startsWith(`${ROOT}${path.sep}`) && !resolved.startsWith(`${TRASH}${path.sep}`)) {
    try {
      mkdirSync(TRASH, { recursive: true });
      renameSync(resolved, path.join(TRASH, `${process.pid}-${moved++}-${path.basename(resolved)}`));
      return;
    } catch {
      // Deleted below.
    }
  }
  rmSync(resolved, { recursive: true, force: true });
}

/** Deletes what was moved aside: once every build is timed (and at the start, for a run that was stopped). */
export function emptyTrash(): void {
  rmSync(TRASH, { recursive: true, force: true });
}
