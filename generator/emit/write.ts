/**
 * Writes the whole output directory safely: everything new is written to a staging directory
 * beside it first, so a run that fails half way leaves the previous output exactly as it was;
 * then the changes are moved in, or the staging folder swapped in (`writeTreeAtomically`). A run
 * killed half way (kill -9, a power cut) leaves its staging folder behind; the next run clears it,
 * or finishes the move it was making.
 */
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { hash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from '../workers/process.ts';
import { writeAtomically } from '../cache/index.ts';
import { defaultCacheDir, EncodedCache, sha256, type LinkedFile } from '../images/cache.ts';
import { looker, type StepSink } from '../progress.ts';
import { fewEnoughToMove, filesUnder, finishInterrupted, generationOf, hashesFileFor, lockFolder, moveIn, sameFile, setGeneration } from './move-in.ts';

export type OutputFile = {
  /** Relative to the output directory, '/' separated. */
  path: string;
} & (
  | { content: string | Uint8Array }
  | LinkedFile
);

/** A planned file's bytes (read from disk when it is to be linked from there). */
export function contentOf(file: { content: string | Uint8Array } | LinkedFile): string | Uint8Array {
  return 'content' in file ? file.content : readFileSync(file.linkFrom);
}

/** As contentOf, and made again when the file it was to be read from is gone (and can be). */
export async function bytesOf(file: { content: string | Uint8Array } | LinkedFile): Promise<string | Uint8Array> {
  if ('content' in file) return file.content;
  try {
    return readFileSync(file.linkFrom);
  } catch (error) {
    if (!file.remake || !isGone(error)) throw error;
    return file.remake();
  }
}

const isGone = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Links (or copies) `file` to `target`; a file gone from where it was to be linked from is made again when it can be. */
async function linkOrRemake(file: LinkedFile, target: string): Promise<void> {
  try {
    await link(file.linkFrom, target).catch(() => copyFile(file.linkFrom, target));
  } catch (error) {
    if (!file.remake || !isGone(error)) throw error;
    await writeFile(target, await file.remake());
  }
}

/** Enough writes in flight to keep the disk busy without exhausting file handles. */
const CONCURRENCY = 64;

/**
 * Writes `files` under `root`; a file planned as a link is hard-linked (copied where links are
 * refused). A public file (each page's data) is linked from the picture cache by its hash when
 * it holds the same bytes (a folder written anew, after `site/generated` was removed, is mostly
 * links: creating a file costs this disk ten to twenty times what a link does), and kept there
 * when it is written (`EncodedCache.linkInto`). `tally` counts them as written, or with
 * `linking` (the unchanged files of a folder swapped in whole) as linked.
 */
async function writeAll(root: string, files: readonly OutputFile[], tally: WriteTally, kept = new EncodedCache(defaultCacheDir()), linking = false): Promise<void> {
  if (linking) tally.toLink += files.length;
  else tally.toWrite += files.length;
  const folders = new Set(files.map((file) => path.posix.dirname(file.path)));
  for (const folder of [...folders].sort()) await mkdir(path.join(root, folder), { recursive: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      const target = path.join(root, file.path);
      if ('linkFrom' in file) await linkOrRemake(file, target);
      // Told by its hash: a page's data planned from the page memo is not made unless it is written.
      else if (file.path.startsWith('public/')) await kept.linkInto(sha256(`generated\n${hashOfPlanned(file)}`), { make: () => file.content, isThem: (there) => hashOf(there) === hashOfPlanned(file) }, target);
      else await writeFile(target, file.content);
      if (linking) tally.linked += 1;
      else tally.written += 1;
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

export interface WrittenTree {
  /** Files moved in and deleted when only the changes were written; absent when the whole folder was swapped in. */
  moved?: number;
  removed?: number;
  /** The paths moved in or deleted (with `moved`): every other file is the one that was there, the same file on disk. */
  changed?: ReadonlySet<string>;
  /** The folder's generation (move-in.ts) before this write, if known, and the one it has now. */
  generation: { before?: string; after: string };
}

/** Which public files of a folder no longer have the stamps its write of `generation` noted, as looked up ahead (build/disk-check.ts). */
export interface StampCheck {
  generation: string;
  restamped: ReadonlySet<string>;
  /** Every file in the folder then, as `filesUnder` lists them; listed here when absent. */
  files?: readonly string[];
}

/**
 * How far a write has got, for a progress line (generate's `writingLine`): the files compared with
 * those already in the folder, then those written (every file, when the folder is new or swapped).
 */
export interface WriteTally {
  compared: number;
  written: number;
  /** The files to be written, once the comparison has found them; 0 until then. */
  toWrite: number;
  /**
   * When most of the folder changed and a new one is swapped in whole: its unchanged files,
   * linked into it from the folder there once the changed ones are written (0 otherwise).
   */
  linked: number;
  toLink: number;
}

/** A tally of nothing yet. */
export function newTally(): WriteTally {
  return { compared: 0, written: 0, toWrite: 0, linked: 0, toLink: 0 };
}

/**
 * Writes `files` as the whole of `outDir`. When the folder is there, only the files whose bytes
 * differ from it (or, planned as links, that are not already the same file) are written, to a
 * staging folder beside it, and moved in with the files it no longer has deleted (move-in.ts:
 * journalled, each file renamed whole): an edit to one product changes a few files of twenty
 * thousand. When there is no folder yet, or most of it changes, the whole new folder is made
 * beside it and swapped in. Either way nothing in `outDir` changes until every file is written,
 * and writers of one folder take turns.
 */
export async function writeTreeAtomically(
  outDir: string,
  files: readonly OutputFile[],
  options: { stamps?: StampCheck; kept?: EncodedCache; progress?: Pick<StepSink, 'look'>; tally?: WriteTally } = {},
): Promise<WrittenTree> {
  // Counted whether or not anyone reads it: a few additions a file.
  const tally = options.tally ?? newTally();
  // Hashing and comparing a hundred thousand files keeps the thread busy for seconds: a progress line due is said between them.
  const look = looker(options.progress);
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  const release = await lockFolder(target);
  try {
    finishInterrupted(target);
    await clearLeftovers(target);
    const before = generationOf(target);
    // The public files' hashes now, and (when the folder is still the last write's) then: only
    // writes through here change public/, so a file whose stamp is as that write left it has its hash.
    const hashes = new Map<string, string>();
    for (const file of files) {
      if (!file.path.startsWith('public/') || !('content' in file)) continue;
      look();
      hashes.set(file.path, hashOfPlanned(file));
    }
    const known = before ? readHashes(target, before) : undefined;
    // Stamps looked at ahead, for this generation: only those said to differ are looked at again.
    const checked = options.stamps && options.stamps.generation === before ? options.stamps.restamped : undefined;
    /** Files found unchanged by their stamp: left in place, so their stamp stays what it is. */
    const stamps = new Map<string, string>();
    const unchanged = (file: OutputFile): boolean => {
      look();
      tally.compared += 1;
      const hash = hashes.get(file.path);
      const kept = hash === undefined ? undefined : known?.get(file.path);
      const stamp = kept && (checked && !checked.has(file.path) ? kept.stamp : stampOf(path.join(target, file.path)));
      if (!kept || kept.stamp !== stamp) return sameAsThere(target, file);
      if (kept.hash === hash) stamps.set(file.path, stamp);
      return kept.hash === hash;
    };
    const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-${process.pid}-`));
    // A new generation from here: the folder is about to change, and whoever noted the old one must not trust it.
    setGeneration(target, undefined);
    const generation = { ...(before ? { before } : {}), after: randomUUID() };
    try {
      // Listed ahead with the stamps when the folder is still that write's (twenty thousand files at 10,000 pages).
      const listed = checked && options.stamps?.files;
      const existing = existsSync(target) ? new Set(listed ?? filesUnder(target)) : undefined;
      if (!existing) {
        await writeAll(staging, files, tally, options.kept);
      } else {
        const changed = files.filter((file) => !existing.has(file.path) || !unchanged(file));
        await writeAll(staging, changed, tally, options.kept);
        const planned = new Set(files.map((file) => file.path));
        const journal = { workDir: staging, moves: changed.map((file) => file.path), removals: [...existing].filter((file) => !planned.has(file)) };
        if (fewEnoughToMove(changed.length, files.length) && moveIn(target, journal)) {
          finishGeneration(target, generation.after, hashes, stamps);
          return { moved: journal.moves.length, removed: journal.removals.length, changed: new Set([...journal.moves, ...journal.removals]), generation };
        }
        // Most of it changed: the rest is linked from the folder there, and the new one swapped in.
        const staged = new Set(changed);
        await writeAll(
          staging,
          files.filter((file) => !staged.has(file)).map((file) => ({ path: file.path, linkFrom: path.join(target, file.path) })),
          tally,
          options.kept,
          true,
        );
      }
      await swapInFolder(staging, target);
      finishGeneration(target, generation.after, hashes, new Map());
      return { generation };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  } finally {
    release();
  }
}

/** A file's bytes hashed, as the write keeps them (and a page's key is made from its data's). */
export const hashOf = (content: string | Uint8Array): string => hash('sha1', content, 'base64url');

const plannedHashes = new WeakMap<object, string>();

/**
 * The hash of a planned file's content, worked out once however many steps ask for it: prerender
 * makes each page's key from its data's, and the write compares public files by it.
 */
export function hashOfPlanned(file: { content: string | Uint8Array }): string {
  let hash = plannedHashes.get(file);
  if (hash === undefined) plannedHashes.set(file, (hash = hashOf(file.content)));
  return hash;
}

/**
 * A planned file whose bytes are made only when asked for, its hash known already (a page whose
 * data is what it was, emit/page-memo.ts): the write and prerender compare it by its hash, so
 * unless its file on disk was changed by hand, it is never made.
 */
export function plannedLazily(path: string, hash: string, make: () => string): OutputFile & { content: string } {
  let made: string | undefined;
  const file = {
    path,
    get content(): string {
      return (made ??= make());
    },
  };
  plannedHashes.set(file, hash);
  return file;
}

/** A file's size, modification time and inode as one string: any rewrite of it (by hand too) changes it. */
function stampOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
}

/**
 * The hashes of the public files the write that gave `target` its generation left, with each
 * file's stamp then; a file whose stamp is still the same has that hash without being read.
 */
function readHashes(target: string, generation: string): Map<string, { hash: string; stamp: string }> | undefined {
  try {
    const kept = JSON.parse(readFileSync(hashesFileFor(target), 'utf8')) as { generation?: string; files?: Record<string, [string, string]> };
    return kept.generation === generation && kept.files ? new Map(Object.entries(kept.files).map(([file, [hash, stamp]]) => [file, { hash, stamp }])) : undefined;
  } catch {
    return undefined;
  }
}

/** Gives `target` its new generation, keeping the hashes and stamps of the public files written in it. */
function finishGeneration(target: string, generation: string, hashes: ReadonlyMap<string, string>, unchanged: ReadonlyMap<string, string>): void {
  const files: Record<string, [string, string]> = {};
  for (const [file, hash] of hashes) {
    const stamp = unchanged.get(file) ?? stampOf(path.join(target, file));
    if (stamp) files[file] = [hash, stamp];
  }
  writeAtomically(hashesFileFor(target), JSON.stringify({ generation, files }));
  setGeneration(target, generation);
}

/** True when `file` is in `root` already: the same bytes, or (planned as a link) the same file. */
function sameAsThere(root: string, file: OutputFile): boolean {
  const there = path.join(root, file.path);
  // Planned as a link to itself (a file the last write left, such as a link preview): it is there.
  if ('linkFrom' in file) return file.linkFrom === there || path.resolve(file.linkFrom) === there || sameFile(file.linkFrom, there);
  try {
    const bytes = readFileSync(there);
    return typeof file.content === 'string' ? bytes.length >= file.content.length && bytes.toString('utf8') === file.content : bytes.equals(file.content);
  } catch {
    return false;
  }
}

/** Replaces `target` with `staging` by two renames; the old folder is removed without waiting. */
async function swapInFolder(staging: string, target: string): Promise<void> {
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
}
