import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexedMain } from './search-index.ts';
import { AnalysisStore } from './search/analysis-store.ts';
import { analysePages, assembleIndex } from './search/pagefind-format.ts';

describe('what the search index reads of a page', () => {
  it('is its <main> alone, when the page marks its content for search', () => {
    const html = '<html><body><header><a href="/search">Search</a></header><main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main><footer>Kestle &amp; Daw</footer></body></html>';
    expect(indexedMain(html)).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main>');
    // The same from a file's bytes, with text beyond ASCII decoded whole.
    expect(indexedMain(Buffer.from(html.replace('Plywood', 'Plywood – 18 mm')))).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood – 18 mm</h1></div></main>');
  });

  it('is nothing for a page search does not find (the home page, /search, 404)', () => {
    expect(indexedMain('<html><body><main id="main"><h1>Search</h1></main></body></html>')).toBeUndefined();
    expect(indexedMain('<html><body><p>no main</p></body></html>')).toBeUndefined();
  });
});

describe('the index of a site too large for one Pagefind service', () => {
  it('is read in shares by two services at once, each share\'s pages had when its turn comes, and is the index one service makes of all the pages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-shares-'));
    const site = path.join(dir, 'site');
    try {
      const pages = Array.from({ length: 2_400 }, (_, at) => ({
        file: `range-${at % 12}/item-${String(at).padStart(4, '0')}/index.html`,
        main: `<main data-pagefind-body><h1>Item ${at}</h1><p>Stock line ${at} in range ${at % 12}, ${at % 2 ? 'planed' : 'sawn'} timber.</p></main>`,
      }));
      for (const { file, main } of pages) {
        await mkdir(path.join(site, path.dirname(file)), { recursive: true });
        await writeFile(path.join(site, file), `<html><body>${main}</body></html>`);
      }
      // A third handed over as prerender hands them (the rest read from the files), and let go once used.
      const given = new Map(pages.filter((_, at) => at % 3 === 0).map(({ file, main }) => [file, main]));
      const built = await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')), mains: given });
      expect(built.analysed).toBe(2_400);
      expect(given.size).toBe(0);

      // One service, every page, in address order.
      const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
      for (const { file, main } of [...pages].sort((a, b) => (a.file < b.file ? -1 : 1))) {
        await index!.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
      }
      const { files } = await index!.getFiles();
      await pagefind.close();
      const run = analysePages(new Map(files.map(({ path: file, content }) => [file, content])));
      const expected = assembleIndex(run.pages, run.shell).files;
      const isIndex = (name: string) => /\.pf_|\.json$/.test(name);
      const written = (await readdir(path.join(site, 'pagefind'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(path.join(site, 'pagefind'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      expect(written.filter(isIndex).sort()).toEqual([...expected.keys()].filter(isIndex).sort());
      for (const name of written.filter(isIndex)) {
        expect((await readFile(path.join(site, 'pagefind', name))).equals(Buffer.from(expected.get(name)!)), name).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
