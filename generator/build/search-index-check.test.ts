import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from './search-index.ts';
import { AnalysisStore } from './search/analysis-store.ts';

// This build's reader, made to read one page wrong (a word too many), as a reader that has
// fallen behind a new Pagefind would.
vi.mock('./search/page-analyser.ts', async (original) => {
  const real = await original<typeof import('./search/page-analyser.ts')>();
  return {
    ...real,
    analysePage: (url: string, main: string, caches?: ReturnType<typeof real.analyserCaches>) => {
      const read = real.analysePage(url, main, caches);
      return url === '/sheet-1/' && !(read instanceof real.Declined) ? { ...read, wordCount: read.wordCount + 1 } : read;
    },
  };
});

afterAll(() => pagefind.close());

const sheet = (at: number, words = '') => `<main data-pagefind-body><h1>Sheet ${at}</h1><p>Plasterboard ${at * 3} mm${words}</p></main>`;

async function siteOf(dir: string, pages: Record<string, string>): Promise<string> {
  for (const [file, main] of Object.entries(pages)) {
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), `<html><body>${main}</body></html>`);
  }
  return dir;
}

async function indexFiles(site: string): Promise<Record<string, string>> {
  const files = (await readdir(path.join(site, 'pagefind'), { recursive: true })).map(String).filter((name) => /\.pf_|\.json$/.test(name));
  return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, (await readFile(path.join(site, 'pagefind', file))).toString('base64')])));
}

describe("this build's reader checked against Pagefind", () => {
  it('is not trusted once Pagefind reads a page otherwise: Pagefind reads every page, the build says so, and later builds of the site keep to Pagefind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-check-'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const pages = Object.fromEntries([0, 1, 2, 3].map((at) => [`sheet-${at}/index.html`, sheet(at)]));
      const site = await siteOf(path.join(dir, 'site'), pages);
      const store = () => new AnalysisStore(site, path.join(dir, 'store'));
      const first = await buildSearchIndex(site, { store: store() });
      expect(first.pagefindRead).toBe(4);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^Search: Pagefind reads \/sheet-1\/ otherwise than the build's own reader does \(the word count: \d+ against \d+\)\. The site's search index is made with Pagefind alone instead/);
      const byPagefind = await siteOf(path.join(dir, 'pagefind-only'), pages);
      await buildSearchIndex(byPagefind, { store: new AnalysisStore(byPagefind, path.join(dir, 'store-pagefind')), ownReader: false });
      expect(await indexFiles(site)).toEqual(await indexFiles(byPagefind));

      // A rebuild after an edit: Pagefind reads the page that changed, with no check and no warning.
      warn.mockClear();
      await siteOf(site, { 'sheet-1/index.html': sheet(1, ', moisture resistant') });
      const rebuilt = await buildSearchIndex(site, { store: store() });
      expect([rebuilt.analysed, rebuilt.pagefindRead]).toEqual([1, 1]);
      expect(warn).not.toHaveBeenCalled();
      await siteOf(byPagefind, { 'sheet-1/index.html': sheet(1, ', moisture resistant') });
      await buildSearchIndex(byPagefind, { store: new AnalysisStore(byPagefind, path.join(dir, 'store-pagefind')), ownReader: false });
      expect(await indexFiles(site)).toEqual(await indexFiles(byPagefind));
    } finally {
      warn.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
