import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sha256 } from './cache.ts';
import { DROPPED_PAGES, noteDroppedPages, PAGE_INDEX, PRUNE_EVERY_MS, prunePictureCache, removalsUnderWay, SAMPLE_AFTER_MADE, UNUSED_AT_LEAST_MS, UNUSED_FOR_MS, unusedEstimate } from './prune.ts';

/** Waits a few milliseconds, so files made either side have different change times. */
const tick = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 15);

/**
 * A day from now, and a second more: a file's change time is finer than Date.now()'s millisecond,
 * so a file made in this millisecond can seem made a fraction of one after "now".
 */
const aDayOn = () => Date.now() + PRUNE_EVERY_MS + 1000;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cache last looked over long ago: the next look is due (one never looked over is only marked). */
function lookedOverLongAgo(cache: string): void {
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'pruned'), '0');
}

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
  lookedOverLongAgo(cache);
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
  expect(prunePictureCache({ dir: cache, now: aDayOn() })).toEqual({ files: 0, bytes: 0 });
  expect(existsSync(unused)).toBe(true);

  // A week on: the unused one goes, the one linked into the output stays, as does everything else.
  const later = Date.now() + UNUSED_FOR_MS + PRUNE_EVERY_MS;
  expect(prunePictureCache({ dir: cache, now: later })).toEqual({ files: 1, bytes: 'an encoding of a photo since edited'.length });
  expect(existsSync(unused)).toBe(false);
  for (const kept of [used, temporary, path.join(cache, 'sources.json')]) expect(existsSync(kept), kept).toBe(true);

  // Looked over just now: not again until tomorrow.
  entry(cache, 'another unused one');
  expect(prunePictureCache({ dir: cache, now: later })).toBeUndefined();

  // Once the output lets go of its link, a week later the picture goes too.
  rmSync(path.join(output, 'plywood.800.avif'));
  expect(prunePictureCache({ dir: cache, now: later + UNUSED_FOR_MS })?.files).toBe(2);
  expect(existsSync(used)).toBe(false);
});

it('removes at once the rendered pages the page index let go, unless an output links one or the index names it again', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
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

  expect(prunePictureCache({ dir: cache, now: aDayOn() })).toEqual({ files: 1, bytes: '<p>a page of a layout since edited</p>'.length, letGo: 1 });
  expect(existsSync(gone)).toBe(false);
  for (const kept of [shown, again, photo]) expect(existsSync(kept), kept).toBe(true);
  expect(existsSync(path.join(cache, DROPPED_PAGES))).toBe(false);
});

it('removes the oldest unused files, however new, while the unused ones are over the limit kept', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
  const output = path.join(dir, 'site', 'generated');
  mkdirSync(output, { recursive: true });
  // Linked into an output, and larger than the limit: never counted, never removed.
  const used = entry(cache, `a large photo a page shows ${'x'.repeat(400)}`);
  linkSync(used, path.join(output, 'plywood.1600.avif'));
  const unused = ['the first card drawn, since redrawn', 'a page rendered before a layout edit', 'an encoding of a photo since edited', 'the newest unused card'].map((made) => {
    tick();
    return entry(cache, made.padEnd(100, '.'));
  });
  tick();
  // The oldest of them is let go by its output only now: its change time is the newest.
  const letGo = entry(cache, 'a card an output linked until just now'.padEnd(100, '.'));
  linkSync(letGo, path.join(output, 'timber.preview.jpg'));
  tick();
  rmSync(path.join(output, 'timber.preview.jpg'));

  // Over the limit, but all let go of within the last day: another build may be about to link them.
  expect(prunePictureCache({ dir: cache, now: Date.now(), keepUnusedBytes: 250 })).toEqual({ files: 0, bytes: 0 });

  // 500 bytes of unused files, 250 kept: the three that went unused first go, however new.
  const now = aDayOn();
  expect(prunePictureCache({ dir: cache, now, keepUnusedBytes: 250 })).toEqual({ files: 3, bytes: 300, overLimit: 3 });
  expect(unused.map((file) => existsSync(file))).toEqual([false, false, false, true]);
  expect(existsSync(letGo)).toBe(true);
  expect(existsSync(used)).toBe(true);

  // Under the limit: nothing goes before its week, and the line says no limit was met.
  expect(prunePictureCache({ dir: cache, now: now + PRUNE_EVERY_MS, keepUnusedBytes: 250 })).toEqual({ files: 0, bytes: 0 });
});

