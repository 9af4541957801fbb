/**
 * Writes a planned set of file changes to the catalogue as one step: each file is written beside
 * itself and renamed into place, deletions come last, and the folders a move empties go. If any
 * write fails, everything already done is put back; the returned `undo` does the same later (a
 * move whose result does not validate).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileChange {
  /** Relative to the catalogue folder, '/' separated. */
  path: string;
  /** The new text, or null to delete the file. */
  text: string | null;
}

export interface Applied {
  undo(): Promise<void>;
}

async function missingFolders(catalogueDir: string, folder: string): Promise<string[]> {
  const missing: string[] = [];
  for (let dir = folder; dir !== catalogueDir && !existsSync(dir); dir = path.dirname(dir)) missing.unshift(dir);
  return missing;
}

export async function applyChanges(catalogueDir: string, changes: readonly FileChange[]): Promise<Applied> {
  const root = path.resolve(catalogueDir);
  const absolute = (rel: string) => path.join(root, ...rel.split('/'));
  const originals = new Map<string, Buffer | undefined>();
  for (const change of changes) originals.set(change.path, await readFile(absolute(change.path)).catch(() => undefined));
  const created: string[] = [];
  const emptied: string[] = [];
  const done: string[] = [];

  // Every step is tried, so one that fails does not leave the others undone.
  const undo = async () => {
    const failed: unknown[] = [];
    const attempt = (step: Promise<unknown>) => step.catch((error: unknown) => void failed.push(error));
    for (const dir of emptied.reverse()) await attempt(mkdir(dir, { recursive: true }));
    for (const rel of done.reverse()) {
      const original = originals.get(rel);
      await attempt(original === undefined ? rm(absolute(rel), { force: true }) : writeFile(absolute(rel), original));
    }
    for (const dir of created.reverse()) await rmdir(dir).catch(() => undefined);
    if (failed.length > 0) throw failed[0];
  };

  try {
    for (const change of changes.filter((c) => c.text !== null)) {
      const file = absolute(change.path);
      for (const dir of await missingFolders(root, path.dirname(file))) {
        await mkdir(dir);
        created.push(dir);
      }
      const temporary = `${file}.catalogue-${process.pid}.tmp`;
      await writeFile(temporary, change.text ?? '');
      await rename(temporary, file).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
      done.push(change.path);
    }
    for (const change of changes.filter((c) => c.text === null)) {
      await unlink(absolute(change.path));
      done.push(change.path);
      for (let dir = path.dirname(absolute(change.path)); dir !== root && (await readdir(dir)).length === 0; dir = path.dirname(dir)) {
        await rmdir(dir);
        emptied.push(dir);
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { undo };
}
