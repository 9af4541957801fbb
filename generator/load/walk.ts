/**
 * Walks the catalogue folder as untrusted input: a symbolic link is followed only when it stays
 * inside the catalogue, a folder is read once however many links lead to it (so a link loop is
 * one message, not one per level), and anything that is not an ordinary file (a named pipe, a
 * device, a socket) is reported by name and never opened, since reading one can hang.
 */
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';

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

export function walkCatalogue(root: string, options: { skip?: (relPath: string) => boolean } = {}): Walked {
  const realRoot = realpathSync(root);
  const files: string[] = [];
  const problems: WalkProblem[] = [];
  const seen = new Set<string>([realRoot]);
  const inside = (real: string) => real === realRoot || real.startsWith(`${realRoot}${path.sep}`);

  const visit = (dir: string, rel: string): void => {
    let entries: Dirent[];
    try {
      // Each entry's type comes with the listing: a catalogue of ten thousand files is not stat'ed file by file.
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return;
    }
    for (const dirent of entries) {
      const name = dirent.name;
      if (skipped(name)) continue;
      const relPath = rel ? `${rel}/${name}` : name;
      if (options.skip?.(relPath)) continue;
      if (dirent.isFile()) {
        files.push(relPath);
        continue;
      }
      const absolute = path.join(dir, name);
      let entry: Stats;
      try {
        entry = lstatSync(absolute);
      } catch {
        continue;
      }
      let target = entry;
      if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(absolute);
          target = statSync(real);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          problems.push({ kind: code === 'ELOOP' ? 'loop' : 'broken', path: relPath });
          continue;
        }
        // Where it leads is never read nor printed: the path of the link is all that is reported.
        if (!inside(real)) {
          problems.push({ kind: 'outside', path: relPath });
          continue;
        }
        if (target.isDirectory()) {
          if (seen.has(real)) {
            problems.push({ kind: 'loop', path: relPath });
            continue;
          }
          seen.add(real);
        }
      } else if (entry.isDirectory()) {
        // By its real path: below a followed link, the path walked is not the folder's own.
        seen.add(realpathSync(absolute));
      }
      if (target.isDirectory()) visit(absolute, relPath);
      else if (target.isFile()) files.push(relPath);
      else problems.push({ kind: 'not-regular', path: relPath, what: describe(target) });
    }
  };
  visit(realRoot, '');
  return { files, problems };
}

function describe(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not an ordinary file';
}
