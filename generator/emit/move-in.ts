/**
 * Moving a folder's changes into it in place, for outputs too large to rebuild and swap whole on
 * every edit (dist/ after one product edit: site-folder.ts; site/generated: write.ts).
 *
 * The new and changed files are first written to a work folder beside the target, which is not
 * touched until all of them are there. Then a journal of what is to be moved in and deleted is
 * written (node_modules/.cache/catalogue/sites), each file is renamed over its old self (a reader
 * sees a file whole, old or new), the files the output no longer has are deleted, and the journal
 * goes. A run killed during the moves is finished by the next (`finishInterrupted`). Writers of
 * one folder take turns (`lockFolder`), since two moving files into it at once would make an
 * output of both.
 */
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { cacheDir, keepNewest, writeAtomically } from '../cache/index.ts';
import { isRunning } from '../workers/process.ts';

/** The share of the site's files that may change and still be moved into dist/ one by one; past it the folder is swapped. */
const MOVED_AT_MOST = 0.25;
/** Changed files moved in one by one whatever the site's size (a few hundred renames take milliseconds). */
const MOVED_ANYWAY = 1_000;

/** True when `changed` of a folder's `total` files are few enough to move in one by one; otherwise rebuild and swap it whole. */
export function fewEnoughToMove(changed: number, total: number): boolean {
  return changed <= Math.max(MOVED_ANYWAY, total * MOVED_AT_MOST);
}

/** Where journals and locks are kept by default. */
export const STATE_DIR = cacheDir('sites');
/** Where folders' generations (and their writer's hashes) are kept: forgetting one only costs a comparison. */
const GENERATIONS_DIR = cacheDir('generations');
/** Files kept there: a generation and its hashes for each of the most recently written folders. */
const KEEP_GENERATIONS = 64;

/** The journal of a move in place: what is still to do if the build stops half way. */
export interface Journal {
  workDir: string;
  moves: string[];
  removals: string[];
}

const toPosix = (file: string) => (sep === '/' ? file : file.split(sep).join('/'));

/** Every file under `dir`, '/'-separated and relative to it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const prefix = dir.endsWith(sep) ? dir : dir + sep;
  // By string, not path.relative: tens of thousands of entries, each under `dir` as given.
  const relativeOf = (parent: string, name: string) =>
    parent === dir ? name : parent.startsWith(prefix) ? `${toPosix(parent.slice(prefix.length))}/${name}` : toPosix(relative(dir, join(parent, name)));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relativeOf(entry.parentPath, entry.name));
}

export function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [lstatSync(a), lstatSync(b)];
    return x.ino === y.ino && x.dev === y.dev && x.isFile();
  } catch {
    return false;
  }
}

function keyOf(finalDir: string): string {
  return createHash('sha1').update(finalDir).digest('hex').slice(0, 20);
}

function journalFileFor(finalDir: string, stateDir: string): string {
  return join(stateDir, `${keyOf(finalDir)}.journal.json`);
}

/**
 * The generation of `target`: an id its writer (write.ts) gives each complete write, so a reader
 * that noted it can tell the folder has not been written since, by anything of ours. Forgotten
 * while a write is under way; undefined when unknown.
 */
export function generationOf(target: string, stateDir = GENERATIONS_DIR): string | undefined {
  try {
    return readFileSync(join(stateDir, `${keyOf(target)}.generation`), 'utf8') || undefined;
  } catch {
    return undefined;
  }
}

/** Where the writer of `target` keeps the hashes of what its last write left (write.ts). */
export function hashesFileFor(target: string, stateDir = GENERATIONS_DIR): string {
  return join(stateDir, `${keyOf(target)}.hashes.json`);
}

/** Sets (or, with undefined, forgets) the generation of `target`. */
export function setGeneration(target: string, id: string | undefined, stateDir = GENERATIONS_DIR): void {
  const file = join(stateDir, `${keyOf(target)}.generation`);
  if (id === undefined) rmSync(file, { force: true });
  else if (writeAtomically(file, id)) keepNewest(stateDir, KEEP_GENERATIONS);
}

/** Writes down what a move in place is about to do, before it does any of it; false if it cannot be written. */
export function writeJournal(target: string, journal: Journal, stateDir = STATE_DIR): boolean {
  return writeAtomically(journalFileFor(target, stateDir), JSON.stringify(journal));
}

