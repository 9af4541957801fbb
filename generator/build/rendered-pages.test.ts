import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { entryFileOf, sha256 } from '../images/cache.ts';
import { DROPPED_PAGES } from '../images/prune.ts';
import { PAGE_INDEX } from '../images/prune.ts';
import { RenderedPages } from './rendered-pages.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const key = (name: string) => sha256(`page key of ${name}`);
const hash = (name: string) => sha256(`<p>${name}</p>`);
/** The site built: its size, and its keys (asked for only when the index is written anew). */
const siteOf = (keys: readonly string[]) => ({ size: keys.length, keys: () => keys });
const unasked = (size: number) => ({
  size,
  keys: (): string[] => {
    throw new Error("the site's keys are asked for only when the index is written anew");
  },
});
const lines = () => readFileSync(path.join(dir, PAGE_INDEX), 'utf8').split('\n').filter(Boolean);

it('notes the page each key was rendered to, for the next build, and skips a line that is not whole', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  const first = new RenderedPages(dir);
  expect(first.entriesOf([key('plywood')])).toEqual([undefined]);
  first.note(new Map([[key('plywood'), hash('plywood')], [key('osb'), hash('osb')]]), siteOf([key('plywood'), key('osb')]));
  // Another build's write torn half way (one line, no end), then a line of the next build.
  appendFileSync(path.join(dir, PAGE_INDEX), `${key('mdf')} ${hash('mdf').slice(0, 20)}`);
  new RenderedPages(dir).note(new Map([[key('mdf'), hash('mdf')]]), unasked(3));

  const next = new RenderedPages(dir);
  expect(next.entriesOf([key('plywood'), key('osb'), key('mdf')])).toEqual([entryFileOf(dir, hash('plywood')), entryFileOf(dir, hash('osb')), entryFileOf(dir, hash('mdf'))]);
  // A page rendered again to other bytes: the newest line counts.
  next.note(new Map([[key('osb'), hash('osb, redrawn')]]), siteOf([key('plywood'), key('osb')]));
  expect(new RenderedPages(dir).entriesOf([key('osb')])).toEqual([entryFileOf(dir, hash('osb, redrawn'))]);
  // Nothing new: nothing written.
  const before = lines();
  next.note(new Map([[key('plywood'), hash('plywood')]]), unasked(2));
  expect(lines()).toEqual(before);
});

it('finds the same pages by looking a few up in its text as by reading it whole for many', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  const names = Array.from({ length: 100 }, (_, n) => `page ${n}`);
  new RenderedPages(dir).note(new Map(names.map((name) => [key(name), hash(name)])), siteOf(names.map(key)));
  // Page 3 rendered again to other bytes, a line torn in the middle of page 5's, and a key that ends another line.
  appendFileSync(path.join(dir, PAGE_INDEX), `${key('page 3')} ${hash('page 3, redrawn')}\n${key('page 5')} ${hash('x').slice(0, 9)}\n${hash('y')} ${key('page 9')}\n`);
  const asked = [...names, 'never rendered'].map(key);
  const many = new RenderedPages(dir).entriesOf(asked);
  const few = asked.map((one) => new RenderedPages(dir).entriesOf([one])[0]);
  expect(few).toEqual(many);
  expect(many[3]).toBe(entryFileOf(dir, hash('page 3, redrawn')));
  expect(many[5]).toBe(entryFileOf(dir, hash('page 5')));
  expect(many[9]).toBe(entryFileOf(dir, hash('page 9')));
  expect(many[100]).toBeUndefined();
});

it('is written anew with only the site built once it holds several sites more than that', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  const many = Array.from({ length: 20_010 }, (_, n) => [key(`old ${n}`), hash(`old ${n}`)] as const);
  new RenderedPages(dir).note(new Map(many), unasked(many.length));
  expect(lines()).toHaveLength(20_010);
  // Page 7 rendered again to other bytes: its first page is named by a line written over.
  appendFileSync(path.join(dir, PAGE_INDEX), `${key('old 7')} ${hash('old 7, redrawn')}\n`);
  // A one-page site's build: 20,011 lines and one more are past 4 × 1 + 20,000.
  new RenderedPages(dir).note(new Map([[key('plywood'), hash('plywood')]]), siteOf([key('plywood'), key('old 7')]));
  expect(lines()).toEqual([`${key('plywood')} ${hash('plywood')}`, `${key('old 7')} ${hash('old 7, redrawn')}`]);
  expect(new RenderedPages(dir).entriesOf([key('old 8'), key('old 7')])).toEqual([undefined, entryFileOf(dir, hash('old 7, redrawn'))]);
  // Every page it let go is listed for the picture cache's look-over, page 7's first one too.
  const dropped = readFileSync(path.join(dir, DROPPED_PAGES), 'utf8').split('\n').filter(Boolean);
  expect(new Set(dropped)).toEqual(new Set(many.map(([, pageHash]) => pageHash)));
});

it('costs only time when the cache cannot be written', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  const missing = path.join(dir, 'not', 'there');
  const index = new RenderedPages(missing);
  expect(() => index.note(new Map([[key('plywood'), hash('plywood')]]), siteOf([key('plywood')]))).not.toThrow();
  expect(new RenderedPages(missing).entriesOf([key('plywood')])).toEqual([undefined]);
});
