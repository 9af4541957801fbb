/**
 * A full disk, told as such: what was being written, the room left, and what may be deleted to
 * make room. The CLI and the dev server's overlay say it the same way.
 */
import { statfsSync } from 'node:fs';
import path from 'node:path';
import { megabytes } from './diagnostics/format/grouped.ts';
import { displayDir } from './print.ts';

/** A write refused for want of room on the disk (ENOSPC), or past the user's quota (EDQUOT). */
export function isDiskFull(error: unknown): error is NodeJS.ErrnoException & { dest?: string } {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * What a full disk stopped, how much room it has, and what may go: the machine's trouble, not the
 * catalogue's or the tool's, and no folder is to blame. `folder`: the one being written, for an
 * error that names no file (a write to an open file names none). A copy's error names its source
 * first, and the file being written as `dest`.
 */
export function diskFullAdvice(error: NodeJS.ErrnoException & { dest?: string }, folder?: string): string {
  const written = error.dest ?? error.path ?? folder;
  const what = error.code === 'EDQUOT' ? 'your disk quota is used up' : 'the disk is full';
  const where = written === undefined ? '' : ` while writing ${whatWasWritten(written)}`;
  const free = freeBytes(written ?? '.');
  const room = free === undefined ? '' : `; ${free >= 1024 ** 3 ? `${(free / 1024 ** 3).toFixed(1)} GB` : megabytes(free)} is free on that disk now`;
  return (
    `Not enough room: ${what} (${error.code})${where}${room}. ` +
    'Make room on it and run this again: deleting node_modules/.cache/catalogue/ is safe (it is made again as needed; the next build takes longer).'
  );
}

/**
 * A work folder beside an output: '.generated.new-4242-x1y2' (generate's), '.dist.building-4242'
 * (a build's). Its files are the output's new copy.
 */
const WORK_FOLDER = /^(.*?)[\\/]\.([^\\/]+)\.(?:new|building)-[^\\/]+(?:[\\/](.*))?$/;

/**
 * The file being written, as staff know it: one in a work folder as the new copy of the output it
 * stands for ("the new site/generated/ (its file 'public/…')"), not by the work folder's name. A
 * file outside the folder the command was run in is named whole.
 */
function whatWasWritten(file: string): string {
  const named = (at: string) => {
    const shown = displayDir(at);
    return shown.startsWith('../') ? path.resolve(at) : shown;
  };
  const work = WORK_FOLDER.exec(path.resolve(file));
  if (!work) return `'${named(file)}'`;
  const [, parent, output, inside] = work;
  const copy = `the new ${named(path.join(parent!, output!))}/`;
  return inside ? `${copy} (its file '${inside.split(path.sep).join('/')}')` : copy;
}

/** Bytes free to this user on the disk holding `file` (or its nearest folder that exists); undefined when that cannot be told. */
function freeBytes(file: string): number | undefined {
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      const disk = statfsSync(at);
      return disk.bavail * disk.bsize;
    } catch {
      if (at === path.dirname(at)) return undefined;
    }
  }
}