/**
 * Moves the journal's files into `target` and deletes its removals, journalled. False, with
 * nothing changed, when the journal cannot be written (a read-only cache): the caller swaps instead.
 */
export function moveIn(target: string, journal: Journal, stateDir = STATE_DIR): boolean {
  if (!writeJournal(target, journal, stateDir)) return false;
  applyJournal(target, journal);
  rmSync(journalFileFor(target, stateDir), { force: true });
  return true;
}

/**
 * Deletions first (a folder that becomes a file, or the reverse, is then free), then each new or
 * changed file renamed over its old self; folders left empty are removed. Every step can be run
 * again: a file already moved is not in the work folder, one already deleted is gone.
 */
function applyJournal(finalDir: string, { workDir, moves, removals }: Journal): void {
  const emptied = new Set<string>();
  for (const file of removals) {
    rmSync(join(finalDir, file), { force: true, recursive: true });
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) emptied.add(dir);
  }
  // Deepest first, so a parent is tried after its children.
  for (const dir of [...emptied].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(join(finalDir, dir));
    } catch {
      // Not empty (or already gone): it stays.
    }
  }
  const made = new Set<string>();
  for (const file of moves) {
    const from = join(workDir, file);
    const to = join(finalDir, file);
    const dir = dirname(to);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    try {
      renameSync(from, to);
    } catch (error) {
      // Moved already by the run this one is finishing.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync(to)) throw error;
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}

/**
 * Finishes a move in place that a killed build left half done, so dist/ is one whole site again;
 * true when there was one. The caller builds everything afresh afterwards (its record was
 * forgotten before the move began). Where the journal's files are gone, dist/ is left as it is
 * and the fresh build replaces it.
 */
export function finishInterrupted(finalDir: string, stateDir = STATE_DIR): boolean {
  const file = journalFileFor(finalDir, stateDir);
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  } catch {
    return false;
  }
  try {
    if (existsSync(journal.workDir)) applyJournal(finalDir, journal);
  } catch {
    // The fresh build that follows replaces dist/ whole.
  }
  rmSync(file, { force: true });
  return true;
}

/** Time between looks at a lock another build holds. */
const LOCK_POLL_MS = 200;

/**
 * Takes the lock on building `finalDir`, waiting while another live build holds it (`onWait`
 * is told once, with its process id); a lock whose process has ended is taken over. Returns the
 * release.
 */
export async function lockFolder(finalDir: string, onWait: (pid: number, lockFile: string) => void = () => {}, stateDir = STATE_DIR): Promise<() => void> {
  try {
    mkdirSync(stateDir, { recursive: true });
  } catch {
    // A read-only cache: no lock to take (and no journal, so nothing is moved in place).
    return () => {};
  }
  const file = join(stateDir, `${keyOf(finalDir)}.lock`);
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return () => {};
    }
    const said = readFileSafely(file);
    const holder = Number(said);
    if (!(Number.isInteger(holder) && holder > 0)) {
      // Being written by a build just starting, or left half written by one that died at once.
      if (ageOf(file) > 2_000) takeOver(file, said);
      else await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    if (holder !== process.pid && !isRunning(holder)) {
      // Left by a build that died.
      takeOver(file, said);
      continue;
    }
    if (!told) {
      onWait(holder, file);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/** A claim older than this was left by a build that died while taking a lock over. */
const CLAIM_STALE_MS = 10_000;

/**
 * Removes the lock `file` its holder left (it died), if it still says `holder`. Two builds that
 * both found it could otherwise both remove it, the second removing the lock the first had just
 * taken; so only the build that makes the claim file for that holder may (a claim is made
 * whole or not at all), and it looks again before removing. Returns whether it removed the lock.
 */
export function takeOver(file: string, holder: string): boolean {
  const claim = `${file}.taking-over-${createHash('sha1').update(holder).digest('hex').slice(0, 12)}`;
  try {
    closeSync(openSync(claim, 'wx'));
  } catch {
    // Another build is taking it over (or died doing so, long enough ago).
    if (ageOf(claim) > CLAIM_STALE_MS) rmSync(claim, { force: true });
    return false;
  }
  try {
    if (readFileSafely(file) !== holder) return false;
    rmSync(file, { force: true });
    return true;
  } finally {
    rmSync(claim, { force: true });
  }
}

function readFileSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function ageOf(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
