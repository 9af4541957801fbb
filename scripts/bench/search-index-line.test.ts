import { describe, expect, it } from 'vitest';
import { builtLine } from '../../generator/build/build.ts';
import { searchIndexOf, searchWorkOf } from './search-index-line.ts';

describe("the search index's figures", () => {
  it("are read back from the build's own line", () => {
    const line = builtLine(
      { pages: 82, rendered: 82, reused: 0, bundlesReused: false, ms: 15_800, steps: { generate: 1100, bundles: 10_750, prerender: 3850, search: 1234, swap: 10 }, search: { pages: 79, bytes: 351_000, ms: 1234, key: 'k', reused: false, analysed: 79, pagefindRead: 1, mains: {} } },
      'dist',
    );
    expect(line).toContain('search index of 79 pages 1.23 s and 343 KB (79 read, 1 by Pagefind)');
    expect(searchIndexOf(`> build\n${line}`)).toEqual({ pages: 79, seconds: 1.23, kb: 343 });
    expect(searchWorkOf(line)).toBe('search 1.23 s, 79 pages read (1 by Pagefind)');
  });

  it('say when the index was reused, and are still read back', () => {
    const line = builtLine(
      { pages: 82, rendered: 0, reused: 82, bundlesReused: true, ms: 900, steps: { generate: 200, bundles: 200, prerender: 40, search: 60, swap: 10 }, inPlace: { moved: 5, removed: 1 }, search: { pages: 79, bytes: 351_000, ms: 60, key: 'k', reused: true, analysed: 0, pagefindRead: 0, mains: {} } },
      'dist',
    );
    expect(line).toContain('search index of 79 pages 0.06 s and 343 KB (pages unchanged, reused), 5 files moved into dist/ and 1 removed in 0.01 s)');
    expect(searchIndexOf(line)).toEqual({ pages: 79, seconds: 0.06, kb: 343 });
    expect(searchWorkOf(line)).toBe('search 0.06 s, index reused');
  });

  it('name a build that did not report them', () => {
    expect(() => searchIndexOf('Built 82 pages into dist/ in 15.81 s')).toThrow(/did not report its search index/);
  });
});
