/**
 * Where a build puts the site, and how it gets into dist/.
 *
 * Every build writes what it makes into a work folder beside dist/, and dist/ is not touched
 * until the whole new site is there. What happens then depends on what the last build left:
 *
 * - **In place.** When dist/ is the folder the last build finished, built from the same bundles,
 *   a file that build made and this one would make the same (a page whose key is unchanged, a
 *   data file still linked to the generated one, a search fragment with the same name and bytes)
 *   is not written or linked at all: it is *carried*, left where it is. The work folder then
 *   holds only new and changed files, and finishing moves each into dist/ (a rename, so a file is
 *   always whole) and deletes the files the site no longer has. An edit to one product moves a
 *   few dozen files instead of making ten thousand folders and thirty thousand links. A file
 *   written again with the same bytes is carried too. When more than a quarter of the site (and
 *   over a thousand files) changed, the carried files are linked in beside the changes and
 *   the folder swapped instead: cheaper than that many renames, and all at once.
 * - **Swapped.** Otherwise a carried file is hard-linked into the work folder, which then holds
 *   the whole site and replaces dist/ with one rename.
 *
 * Moving files in place is journalled: the list of moves and deletions is written before the
 * first, and the build record is forgotten (build-record.ts), so a build killed half way is
 * finished by the next one (`finishInterrupted`), which then builds everything afresh.
 * Builds of the same dist/ take turns (`lockSite`): one moving files in place while another
 * links from them would make a site of both.
 */
import { linkSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, openSync, closeSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { cacheDir, writeAtomically } from '../cache/index.ts';
import { isRunning } from '../workers/process.ts';
import { swapIn } from './output.ts';

/** The share of the site's files that may change and still be moved into dist/ one by one; past it the folder is swapped. */
const MOVED_AT_MOST = 0.25;
/** Changed files moved in one by one whatever the site's size (a few hundred renames take milliseconds). */
const MOVED_ANYWAY = 1_000;

export interface SiteFolderOptions {
  /** The finished site (dist/). */
  finalDir: string;
  /** The work folder new and changed files are written to. */
  workDir: string;
  /** Every file of the site the last build finished there, when that build can be trusted. */
  previous?: ReadonlySet<string>;
  /** Leave carried files where they are and move only the changes in (the bundles are the same). */
  inPlace: boolean;
  /** Where the journal of a move in place is kept (tests); default node_modules/.cache/catalogue/sites. */
  stateDir?: string;
}

export interface FinishedSite {
  /** Every file of the finished site, '/'-separated and relative to it. */
  files: string[];
  /** Files moved into dist/ and deleted from it (in place), or undefined when the folder was swapped. */
  moved?: number;
  removed?: number;
}

/** The journal of a move in place: what is still to do if the build stops half way. */
interface Journal {
  workDir: string;
  moves: string[];
  removals: string[];
}

const toPosix = (file: string) => (sep === '/' ? file : file.split(sep).join('/'));

/** Every file under `dir`, '/'-separated and relative to it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => toPosix(relative(dir, join(entry.parentPath, entry.name))));
}

/** What a step needs of the previous site: its files carried over, and where a file of the site being built is. */
export interface CarriedFiles {
  hadFile(file: string): boolean;
  carry(file: string): boolean;
  carryFolder(folder: string): string[];
  pathOf(file: string): string;
}

export class SiteFolder implements CarriedFiles {
  readonly finalDir: string;
  readonly workDir: string;
  readonly inPlace: boolean;
  private readonly previous?: ReadonlySet<string>;
  private readonly stateDir: string;
  private readonly carried = new Set<string>();
  private readonly made = new Set<string>();

  constructor(options: SiteFolderOptions) {
    this.finalDir = options.finalDir;
    this.workDir = options.workDir;
    this.previous = options.previous;
    this.inPlace = options.inPlace && options.previous !== undefined;
    this.stateDir = options.stateDir ?? cacheDir('sites');
  }

  /** Files the last build made, known to be in dist/ (none when it is not trusted). */
  hadFile(file: string): boolean {
    return this.previous?.has(file) ?? false;
  }

  /**
   * Takes `file` unchanged from the previous site: left where it is (in place) or hard-linked into
   * the work folder. False when the previous site does not have it (then the caller makes it).
   */
  carry(file: string): boolean {
    if (!this.previous?.has(file)) return false;
    const from = join(this.finalDir, file);
    if (this.inPlace) {
      if (!existsSync(from)) return false;
      this.carried.add(file);
      return true;
    }
    const to = join(this.workDir, file);
    try {
      this.mkdirFor(to);
      try {
        linkSync(from, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        copyFileSync(from, to);
      }
      return true;
    } catch {
      return false;
    }
  }

  /** Carries every file of the previous site under `folder` ('pagefind'); the files carried. */
  carryFolder(folder: string): string[] {
    return [...(this.previous ?? [])].filter((file) => file.startsWith(`${folder}/`) && this.carry(file));
  }

  /**
   * Mirrors `from` (the generated public files, the client bundle) into the site with hard links.
   * In place, a file dist/ already holds as the same file (a link to it: same device and inode)
   * is carried; the rest are linked into the work folder.
   */
  linkTree(from: string): number {
    let count = 0;
    for (const file of filesUnder(from)) {
      const source = join(from, file);
      if (this.inPlace && this.previous?.has(file) && sameFile(source, join(this.finalDir, file))) {
        this.carried.add(file);
      } else {
        this.linkInto(source, join(this.workDir, file));
      }
      count++;
    }
    return count;
  }

  /** The names at the top of the site being built so far, written or carried, and whether each is a folder. */
  topLevel(): { name: string; folder: boolean }[] {
    const names = new Map<string, boolean>();
    for (const entry of existsSync(this.workDir) ? readdirSync(this.workDir, { withFileTypes: true }) : []) names.set(entry.name, entry.isDirectory());
    for (const file of this.carried) {
      const slash = file.indexOf('/');
      names.set(slash < 0 ? file : file.slice(0, slash), slash >= 0);
    }
    return [...names].map(([name, folder]) => ({ name, folder }));
  }

  /** Where `file` of the site being built is now: the work folder if written there, else dist/ (carried). */
  pathOf(file: string): string {
    return this.carried.has(file) ? join(this.finalDir, file) : join(this.workDir, file);
  }

  /** Puts the finished site in dist/: moves the changes in place, or swaps the work folder in. */
  async finish(): Promise<FinishedSite> {
    if (!this.inPlace) {
      const files = filesUnder(this.workDir);
      await swapIn(this.workDir, this.finalDir);
      return { files };
    }
    const changed = this.dropUnchanged(filesUnder(this.workDir));
    if (changed.length > Math.max(MOVED_ANYWAY, (changed.length + this.carried.size) * MOVED_AT_MOST)) {
      // So much changed that renaming each file in would cost more than linking the rest beside
      // them (ext4 writes a renamed file's data out before replacing the old one); and one swap
      // changes everything at once.
      for (const file of this.carried) this.linkInto(join(this.finalDir, file), join(this.workDir, file));
      const files = [...new Set([...changed, ...this.carried])];
      await swapIn(this.workDir, this.finalDir);
      return { files };
    }
    const { journal, files } = this.writeJournal(changed);
    applyJournal(this.finalDir, journal);
    rmSync(this.journalFile(), { force: true });
    return { files, moved: journal.moves.length, removed: journal.removals.length };
  }

  /**
   * The files of `written` that differ from the previous site's; one with the same bytes (the
   * browser API Pagefind writes every time, the hosting files, most of the sitemap's neighbours)
   * is carried instead, so it is neither renamed nor rewritten on disk.
   */
  private dropUnchanged(written: string[]): string[] {
    return written.filter((file) => {
      if (!this.previous?.has(file)) return true;
      const fresh = join(this.workDir, file);
      const old = join(this.finalDir, file);
      try {
        if (statSync(fresh).size !== statSync(old).size || !readFileSync(fresh).equals(readFileSync(old))) return true;
      } catch {
        return true;
      }
      rmSync(fresh);
      this.carried.add(file);
      return false;
    });
  }

  /**
   * The first half of finishing in place: what is to be moved in and removed, written down
   * before anything in dist/ changes (so a build killed after it is finished by the next).
   */
  writeJournal(moves = filesUnder(this.workDir)): { journal: Journal; files: string[] } {
    const site = new Set([...this.carried, ...moves]);
    const journal: Journal = { workDir: this.workDir, moves, removals: [...(this.previous ?? [])].filter((file) => !site.has(file)) };
    if (!writeAtomically(this.journalFile(), JSON.stringify(journal))) throw new Error(`Could not write the build's journal in ${this.stateDir}`);
    return { journal, files: [...site] };
  }

  private journalFile(): string {
    return journalFileFor(this.finalDir, this.stateDir);
  }

  /** Hard-links (or copies) `source` to `target`, making its folder; a file already there stays. */
  private linkInto(source: string, target: string): void {
    this.mkdirFor(target);
    try {
      linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') copyFileSync(source, target);
    }
  }

  private mkdirFor(file: string): void {
    const dir = dirname(file);
    if (this.made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.made.add(dir);
  }
}

function sameFile(a: string, b: string): boolean {
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
export function finishInterrupted(finalDir: string, stateDir = cacheDir('sites')): boolean {
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
export async function lockSite(finalDir: string, onWait: (pid: number) => void = () => {}, stateDir = cacheDir('sites')): Promise<() => void> {
  mkdirSync(stateDir, { recursive: true });
  const file = join(stateDir, `${keyOf(finalDir)}.lock`);
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSafely(file));
    if (!(Number.isInteger(holder) && holder > 0)) {
      // Being written by a build just starting, or left half written by one that died at once.
      if (ageOf(file) > 2_000) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    if (holder !== process.pid && !isRunning(holder)) {
      // Left by a build that died.
      rmSync(file, { force: true });
      continue;
    }
    if (!told) {
      onWait(holder);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
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
