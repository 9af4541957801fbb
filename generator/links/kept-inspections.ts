/**
 * What the check found in each picture file, kept by the file's stamp (its inode, size, and
 * modification and change times), so a build does not open every picture again: the shipped
 * catalogue's 86 pictures took about 0.2 s of a 0.9 s warm build to open, read the ends of and,
 * for drawings, read whole for the SVG safety check. A file changed in any way has another stamp
 * and is looked at again; so is every file once the checking code or the placeholder picture
 * changes. A file changed within a few seconds before the run is not kept (a second change in the
 * same clock tick could go unseen; load/cache.ts has the same rule), nor is one that could not be
 * opened.
 *
 * Kept in node_modules/.cache/catalogue/pictures-checked, one file per catalogue folder. Any
 * trouble with it only costs time: a picture it does not know is looked at.
 */
import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { cacheDir as cacheFolder, fingerprint, keepNewest, writeAtomically } from '../cache/index.ts';
import { SETTLE_MS } from '../load/cache.ts';
import type { ImageSize } from '../load/image-size.ts';
import type { PictureProblem } from '../images/inspect.ts';
import { PLACEHOLDER_PICTURE } from '../validate/placeholders.ts';

/** What looking at one picture file found (links/images.ts). */
export interface Inspection {
  /** Why the file is not a picture the site can show. */
  unreadable?: string;
  /** The file is empty, cut short, misnamed or refused. */
  problem?: PictureProblem;
  placeholder?: boolean;
  /** Why an SVG could run code or fetch other files when published. */
  unsafe?: string;
  size?: ImageSize;
  /** The file could not be opened: looked at again next time, whatever its stamp. */
  unopened?: boolean;
}

export interface KeptInspections {
  /** The inspection noted for the picture (its path under images/) when its stamp is the one noted then. */
  get(src: string, stats: Stats): Inspection | undefined;
  /** Notes what was found in a picture, with `stats` taken before it was read. */
  note(src: string, stats: Stats, inspection: Inspection): void;
  /** Writes what was noted when anything was learnt or went stale. */
  save(): void;
}

/** Catalogue folders remembered (tests make many short-lived ones). */
const MAX_CACHE_FILES = 48;

/** The code whose findings are kept, and the placeholder picture it compares with. */
const CHECKER = fingerprint({
  files: [...['./images.ts', './kept-inspections.ts', './svg-safety.ts', '../images/inspect.ts', '../load/image-size.ts'].map((file) => new URL(file, import.meta.url)), PLACEHOLDER_PICTURE],
});

type Stored = Record<string, [stamp: string, inspection: Inspection]>;

const stampOf = (stats: Stats) => `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;

/** `now`: when the run started (tests pass a later time, so pictures they have just written count as settled). */
export function openKeptInspections(catalogueDir: string, options: { now?: number; cacheDir?: string } = {}): KeptInspections {
  const startedAt = options.now ?? Date.now();
  const dir = options.cacheDir ?? cacheFolder('pictures-checked');
  const file = path.join(dir, `${createHash('sha1').update(path.resolve(catalogueDir)).digest('hex').slice(0, 16)}.json`);
  let stored: Stored = {};
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { checker?: string; pictures?: Stored };
    if (saved.checker === CHECKER && saved.pictures) stored = saved.pictures;
  } catch {
    // None yet: every picture is looked at.
  }
  const now = new Map<string, [string, Inspection]>();
  let learnt = false;
  return {
    get(src, stats) {
      const known = stored[src];
      if (!known || known[0] !== stampOf(stats)) return undefined;
      now.set(src, known);
      return known[1];
    },
    note(src, stats, inspection) {
      if (inspection.unopened || stats.mtimeMs >= startedAt - SETTLE_MS || stats.ctimeMs >= startedAt - SETTLE_MS) return;
      now.set(src, [stampOf(stats), inspection]);
      learnt = true;
    },
    save() {
      if (!learnt && Object.keys(stored).length === now.size) return;
      if (writeAtomically(file, JSON.stringify({ checker: CHECKER, pictures: Object.fromEntries(now) }))) keepNewest(dir, MAX_CACHE_FILES);
    },
  };
}
