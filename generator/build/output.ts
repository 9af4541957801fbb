/**
 * The build writes into a work folder beside dist/ and, when it holds the whole new site, swaps
 * it in at the end (site-folder.ts decides), so a failed build leaves the previous site whole and
 * the old files never need deleting one by one first (on this machine removing 20,000 files
 * takes longer than building them). Each build process has its own work folder, named by its
 * process id, so a crashed build's folder is told from one under way.
 */
import { spawn } from 'node:child_process';
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { isRunning } from '../workers/process.ts';

/**
 * The folder a build of `outDir` makes the site in: `outDir` itself, or, when it is a link (dist/
 * linked to the folder a web server serves, say), the folder it leads to, so the link stays and
 * the site lands there. A build swaps a whole new folder in by renaming it, which would otherwise
 * put a plain folder in the link's place and leave the folder it led to as it was, without a word.
 * A link to nothing, or to a file, is refused (the build fails saying so, before anything is done).
 */
export function siteFolderOf(outDir: string): string {
  const folder = resolve(outDir);
  if (!lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink()) return folder;
  const target = resolve(dirname(folder), readlinkSync(folder));
  let real: string;
  try {
    real = realpathSync(folder);
  } catch (error) {
    // A loop of links, or a folder not to be read, is the machine's to say.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`${outDir} is a link to ${target}, which is not there: make that folder, or delete the link to build into ${outDir} itself.`, { cause: error });
  }
  if (!statSync(real).isDirectory()) throw new Error(`${outDir} is a link to ${target}, which is a file, not a folder: point it at a folder, or delete the link to build into ${outDir} itself.`);
  return real;
}

export function workDirFor(finalDir: string, pid = process.pid): string {
  return join(dirname(finalDir), `.${basename(finalDir)}.building-${pid}`);
}

/** Removes (in the background) the work folders of builds that stopped without finishing. */
export function clearAbandonedWork(finalDir: string): Promise<string[]> {
  return clearAbandoned(dirname(finalDir), `.${basename(finalDir)}.building-`);
}

/**
 * The SSR bundle of a build in progress, in .cache/ (gitignored). Per process, like the work
 * folder: a second build at the same time must not empty it.
 */
export function ssrDirFor(cacheDir = resolve('.cache'), pid = process.pid): string {
  return join(cacheDir, `ssr-${pid}`);
}

/** Removes (in the background) the SSR bundles that builds killed half way (kill -9) never removed. */
export function clearAbandonedSsr(cacheDir = resolve('.cache')): Promise<string[]> {
  return clearAbandoned(cacheDir, 'ssr-');
}

/** The folders in `parent` named `<prefix><pid>` whose process has ended, removed in the background. */
async function clearAbandoned(parent: string, prefix: string): Promise<string[]> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  const abandoned = entries
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .filter((name) => {
      const pid = Number(name.slice(prefix.length));
      return pid !== process.pid && !isRunning(pid);
    })
    .map((name) => join(parent, name));
  abandoned.forEach(removeInBackground);
  return abandoned;
}

/**
 * Until the returned release is called, an interrupt (Ctrl-C, or SIGTERM from a CI runner's
 * cancel) removes `folders` in the background and ends the process with the signal's usual exit
 * code (130, 143), instead of leaving a half-built site beside dist/ until the next build.
 */
export function clearOnInterrupt(folders: readonly string[]): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    removeAfterExit(folders);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/** `rm -rf` in a detached process: the build does not wait for ten thousand unlinks. */
function removeInBackground(dir: string): void {
  const remover = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  remover.on('error', () => void rm(dir, { recursive: true, force: true }));
  remover.unref();
}

/**
 * `rm -rf` in a detached process that first waits for this one to end: a worker may still be
 * making folders in them while the process exits, and a removal begun at once lost that race
 * (the folder was made again, or not empty when rm came to it). The remover's stdin is a pipe only
 * this process holds, so its end of file is the moment the last thread of this process is gone.
 */
function removeAfterExit(dirs: readonly string[]): void {
  // Once more a second later should a process the build started still write there as it ends.
  const script = 'cat >/dev/null; rm -rf -- "$@" 2>/dev/null || { sleep 1; rm -rf -- "$@"; }';
  const remover = spawn('sh', ['-c', script, 'sh', ...dirs], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  // With no shell, the folders stay until the next build clears abandoned ones (clearAbandonedWork).
  remover.on('error', () => undefined);
  remover.unref();
}

/** Puts the finished build in place and removes the previous one without waiting for it. */
export async function swapIn(workDir: string, finalDir: string): Promise<void> {
  // Moved out of the output's folder first, so whoever removes that folder next (a benchmark's
  // sandbox, say) never races the background removal; beside it if /tmp is another disk.
  const name = `${basename(finalDir)}.old-${process.pid}-${Date.now()}`;
  const trash = await moveAside(finalDir, [join(tmpdir(), name), resolve(dirname(finalDir), `.${name}`)]);
  await rename(workDir, finalDir);
  if (trash) removeInBackground(trash);
}

/** Renames `dir` to the first place that takes it; undefined when there is nothing to move. */
async function moveAside(dir: string, places: string[]): Promise<string | undefined> {
  let lastError: unknown;
  for (const place of places) {
    try {
      await rename(dir, place);
      return place;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(await stat(dir).catch(() => undefined))) return undefined;
      lastError = error;
    }
  }
  throw lastError;
}
