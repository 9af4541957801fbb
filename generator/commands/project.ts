/**
 * Where the project is, as tsc finds its tsconfig.json: the nearest folder, from where the command
 * was run upwards, that holds a 'catalogue/' folder. So `catalogue validate` works from
 * 'catalogue/timber/' as well as from the project folder.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

export const CATALOGUE_FOLDER = 'catalogue';

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The project folder at or above `start`, or undefined when no folder there holds a catalogue. */
export function findProject(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (isDirectory(path.join(dir, CATALOGUE_FOLDER))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
