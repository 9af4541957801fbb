import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../contract/addresses.ts';
import type { Manifest } from '../../contract/manifest.ts';
import type { LayoutData } from '../../contract/page-data.ts';
import { writeFixtureGenerated } from '../../site/test/fixtures/write-generated.ts';
import { PageTally, prerender, sitemapXml, startRenderer, type PrerenderOptions, type PrerenderResult, type Renderer } from './prerender.ts';
import { cutLists, largestOf, WARM_PAGES } from './prerender-shard.ts';
import { indexedMain } from './search/indexed-main.ts';
import { analysePage, analysisDifference, Declined } from './search/page-analyser.ts';
import { analysePages, type PageAnalysis } from './search/pagefind-format.ts';
import { pagefindUrlOf } from './search-index.ts';
import { mainKeyOf } from './search/page-key.ts';

let work: string;
let dist: string;
let result: PrerenderResult;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

const read = (path: string) => readFile(join(dist, path), 'utf8');

/** The fixture's pages rendered on this thread into `out` from the generated folder's data, with fixed client files, and `options` beside. */
function renderFixture(out: string, options: Partial<PrerenderOptions> = {}): Promise<PrerenderResult> {
  const generatedDir = join(work, 'generated');
  const assets = { script: '/assets/entry-client-x1.js', styles: ['/assets/hydrate-x2.css'], preload: [], kindStyles: {} };
  return prerender({ distDir: out, generatedDir, dataDir: join(generatedDir, 'public'), ssrEntry: resolve('site/entry-prerender.tsx'), workers: 0, assets, siteUrl: 'https://www.kestleanddaw.example', ...options });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'prerender-test-'));
  const generated = join(work, 'generated');
  dist = join(work, 'dist');
  await writeFixtureGenerated(generated);
  // What the client build leaves behind: the public folder copied over, hashed assets and Vite's manifest.
  await cp(join(generated, 'public'), dist, { recursive: true });
  await mkdir(join(dist, '.vite'));
  await writeFile(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'site/entry-client.tsx': { file: 'assets/entry-client-x1.js', isEntry: true, dynamicImports: ['site/hydrate.tsx'] },
      'site/hydrate.tsx': {
        file: 'assets/hydrate-x3.js',
        css: ['assets/hydrate-x2.css'],
        isDynamicEntry: true,
        dynamicImports: ['site/results.ts', 'site/pages/Detail.tsx'],
      },
      'site/results.ts': { file: 'assets/results-x4.js', css: ['assets/results-x5.css'], isDynamicEntry: true },
      'site/pages/Detail.tsx': { file: 'assets/Detail-x6.js', name: 'Detail', css: ['assets/Detail-x7.css'], isDynamicEntry: true },
    }),
  );
  await mkdir(join(dist, 'assets'));
  for (const css of ['hydrate-x2', 'results-x5', 'Detail-x7']) await writeFile(join(dist, 'assets', `${css}.css`), `.${css}{margin:0}`);
  // In-process rendering straight from the source entry (the real build uses the SSR bundle in workers).
  result = await prerender({ distDir: dist, generatedDir: generated, ssrEntry: resolve('site/entry-prerender.tsx'), workers: 0, siteUrl: 'https://www.kestleanddaw.example' });
});

afterAll(async () => {
  await pagefind.close();
  await rm(work, { recursive: true, force: true });
});

