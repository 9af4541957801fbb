/**
 * `npm run bench:site`: times the full build (generate, client build, prerender) of the shipped
 * catalogue and of a synthetic one of 10,000 products, each in its own sandbox copy, and prints
 * the median build time with peak memory and CPU time, pages written, the gzipped JS and CSS a
 * home and a detail page load, and the site search's index (pages, build time and size on disk,
 * from the build's own report). Each timed run is one `npm run build` (generate included) of the
 * whole site, started on a settled machine with the last run's dist/ and site/generated/ moved
 * aside. Peak memory is the largest resident size of the build's process (GNU time's %M), page
 * faults the pages it touched for the first time (%R; bench/incremental.ts says why they count).
 *
 * Full builds come two ways, `--runs` of each: cold, with the caches (node_modules/.cache/catalogue,
 * shared by the sandboxes: parse results, bundles, pictures, search analyses) moved aside before
 * every run, as on a fresh clone; then warm, with them kept, as on a machine that has built the
 * catalogue before (the last cold run filled them). What runs must not find is moved aside, and
 * deleted once the builds are timed (scripts/bench/trash.ts). --cold times the cold builds only,
 * --warm the warm ones only (a first build, untimed, then fills the caches).
 *
 * Then the photo catalogue (scripts/bench/photo-catalogue.ts: the shipped catalogue with every
 * product shown by its own 4000×3000 phone photo, made once under .bench/): one cold build with
 * the picture cache emptied, then warm builds, each paired with a warm build of the shipped
 * catalogue run just before or after it (target: within 10 %, the picture cache at work). In
 * turn, so that both sides of the ratio meet the same load: compared with the shipped median
 * measured minutes earlier, a busier moment alone once printed 1.23 where pairs gave 1.08-1.10.
 * --no-photos leaves it out.
 *
 *   npm run bench:site -- [--runs 3] [--products 10000 (0: none)] [--cold | --warm] [--no-photos]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { launchBrowser } from './harness/browser.ts';
import { freePort } from './harness/free-port.ts';
import { JS_BUDGET_GZIP } from './bench/budget.ts';
import { loadedWeight, type LoadedWeight } from './bench/loaded-weight.ts';
import { pageWeight, type PageWeight } from './bench/page-weight.ts';
import { startServer } from './serve.ts';
import { makeSandbox } from './bench/sandbox.ts';
import { emptyTrash, moveAside, waitForDiskToSettle } from './bench/trash.ts';
import { benchArgs } from '../generator/bench/args.ts';
import { searchIndexOf, type SearchIndexFigures } from './bench/search-index-line.ts';
import { PHOTO_SIZE, writePhotoCatalogue } from './bench/photo-catalogue.ts';
import { measureIncremental, pageFaults, reportIncremental, timedBuild } from './bench/incremental.ts';
import { writeSyntheticCatalogue } from '../generator/bench/synthetic.ts';
import { htmlFileOf } from '../contract/addresses.ts';
import type { Manifest } from '../contract/manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH = path.join(ROOT, '.bench');
/** Every cache the build keeps: parse results, bundles, pictures (the picture cache), search analyses. */
const CACHES = path.join(ROOT, 'node_modules', '.cache', 'catalogue');
/** Issue 11's full builds: at most 5 s at 10,000 products, under 1.5 s at 1,000 (a quiet machine). */
const TARGET = { detailJsGzip: JS_BUDGET_GZIP, buildMs10k: 5000, buildMs1k: 1500, jsGrowth: 0.05, photosWarmRatio: 1.1 };

/** Full builds of one kind: their times, and the largest peak memory and each run's CPU when GNU time is there. */
interface FullBuilds {
  medianMs: number;
  runsMs: number[];
  peakMiB?: number;
  cpuS: number[];
  /** Minor page faults of each run; empty without GNU time. */
  faults: number[];
}

