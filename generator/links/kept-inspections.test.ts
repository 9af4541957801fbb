import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePhoto } from '../images/test-photos.ts';
import { sourceFile } from '../load/test-helpers.ts';
import { checkImages, listImages } from './images.ts';
import { openKeptInspections, type KeptInspections } from './kept-inspections.ts';

let work = '';
let catalogueDir = '';
let cacheDir = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'kept-inspections-'));
  catalogueDir = path.join(work, 'catalogue');
  cacheDir = path.join(work, 'cache');
  mkdirSync(path.join(catalogueDir, 'images', 'timber'), { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const SRC = 'timber/plywood.jpg';
const picture = () => path.join(catalogueDir, 'images', SRC);
/** A minute from now: pictures written by the test count as settled. */
const later = () => Date.now() + 60_000;

/** The check of plywood.yaml showing the picture as its figure: the problems' codes. */
function check(kept?: KeptInspections): string[] {
  const file = sourceFile('timber/plywood.yaml', `title: Plywood\nimage:\n  src: ${SRC}\n  alt: Plywood sheets\n`);
  const found = checkImages([{ file, src: SRC, path: ['image', 'src'] }], catalogueDir, listImages(catalogueDir), kept);
  return found.map((d) => d.code);
}

/** Checks with the kept inspections opened afresh, as each build does, and saves them after. */
function checkKept(now = later()): string[] {
  const kept = openKeptInspections(catalogueDir, { cacheDir, now });
  const codes = check(kept);
  kept.save();
  return codes;
}

describe('pictures checked in an earlier run', () => {
  it('are not looked at again while their stamp is unchanged: what was found then is what is reported', async () => {
    writeFileSync(picture(), await makePhoto({ width: 640, height: 480 }));
    expect(checkKept()).toEqual(['image/too-small']);
    // What is kept stands for the file: told something else about it, the check reports that.
    const kept = openKeptInspections(catalogueDir, { cacheDir, now: later() });
    const stats = statSync(picture());
    expect(kept.get(SRC, stats)).toMatchObject({ size: { width: 640, height: 480 } });
    kept.note(SRC, stats, { problem: { code: 'image/truncated', args: { src: SRC }, hint: 'kept' } as never });
    kept.save();
    expect(checkKept()).toEqual(['image/truncated']);
  });

  it('are looked at again once the file changes, even to the same size and times', async () => {
    writeFileSync(picture(), await makePhoto({ width: 640, height: 480 }));
    expect(checkKept()).toEqual(['image/too-small']);
    const before = statSync(picture());
    writeFileSync(picture(), await makePhoto({ width: 1200, height: 900 }));
    // Its modification time put back: the change time still tells.
    utimesSync(picture(), before.atime, before.mtime);
    expect(checkKept()).toEqual([]);
    // A file cut short in place is found, not taken for the picture it was.
    writeFileSync(picture(), new Uint8Array([0xff, 0xd8, 0xff]));
    expect(checkKept()).toEqual(['image/truncated']);
  });

  it('are not kept when the file changed within the last few seconds, or could not be opened', async () => {
    writeFileSync(picture(), await makePhoto({ width: 640, height: 480 }));
    // Written just now: looked at, not kept.
    checkKept(Date.now());
    expect(openKeptInspections(catalogueDir, { cacheDir, now: later() }).get(SRC, statSync(picture()))).toBeUndefined();
    // A folder where the picture should be cannot be opened as a file: looked at every time.
    rmSync(picture());
    mkdirSync(picture());
    const kept = openKeptInspections(catalogueDir, { cacheDir, now: later() });
    kept.note(SRC, statSync(picture()), { unreadable: 'the file could not be opened (EISDIR).', unopened: true });
    kept.save();
    expect(openKeptInspections(catalogueDir, { cacheDir, now: later() }).get(SRC, statSync(picture()))).toBeUndefined();
  });

  it('are the same findings as looking at every file', async () => {
    for (const [width, height] of [
      [640, 480],
      [1200, 900],
    ]) {
      writeFileSync(picture(), await makePhoto({ width: width!, height: height! }));
      const fresh = check();
      expect(checkKept()).toEqual(fresh);
      expect(checkKept()).toEqual(fresh);
    }
  });
});
