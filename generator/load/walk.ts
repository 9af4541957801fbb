/**
 * Walks the catalogue folder as untrusted input: a symbolic link is followed only when it stays
 * inside the catalogue, a folder is read once however many links lead to it (so a link loop is
 * one message, not one per level), and anything that is not an ordinary file (a named pipe, a
 * device, a socket) is reported by name and never opened, since reading one can hang.
 */
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import type { Listing, Listings } from './listings.ts';

export type WalkProblem =
  | { kind: 'outside'; path: string }
  | { kind: 'loop'; path: string }
  | { kind: 'broken'; path: string }
  | { kind: 'not-regular'; path: string; what: string };

export interface Walked {
  /** Ordinary files (or links to ordinary files inside the catalogue), relative and '/' separated. */
  files: string[];
  /** Names that are not ordinary files, for the caller to report when it would have read them. */
  problems: WalkProblem[];
}

/** Folders never read: hidden ones (.git, editors' own) and installed packages. */
const skipped = (name: string) => name.startsWith('.') || name === 'node_modules';

export function walkCatalogue(root: string, options: { skip?: (relPath: string) => boolean; listings?: Listings } = {}): Walked {
  const realRoot = realpathSync(root);
  const files: string[] = [];
  const problems: WalkProblem[] = [];
  const seen = new Set<string>([realRoot]);
  const inside = (real: string) => real === realRoot || real.startsWith(`${realRoot}${path.sep}`);
  const { listings } = options;

  /**
   * `stats`: the folder's own, when it was reached through folders only (no link on the way), so
   * its path is its real path and its listing may be remembered (listings.ts).
   */
  const visit = (dir: string, rel: string, stats: Stats | undefined): void => {
    const known = stats && listings?.listed(rel, stats);
    if (known) {
      visitKnown(dir, rel, known);
      return;
    }
    let entries: Dirent[];
    try {
      // Each entry's type comes with the listing: a catalogue of ten thousand files is not stat'ed file by file.
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return;
    }
    // What is noted of the folder: its ordinary files and folders, or nothing once it holds anything else.
    let listing: string[] | undefined = stats && listings ? [] : undefined;
    for (const dirent of entries) {
      const name = dirent.name;
      if (skipped(name)) continue;
      const relPath = rel ? `${rel}/${name}` : name;
      if (dirent.isFile()) {
        listing?.push(name);
        if (!options.skip?.(relPath)) files.push(relPath);
        continue;
      }
      const absolute = path.join(dir, name);
      let entry: Stats;
      try {
        entry = lstatSync(absolute);
      } catch {
        listing = undefined;
        continue;
      }
      if (entry.isFile()) listing?.push(name);
      else if (entry.isDirectory()) listing?.push(`${name}/`);
      else listing = undefined;
      if (options.skip?.(relPath)) continue;
      visitEntry(absolute, relPath, entry, stats !== undefined);
    }
    if (listing) listings!.note(rel, stats!, listing);
  };

  /** A folder whose listing is as remembered: its files are taken as they were, its folders looked into. */
  const visitKnown = (dir: string, rel: string, listing: Listing): void => {
    for (const entry of listing) {
      const folder = entry.endsWith('/');
      const name = folder ? entry.slice(0, -1) : entry;
      const relPath = rel ? `${rel}/${name}` : name;
      if (options.skip?.(relPath)) continue;
      if (!folder) {
        files.push(relPath);
        continue;
      }
      const absolute = path.join(dir, name);
      let stats: Stats;
      try {
        stats = lstatSync(absolute);
      } catch {
        // Gone since this folder was stamped (changed while the walk ran): as an unreadable folder.
        continue;
      }
      visitEntry(absolute, relPath, stats, true);
    }
  };

  /** Anything but a file its folder's listing said is ordinary (`entry`: its lstat). */
  const visitEntry = (absolute: string, relPath: string, entry: Stats, plainPath: boolean): void => {
    if (entry.isSymbolicLink()) {
      let real: string;
      let target: Stats;
      try {
        real = realpathSync(absolute);
        target = statSync(real);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        problems.push({ kind: code === 'ELOOP' ? 'loop' : 'broken', path: relPath });
        return;
      }
      // Where it leads is never read nor printed: the path of the link is all that is reported.
      if (!inside(real)) {
        problems.push({ kind: 'outside', path: relPath });
        return;
      }
      if (target.isDirectory()) {
        if (seen.has(real)) {
          problems.push({ kind: 'loop', path: relPath });
          return;
        }
        seen.add(real);
      }
      if (target.isDirectory()) visit(absolute, relPath, undefined);
      else if (target.isFile()) files.push(relPath);
      else problems.push({ kind: 'not-regular', path: relPath, what: describe(target) });
      return;
    }
    if (entry.isDirectory()) {
      // By its real path: below a followed link, the path walked is not the folder's own. Reached
      // through folders only, the path walked is the real one.
      seen.add(plainPath ? absolute : realpathSync(absolute));
      visit(absolute, relPath, plainPath ? entry : undefined);
    } else if (entry.isFile()) files.push(relPath);
    else problems.push({ kind: 'not-regular', path: relPath, what: describe(entry) });
  };

  visit(realRoot, '', listings ? statSync(realRoot) : undefined);
  return { files, problems };
}

function describe(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not an ordinary file';
}
