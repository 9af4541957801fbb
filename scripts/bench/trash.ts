/**
 * What a benchmark's next build must not find (the last run's dist/, emptied caches) is moved
 * into .bench/trash/, to be deleted once every build is timed. Deleted just before a build, its
 * tens of thousands of files made that build slower than on a fresh clone: this disk's ext4 has
 * no journal, and then creating a file passes over every inode freed in the last half minute or
 * so (a cold 10,000-product build after deleting the caches: 29.4 s with 20 s of system time;
 * with them moved aside: 22.5 s with 9.2 s).
 *
 * Each process has a folder of its own there, so emptying it never deletes, inside another
 * benchmark's timing, what that one moved aside.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether process `pid` is running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class Trash {
  private readonly folder: string;
  private moved = 0;

  /** The trash of the project at `root`: `root`/.bench/trash/. */
  constructor(
    private readonly root: string,
    private readonly pid = process.pid,
  ) {
    this.folder = path.join(root, '.bench', 'trash', String(pid));
  }

  /**
   * Moves `target` out of the way, if it is there. Only what is inside the project (its sandboxes
   * under .bench/, its caches under node_modules/.cache/) is moved, to be on the trash's disk;
   * anything else, or what cannot be moved, is deleted at once.
   */
  moveAside(target: string): void {
    if (!existsSync(target)) return;
    const resolved = path.resolve(target);
    const trash = path.dirname(this.folder);
    if (resolved.startsWith(`${this.root}${path.sep}`) && resolved !== trash && !resolved.startsWith(`${trash}${path.sep}`)) {
      try {
        mkdirSync(this.folder, { recursive: true });
        renameSync(resolved, path.join(this.folder, `${this.moved++}-${path.basename(resolved)}`));
        return;
      } catch {
        // Deleted below.
      }
    }
    rmSync(resolved, { recursive: true, force: true });
  }

  /**
   * Deletes what this process moved aside (once every build is timed), and what processes no
   * longer running left (a run that was stopped); another running benchmark's is left to it.
   */
  empty(): void {
    const trash = path.dirname(this.folder);
    const left = existsSync(trash) ? readdirSync(trash) : [];
    for (const name of left) {
      const pid = Number(name);
      if (pid === this.pid || !Number.isInteger(pid) || pid <= 0 || !running(pid)) rmSync(path.join(trash, name), { recursive: true, force: true });
    }
  }
}

const projectTrash = new Trash(ROOT);

/** Moves `target` into the project's trash (Trash.moveAside). */
export const moveAside = (target: string): void => projectTrash.moveAside(target);

/** Empties this process's part of the project's trash (Trash.empty). */
export const emptyTrash = (): void => projectTrash.empty();
