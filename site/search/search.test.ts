import { describe, expect, it } from 'vitest';
import { statusText } from '../components/SearchField/SearchResults.ts';
import { decodeEntities, excerptParts } from './excerpt.ts';
import { hitOf } from './hit.ts';

describe("Pagefind's excerpts", () => {
  it('become text and marked parts, entities decoded', () => {
    expect(excerptParts('Marine <mark>plywood</mark> &amp; <mark>ply</mark>&#39;s edges')).toEqual([
      { text: 'Marine ', marked: false },
      { text: 'plywood', marked: true },
      { text: ' & ', marked: false },
      { text: 'ply', marked: true },
      { text: "'s edges", marked: false },
    ]);
  });

  it('never carry markup through: other tags are dropped and escaped text stays text', () => {
    expect(excerptParts('<b>bold</b> &lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([{ text: 'bold <script>alert(1)</script>', marked: false }]);
    expect(decodeEntities('&#x2013; &quot;&nbsp;&unknown;')).toBe('\u2013 "\u00a0&unknown;');
  });
});

describe('a search hit', () => {
  it("uses the page's published address, its category and picture", () => {
    const hit = hitOf({
      url: '/timber/plywood/',
      excerpt: 'Structural <mark>plywood</mark>',
      meta: { title: 'Plywood', category: 'Timber & Sheet Materials', image: '/images/timber/plywood.4ef87aa6.svg' },
    });
    expect(hit).toEqual({
      href: '/timber/plywood/',
      title: 'Plywood',
      category: 'Timber & Sheet Materials',
      image: '/images/timber/plywood.4ef87aa6.svg',
      excerpt: [
        { text: 'Structural ', marked: false },
        { text: 'plywood', marked: true },
      ],
    });
  });

  it('falls back to the address for a page without a title, and leaves out what it lacks', () => {
    expect(hitOf({ url: '/trade/', excerpt: '', meta: {} })).toEqual({ href: '/trade/', title: '/trade', excerpt: [] });
    expect(hitOf({ url: '/trade/index.html#how', excerpt: '', meta: { title: 'Trade' } }).href).toBe('/trade/#how');
  });
});

describe('what a screen reader hears', () => {
  it('counts the pages that match, and says when only the first are listed', () => {
    expect(statusText('plywood', 1, 1)).toBe('1 page matches plywood.');
    expect(statusText('cement', 8, 23)).toBe('23 pages match cement; the first 8 are listed.');
    expect(statusText('xyzzy', 0, 0)).toBe('No pages match xyzzy.');
  });
});
