import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexedMain, INDEXER, inOrderOf, pagefindUrlOf, sharesOf, startSearchService } from './search-index.ts';
import { analysePage, Declined } from './search/page-analyser.ts';
import { mainKeyOf } from './search/page-key.ts';
import { withoutIgnored } from './search/indexed-main.ts';
import { AnalysisStore } from './search/analysis-store.ts';
import { EncodedCache } from '../images/cache.ts';
import { analysePages, assembleIndex, type PageAnalysis } from './search/pagefind-format.ts';

/** Pagefind's index of `mains` (as pages of their own), file for file, is the one it makes of them as `withoutIgnored` hands them over. */
async function expectSameIndex(mains: readonly string[]): Promise<void> {
  const indexOf = async (pages: [string, string][]) => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    for (const [file, main] of pages) await index!.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
    const { files } = await index!.getFiles();
    await index!.deleteIndex();
    return files.map(({ path, content }) => [path, Buffer.from(content).toString('base64')]).sort();
  };
  try {
    const pages = mains.map((html, at): [string, string] => [`page-${at}/index.html`, html]);
    expect(await indexOf(pages.map(([file, html]) => [file, withoutIgnored(html)]))).toEqual(await indexOf(pages));
  } finally {
    await pagefind.close();
  }
}

describe('what the search index reads of a page', () => {
  /** A <main> of a page search finds, holding `inside`. */
  const body = (inside: string) => `<main><div data-pagefind-body="">${inside}</div></main>`;

  it('is its <main> alone, when the page marks its content for search', () => {
    const html = '<html><body><header><a href="/search">Search</a></header><main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main><footer>Kestle &amp; Daw</footer></body></html>';
    expect(indexedMain(html)).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main>');
    // The same from a file's bytes, with text beyond ASCII decoded whole.
    expect(indexedMain(Buffer.from(html.replace('Plywood', 'Plywood – 18 mm')))).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood – 18 mm</h1></div></main>');
  });

  it('leaves out what search ignores: the contents of elements marked data-pagefind-ignore, the elements left empty', () => {
    const html = '<html><body><main id="main"><div data-pagefind-body=""><h1>Plywood</h1><section data-pagefind-ignore=""><h2>Related</h2><ul><li><a href="/timber/osb/">OSB</a></li></ul></section><p>18 mm</p></div></main></body></html>';
    expect(indexedMain(html)).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood</h1><section data-pagefind-ignore=""></section><p>18 mm</p></div></main>');
    // Nested elements of the same name, an element written empty, and ignored elements inside ignored ones.
    expect(withoutIgnored('<div data-pagefind-ignore><div><div>a</div><div></div></div>b<div data-pagefind-ignore="all">c</div></div><div>d</div>')).toBe(
      '<div data-pagefind-ignore></div><div>d</div>',
    );
    // A tag whose name starts with the ignored element's does not close it; React's text separators go with it.
    expect(withoutIgnored('<a data-pagefind-ignore><abbr>t</abbr>x<!-- -->y</a>z')).toBe('<a data-pagefind-ignore></a>z');
  });

  it('keeps an ignored element whole when search reads something in it, or when it holds what the scan does not follow', () => {
    for (const kept of [
      '<div hidden="" data-pagefind-ignore=""><span data-pagefind-meta="category">Timber</span></div>',
      '<div data-pagefind-ignore><span data-pagefind-filter="brand">Marley</span></div>',
      '<div data-pagefind-ignore><script type="application/ld+json">{"a":"</div>"}</script></div>',
      '<div data-pagefind-ignore><style>p{}</style></div>',
      '<div data-pagefind-ignore><!-- <div> --></div>',
      '<div data-pagefind-ignore><p>never closed</p>',
      '<img data-pagefind-ignore alt="18 mm plywood"/>',
    ])
      expect(withoutIgnored(`<main>${kept}<p>after</p></main>`)).toBe(`<main>${kept}<p>after</p></main>`);
    // The ignored elements within one kept whole are still emptied.
    expect(withoutIgnored('<div data-pagefind-ignore><span data-pagefind-meta="a">A</span><ul data-pagefind-ignore><li>x</li></ul></div>')).toBe(
      '<div data-pagefind-ignore><span data-pagefind-meta="a">A</span><ul data-pagefind-ignore></ul></div>',
    );
  });

  it('keeps an ignored element whole when Pagefind would take the page’s title or picture from it, and Pagefind indexes the page as from the whole <main>', async () => {
    const kept = [
      // An <h1> before any with text: Pagefind takes the page's title from the first, ignored or not.
      body('<section data-pagefind-ignore=""><h1>Garden sheds</h1></section><h2>Sheds</h2><p>Timber sheds to order.</p>'),
      body('<h1> </h1><section data-pagefind-ignore=""><h1>Garden sheds</h1></section><p>Timber sheds to order.</p>'),
      // The first picture after the title: Pagefind shows it with the page when the page names none.
      body('<h1>Marley</h1><p>Roof tiles and fittings.</p><section data-pagefind-ignore=""><ul><li><img src="/images/tile.jpg" alt="A tile"/>Tile</li></ul></section>'),
      // A picture Pagefind does not read (no src) is no picture before it.
      body('<h1>Marley</h1><img data-src="/images/lazy.jpg" alt=""/><section data-pagefind-ignore=""><img src="/images/tile.jpg" alt="A tile"/></section>'),
      // A title with text hidden from search: this scan cannot tell whether Pagefind finds one there.
      body('<h1><span data-pagefind-ignore="">Marley</span></h1><section data-pagefind-ignore=""><img src="/images/tile.jpg" alt="A tile"/></section>'),
    ];
    const section = (html: string) => /<section data-pagefind-ignore="">.*?<\/section>/.exec(html)![0];
    for (const html of kept) expect(section(withoutIgnored(html))).toBe(section(html));
    const emptied = [
      // A title and a picture before it already.
      body('<h1>Marley</h1><img src="/images/marley.svg" alt="Marley"/><section data-pagefind-ignore=""><h1>Other</h1><img src="/images/tile.jpg" alt="A tile"/><p>Tile</p></section><p>Roof tiles.</p>'),
      body('<h1>Marley</h1><section data-pagefind-ignore=""><h1>Other</h1><p>Tile</p></section><p>Roof tiles.</p>'),
    ];
    for (const html of emptied) expect(section(withoutIgnored(html))).toBe('<section data-pagefind-ignore=""></section>');
    await expectSameIndex([...kept, ...emptied]);
  });

  it('empties the elements Pagefind leaves out of every page (nav, footer, form, label, svg) by the same rules, and Pagefind indexes the page as from the whole <main>', async () => {
    const pages = [
      body('<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">Plywood</span></li></ol></nav><h1>Plywood</h1><p>Sheets cut to size.</p>'),
      body('<h1 id="top">Sheds</h1><nav aria-label="Pages"><a id="next" href="/sheds/?page=2">Next page</a></nav><footer><p>Prices include VAT.</p></footer><p>Built to order.</p>'),
      body('<h1>Quote</h1><form action="/thanks/"><label for="name">Your name<!-- --> *</label><input id="name" name="name"/><select name="size"><option>Small</option></select><button>Send</button></form><p>We reply within a day.</p>'),
      body('<h1>Delivery<svg viewBox="0 0 10 10" aria-hidden="true"><title>Lorry</title><path d="M0 0h10v10z"></path></svg></h1><p>Free within ten miles.</p><label>Postcode <b>only</b></label>'),
      // Kept whole: the page's title in a nav, its picture in a footer, a textarea (whose labels are
      // still emptied), and one with an id (an anchor of the page, with some of its text), unless marked.
      body('<nav><h1>Garden sheds</h1></nav><p>Timber sheds to order.</p>'),
      body('<h1 id="top">Sheds</h1><nav id="pages"><a href="/sheds/?page=2">Next page</a></nav><svg id="mark" data-pagefind-ignore=""><title>Logo</title></svg>'),
      body('<h1>Marley</h1><footer><img src="/images/tile.jpg" alt="A tile"/></footer><p>Roof tiles.</p>'),
      body('<h1>Contact</h1><form><label>Message</label><textarea name="message">Hello</textarea></form>'),
    ];
    expect(pages.map(withoutIgnored)).toEqual([
      body('<nav aria-label="Breadcrumb"></nav><h1>Plywood</h1><p>Sheets cut to size.</p>'),
      body('<h1 id="top">Sheds</h1><nav aria-label="Pages"></nav><footer></footer><p>Built to order.</p>'),
      body('<h1>Quote</h1><form action="/thanks/"></form><p>We reply within a day.</p>'),
      body('<h1>Delivery<svg viewBox="0 0 10 10" aria-hidden="true"></svg></h1><p>Free within ten miles.</p><label></label>'),
      body('<nav><h1>Garden sheds</h1></nav><p>Timber sheds to order.</p>'),
      body('<h1 id="top">Sheds</h1><nav id="pages"><a href="/sheds/?page=2">Next page</a></nav><svg id="mark" data-pagefind-ignore=""></svg>'),
      body('<h1>Marley</h1><footer><img src="/images/tile.jpg" alt="A tile"/></footer><p>Roof tiles.</p>'),
      body('<h1>Contact</h1><form><label></label><textarea name="message">Hello</textarea></form>'),
    ]);
    await expectSameIndex(pages);
  });

  it('is nothing for a page search does not find (the home page, /search, 404)', () => {
    expect(indexedMain('<html><body><main id="main"><h1>Search</h1></main></body></html>')).toBeUndefined();
    expect(indexedMain('<html><body><p>no main</p></body></html>')).toBeUndefined();
  });
});