interface Result {
  name: string;
  products: number;
  /** As on a fresh clone: every cache moved aside first. */
  cold?: FullBuilds;
  /** With the caches as the last build left them. */
  warm?: FullBuilds;
  /** From the last run. */
  searchIndex: SearchIndexFigures;
  pages: number;
  /** Read from the HTML: its module script, static imports, modulepreloads and stylesheets. */
  staticHome: PageWeight;
  /** The heaviest detail page by that reading (they should all load the same code). */
  staticDetail: PageWeight & { address: string };
  /** Fetched by Chromium until the page has hydrated and the network is idle (counts the app loaded with import()). */
  home: LoadedWeight;
  detail: LoadedWeight & { address: string };
  /** One page of every kind in the manifest (the first by address), as Chromium loads it. */
  byKind: (LoadedWeight & { kind: string; address: string })[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function htmlCount(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}

/**
 * Each run starts on a settled machine, as a single build would: the previous run's old dist/
 * (which the build removes in the background after it ends) is gone and its writes are on disk.
 */
async function settle(sandbox: string): Promise<void> {
  const leftovers = () => [
    ...readdirSync(tmpdir()).filter((name) => name.startsWith('dist.old-')),
    ...readdirSync(sandbox).filter((name) => name.startsWith('.dist.old-')),
  ];
  for (let waited = 0; leftovers().length > 0 && waited < 60_000; waited += 200) await sleep(200);
  spawnSync('sync');
}

function build(sandbox: string): { ms: number; searchIndex: SearchIndexFigures; peakKiB?: number; cpuS?: number; faults?: number } {
  const { stdout, ...built } = timedBuild(sandbox);
  return { ...built, searchIndex: searchIndexOf(stdout) };
}

/** `runs` full builds of the sandbox; `cold`: every cache moved aside before each. */
async function fullBuilds(name: string, sandbox: string, runs: number, cold: boolean): Promise<{ builds: FullBuilds; searchIndex: SearchIndexFigures }> {
  const runsMs: number[] = [];
  const cpuS: number[] = [];
  const faults: number[] = [];
  let peakKiB: number | undefined;
  let searchIndex: SearchIndexFigures = { pages: 0, seconds: 0, kb: 0 };
  for (let i = 0; i < runs; i++) {
    if (cold) moveAside(CACHES);
    const built = await fullBuild(sandbox);
    runsMs.push(built.ms);
    if (built.cpuS !== undefined) cpuS.push(built.cpuS);
    if (built.faults !== undefined) faults.push(built.faults);
    if (built.peakKiB !== undefined) peakKiB = Math.max(peakKiB ?? 0, built.peakKiB);
    searchIndex = built.searchIndex;
    console.error(`  ${name}: ${cold ? 'cold' : 'warm'} run ${i + 1}/${runs} ${built.ms.toFixed(0)} ms`);
  }
  return { builds: { medianMs: median(runsMs), runsMs, cpuS, faults, ...(peakKiB === undefined ? {} : { peakMiB: peakKiB / 1024 }) }, searchIndex };
}

const sandboxOf = (name: string): string => path.join(BENCH, `site-${name.replace(/\W+/g, '-')}`);

async function measure(name: string, catalogueDir: string, runs: number, kinds: { cold: boolean; warm: boolean }): Promise<Result> {
  const sandbox = sandboxOf(name);
  makeSandbox(ROOT, sandbox, catalogueDir);
  const cold = kinds.cold ? await fullBuilds(name, sandbox, runs, true) : undefined;
  if (kinds.warm && !cold) {
    // The caches as a machine that has built this catalogue before has them: without this first,
    // untimed build, a first run after the caches were emptied (a --cold run, a new checkout)
    // bundled and drew everything, and with two runs that was half the median. (After cold runs
    // the last of them has filled them.)
    await settle(sandbox);
    const first = build(sandbox);
    console.error(`  ${name}: a first build, untimed, so the caches hold what this catalogue needs (${(first.ms / 1000).toFixed(1)} s)`);
  }
  const warm = kinds.warm ? await fullBuilds(name, sandbox, runs, false) : undefined;
  const searchIndex = (warm ?? cold)!.searchIndex;
  measureIncremental(name, sandbox, runs);
  const dist = path.join(sandbox, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(sandbox, 'site/generated/manifest.json'), 'utf8')) as Manifest;
  const details = manifest.pages.filter((p) => p.kind === 'detail').map((p) => ({ address: p.address, ...pageWeight(dist, path.join(dist, htmlFileOf(p.address))) }));
  const heaviest = details.reduce((a, b) => (b.jsGzip + b.cssGzip > a.jsGzip + a.cssGzip ? b : a));
  const server = await startServer({ root: dist, port: await freePort() });
  const browser = await launchBrowser();
  try {
    return {
      name,
      products: details.length,
      ...(cold ? { cold: cold.builds } : {}),
      ...(warm ? { warm: warm.builds } : {}),
      searchIndex,
      pages: htmlCount(dist),
      staticHome: pageWeight(dist, path.join(dist, 'index.html')),
      staticDetail: heaviest,
      home: await loadedWeight(browser, server.url, dist, '/'),
      detail: { address: heaviest.address, ...(await loadedWeight(browser, server.url, dist, heaviest.address)) },
      byKind: await weightsByKind(manifest, (address) => loadedWeight(browser, server.url, dist, address)),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function weightsByKind(manifest: Manifest, weigh: (address: string) => Promise<LoadedWeight>): Promise<Result['byKind']> {
  const firsts = new Map<string, string>();
  for (const page of manifest.pages) if (!firsts.has(page.kind)) firsts.set(page.kind, page.address);
  const weights: Result['byKind'] = [];
  for (const [kind, address] of firsts) weights.push({ kind, address, ...(await weigh(address)) });
  return weights;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean): string => (ok ? 'met' : 'MISSED');

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

function report(results: Result[]): void {
  console.table(
    results.flatMap((r) =>
      (['cold', 'warm'] as const).flatMap((kind) => {
        const builds = r[kind];
        if (!builds) return [];
        return [
          {
            catalogue: r.name,
            'full build': kind === 'cold' ? 'cold (caches moved aside)' : 'warm (caches kept)',
            median: seconds(builds.medianMs),
            runs: builds.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(' / '),
            'peak memory': builds.peakMiB === undefined ? 'n/a' : `${builds.peakMiB.toFixed(0)} MiB`,
            'CPU median': builds.cpuS.length ? `${median(builds.cpuS).toFixed(1)} s` : 'n/a',
            'page faults': builds.faults.length ? pageFaults(median(builds.faults)) : 'n/a',
          },
        ];
      }),
    ),
  );
  console.table(
    results.map((r) => ({
      catalogue: r.name,
      'detail pages': r.products,
      'pages written': r.pages,
      'home JS': kb(r.home.jsGzip),
      'home CSS': kb(r.home.cssGzip),
      'detail JS': kb(r.detail.jsGzip),
      'detail CSS': kb(r.detail.cssGzip),
      'detail JS in HTML': kb(r.staticDetail.jsGzip),
      'search index': `${r.searchIndex.pages} pages, ${r.searchIndex.seconds.toFixed(2)} s, ${r.searchIndex.kb} KB`,
    })),
  );
  console.table(
    results.flatMap((r) => r.byKind.map((w) => ({ catalogue: r.name, kind: w.kind, page: w.address, JS: kb(w.jsGzip), CSS: kb(w.cssGzip), 'under 100 KB': mark(w.jsGzip < TARGET.detailJsGzip) }))),
  );
  console.log('JS and CSS are gzip -9 of what Chromium fetched until the page had hydrated and the network was idle; "in HTML" counts only the module script, its static imports and modulepreloads.');
  const [shipped, large] = results;
  if (!shipped || !large) return;
  const ratio = large.detail.jsGzip / shipped.detail.jsGzip;
  console.log(`detail JS: ${kb(large.detail.jsGzip)} at ${large.products} products vs ${kb(shipped.detail.jsGzip)} shipped`);
  console.log(`  target < ${kb(TARGET.detailJsGzip)}: ${mark(Math.max(large.detail.jsGzip, shipped.detail.jsGzip) < TARGET.detailJsGzip)}`);
  console.log(`  ratio 10k/shipped ${ratio.toFixed(4)}, target within 5 %: ${mark(Math.abs(ratio - 1) <= TARGET.jsGrowth)}`);
  const target = large.products >= 10_000 ? TARGET.buildMs10k : large.products >= 1_000 ? TARGET.buildMs1k : undefined;
  // Issue 11's targets are for the cold build.
  for (const kind of ['cold', 'warm'] as const) {
    const builds = large[kind];
    if (!builds) continue;
    const verdict = target === undefined ? 'no target below 1,000 products' : kind === 'cold' ? `target ${target / 1000} s (issue 11, on a quiet machine): ${mark(builds.medianMs <= target)}` : 'the target is for the cold build';
    console.log(`${kind} full build of ${large.products} products: median ${seconds(builds.medianMs)}, ${verdict}`);
  }
  for (const r of results) console.log(`${r.name}: ${r.detail.address} loads ${r.detail.files.join(', ')}`);
}

function folderBytes(dir: string): number {
  return (readdirSync(dir, { recursive: true }) as string[]).reduce((sum, f) => {
    const stat = statSync(path.join(dir, f));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);
}

/**
 * The photo catalogue: one build with the picture cache emptied, then `runs` warm full builds, each
 * paired with one of the shipped catalogue's (its sandbox as `measure` left it), which goes first
 * in every other pair.
 */
async function measurePhotos(runs: number): Promise<void> {
  const catalogue = path.join(BENCH, 'catalogue-photos');
  console.error(`photo catalogue: one ${PHOTO_SIZE.width}×${PHOTO_SIZE.height} photo per product (made once, kept in .bench/)`);
  const photos = await writePhotoCatalogue(path.join(ROOT, 'catalogue'), catalogue, path.join(BENCH, 'photos'), (line) => console.error(line));
  const sandbox = path.join(BENCH, 'site-photos');
  const shipped = sandboxOf('shipped');
  makeSandbox(ROOT, sandbox, catalogue);
  // Every cache, the picture cache among them.
  moveAside(CACHES);
  await settle(sandbox);
  const coldMs = build(sandbox).ms;
  console.error(`  photos: cold run ${coldMs.toFixed(0)} ms`);
  // The shipped catalogue's cached parses and pages went with the rest: an untimed build brings them back.
  await fullBuild(shipped);
  const warmMs: number[] = [];
  const withoutMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const pair = [{ sandbox, times: warmMs }, { sandbox: shipped, times: withoutMs }];
    if (i % 2 === 1) pair.reverse();
    for (const side of pair) side.times.push((await fullBuild(side.sandbox)).ms);
    console.error(`  photos: warm pair ${i + 1}/${runs}: with photos ${(warmMs[i] ?? 0).toFixed(0)} ms, shipped ${(withoutMs[i] ?? 0).toFixed(0)} ms`);
  }
  const sources = folderBytes(path.join(catalogue, 'images', 'photos'));
  const ratio = median(warmMs) / median(withoutMs);
  const pairs = warmMs.map((ms, i) => (ms / withoutMs[i]!).toFixed(2));
  console.table([
    {
      catalogue: `shipped, ${photos} products by photo`,
      'photos (source)': `${(sources / 1e6).toFixed(0)} MB`,
      'cold build': `${(coldMs / 1000).toFixed(2)} s`,
      'warm median': `${(median(warmMs) / 1000).toFixed(2)} s`,
      'warm runs': warmMs.map((ms) => (ms / 1000).toFixed(2)).join(' / '),
      'without photos, in turn': `${seconds(median(withoutMs))} (${withoutMs.map((ms) => (ms / 1000).toFixed(2)).join(' / ')})`,
      'dist/': `${(folderBytes(path.join(sandbox, 'dist')) / 1e6).toFixed(1)} MB`,
    },
  ]);
  console.log(`photos warm / without photos (medians of builds in turn): ${ratio.toFixed(3)}, pairs ${pairs.join(' / ')}, target within 10 %: ${mark(ratio <= TARGET.photosWarmRatio)}`);
}

/**
 * One full build of a sandbox: what the last run built is moved aside first (a rebuild with
 * nothing changed takes a fraction of a full build's time), and the disk let settle.
 */
async function fullBuild(sandbox: string): Promise<ReturnType<typeof build>> {
  for (const built of ['dist', 'site/generated']) moveAside(path.join(sandbox, built));
  await settle(sandbox);
  return build(sandbox);
}

async function main(): Promise<void> {
  const values = benchArgs({
    name: 'bench:site',
    summary: 'Times full builds (cold and warm) and rebuilds of the shipped catalogue and a synthetic one, with peak memory, page weight and the photo catalogue.',
    options: {
      runs: { type: 'count', default: 3, help: 'builds of each kind, of each catalogue' },
      products: { type: 'count', min: 0, default: 10000, help: 'products in the synthetic catalogue (0: the shipped catalogue only)' },
      cold: { type: 'flag', help: 'time the cold builds only (every cache moved aside)' },
      warm: { type: 'flag', help: 'time the warm builds only (caches kept)' },
      'no-photos': { type: 'flag', help: 'leave out the photo catalogue' },
    },
  });
  if (values.cold && values.warm) {
    console.error('bench:site: --cold and --warm each leave the other out; give neither for both.');
    process.exit(2);
  }
  const kinds = { cold: !values.warm, warm: !values.cold };
  const { runs, products } = values;
  const synthetic = path.join(BENCH, `catalogue-${products}`);
  if (products > 0) writeSyntheticCatalogue(synthetic, products);
  const cache = [
    ...(kinds.cold ? ['cold full builds, every cache moved aside before each (as on a fresh clone)'] : []),
    ...(kinds.warm ? ['warm full builds (dist/ and site/generated/ moved aside), caches kept'] : []),
  ].join('; then ');
  await waitForDiskToSettle();
  console.error(`building each catalogue ${runs} times each way: ${cache} (machine: ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores)`);
  // --products 0: the shipped catalogue (and the photo one) only.
  const results = [await measure('shipped', path.join(ROOT, 'catalogue'), runs, kinds)];
  if (products > 0) results.push(await measure(`synthetic ${products}`, synthetic, runs, kinds));
  console.log(cache);
  report(results);
  if (!values['no-photos'] && kinds.warm) await measurePhotos(runs);
  reportIncremental();
  emptyTrash();
}

await main();