it('looks early, before the day is out, when a build that made many entries samples the unused ones piled past twice the limit', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  const output = path.join(dir, 'dist');
  mkdirSync(output, { recursive: true });
  const now = Date.now();
  mkdirSync(cache, { recursive: true });
  // Looked over just now: the next look is a day away.
  writeFileSync(path.join(cache, 'pruned'), String(now));
  // Cards drawn and let go (every card drawn again), and one an output links still.
  const letGo = Array.from({ length: 40 }, (_, at) => entry(cache, `a card drawn before the cards' code changed ${at}`.padEnd(100, '.')));
  const used = entry(cache, 'the card a page shows now'.padEnd(100, '.'));
  linkSync(used, path.join(output, 'preview.jpg'));
  // The folder the sample reads: one with an unused card in it.
  const folder = path.basename(path.dirname(letGo[0]!));
  const inFolder = letGo.filter((file) => path.basename(path.dirname(file)) === folder).length;
  expect(unusedEstimate(cache, folder)).toBe(inFolder * 100 * 256);
  // An empty folder, or one not made yet, estimates none.
  const none = ['00', '01', '02', '03'].find((name) => !existsSync(path.join(cache, name)))!;
  expect(unusedEstimate(cache, none)).toBe(0);
  // 4,000 bytes unused, 1,000 kept: the sampled folder's share puts them over twice that.
  const limit = 1000;

  // Made few (an edit's pages): no sample, no look.
  expect(prunePictureCache({ dir: cache, now: now + 2 * UNUSED_AT_LEAST_MS, keepUnusedBytes: limit, made: SAMPLE_AFTER_MADE - 1, sampleFolder: folder })).toBeUndefined();
  // Made many, but the folder sampled holds nothing unused: no look.
  expect(prunePictureCache({ dir: cache, now: now + 2 * UNUSED_AT_LEAST_MS, keepUnusedBytes: limit, made: SAMPLE_AFTER_MADE, sampleFolder: none })).toBeUndefined();
  // Made many, and the sample finds the unused ones over twice the limit: a look now, though only
  // two hours have passed, that removes the oldest down to the limit.
  const pruned = prunePictureCache({ dir: cache, now: now + 2 * UNUSED_AT_LEAST_MS, keepUnusedBytes: limit, made: SAMPLE_AFTER_MADE, sampleFolder: folder });
  expect(pruned).toEqual({ files: 30, bytes: 3000, overLimit: 30 });
  expect(letGo.filter((file) => existsSync(file))).toHaveLength(10);
  expect(existsSync(used)).toBe(true);
  // And it is marked as looked over then.
  expect(readFileSync(path.join(cache, 'pruned'), 'utf8')).toBe(String(now + 2 * UNUSED_AT_LEAST_MS));
  // Within the hour after a look, none comes early, however much is unused (it would all be kept).
  const more = Array.from({ length: 40 }, (_, at) => entry(cache, `a card drawn again ${at}`.padEnd(100, '.')));
  const moreFolder = path.basename(path.dirname(more[0]!));
  expect(prunePictureCache({ dir: cache, now: now + 2.5 * UNUSED_AT_LEAST_MS, keepUnusedBytes: 0, made: SAMPLE_AFTER_MADE, sampleFolder: moreFolder })).toBeUndefined();
  expect(more.every((file) => existsSync(file))).toBe(true);
});

it('keeps unused files let go of within the hour, even past the limit', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
  const files = ['a card', 'another card'].map((made) => entry(cache, made.padEnd(100, '.')));
  const hour = 60 * 60 * 1000;
  expect(prunePictureCache({ dir: cache, now: Date.now() + hour / 2, keepUnusedBytes: 0 })).toEqual({ files: 0, bytes: 0 });
  // Two hours on (a day was waited for before): they go.
  lookedOverLongAgo(cache);
  expect(prunePictureCache({ dir: cache, now: Date.now() + 2 * hour, keepUnusedBytes: 0 })).toEqual({ files: 2, bytes: 200, overLimit: 2 });
  expect(files.some((file) => existsSync(file))).toBe(false);
});

