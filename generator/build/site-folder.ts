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
 * finished by the next one (`finishInterrupted`, generator/emit/move-in.ts), which then builds
 * everything afresh. Builds of the same dist/ take turns (`lockFolder`): one moving files in place
 * while another links from them would make a site of both.
 */
import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FolderListings } from '../emit/folder-listings.ts';
import { fewEnoughToMove, filesUnder, moveIn, sameFile, STATE_DIR, writeJournal, type Journal } from '../emit/move-in.ts';
import { swapIn } from './output.ts';

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
  /**
   * From when a file of dist/ modified later is not as this build left it (ms since 1970): when
   * the files were looked at before some were moved in (`knowChanges`), or when the new folder
   * was put in place. A file changed by hand while the build ran is so seen by the next.
   */
  since: number;
  /** Files moved in with a later modification time than `since`, with that time: this build's own. */
  own?: Record<string, number>;
}
/** What a step needs of the previous site: its files carried over, and where a file of the site being built is. */
export interface CarriedFiles {
  hadFile(file: string): boolean;
  hasWhole(folder: string): boolean;
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
  /** Whether the previous site's files are still in dist/ (a folder of many, such as the search fragments, listed once). */
  private readonly inFinal = new FolderListings();
  /** The previous site's files gone from dist/ or changed there since, when looked up ahead (disk-check.ts). */
  private gone?: ReadonlySet<string>;
  /** Files and folders added to dist/ since the previous site was finished: removed when finishing in place. */
  private extra: readonly string[] = [];
  /** When dist/ was looked at for those changes; until told, when this build began with the folder. */
  private lookedAt = Date.now();

  constructor(options: SiteFolderOptions) {
    this.finalDir = options.finalDir;
    this.workDir = options.workDir;
    this.previous = options.previous;
    this.inPlace = options.inPlace && options.previous !== undefined;
    this.stateDir = options.stateDir ?? STATE_DIR;
  }

  /**
   * What was done to dist/ since the previous site was finished (site-changes.mjs), as looked up
   * ahead: its files gone or changed there are made again, not carried (and not looked for one by
   * one), and what was added goes.
   */
  knowChanges(changes: { gone: ReadonlySet<string>; extra: readonly string[]; lookedAt: number }): void {
    this.gone = changes.gone;
    this.extra = changes.extra;
    this.lookedAt = changes.lookedAt;
  }

  /** Files the last build made, known to be in dist/ (none when it is not trusted). */
  hadFile(file: string): boolean {
    return this.previous?.has(file) ?? false;
  }

  /** True when every file the last build made under `folder` ('pagefind') is still in dist/ as it left it (none removed or changed by hand since). */
  hasWhole(folder: string): boolean {
    return [...(this.previous ?? [])].every((file) => !file.startsWith(`${folder}/`) || this.stillThere(file));
  }

  /** A file the previous site had, not gone from dist/ (nor changed there, when looked up ahead) since. */
  private stillThere(file: string): boolean {
    return (this.previous?.has(file) ?? false) && (this.gone ? !this.gone.has(file) : this.inFinal.has(join(this.finalDir, file)));
  }

  /**
   * Takes `file` unchanged from the previous site: left where it is (in place) or hard-linked into
   * the work folder. False when the previous site does not have it (then the caller makes it).
   */
  carry(file: string): boolean {
    const from = join(this.finalDir, file);
    if (!this.stillThere(file)) return false;
    if (this.inPlace) this.carried.add(file);
    else this.linkInto(from, join(this.workDir, file));
    return true;
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
      if (this.inPlace && this.stillThere(file) && sameFile(source, join(this.finalDir, file))) {
        this.carried.add(file);
      } else {
        this.linkInto(source, join(this.workDir, file));
      }
      count++;
    }
    return count;
  }

  /**
   * As linkTree, when it is known which of `from`'s `files` changed since dist/'s copies were
   * linked from it (`changed`, relative to `from` like `files`): the rest are carried without
   * looking at either folder.
   */
  linkKnown(from: string, files: readonly string[], changed: ReadonlySet<string>): number {
    for (const file of files) {
      if (this.inPlace && !changed.has(file) && this.stillThere(file)) this.carried.add(file);
      else this.linkInto(join(from, file), join(this.workDir, file));
    }
    return files.length;
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
      const since = Date.now();
      await swapIn(this.workDir, this.finalDir);
      return { files, since };
    }
    const changed = this.dropUnchanged(filesUnder(this.workDir));
    // So much changed that renaming each file in would cost more than linking the rest beside
    // them (ext4 writes a renamed file's data out before replacing the old one); and one swap
    // changes everything at once.
    if (!fewEnoughToMove(changed.length, changed.length + this.carried.size)) return this.fillAndSwap(changed);
    const { journal, files } = this.planMove(changed);
    if (moveIn(this.finalDir, journal, this.stateDir)) {
      return { files, moved: journal.moves.length, removed: journal.removals.length, since: this.lookedAt, own: this.timesAfter(this.lookedAt, journal.moves) };
    }
    // No journal could be written (a read-only cache): the whole folder is swapped in instead.
    return this.fillAndSwap(changed);
  }

  /**
   * The files of `written` that differ from the previous site's; one with the same bytes (the
   * browser API Pagefind writes every time, the hosting files, most of the sitemap's neighbours)
   * is carried instead, so it is neither renamed nor rewritten on disk.
   */
  private dropUnchanged(written: string[]): string[] {
    return written.filter((file) => {
      // One changed there since (a link put in its place, say) is replaced even when it reads the same.
      if (!this.stillThere(file)) return true;
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

  /** Of `files` in dist/, those modified after `since`, with their modification times. */
  private timesAfter(since: number, files: readonly string[]): Record<string, number> {
    const own: Record<string, number> = {};
    for (const file of files) {
      const modified = lstatSync(join(this.finalDir, file), { throwIfNoEntry: false })?.mtimeMs;
      if (modified !== undefined && modified > since) own[file] = modified;
    }
    return own;
  }

  /** Links the carried files into the work folder beside `changed`, and swaps it in. */
  private async fillAndSwap(changed: readonly string[]): Promise<FinishedSite> {
    for (const file of this.carried) this.linkInto(join(this.finalDir, file), join(this.workDir, file));
    const files = [...new Set([...changed, ...this.carried])];
    const since = Date.now();
    await swapIn(this.workDir, this.finalDir);
    return { files, since };
  }

  /** What finishing in place moves in and removes, and the site's files after it. */
  private planMove(moves: string[]): { journal: Journal; files: string[] } {
    const site = new Set([...this.carried, ...moves]);
    const removals = [...(this.previous ?? [])].filter((file) => !site.has(file));
    return { journal: { workDir: this.workDir, moves, removals: [...removals, ...this.extra] }, files: [...site] };
  }

  /** The first half of finishing in place, written down as a build killed just after it would leave it (tests). */
  writeJournal(): void {
    writeJournal(this.finalDir, this.planMove(filesUnder(this.workDir)).journal, this.stateDir);
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
