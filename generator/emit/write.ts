/**
 * Writes the whole output directory atomically: everything is built in a staging directory beside
 * it and swapped in with renames, so a run that fails half way leaves the previous output exactly
 * as it was, and the site never sees a half-written mix of old and new files. A run killed half
 * way (kill -9, a power cut) leaves its staging folder behind; the next run clears it.
 */
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRunning } from '../workers/process.ts';

export interface OutputFile {
  /** Relative to the output directory, '/' separated. */
  path: string;
  content: string | Uint8Array;
}

/** Enough writes in flight to keep the disk busy without exhausting file handles. */
const CONCURRENCY = 64;

async function writeAll(root: string, files: readonly OutputFile[]): Promise<void> {
  const folders = new Set(files.map((file) => path.posix.dirname(file.path)));
  for (const folder of [...folders].sort()) await mkdir(path.join(root, folder), { recursive: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      await writeFile(path.join(root, file.path), file.content);
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

export async function writeTreeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  await clearLeftovers(target);
  const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-${process.pid}-`));
  try {
    await writeAll(staging, files);
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
    if (movedOld) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
