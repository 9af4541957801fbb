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
 * Kept in node_modules/.cache/catalogue/pictures-checked (load/stamped-entries.ts). Any trouble
 * with it only costs time: a picture it does not know is looked at.
 */
import type { Stats } from 'node:fs';
import { fingerprint } from '../cache/index.ts';
import { openStampedEntries } from '../load/stamped-entries.ts';
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

/** The code whose findings are kept, and the placeholder picture it compares with. */
const CHECKER = fingerprint({
  files: [...['./images.ts', './kept-inspections.ts', './svg-safety.ts', '../images/inspect.ts', '../load/image-size.ts'].map((file) => new URL(file, import.meta.url)), PLACEHOLDER_PICTURE],
});

/** `now`: when the run started (tests pass a later time, so pictures they have just written count as settled). */
export function openKeptInspections(catalogueDir: string, options: { now?: number; cacheDir?: string } = {}): KeptInspections {
  const entries = openStampedEntries<Inspection>(catalogueDir, { name: 'pictures-checked', version: CHECKER, ...options });
  return {
    get: (src, stats) => entries.get(src, stats),
    note: (src, stats, inspection) => {
      if (!inspection.unopened) entries.note(src, stats, inspection);
    },
    save: () => entries.save(),
  };
}