it('tells how a long look-over goes', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
  for (let at = 0; at < 1500; at++) entry(cache, `card ${at}`);
  const lines: string[] = [];
  // Every line due at once, as if each step took seconds.
  const pruned = prunePictureCache({ dir: cache, now: aDayOn(), keepUnusedBytes: 0, progress: (line) => lines.push(line), progressTimes: { after: 0, every: 0 } });
  expect(pruned).toMatchObject({ files: 1500, overLimit: 1500 });
  expect(lines.some((line) => /^picture cache: looking over the cache, \d+ of \d+ folders, 0 unused files found to remove in \d+ s$/.test(line))).toBe(true);
  expect(lines.at(-1)).toMatch(/^picture cache: removing 1,500 unused files, 1,000 removed \(0\.0 MB\) in \d+ s$/);
  // A short one says nothing.
  const quiet: string[] = [];
  expect(prunePictureCache({ dir: cache, now: aDayOn() + PRUNE_EVERY_MS, progress: (line) => quiet.push(line) })).toEqual({ files: 0, bytes: 0 });
  expect(quiet).toEqual([]);
});

it('only marks a cache never looked over, and looks a day later', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  const unused = entry(cache, 'a card no output links');
  const now = Date.now();
  // Made by the build that calls it: nothing in it is a week old.
  expect(prunePictureCache({ dir: cache, now: now + UNUSED_FOR_MS })).toBeUndefined();
  expect(existsSync(unused)).toBe(true);
  expect(readFileSync(path.join(cache, 'pruned'), 'utf8')).toBe(String(now + UNUSED_FOR_MS));
  expect(prunePictureCache({ dir: cache, now: now + UNUSED_FOR_MS + PRUNE_EVERY_MS })).toEqual({ files: 1, bytes: 'a card no output links'.length });
  expect(existsSync(unused)).toBe(false);
});

it('does nothing to a cache that is not there', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  expect(prunePictureCache({ dir: path.join(dir, 'images') })).toBeUndefined();
  expect(existsSync(path.join(dir, 'images'))).toBe(false);
});

/** Waits (up to ten seconds) until the process `pid` has exited. */
async function exited(pid: number): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${pid} is still running`);
}

it('hands many files to remove to a process of its own, which leaves those an output linked, or linked and let go, since the look', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
  const output = path.join(dir, 'dist');
  mkdirSync(output, { recursive: true });
  const files = Array.from({ length: 6 }, (_, at) => entry(cache, `a card drawn before a layout edit ${at}`.padEnd(100, '.')));
  const used = entry(cache, 'the card a page shows now'.padEnd(100, '.'));
  linkSync(used, path.join(output, 'preview.jpg'));

  const pruned = prunePictureCache({ dir: cache, now: aDayOn(), keepUnusedBytes: 0, inBackgroundFrom: 6 });
  expect(pruned).toMatchObject({ files: 6, bytes: 600, overLimit: 6, inBackground: expect.any(Number) });
  // Said before the remover has read its list: another build links one, and another links one and lets it go.
  linkSync(files[0]!, path.join(output, 'linked-since.jpg'));
  tick();
  linkSync(files[1]!, path.join(output, 'let-go-since.jpg'));
  rmSync(path.join(output, 'let-go-since.jpg'));
  // A look meanwhile leaves the cache alone: the removal is under way.
  expect(removalsUnderWay(cache)).toBe(true);
  expect(prunePictureCache({ dir: cache, now: aDayOn() + PRUNE_EVERY_MS, keepUnusedBytes: 0 })).toBeUndefined();

  await exited(pruned!.inBackground!);
  expect(files.map((file) => existsSync(file))).toEqual([true, true, false, false, false, false]);
  expect(existsSync(used)).toBe(true);
  // Its list is gone with it.
  expect(readdirSync(cache).filter((name) => name.startsWith('removing-'))).toEqual([]);
  expect(removalsUnderWay(cache)).toBe(false);
});

it('removes few files itself, and forgets a list whose remover stopped long ago', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  const cache = path.join(dir, 'images');
  lookedOverLongAgo(cache);
  const files = Array.from({ length: 5 }, (_, at) => entry(cache, `a card ${at}`.padEnd(100, '.')));
  // A remover's list untouched for an hour: it stopped (the machine was restarted), and the look goes ahead.
  const stale = path.join(cache, 'removing-0b7e4b8c-1d1e-4e43-9d38-5d1c2a7f3a10.list');
  writeFileSync(stale, '');
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  utimesSync(stale, anHourAgo, anHourAgo);
  expect(prunePictureCache({ dir: cache, now: aDayOn(), keepUnusedBytes: 0, inBackgroundFrom: 6 })).toEqual({ files: 5, bytes: 500, overLimit: 5 });
  expect(files.some((file) => existsSync(file))).toBe(false);
  expect(existsSync(stale)).toBe(false);
});