describe('the index of a site too large for one Pagefind service', () => {
  it.each([
    ['read by this build\'s reader', true],
    ['read in shares by two Pagefind services at once, each share\'s pages had when its turn comes,', false],
  ])('is, %s the index one Pagefind service makes of all the pages', async (_, ownReader) => {
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
      const built = await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')), mains: given, ownReader });
      expect(built.analysed).toBe(2_400);
      // With its own reader, Pagefind reads a few pages to check them, but makes none of the index.
      expect(built.pagefindRead).toBe(ownReader ? 0 : 2_400);
      expect(given.size).toBe(0);

      // One service, every page, in address order.
      const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
      for (const { file, main } of [...pages].sort((a, b) => (a.file < b.file ? -1 : 1))) {
        await index!.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
      }
      const { files } = await index!.getFiles();
      await pagefind.close();
      const run = analysePages(new Map(files.map(({ path: file, content }) => [file, content])));
      // Each page's URL, as Pagefind gave it, is the one the build expects of its file.
      expect(run.urls).toEqual([...pages].map(({ file }) => file).sort().map(pagefindUrlOf));
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

describe('which reader reads a page', () => {
  /** A site folder of `mains` by file, written under `dir`. */
  const siteOf = async (dir: string, mains: Record<string, string>) => {
    for (const [file, main] of Object.entries(mains)) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      await writeFile(path.join(dir, file), `<html><body>${main}</body></html>`);
    }
    return dir;
  };
  /** The index files of a site (not Pagefind's browser code), by path, as bytes. */
  const indexFiles = async (site: string) => {
    const files = (await readdir(path.join(site, 'pagefind'), { recursive: true })).map(String).filter((name) => /\.pf_|\.json$/.test(name));
    return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, (await readFile(path.join(site, 'pagefind', file))).toString('base64')])));
  };
  const sheets = (count: number, extra = '') =>
    Object.fromEntries(Array.from({ length: count }, (_, at) => [`sheet-${at}/index.html`, `<main data-pagefind-body><h1>Sheet ${at}</h1><p>Plasterboard ${at * 3} mm${extra}</p></main>`]));

  it("is this build's own after a first build: a rebuild reads the page that changed without Pagefind, and makes the index Pagefind makes", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-reader-'));
    try {
      const store = new AnalysisStore(path.join(dir, 'site'), path.join(dir, 'store'));
      const site = await siteOf(path.join(dir, 'site'), sheets(6));
      const first = await buildSearchIndex(site, { store });
      expect([first.analysed, first.pagefindRead]).toEqual([6, 0]);
      await siteOf(site, { 'sheet-2/index.html': '<main data-pagefind-body><h1>Sheet two</h1><p>Moisture-resistant plasterboard, 12.5 mm</p></main>' });
      const rebuilt = await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')) });
      expect([rebuilt.analysed, rebuilt.pagefindRead]).toEqual([1, 0]);
      const byPagefind = await siteOf(path.join(dir, 'pagefind-only'), { ...sheets(6), 'sheet-2/index.html': '<main data-pagefind-body><h1>Sheet two</h1><p>Moisture-resistant plasterboard, 12.5 mm</p></main>' });
      await buildSearchIndex(byPagefind, { store: new AnalysisStore(byPagefind, path.join(dir, 'store-pagefind')), ownReader: false });
      expect(await indexFiles(site)).toEqual(await indexFiles(byPagefind));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is the renderer for pages it keyed, and read as it rendered them: none is read again, and the index is the one made from the pages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-rendered-'));
    try {
      const site = await siteOf(path.join(dir, 'site'), sheets(6));
      // A first build keeps Pagefind's shell and every page's analysis.
      await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')) });
      const scripted = 'scripted/index.html';
      const changed = {
        'sheet-1/index.html': '<main data-pagefind-body><h1>Sheet one</h1><p>Fire-resistant plasterboard, 15 mm</p></main>',
        'sheet-4/index.html': '<main data-pagefind-body><h1>Sheet four</h1><p>Acoustic plasterboard</p></main>',
        // New, and left to Pagefind by the reader, which reads it from the folder.
        [scripted]: '<main data-pagefind-body><h1>Scripted</h1><p>Read by Pagefind</p><script>var shown = "<b>";</script></main>',
      };
      await siteOf(site, changed);
      const files = [...Object.keys(sheets(6)), scripted].sort();
      const mains = new Map(await Promise.all(files.map(async (file) => [file, indexedMain(await readFile(path.join(site, file)))!] as const)));
      const keys = new Map(files.map((file) => [file, mainKeyOf(INDEXER, file, mains.get(file)!)]));
      const analyses = new Map(Object.keys(changed).map((file) => [file, analysePage(pagefindUrlOf(file), mains.get(file)!)]));
      expect(analyses.get(scripted)).toBeInstanceOf(Declined);
      // Gone from the folder: reading any page but the one left to Pagefind would fail. The home
      // page, which search does not find, is named as such and never was there.
      for (const file of files) if (file !== scripted) await rm(path.join(site, file));
      const rebuilt = await buildSearchIndex(site, {
        store: new AnalysisStore(site, path.join(dir, 'store')),
        files: [...files, 'index.html'],
        rendered: { keys, analyses, unindexed: new Set(['index.html']) },
      });
      expect([rebuilt.analysed, rebuilt.pagefindRead]).toEqual([3, 1]);
      expect(rebuilt.mains).toEqual(Object.fromEntries(keys));
      const fromPages = await siteOf(path.join(dir, 'from-pages'), { ...sheets(6), ...changed });
      await buildSearchIndex(fromPages, { store: new AnalysisStore(fromPages, path.join(dir, 'store-from-pages')) });
      expect(await indexFiles(site)).toEqual(await indexFiles(fromPages));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("says how far the index's assembly has got on its progress line, each time it looks", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-progress-'));
    try {
      const site = await siteOf(path.join(dir, 'site'), sheets(6));
      const lines: string[] = [];
      let describe = () => '';
      const progress = { step: (given: () => string) => void (describe = given), look: () => lines.push(describe()) };
      await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')), progress });
      const assembly = lines.filter((line) => line.startsWith('search index: writing the index of 6 pages'));
      expect(assembly.slice(0, 2)).toEqual(['search index: writing the index of 6 pages: words of 0 of 6 pages numbered', 'search index: writing the index of 6 pages: words of 0 of 6 pages counted']);
      expect(assembly.at(-1)).toMatch(/^search index: writing the index of 6 pages: 0 of 1 word chunks written$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is Pagefind for a page this build\'s reader leaves to it, in the same index', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-declined-'));
    try {
      const mains = { ...sheets(4), 'scripted/index.html': '<main data-pagefind-body><h1>Scripted</h1><p>Read by Pagefind</p><script>var shown = "<b>";</script></main>' };
      const site = await siteOf(path.join(dir, 'site'), mains);
      const built = await buildSearchIndex(site, { store: new AnalysisStore(site, path.join(dir, 'store')) });
      expect([built.analysed, built.pagefindRead]).toEqual([5, 1]);
      const byPagefind = await siteOf(path.join(dir, 'pagefind-only'), mains);
      await buildSearchIndex(byPagefind, { store: new AnalysisStore(byPagefind, path.join(dir, 'store-pagefind')), ownReader: false });
      expect(await indexFiles(site)).toEqual(await indexFiles(byPagefind));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a Pagefind service started ahead of need', () => {
  /** Pagefind's service processes this process has started and that still run (one that has ended is a zombie, 'Z', until reaped). */
  const pagefindProcesses = () =>
    execFileSync('ps', ['-o', 'stat=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('pagefind') && !line.startsWith('Z'));
  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('reads the pages an index is built from, making the index a service started for them makes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-service-'));
    try {
      const site = (name: string) => path.join(dir, name);
      for (const name of ['ahead', 'started']) {
        for (const at of [1, 2, 3]) {
          await mkdir(path.join(site(name), `sheet-${at}`), { recursive: true });
          await writeFile(path.join(site(name), `sheet-${at}/index.html`), `<html><body><main data-pagefind-body><h1>Sheet ${at}</h1><p>Plasterboard ${at * 3} mm</p></main></body></html>`);
        }
      }
      const service = startSearchService();
      const ahead = await buildSearchIndex(site('ahead'), { store: new AnalysisStore(site('ahead'), path.join(dir, 'store-ahead')), service });
      // Taken by the index: closing it now does nothing.
      expect(service.take()).toBeUndefined();
      service.close();
      const started = await buildSearchIndex(site('started'), { store: new AnalysisStore(site('started'), path.join(dir, 'store-started')) });
      expect(ahead.analysed).toBe(3);
      expect(ahead.key).toBe(started.key);
      const files = await readdir(path.join(site('ahead'), 'pagefind'), { recursive: true });
      expect(files.length).toBeGreaterThan(3);
      for (const file of files.filter((name) => /\.pf_|\.json$/.test(name))) {
        expect((await readFile(path.join(site('ahead'), 'pagefind', file))).equals(await readFile(path.join(site('started'), 'pagefind', file))), file).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('closed unused, ends its Pagefind process', async () => {
    await until(() => pagefindProcesses().length === 0);
    const service = startSearchService();
    await until(() => pagefindProcesses().length === 1);
    expect(pagefindProcesses()).toHaveLength(1);
    service.close();
    await until(() => pagefindProcesses().length === 0);
    expect(pagefindProcesses()).toEqual([]);
    expect(service.take()).toBeUndefined();
  }, 60_000);
});

describe("the index's fragments", () => {
  it.each([
    ['written on the build\'s thread', 12],
    ['written by a thread of their own', 120],
  ])('are linked from the picture cache by their contents when a site is built again, and stored again when an entry was changed through a link (%s)', async (_, count) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-fragments-'));
    try {
      const pages = Array.from({ length: count }, (_, at) => ({ file: `sheet-${at}/index.html`, main: `<main data-pagefind-body><h1>Sheet ${at}</h1><p>Plasterboard ${at * 3} mm</p></main>` }));
      const cache = new EncodedCache(path.join(dir, 'cache'));
      const store = () => new AnalysisStore(path.join(dir, 'site'), path.join(dir, 'store'));
      /** A new site folder with the pages, indexed; its fragments' paths and bytes. */
      const build = async (name: string) => {
        const site = path.join(dir, name);
        for (const { file, main } of pages) {
          await mkdir(path.join(site, path.dirname(file)), { recursive: true });
          await writeFile(path.join(site, file), `<html><body>${main}</body></html>`);
        }
        await buildSearchIndex(site, { store: store(), fragmentCache: cache, fragmentThreadFrom: count > 100 ? 100 : undefined });
        const folder = path.join(site, 'pagefind', 'fragment');
        const names = (await readdir(folder)).sort();
        return { names, paths: names.map((name) => path.join(folder, name)), bytes: await Promise.all(names.map((name) => readFile(path.join(folder, name)))) };
      };
      const first = await build('first');
      expect(first.names).toHaveLength(count);
      // Built again into a new folder: each fragment is the cache's file (one more link), with the same bytes.
      const again = await build('again');
      expect(again.names).toEqual(first.names);
      expect(again.bytes).toEqual(first.bytes);
      for (const [at, file] of again.paths.entries()) {
        const [now, then] = [await stat(file), await stat(first.paths[at]!)];
        expect(now.ino).toBe(then.ino);
        expect(now.nlink).toBe(3);
      }
      // A fragment edited in place in one site changes the cache's entry too: the next site gets the right bytes all the same.
      await appendFile(first.paths[0]!, 'edited by hand');
      const third = await build('third');
      expect(third.bytes).toEqual(again.bytes);
      expect((await stat(third.paths[0]!)).ino).not.toBe((await stat(first.paths[0]!)).ino);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the shares of a site read by Pagefind services', () => {
  const sizes = (count: number, services = 2) => sharesOf(Array.from({ length: count }, (_, at) => at), services).map((share) => share.length);

  it('are one below 500 pages, and otherwise come in rounds of one per service, none over 5,500 pages', () => {
    expect(sizes(0)).toEqual([0]);
    expect(sizes(499)).toEqual([499]);
    expect(sizes(1_000)).toEqual([500, 500]);
    expect(sizes(2_400)).toEqual([1_200, 1_200]);
    expect(sizes(10_101)).toEqual([5_051, 5_050]);
    expect(sizes(11_001)).toEqual([2_751, 2_751, 2_751, 2_748]);
    expect(sizes(50_000)).toEqual(Array(10).fill(5_000));
    expect(sizes(10_101, 1)).toEqual([5_051, 5_050]);
    expect(sizes(11_001, 1)).toEqual([3_667, 3_667, 3_667]);
    // Every page once, in order.
    expect(sharesOf(Array.from({ length: 10_101 }, (_, at) => at)).flat()).toEqual(Array.from({ length: 10_101 }, (_, at) => at));
  });
});

describe("Pagefind's pages put in the order they were sent", () => {
  const page = (n: number) => ({ hash: `h${n}` }) as PageAnalysis;
  const files = ['a/index.html', 'b/c/index.html', 'd/index.html'];

  it('are as Pagefind numbered them when that is the order sent, and put back by URL when not', () => {
    const pages = [page(0), page(1), page(2)];
    expect(inOrderOf(files, pages, ['/a/', '/b/c/', '/d/'])).toBe(pages);
    expect(inOrderOf(files, [page(2), page(0), page(1)], ['/d/', '/a/', '/b/c/']).map(({ hash }) => hash)).toEqual(['h0', 'h1', 'h2']);
  });

  it('are an error when a page sent is not among them', () => {
    expect(() => inOrderOf(files, [page(0), page(1), page(2)], ['/a/', '/b/c/', '/e/'])).toThrow('Pagefind did not index /d/ (it indexed /e/ instead)');
  });
});