describe('prerender', () => {
  it("hands back the <main> of each page search finds, as written, so the search index need not read it again", async () => {
    const searched = [];
    for (const file of ['index.html', 'timber/index.html', 'timber/plywood/index.html', 'contact/index.html', '404.html']) {
      const main = indexedMain(await read(file));
      if (main !== undefined) searched.push(file);
      expect(result.mains.get(file)).toBe(main);
    }
    expect(searched).toContain('timber/plywood/index.html');
    expect([...result.mains.keys()].sort()).toEqual(searched.sort());
  });

  it('keys each page search finds as it renders it, and reads for the index those whose keys are new, up to its limit', async () => {
    const out = join(work, 'search-keyed');
    const indexer = 'an indexer';
    const render = (folder: string, known: string[], most?: number) => renderFixture(`${out}-${folder}`, { search: { indexer, known, ...(most === undefined ? {} : { most }) } });
    const first = await render('first', []);
    const mains = new Map<string, string>();
    const unindexed = new Set<string>();
    for (const file of (await filesUnder(`${out}-first`)).filter((name) => name.endsWith('.html'))) {
      const main = indexedMain(await readFile(join(`${out}-first`, file), 'utf8'));
      if (main !== undefined) mains.set(file, main);
      else unindexed.add(file);
    }
    // The pages search does not find are named as such, so the index need not read them to find out.
    expect(unindexed).toContain('index.html');
    expect(first.search!.unindexed).toEqual(unindexed);
    expect([...mains.keys()].sort()).toEqual(['contact/index.html', 'timber/index.html', 'timber/plywood/index.html']);
    // Every page search finds is keyed as the index keys it, and read as the index reads it; none is handed over as its main.
    expect(first.search!.keys).toEqual(new Map([...mains].map(([file, main]) => [file, mainKeyOf(indexer, file, main)])));
    expect([...first.search!.analyses.keys()].sort()).toEqual([...mains.keys()].sort());
    for (const [file, main] of mains) expect(first.search!.analyses.get(file), file).toEqual(analysePage(pagefindUrlOf(file), main));
    expect(first.mains.size).toBe(0);
    // A page whose key the index has kept is keyed and not read.
    const plywood = 'timber/plywood/index.html';
    const again = await render('again', [first.search!.keys.get(plywood)!]);
    expect(again.search!.keys).toEqual(first.search!.keys);
    expect(again.search!.analyses.has(plywood)).toBe(false);
    expect(again.mains.has(plywood)).toBe(false);
    expect(again.search!.analyses.size).toBe(mains.size - 1);
    // Past its limit, a page is keyed and handed over as its main, for the index to read.
    const limited = await render('limited', [], 2);
    expect(limited.search!.keys).toEqual(first.search!.keys);
    expect(limited.search!.analyses.size).toBe(2);
    expect(new Set([...limited.search!.analyses.keys(), ...limited.mains.keys()])).toEqual(new Set(mains.keys()));
    for (const [file, main] of limited.mains) expect(main, file).toBe(mains.get(file));
  });

  it("hands search the <main> without what search ignores, and Pagefind indexes the site from it exactly as from the whole <main>", async () => {
    const pages: [string, string, string][] = [];
    for (const file of result.mains.keys()) {
      const html = await read(file);
      pages.push([file, html.slice(html.indexOf('<main'), html.lastIndexOf('</main>') + '</main>'.length), indexedMain(html)!]);
    }
    // Related products and listings are ignored by search, and taken out of what it is handed.
    const shorter = pages.filter(([, whole, handed]) => handed.length < whole.length).map(([file]) => file);
    expect(shorter).toContain('timber/plywood/index.html');
    expect(shorter).toContain('timber/index.html');
    const indexOf = async (part: 1 | 2) => {
      const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
      for (const page of pages) await index!.addHTMLFile({ sourcePath: page[0], content: `<html lang="en"><body>${page[part]}</body></html>` });
      const { files } = await index!.getFiles();
      await index!.deleteIndex();
      return files.map(({ path, content }) => [path, Buffer.from(content).toString('base64')]).sort();
    };
    const handed = await indexOf(2);
    expect(handed.some(([path]) => path!.startsWith('fragment/'))).toBe(true);
    expect(handed).toEqual(await indexOf(1));
  });

  it("has every page search finds read by this build's own reader exactly as Pagefind reads it", async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    const files = [...result.mains.keys()].sort();
    for (const file of files) await index!.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${result.mains.get(file)}</body></html>` });
    const written = await index!.getFiles();
    await index!.deleteIndex();
    const run = analysePages(new Map(written.files.map(({ path, content }) => [path, content])));
    expect(run.urls).toEqual(files.map(pagefindUrlOf));
    const readHere = files.map((file) => analysePage(pagefindUrlOf(file), result.mains.get(file)!));
    expect(readHere.filter((read) => read instanceof Declined)).toEqual([]);
    expect(readHere.map((read, at) => analysisDifference(read as PageAnalysis, run.pages[at]!))).toEqual(files.map(() => undefined));
  });

  it('names its largest pages by their HTML, for the next build to warm up on, keeping those it carried from the last', async () => {
    const pages = await Promise.all(
      (await filesUnder(dist)).filter((file) => file.endsWith('index.html')).map(async (file) => ({ file, bytes: (await stat(join(dist, file))).size })),
    );
    const bySize = pages.sort((a, b) => b.bytes - a.bytes).slice(0, WARM_PAGES);
    expect(result.largest.map(([address, data, bytes]) => [htmlFileOf(address), data.startsWith('/_data/'), bytes])).toEqual(bySize.map(({ file, bytes }) => [file, true, bytes]));
    // A page not rendered again keeps its place; one rendered again, or gone, is measured anew or dropped.
    const [first, second] = result.largest;
    const carried = largestOf([[first![0], first![1], 1e9], [second![0], 'elsewhere.json', 2e9], ['/gone', '/_data/gone.json', 3e9]]);
    expect(carried.map(([address]) => address)).toEqual(['/gone', second![0], first![0]]);
  });

  it('cuts every list of a page to warm up on short, however deep', () => {
    const long = Array.from({ length: 500 }, (_, at) => ({ at, tags: Array.from({ length: 300 }, (__, tag) => tag) }));
    const cut = cutLists({ title: 'A–Z', index: [{ letter: 'P', entries: long }], count: 500 }, 200) as { index: { entries: { tags: number[] }[] }[]; count: number; title: string };
    expect(cut.index[0]!.entries).toHaveLength(200);
    expect(cut.index[0]!.entries[199]!.tags).toHaveLength(200);
    expect(cut).toMatchObject({ title: 'A–Z', count: 500 });
  });

  it('writes an HTML file per page, the 404 page, sitemap, robots and favicon, and removes the Vite manifest', async () => {
    const html = (await filesUnder(dist)).filter((f) => !f.startsWith('_data/') && !f.startsWith('images/') && !f.startsWith('assets/'));
    expect(html).toEqual(['404.html', 'contact/index.html', 'favicon.svg', 'index.html', 'robots.txt', 'sitemap.xml', 'timber/index.html', 'timber/plywood/index.html']);
  });

  it('puts each page’s full content, head and hashed assets in its file', async () => {
    const plywood = await read('timber/plywood/index.html');
    expect(plywood).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(plywood).toContain('<title>Plywood | Kestle &amp; Daw Builders&#39; Merchants</title>');
    expect(plywood).toContain('<link rel="canonical" href="https://www.kestleanddaw.example/timber/plywood/">');
    expect(plywood).toContain('<meta property="og:url" content="https://www.kestleanddaw.example/timber/plywood/">');
    expect(plywood).toContain('"item":"https://www.kestleanddaw.example/timber/"');
    expect(plywood).toContain('<script type="module" src="/assets/entry-client-x1.js"></script>');
    // The app's styles and the detail kind's are in the page from the start, as one stylesheet
    // that names the files it holds; the app's script loads later, so it is not preloaded.
    const sheet = /<link rel="stylesheet" href="(\/assets\/styles-Detail-[\w-]+\.css)" data-holds="\/assets\/hydrate-x2\.css \/assets\/Detail-x7\.css">/.exec(plywood);
    expect(sheet).not.toBeNull();
    expect(await read(sheet![1]!.slice(1))).toBe('.hydrate-x2{margin:0}\n.Detail-x7{margin:0}');
    expect(plywood.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(plywood).not.toContain('hydrate-x3.js');
    // What the app fetches on first use (search results) brings its styles with it.
    expect(plywood).not.toContain('results-x5.css');
    // A kind without styles of its own links the app's.
    expect(await read('timber/index.html')).toContain('<link rel="stylesheet" href="/assets/hydrate-x2.css">');
    expect(plywood).toContain('Key Features');
    expect(plywood).toContain('"@type":"BreadcrumbList"');
    expect(plywood).toContain('<script type="application/json" id="page-data">{"kind":"detail"');

    const home = await read('index.html');
    expect(home).toContain('id="products"');
    expect(home).toContain('Everything the job needs');
    expect(await read('timber/index.html')).toContain('View Products');
  });

  it("writes every link to a page at its published address, ending in '/'", async () => {
    for (const file of ['index.html', 'timber/index.html', 'timber/plywood/index.html', 'contact/index.html', '404.html']) {
      const pageLinks = [...(await read(file)).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? '').filter((href) => !/\.[a-z]+$/.test(href));
      expect(pageLinks.length, file).toBeGreaterThan(0);
      expect(pageLinks.filter((href) => !/^(\/|\/.*\/)([#?].*)?$/.test(href)), file).toEqual([]);
    }
  });

  it('marks 404.html noindex and shows the not-found screen', async () => {
    const page = await read('404.html');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('Oops! Page not found');
    expect(page).toContain('{"kind":"not-found"}');
  });

  it('lists every page in the sitemap with absolute URLs, and robots points at it', async () => {
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.kestleanddaw.example/',
      'https://www.kestleanddaw.example/contact/',
      'https://www.kestleanddaw.example/timber/',
      'https://www.kestleanddaw.example/timber/plywood/',
    ]);
    expect(await read('robots.txt')).toContain('Sitemap: https://www.kestleanddaw.example/sitemap.xml');
    await expect(readFile(join(dist, '.vite', 'manifest.json'))).rejects.toThrow();
  });
});

describe('pages kept in the picture cache', () => {
  /** Renders the fixture's pages into a new folder, keeping them in `kept` when given; its HTML files. */
  const renderKept = async (folder: string, kept?: string) => {
    const out = join(work, folder);
    await mkdir(out, { recursive: true });
    const tally = new PageTally();
    const done = await renderFixture(out, { ...(kept ? { keptPages: kept } : {}), tally });
    const pages = (await filesUnder(out)).filter((file) => file.endsWith('.html'));
    return { pages, path: (page: string) => join(out, page), done, tally };
  };

  it('are linked into a site rendered again, are the pages rendered without the cache, and are kept again when one was changed through a link', async () => {
    const kept = join(work, 'kept-pages');
    const first = await renderKept('kept-first', kept);
    expect(first.pages.length).toBeGreaterThan(3);
    expect(first.done).toMatchObject({ rendered: first.pages.length, fromCache: 0 });
    const again = await renderKept('kept-again', kept);
    expect(again.pages).toEqual(first.pages);
    // Taken from the cache, not rendered again.
    expect(again.done).toMatchObject({ rendered: 0, fromCache: first.pages.length });
    // Pages rendered and pages linked from the cache are counted alike, as each is done.
    for (const { tally } of [first, again]) expect({ done: tally.done, of: tally.of }).toEqual({ done: first.pages.length, of: first.pages.length });
    expect([...again.done.mains].sort()).toEqual([...first.done.mains].sort());
    for (const page of again.pages) {
      const [now, then] = [await stat(again.path(page)), await stat(first.path(page))];
      // The cache's entry, linked into both sites.
      expect(now.ino, page).toBe(then.ino);
      expect(now.nlink, page).toBe(3);
      expect(await readFile(again.path(page), 'utf8'), page).toBe(await readFile(first.path(page), 'utf8'));
    }
    // Byte for byte what a render with no cache writes (the same assets, so the same pages).
    const plain = await renderKept('kept-plain');
    for (const page of again.pages) expect(await readFile(again.path(page), 'utf8'), page).toBe(await readFile(plain.path(page), 'utf8'));
    // A page edited in place in one site changes the cache's entry too: the next site has the rendered page all the same.
    const edited = first.pages.find((page) => page.endsWith('plywood/index.html'))!;
    await appendFile(first.path(edited), '<!-- edited by hand -->');
    const third = await renderKept('kept-third', kept);
    expect(third.done).toMatchObject({ rendered: 1, fromCache: first.pages.length - 1 });
    expect(await readFile(third.path(edited), 'utf8')).toBe(await readFile(plain.path(edited), 'utf8'));
    expect((await stat(third.path(edited))).ino).not.toBe((await stat(first.path(edited))).ino);
    // And the entry is the rendered page again: a fourth site links it.
    const fourth = await renderKept('kept-fourth', kept);
    expect(fourth.done).toMatchObject({ rendered: 0, fromCache: first.pages.length });
    expect((await stat(fourth.path(edited))).ino).toBe((await stat(third.path(edited))).ino);
  }, 60_000);

  it('cost only time when the cache cannot be written: every page is written', async () => {
    const notAFolder = join(work, 'kept-not-a-folder');
    await writeFile(notAFolder, 'a file where the cache would be');
    const site = await renderKept('kept-unwritable', notAFolder);
    expect(site.pages.length).toBeGreaterThan(3);
    for (const page of site.pages) {
      expect((await stat(site.path(page))).nlink, page).toBe(1);
      expect(await readFile(site.path(page), 'utf8'), page).toContain('<!doctype html>');
    }
  });
});

describe('a renderer started ahead of need', () => {
  const assets = { script: '/assets/entry-client-x1.js', styles: ['/assets/hydrate-x2.css'], preload: [] };
  /** The entries these tests render with ignore the layout. */
  const layout = {} as LayoutData;
  /** A layout file for a warm-up (the last build's, in a build). */
  const warmLayout = () => join(work, 'warm-layout.json');
  // A stand-in for the SSR bundle (plain JavaScript, as the build's is): a worker thread cannot load the source entry's TypeScript and styles.
  const entry = (name: string) => join(work, `${name}.mjs`);
  beforeAll(async () => {
    const page = (tag: string) =>
      `export function renderDocument(address, data, assets) { return '<!doctype html><main data-pagefind-body>${tag} ' + address + ' ' + JSON.stringify(data).length + ' ' + assets.script + '</main>'; }\n`;
    await writeFile(entry('ssr'), page('page'));
    await writeFile(entry('other-ssr'), page('other'));
    await writeFile(warmLayout(), '{}');
  });
  const renderInto = async (folder: string, renderer?: Renderer) => {
    const out = join(work, folder);
    await mkdir(out, { recursive: true });
    const generatedDir = join(work, 'generated');
    const tally = new PageTally();
    const done = await prerender({ distDir: out, generatedDir, dataDir: join(generatedDir, 'public'), ssrEntry: entry('ssr'), assets, siteUrl: 'https://www.kestleanddaw.example', tally, ...(renderer ? { renderer } : {}) });
    return { out, done, tally };
  };
  /** The renderer, counting what it is asked to do. */
  const counted = (renderer: Renderer) => {
    const calls = { render: 0, stop: 0 };
    return {
      calls,
      renderer: {
        ssrEntry: renderer.ssrEntry,
        warming: () => renderer.warming(),
        render: (job: Parameters<Renderer['render']>[0]) => (calls.render++, renderer.render(job)),
        stop: () => (calls.stop++, renderer.stop()),
      },
    };
  };

  it('renders the pages when it loaded the same SSR entry, and they are the pages this thread renders', async () => {
    const here = await renderInto('here');
    const ahead = counted(startRenderer(entry('ssr')));
    const there = await renderInto('there', ahead.renderer);
    await ahead.renderer.stop();
    expect(ahead.calls.render).toBe(1);
    expect(there.done.rendered).toBe(here.done.rendered);
    const pages = (await filesUnder(here.out)).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(await readFile(join(there.out, page), 'utf8'), page).toBe(await readFile(join(here.out, page), 'utf8'));
    expect([...there.done.mains].sort()).toEqual([...here.done.mains].sort());
    expect(there.done.mains.size).toBeGreaterThan(3);
    // Every thread's pages are counted in the one tally, the ready worker's among them.
    expect([there.tally.done, there.tally.of]).toEqual([pages.length, pages.length]);
  });

  it('renders from the data it is handed, not the files, while generate may still be writing them', async () => {
    const generatedDir = join(work, 'generated');
    const { pages } = JSON.parse(await readFile(join(generatedDir, 'manifest.json'), 'utf8')) as { pages: { address: string; data?: string }[] };
    const page = pages.find((candidate) => candidate.address === '/timber/plywood')!;
    // What the files on disk say is the last build's; what generate planned has changed.
    const planned = JSON.stringify({ ...JSON.parse(await readFile(join(generatedDir, 'public', page.data!), 'utf8')), planned: 'x'.repeat(1000) });
    const out = join(work, 'handed');
    await mkdir(out, { recursive: true });
    const ahead = startRenderer(entry('ssr'));
    const done = await prerender({
      distDir: out,
      generatedDir,
      dataDir: join(generatedDir, 'public'),
      ssrEntry: entry('ssr'),
      assets,
      siteUrl: 'https://www.kestleanddaw.example',
      pageData: new Map([[page.data!, { content: planned }]]),
      dataInTasks: true,
      renderer: ahead,
    });
    await ahead.stop();
    expect(done.rendered).toBeGreaterThan(3);
    expect(await readFile(join(out, 'timber/plywood/index.html'), 'utf8')).toContain(`/timber/plywood ${planned.length} `);
  });

  it('lets go of the planned data once the pages to render have it, before they render', async () => {
    // A full collection on demand, as node --expose-gc gives.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const generatedDir = join(work, 'generated');
    const { pages } = JSON.parse(await readFile(join(generatedDir, 'manifest.json'), 'utf8')) as { pages: { address: string; data?: string }[] };
    let held: WeakRef<object> | undefined;
    let heldWhileRendering: boolean | undefined;
    const ahead = startRenderer(entry('ssr'));
    const watching: Renderer = {
      ssrEntry: ahead.ssrEntry,
      warming: () => ahead.warming(),
      render: (job) => {
        collect();
        heldWhileRendering = held!.deref() !== undefined;
        return ahead.render(job);
      },
      stop: () => ahead.stop(),
    };
    const distDir = join(work, 'let-go');
    await mkdir(distDir, { recursive: true });
    // The map is the call's alone: this function's frame, the only other holder, ends as it returns.
    const started = async () => {
      const pageData = new Map(
        await Promise.all(pages.filter((page) => page.data).map(async (page) => [page.data!, { content: await readFile(join(generatedDir, 'public', page.data!), 'utf8') }] as const)),
      );
      held = new WeakRef(pageData);
      return prerender({ distDir, generatedDir, dataDir: join(generatedDir, 'public'), ssrEntry: entry('ssr'), assets, siteUrl: 'https://www.kestleanddaw.example', pageData, dataInTasks: true, renderer: watching });
    };
    const done = await started();
    await ahead.stop();
    expect(done.rendered).toBeGreaterThan(3);
    expect(heldWhileRendering).toBe(false);
  });

  it('warms up on the pages it is given, their lists cut short, once `after` settles, and says when it is warm', async () => {
    const log = join(work, 'warm-log.txt');
    const warmEntry = join(work, 'warm-ssr.mjs');
    // Renders with no client files named are the warm-up's: each is logged.
    await writeFile(
      warmEntry,
      `import { appendFileSync } from 'node:fs';\nexport function renderDocument(address, data, assets) { if (!assets.script) appendFileSync(${JSON.stringify(log)}, address + ' ' + JSON.stringify(data) + '\\n'); return '<!doctype html><main>' + address + '</main>'; }\n`,
    );
    const warmData = join(work, 'warm-page.json');
    await writeFile(warmData, JSON.stringify({ kind: 'search', entries: Array.from({ length: 500 }, (_, at) => at) }));
    let go = () => {};
    const after = new Promise<void>((resolve) => (go = resolve));
    let warm = 0;
    let warmNow = () => {};
    const warmed = new Promise<void>((resolve) => (warmNow = resolve));
    const renderer = startRenderer(warmEntry, { warmPages: [{ address: '/search', file: warmData }], warmLayout: warmLayout(), after, whenWarm: () => (warm++, warmNow()) });
    // Nothing starts before `after` settles.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(log)).toBe(false);
    go();
    await warmed;
    await renderer.stop();
    const lines = (await readFile(log, 'utf8')).trim().split('\n');
    expect(lines[0]!.startsWith('/404 ')).toBe(true);
    expect(lines[1]).toBe(`/search ${JSON.stringify({ kind: 'search', entries: Array.from({ length: 200 }, (_, at) => at) })}`);
    expect(warm).toBe(1);
  });

  it('leaves the rest of its warm-up out once it is given its pages, and renders them', async () => {
    const log = join(work, 'early-log.txt');
    const slowEntry = join(work, 'slow-warm-ssr.mjs');
    // Each warm-up render (no client files named) is logged and takes 300 ms: the pages, handed
    // over as soon as the worker is started, are waiting before the first of them is done.
    await writeFile(
      slowEntry,
      `import { appendFileSync } from 'node:fs';\nexport function renderDocument(address, data, assets) { if (!assets.script) { appendFileSync(${JSON.stringify(log)}, address + '\\n'); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300); } return '<!doctype html><main>' + address + '</main>'; }\n`,
    );
    const warmData = join(work, 'early-page.json');
    await writeFile(warmData, JSON.stringify({ kind: 'search', entries: [] }));
    const warmPages = ['/a', '/b', '/c'].map((address) => ({ address, file: warmData }));
    let warm = 0;
    const renderer = startRenderer(slowEntry, { warmPages, warmLayout: warmLayout(), whenWarm: () => warm++ });
    const out = join(work, 'early');
    const done = await renderer.render({ ssrEntry: slowEntry, distDir: out, assets, layout, tasks: [{ address: '/x', out: 'x/index.html', json: '{}' }] });
    await renderer.stop();
    expect(done.rendered).toBe(1);
    expect(await readFile(join(out, 'x/index.html'), 'utf8')).toBe('<!doctype html><main>/x</main>');
    // At most the 404 page was rendered to warm up, none of the three pages.
    expect((await readFile(log, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(warm).toBe(1);
  });

  it("fails, saying why, when the site's code never finishes loading, warm or not, however few the pages", async () => {
    // A top-level await that never settles: loaded in this thread, it would hang the build.
    const stuck = join(work, 'stuck-ssr.mjs');
    await writeFile(stuck, `await new Promise(() => {});\nexport function renderDocument() { return ''; }\n`);
    const never = /never finished loading: a top-level 'await' in it \(or in a module it imports\) waits for something that never happens/;
    let warm = 0;
    const renderer = startRenderer(stuck, { whenWarm: () => warm++ });
    await expect(renderer.render({ ssrEntry: stuck, distDir: join(work, 'stuck-warm'), assets, layout, tasks: [{ address: '/x', out: 'x/index.html', json: '{}' }] })).rejects.toThrow(never);
    expect(warm).toBe(1);
    // Two pages: so few that they were once rendered in this thread.
    const generatedDir = join(work, 'generated');
    const all = JSON.parse(await readFile(join(generatedDir, 'manifest.json'), 'utf8')) as Manifest;
    const manifest: Manifest = { pages: all.pages.filter((page) => page.address === '/' || page.address === '/contact') };
    expect(manifest.pages).toHaveLength(2);
    await expect(
      prerender({ distDir: join(work, 'stuck'), generatedDir, dataDir: join(generatedDir, 'public'), ssrEntry: stuck, assets, siteUrl: 'https://www.kestleanddaw.example', manifest }),
    ).rejects.toThrow(never);
  });

  describe('site code that loops for ever, or keeps data without end', () => {
    const generatedDir = () => join(work, 'generated');
    /** The fixture's pages at `addresses`, as generate planned them. */
    const pagesAt = async (...addresses: string[]): Promise<Manifest> => {
      const all = JSON.parse(await readFile(join(generatedDir(), 'manifest.json'), 'utf8')) as Manifest;
      return { pages: all.pages.filter((page) => addresses.includes(page.address)) };
    };
    /** A stand-in SSR bundle: `top` runs as it loads, `each` (given `address`) before each page renders. */
    const looping = async (name: string, top: string, each: string) => {
      const file = entry(name);
      await writeFile(file, `${top}\nexport function renderDocument(address) { ${each}\n return '<!doctype html><main>' + address + '</main>'; }\n`);
      return file;
    };
    const render = (ssrEntry: string, manifest: Manifest, more: Partial<PrerenderOptions> = {}) =>
      prerender({ distDir: join(work, `looping-${Math.random().toString(36).slice(2)}`), generatedDir: generatedDir(), dataDir: join(generatedDir(), 'public'), ssrEntry, assets, siteUrl: 'https://www.kestleanddaw.example', manifest, stallMs: 1_000, ...more });

    it('is stopped, and the prerender fails saying it was loading the code, when it loops as it loads', async () => {
      const ssr = await looping('loops-loading', 'for (;;) {}', '');
      // Without the watch, this test would time out: nothing in the thread that loops can end it.
      await expect(render(ssr, await pagesAt('/', '/contact'))).rejects.toThrow(
        /stopped after 1 s without finishing a page: it was loading the site's code \(the SSR bundle made from site\/entry-prerender\.tsx and the modules it imports\)\. Code that runs as a module of site\/ loads may loop for ever/,
      );
    });

    it('names the page whose rendering never ends, among many threads and pages', async () => {
      const ssr = await looping('loops-on-contact', '', "if (address === '/contact') for (;;) {}");
      const all = JSON.parse(await readFile(join(generatedDir(), 'manifest.json'), 'utf8')) as Manifest;
      expect(all.pages.length).toBeGreaterThan(3);
      await expect(render(ssr, all, { workers: 2 })).rejects.toThrow(/it was rendering \/contact\. The site's code that renders that page .* may loop for ever on its data/);
    });

    it('names the page of a warm-up that never ends, and stops that worker', async () => {
      const ssr = await looping('loops-warming', '', "if (address === '/contact') for (;;) {}");
      const contact = (await pagesAt('/contact')).pages[0]!;
      const renderer = startRenderer(ssr, { warmPages: [{ address: '/contact', file: join(generatedDir(), 'public', contact.data!) }], warmLayout: warmLayout() });
      // Its pages come once it is caught in the loop (sooner, they would end the warm-up).
      const until = Date.now() + 20_000;
      while (!renderer.warming().startsWith('rendering /contact') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(renderer.warming()).toMatch(/^rendering \/contact, to warm up\./);
      await expect(render(ssr, await pagesAt('/'), { renderer })).rejects.toThrow(/it was rendering \/contact, to warm up\./);
    });

    // Node ends a thread whose heap reaches its limit (by default some 4 GB here, a minute of
    // such code): with a limit of 64 MB the thread runs out in a moment. The build then said only
    // "Worker terminated due to reaching memory limit: JS heap out of memory".
    const HOARD = "const kept = []; for (;;) kept.push(new Array(100_000).fill('x'));";
    /** For code that keeps data: its 64 MB run out long before this, however busy the machine (at 1 s the stall limit could come first). */
    const NO_STALL = 60_000;

    it('names the page whose code keeps data without end once its thread runs out of memory, and how to give it more', async () => {
      const ssr = await looping('hoards-on-contact', '', `if (address === '/contact') { ${HOARD} }`);
      const all = JSON.parse(await readFile(join(generatedDir(), 'manifest.json'), 'utf8')) as Manifest;
      await expect(render(ssr, all, { workers: 2, heapLimitMb: 64, stallMs: NO_STALL })).rejects.toThrow(
        /^A prerender worker ran out of memory: it was rendering \/contact\. The site's code that renders that page .* may keep data without end \(a list that only grows, say\): mend it and build again\. Its limit is about 64 MB; should it really need more, raise it by starting the command with NODE_OPTIONS=--max-old-space-size=128 \(in MB\)\./,
      );
    });

    it('names the warm-up page whose code keeps data without end', async () => {
      const ssr = await looping('hoards-warming', '', `if (address === '/contact') { ${HOARD} }`);
      const contact = (await pagesAt('/contact')).pages[0]!;
      const renderer = startRenderer(ssr, { warmPages: [{ address: '/contact', file: join(generatedDir(), 'public', contact.data!) }], warmLayout: warmLayout(), heapLimitMb: 64 });
      // Its pages come once it is on that page (sooner, they would end the warm-up first).
      const until = Date.now() + 20_000;
      while (!renderer.warming().startsWith('rendering /contact') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(render(ssr, await pagesAt('/'), { renderer, heapLimitMb: 64, stallMs: NO_STALL })).rejects.toThrow(
        /^A prerender worker ran out of memory: it was rendering \/contact, to warm up\. The site's code that renders that page .* may keep data without end .* Its limit is about 64 MB/,
      );
    });

    it('says it was loading the site\'s code when the code keeps data without end as it loads', async () => {
      const ssr = await looping('hoards-loading', HOARD, '');
      await expect(render(ssr, await pagesAt('/', '/contact'), { heapLimitMb: 64, stallMs: NO_STALL })).rejects.toThrow(
        /^A prerender worker ran out of memory: it was loading the site's code \(the SSR bundle .*\)\. Code that runs as a module of site\/ loads may keep data without end/,
      );
    });

    it('is left to finish while pages keep being done, however long they all take', async () => {
      // Each page takes 0.3 s, and the four 1.2 s in one thread: more than the limit, but never that long without a page done.
      const ssr = await looping('slow', '', 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);');
      const manifest = await pagesAt('/', '/contact', '/timber', '/timber/plywood');
      expect(manifest.pages).toHaveLength(4);
      const done = await render(ssr, manifest);
      expect(done.rendered).toBe(5);
    });
  });

  it('raises the flag it is given itself once warm, without waiting for the thread that started it', async () => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const renderer = startRenderer(entry('ssr'), { warmFlag: flag });
    try {
      // Once the worker is started (on this thread's next turn), this thread is kept busy, as the
      // build's is while it plans: only the worker can raise the flag meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const until = Date.now() + 20_000;
      while (Atomics.load(flag, 0) === 0 && Date.now() < until) Atomics.wait(flag, 0, 0, 50);
      expect(Atomics.load(flag, 0)).toBe(1);
    } finally {
      await renderer.stop();
    }
  });

  it('renders every page of a small rebuild itself rather than have a second thread start, and shares a larger one', async () => {
    const threads = join(work, 'threads-ssr.mjs');
    await writeFile(threads, `import { threadId } from 'node:worker_threads';\nexport function renderDocument(address) { return '<!doctype html><main>' + address + ' ' + threadId + '</main>'; }\n`);
    const generatedDir = join(work, 'generated');
    const [first] = (JSON.parse(await readFile(join(generatedDir, 'manifest.json'), 'utf8')) as Manifest).pages;
    const threadsOf = async (count: number, renderer?: Renderer) => {
      const pages = Array.from({ length: count }, (_, at) => ({ ...first!, address: `/many/page-${at}` }));
      const out = join(work, `threads-${count}-${renderer ? 'warm' : 'cold'}`);
      await prerender({ distDir: out, generatedDir, dataDir: join(generatedDir, 'public'), ssrEntry: threads, assets, layout, siteUrl: 'https://www.kestleanddaw.example', manifest: { pages }, workers: 2, ...(renderer ? { renderer } : {}) });
      const texts = await Promise.all(pages.map((page) => readFile(join(out, htmlFileOf(page.address)), 'utf8')));
      return new Set(texts.map((text) => / (\d+)<\/main>$/.exec(text)?.[1]));
    };
    // 100 pages: the warm worker renders them all; without one, two threads share them.
    const warm = startRenderer(threads);
    expect((await threadsOf(100, warm)).size).toBe(1);
    await warm.stop();
    expect((await threadsOf(100)).size).toBe(2);
    // 300: too many for one thread, warm or not.
    const warmAgain = startRenderer(threads);
    expect((await threadsOf(300, warmAgain)).size).toBe(2);
    await warmAgain.stop();
  });

  it('says it is warm when stopped before it started, so no one waits for it', async () => {
    let warm = 0;
    const renderer = startRenderer(entry('ssr'), { after: new Promise(() => {}), whenWarm: () => warm++ });
    await renderer.stop();
    expect(warm).toBe(1);
    await expect(renderer.render({ ssrEntry: entry('ssr'), distDir: work, assets, layout, tasks: [] })).rejects.toThrow(/stopped before/);
  });

  it('is stopped unused when it loaded another entry', async () => {
    const other = counted(startRenderer(entry('other-ssr')));
    const { done } = await renderInto('other', other.renderer);
    expect(other.calls.render).toBe(0);
    expect(other.calls.stop).toBe(1);
    expect(done.rendered).toBeGreaterThan(3);
  });
});

describe('paths', () => {
  it('maps addresses to files', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/timber/plywood')).toBe('timber/plywood/index.html');
  });

  it('lists the sitemap in the order localeCompare gives addresses', () => {
    const addresses = ['/', '/a-b', '/ab', '/a/b', '/a0', '/a-0', '/a', '/b', '/a-b/c', '/a/b-c', '/a/bc', '/category-10', '/category-9/product-2', '/category-1/product-10', '/category-1/product-1'];
    const xml = sitemapXml('https://x.example', addresses.map((address) => ({ address, kind: 'detail' as const, title: 'A', data: '' })));
    const listed = [...xml.matchAll(/<loc>https:\/\/x\.example(.*?)<\/loc>/g)].map((match) => match[1]);
    const expected = [...addresses].sort((a, b) => a.localeCompare(b)).map((address) => (address === '/' ? '/' : `${address}/`));
    expect(listed).toEqual(expected);
  });

  it('escapes sitemap URLs', () => {
    expect(sitemapXml('https://x.example/', [{ address: '/a&b', kind: 'detail', title: 'A', data: '' }])).toContain('<loc>https://x.example/a&amp;b/</loc>');
  });
});
