/** A throwaway copy of a catalogue folder, for tests that change files (move, remove, renames). */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './cli-helpers.ts';

export interface CatalogueCopy {
  /** The copy's catalogue folder. */
  dir: string;
  read(rel: string): string;
  write(rel: string, text: string): void;
  /** Every file under the folder and its text, to compare before and after. */
  snapshot(): Map<string, string>;
  remove(): void;
}

export function copyCatalogue(source = 'catalogue'): CatalogueCopy {
  const parent = mkdtempSync(path.join(tmpdir(), 'catalogue-copy-'));
  const dir = path.join(parent, 'catalogue');
  cpSync(path.resolve(repoRoot, source), dir, { recursive: true });
  return {
    dir,
    read: (rel) => readFileSync(path.join(dir, rel), 'utf8'),
    write: (rel, text) => writeFileSync(path.join(dir, rel), text),
    snapshot: () =>
      new Map(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const file = path.join(entry.parentPath, entry.name);
            return [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file, 'utf8')] as const;
          })
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}
