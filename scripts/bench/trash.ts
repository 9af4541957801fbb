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
 *
 * Deleting them once the builds are timed still slows the next benchmark's builds: 90 s after a
 * cold 10,000-product run deleted its leftovers (about 10 GB), the first cold build at 1,000
 * products took 5.05 s, the next two 3.63 s; started at once, three such builds took 5.6-6.4 s.
 * So emptying notes when it deleted, and a benchmark waits until two minutes have passed since
 * (`waitForDiskToSettle`), saying so.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** How long a benchmark waits after the trash was last emptied before it times a build. */
export const SETTLE_MS = 120_000;
/** Beside the processes' folders: when the trash was last emptied of anything, in ms since 1970. */
const EMPTIED = 'emptied';

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
  empty(now = Date.now): void {
    const trash = path.dirname(this.folder);
    const left = existsSync(trash) ? readdirSync(trash) : [];
    /** This process's folder, one of a process that has ended, or anything else but the note. */
    const deletable = (name: string): boolean => {
      if (name === EMPTIED) return false;
      const pid = Number(name);
      return pid === this.pid || !Number.isInteger(pid) || pid <= 0 || !running(pid);
    };
    const deleting = left.filter(deletable);
    for (const name of deleting) rmSync(path.join(trash, name), { recursive: true, force: true });
    // The time the deleting ended (it can take a minute), asked for only then.
    if (deleting.length > 0) writeFileSync(path.join(trash, EMPTIED), String(now()));
  }

  /** Milliseconds until SETTLE_MS have passed since the trash was last emptied of anything; 0 when they have. */
  untilSettled(now = Date.now()): number {
    let emptied: number;
    try {
      emptied = Number(readFileSync(path.join(path.dirname(this.folder), EMPTIED), 'utf8'));
    } catch {
      return 0;
    }
    // A stamp from the future (a clock set back) is not waited for.
    return Number.isFinite(emptied) && emptied <= now ? Math.max(0, emptied + SETTLE_MS - now) : 0;
  }
}

const projectTrash = new Trash(ROOT);

/** Moves `target` into the project's trash (Trash.moveAside). */
export const moveAside = (target: string): void => projectTrash.moveAside(target);

/** Empties this process's part of the project's trash (Trash.empty). */
export const emptyTrash = (): void => projectTrash.empty();

/** Waits, saying so, until the disk has had SETTLE_MS since the trash was last emptied (see above); at once when it has. */
export async function waitForDiskToSettle(say: (line: string) => void = (line) => console.error(line)): Promise<void> {
  const wait = projectTrash.untilSettled();
  if (wait === 0) return;
  say(`waiting ${Math.ceil(wait / 1000)} s before timing builds: a benchmark deleted its leftovers less than ${SETTLE_MS / 60_000} minutes ago, and builds just after that run slower`);
  await sleep(wait);
}
