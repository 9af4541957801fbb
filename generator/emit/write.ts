/**
 * Writes the whole output directory atomically: everything is built in a staging directory beside
 * it and swapped in with renames, so a run that fails half way leaves the previous output exactly
 * as it was, and the site never sees a half-written mix of old and new files. A run killed half
 * way (kill -9, a power cut) leaves its staging folder behind; the next run clears it.
 */
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from '../workers/process.ts';

export type OutputFile = {
  /** Relative to the output directory, '/' separated. */
  path: string;
} & (
  | { content: string | Uint8Array }
  /** A file already on disk with the right bytes (one the last run wrote): hard-linked, or copied. */
  | { linkFrom: string }
);

/** A planned file's bytes (read from disk when it is to be linked from there). */
export function contentOf(file: { content: string | Uint8Array } | { linkFrom: string }): string | Uint8Array {
  return 'content' in file ? file.content : readFileSync(file.linkFrom);
}

/** Enough writes in flight to keep the disk busy without exhausting file handles. */
const CONCURRENCY = 64;

/** The text `file` had in the previous output, if it had this text (then it is linked, not written again). */
function unchangedIn(previous: string | undefined, file: OutputFile): string | undefined {
  if (!previous || !('content' in file) || typeof file.content !== 'string') return undefined;
  const earlier = path.join(previous, file.path);
  try {
    return readFileSync(earlier, 'utf8') === file.content ? earlier : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes `files` under `root`. Files to be linked, and text files whose bytes are what the
 * `previous` output already holds (most page data after an edit), are hard-linked: far cheaper
 * than ten thousand writes.
 */
async function writeAll(root: string, files: readonly OutputFile[], previous?: string): Promise<void> {
  const folders = new Set(files.map((file) => path.posix.dirname(file.path)));
  for (const folder of [...folders].sort()) await mkdir(path.join(root, folder), { recursive: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      const target = path.join(root, file.path);
      const from = 'content' in file ? unchangedIn(previous, file) : file.linkFrom;
      if (from) await link(from, target).catch(() => copyFile(from, target));
      else if ('content' in file) await writeFile(target, file.content);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
}

/** Staging names carry the writer's process id, so a leftover is told from a run still under way. */
const LEFTOVER = /^(.+)\.(?:new|old)-(?:(\d+)-)?[A-Za-z0-9]+$|^(.+)\.(\d+)\.tmp$/;
/** No run takes this long: a leftover this old is cleared even if its process id has been reused. */
const ABANDONED_MS = 60 * 60 * 1000;

/**
 * Removes what killed runs left beside `target`: staging and old folders ('.generated.new-*',
 * '.generated.old-*') and temporary files ('pages.schema.json.<pid>.tmp'). Those of a process
 * still running (this one included) are left alone; those written before process ids were
 * part of the name are always cleared.
 */
export async function clearLeftovers(target: string): Promise<string[]> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  const names = await readdir(parent).catch(() => [] as string[]);
  const cleared: string[] = [];
  for (const name of names) {
    const match = LEFTOVER.exec(name);
    const owner = match?.[1] ?? match?.[3];
    if (!match || (owner !== `.${base}` && owner !== base)) continue;
    const pid = Number(match[2] ?? match[4] ?? NaN);
    const full = path.join(parent, name);
    const age = await stat(full).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (Number.isInteger(pid) && isRunning(pid) && age < ABANDONED_MS) continue;
    await rm(full, { recursive: true, force: true });
    cleared.push(name);
  }
  return cleared;
}

/** One file replaced whole: written beside it under a temporary name, then renamed over it. */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await clearLeftovers(file);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, content);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Removes a replaced output folder without waiting for its ten thousand unlinks: moved into the
 * system's temporary folder (so whoever removes the output's parent never races it) and removed
 * there by a detached `rm -rf`. Where it cannot be moved, it is removed here and now.
 */
async function removeSoon(dir: string): Promise<void> {
  const aside = path.join(tmpdir(), `${path.basename(dir).replace(/^\./, '')}-${Date.now()}`);
  try {
    await rename(dir, aside);
  } catch {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  const remover = spawn('rm', ['-rf', aside], { detached: true, stdio: 'ignore' });
  remover.on('error', () => void rm(aside, { recursive: true, force: true }));
  remover.unref();
}

export async function writeTreeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  await clearLeftovers(target);
  const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-${process.pid}-`));
  try {
    await writeAll(staging, files, target);
    const old = `${staging.replace('.new-', '.old-')}`;
    let movedOld = false;
    try {
      await rename(target, old);
      movedOld = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      await rename(staging, target);
    } catch (error) {
      if (movedOld) await rename(old, target);
      throw error;
    }
    if (movedOld) await removeSoon(old);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
