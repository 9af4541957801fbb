import { describe, expect, it } from 'vitest';
import { analyseAll } from './analyse-pages.ts';
import { analysePage, Declined } from './page-analyser.ts';
import { randomMain, seeded } from './random-pages.ts';

describe('pages read for search on every core', () => {
  it("are read by a worker thread as by the build's thread, each in its place, and asked for a batch at a time", async () => {
    const random = seeded(3);
    const pages = Array.from({ length: 700 }, (_, at) => ({ url: `/p${at}/`, main: randomMain(random) }));
    const asked: [number, number][] = [];
    const told: number[] = [];
    const read = await analyseAll(pages.length, async (start, end) => (asked.push([start, end]), pages.slice(start, end)), { workers: 1, here: false, onRead: (count) => told.push(count) });
    expect(read).toHaveLength(pages.length);
    // Each batch's pages are told as the worker hands them back, every page once.
    expect(told.length).toBe(asked.length);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(pages.length);
    read.forEach((result, at) => {
      const here = analysePage(pages[at]!.url, pages[at]!.main);
      if (here instanceof Declined) expect(result).toEqual(here);
      else expect({ ...result, fragment: Buffer.from((result as typeof here).fragment) }).toEqual({ ...here, fragment: Buffer.from(here.fragment) });
    });
    // Every page asked for once, never all at once.
    expect(asked.sort((a, b) => a[0] - b[0]).flatMap(([start, end]) => Array.from({ length: end - start }, (_, at) => start + at))).toEqual(pages.map((_, at) => at));
    expect(Math.max(...asked.map(([start, end]) => end - start))).toBeLessThan(pages.length);
  }, 60_000);

  it("tells each batch read on the build's thread as it is read", async () => {
    const random = seeded(5);
    const pages = Array.from({ length: 300 }, (_, at) => ({ url: `/q${at}/`, main: randomMain(random) }));
    const told: number[] = [];
    await analyseAll(pages.length, async (start, end) => pages.slice(start, end), { workers: 0, onRead: (count) => told.push(count) });
    expect(told.length).toBeGreaterThan(1);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(pages.length);
  });
});
