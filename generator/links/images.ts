/**
 * Every image a record names must be a readable picture in catalogue/images/, and not still the
 * placeholder 'catalogue new page' put there. Photos are checked as the build will treat them
 * (generator/images/inspect.ts): whole, of the type their name says, not too large to process,
 * not still named by the camera, and large enough for where they are shown. Each distinct file
 * is opened once (its first and last bytes only) however many pages share it, and not at all when
 * what was found in it is kept from an earlier run (kept-inspections.ts), so this stays cheap for
 * large catalogues.
 */
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import { HEADER_BYTES, imageSize } from '../load/image-size.ts';
import {
  checkCameraName,
  checkPictureFile,
  checkPixelCount,
  checkResolution,
  exifOrientation,
  isPhoto,
  uprightSize,
  type PictureProblem,
} from '../images/inspect.ts';
import { DISPLAY_SLOTS, slotOfImagePath } from '../../contract/image-slots.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, JsonPath, SourceFile } from '../model.ts';
import { distance } from 'fastest-levenshtein';
import { closestWord } from '../diagnostics/suggest.ts';
import { PLACEHOLDER_PICTURE } from '../validate/placeholders.ts';
import { unsafeSvgReason } from './svg-safety.ts';
import type { Inspection, KeptInspections } from './kept-inspections.ts';

export interface ImageUse {
  file: SourceFile;
  src: string;
  path: JsonPath;
}

/** Paths relative to images/, '/' separated. An absent folder simply holds no images. */
export function listImages(catalogueDir: string): Set<string> {
  const root = path.join(catalogueDir, 'images');
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    );
  } catch {
    return new Set();
  }
}

/** How many bytes at the end show a file is whole (JPEG's and PNG's end markers sit there). */
const TAIL_BYTES = 64;

function readEnds(absolutePath: string): { head: Uint8Array; tail: Uint8Array; byteLength: number } {
  const fd = openSync(absolutePath, 'r');
  try {
    const byteLength = fstatSync(fd).size;
    const head = new Uint8Array(HEADER_BYTES);
    const headRead = readSync(fd, head, 0, HEADER_BYTES, 0);
    const tail = new Uint8Array(Math.min(TAIL_BYTES, byteLength));
    const tailRead = readSync(fd, tail, 0, tail.length, byteLength - tail.length);
    return { head: head.subarray(0, headRead), tail: tail.subarray(0, tailRead), byteLength };
  } finally {
    closeSync(fd);
  }
}

let placeholderBytes: Uint8Array | undefined;

/** The header is the whole file for one this small, so comparing it needs no second read. */
function isPlaceholderPicture(header: Uint8Array): boolean {
  placeholderBytes ??= readFileSync(PLACEHOLDER_PICTURE);
  return Buffer.compare(header, placeholderBytes) === 0;
}

/** What the picture file holds, from what was kept of it when its stamp is as it was then (kept-inspections.ts). */
function inspectOrKept(catalogueDir: string, src: string, kept: KeptInspections | undefined): Inspection {
  const file = path.join(catalogueDir, 'images', src);
  if (!kept) return inspect(file, src);
  const stats = statSync(file, { throwIfNoEntry: false });
  const known = stats && kept.get(src, stats);
  if (known) return known;
  const found = inspect(file, src);
  if (stats) kept.note(src, stats, found);
  return found;
}

function inspect(file: string, src: string): Inspection {
  try {
    const ends = readEnds(file);
    const problem = checkPictureFile({ src, ...ends });
    if (problem) return { problem };
    const size = imageSize(ends.head, src);
    if ('error' in size) return { unreadable: size.error };
    const tooLarge = isPhoto(src) ? checkPixelCount(src, size) : undefined;
    if (tooLarge) return { problem: tooLarge };
    const unsafe = /\.svg$/i.test(src) ? unsafeSvgReason(readFileSync(file, 'utf8')) : undefined;
    if (unsafe) return { unsafe };
    return { placeholder: isPlaceholderPicture(ends.head), size: uprightSize(size, exifOrientation(ends.head)) };
  } catch (error) {
    return { unreadable: `the file could not be opened (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`, unopened: true };
  }
}

