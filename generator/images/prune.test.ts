import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sha256 } from './cache.ts';
import { DROPPED_PAGES, noteDroppedPages, PAGE_INDEX, PRUNE_EVERY_MS, prunePictureCache, UNUSED_FOR_MS } from './prune.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An entry of the picture cache as cache.ts files it: under the first two digits of its key. */
function entry(cache: string, made: string): string {
  const key = sha256(made);
  mkdirSync(path.join(cache, key.slice(0, 2)), { recursive: true });
  const file = path.join(cache, key.slice(0, 2), key);
  writeFileSync(file, made);
  return file;
}

it('removes the pictures no output has used for a week, keeps those one links, and looks at most once a day', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  const output = path.join(dir, 'site', 'generated');
  mkdirSync(output, { recursive: true });
  const used = entry(cache, 'a photo on a page');
  linkSync(used, path.join(output, 'plywood.800.avif'));
  const unused = entry(cache, 'an encoding of a photo since edited');
  // Not entries: a writer's temporary file, and the photos' hashes memo.
  const temporary = `${used}.4242-0-1.tmp`;
  writeFileSync(temporary, 'half');
  writeFileSync(path.join(cache, 'sources.json'), '{}');

  // Unused for a day only: kept.
  expect(prunePictureCache(cache, Date.now() + PRUNE_EVERY_MS + 1)).toEqual({ files: 0, bytes: 0 });
  expect(existsSync(unused)).toBe(true);

  // A week on: the unused one goes, the one linked into the output stays, as does everything else.
  const later = Date.now() + UNUSED_FOR_MS + PRUNE_EVERY_MS;
  expect(prunePictureCache(cache, later)).toEqual({ files: 1, bytes: 'an encoding of a photo since edited'.length });
  expect(existsSync(unused)).toBe(false);
  for (const kept of [used, temporary, path.join(cache, 'sources.json')]) expect(existsSync(kept), kept).toBe(true);

  // Looked over just now: not again until tomorrow.
  entry(cache, 'another unused one');
  expect(prunePictureCache(cache, later)).toBeUndefined();

  // Once the output lets go of its link, a week later the picture goes too.
  rmSync(path.join(output, 'plywood.800.avif'));
  expect(prunePictureCache(cache, later + UNUSED_FOR_MS)?.files).toBe(2);
  expect(existsSync(used)).toBe(false);
});

it('removes at once the rendered pages the page index let go, unless an output links one or the index names it again', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  const site = path.join(dir, 'dist');
  mkdirSync(site, { recursive: true });
  const gone = entry(cache, '<p>a page of a layout since edited</p>');
  const shown = entry(cache, '<p>a page another site shows</p>');
  linkSync(shown, path.join(site, 'index.html'));
  const again = entry(cache, '<p>a page rendered again to the same bytes</p>');
  const photo = entry(cache, 'an encoding no output uses, made just now');
  writeFileSync(path.join(cache, PAGE_INDEX), `${sha256('a page key')} ${path.basename(again)}\n`);
  noteDroppedPages(cache, [path.basename(gone), path.basename(shown), path.basename(again)]);
  noteDroppedPages(cache, [path.basename(gone), 'not a hash']);

  expect(prunePictureCache(cache, Date.now() + PRUNE_EVERY_MS + 1)).toEqual({ files: 1, bytes: '<p>a page of a layout since edited</p>'.length });
  expect(existsSync(gone)).toBe(false);
  for (const kept of [shown, again, photo]) expect(existsSync(kept), kept).toBe(true);
  expect(existsSync(path.join(cache, DROPPED_PAGES))).toBe(false);
});

it('does nothing to a cache that is not there', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  expect(prunePictureCache(path.join(dir, 'images'))).toBeUndefined();
  expect(existsSync(path.join(dir, 'images'))).toBe(false);
});
