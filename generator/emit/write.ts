/**
 * Writes the whole output directory atomically: everything is built in a staging directory beside
 * it and swapped in with renames, so a run that fails half way leaves the previous output exactly
 * as it was, and the site never sees a half-written mix of old and new files.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export async function writeTreeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-`));
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