/**
 * A close name in the same folder, or the same name in a folder whose name is a typo away.
 * Another category's picture that merely has a similar name is not offered: it would be wrong.
 */
function nearestImage(src: string, available: ReadonlySet<string>): string | undefined {
  const slash = src.lastIndexOf('/');
  const folder = src.slice(0, slash + 1);
  const name = src.slice(slash + 1);
  const inFolder = [...available].filter((file) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
  const near = closestWord(src, inFolder);
  if (near) return near;
  const sameName = [...available].filter((file) => file.slice(file.lastIndexOf('/') + 1) === name);
  const elsewhere = closestWord(src, sameName);
  return elsewhere && distance(elsewhere, src) <= 2 ? elsewhere : undefined;
}

/**
 * `available` is listImages(catalogueDir). Positions are looked up only for failures: finding a
 * line means walking the file's YAML tree.
 */
export function checkImages(uses: readonly ImageUse[], catalogueDir: string, available: ReadonlySet<string>, kept?: KeptInspections): Diagnostic[] {
  const inspected = new Map<string, Inspection>();
  const diagnostics: Diagnostic[] = [];
  for (const use of uses) {
    if (!available.has(use.src)) {
      const near = nearestImage(use.src, available);
      diagnostics.push(
        diagnostic('image/missing', { src: use.src }, locate(use.file, use.path), {
          hint: near
            ? `Did you mean '${near}'?`
            : `Put the picture at 'catalogue/images/${use.src}', or correct the file name (lower-case letters, digits and hyphens).`,
          ...(near ? { suggestion: near } : {}),
        }),
      );
      continue;
    }
    const found = inspected.get(use.src) ?? inspectOrKept(catalogueDir, use.src, kept);
    inspected.set(use.src, found);
    const at = () => locate(use.file, use.path);
    if (found.problem) {
      diagnostics.push(reported(found.problem, at()));
    } else if (found.unreadable) {
      diagnostics.push(
        diagnostic('image/unreadable', { src: use.src, reason: found.unreadable }, at(), {
          hint: 'Save the picture again as SVG, PNG, JPEG or WebP from an image editor, with the matching file extension.',
        }),
      );
    } else if (found.unsafe) {
      diagnostics.push(
        diagnostic('image/unsafe-svg', { src: use.src, reason: found.unsafe }, locate(use.file, use.path), {
          hint: "Export the drawing again as plain SVG (in Inkscape, 'Save As' > 'Plain SVG' or 'Optimized SVG'), or save it as PNG. A picture may draw shapes and text, and refer to parts of itself ('#id'), but nothing else.",
        }),
      );
    } else if (found.placeholder) {
      const folder = use.src.slice(0, use.src.lastIndexOf('/') + 1);
      diagnostics.push(
        diagnostic('content/placeholder-picture', { src: use.src }, at(), {
          hint: `Put the real photo (JPEG, PNG or WebP) or drawing in 'catalogue/images/${folder}' and name it here, such as '${use.src.replace(/\.svg$/, '.jpg')}'.`,
        }),
      );
    } else if (found.size && isPhoto(use.src)) {
      const shownWidth = DISPLAY_SLOTS[slotOfImagePath(use.path)].maxCssWidth;
      for (const problem of [checkCameraName(use.src, pictureName(use)), checkResolution(use.src, found.size, shownWidth)]) {
        if (problem) diagnostics.push(reported(problem, at()));
      }
    }
  }
  return diagnostics;
}

function reported(problem: PictureProblem, at: ReturnType<typeof locate>): Diagnostic {
  return diagnostic(problem.code, problem.args as never, at, { hint: problem.hint });
}

/** What a photo should be called: what it shows, which for most pages is the page itself. */
function pictureName(use: ImageUse): string {
  const first = use.path[0];
  if (first === 'hero' || first === 'about') return first;
  const stem = use.file.path.replace(/\.ya?ml$/, '').split('/').at(-1) ?? 'photo';
  return stem === 'index' ? 'category' : stem;
}
