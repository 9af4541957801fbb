/**
 * `npm run bench:dev`: how long after a save the page shows the change in `npm run dev`, for the
 * shipped catalogue and for a synthetic one of 10,000 products. Each starts the dev server (as
 * `npm run dev` does) in its own sandbox copy of the project, saves a product page's title several times (the whole file at
 * once, as an editor does), and polls the page over HTTP, as a reload would fetch it, until the
 * new title is served. Prints the median, the spread and the machine's load average, which
 * matters on a shared machine. A benchmark, not a test: it sets no exit code from the figures.
 *
 *   npm run bench:dev -- [--saves 5] [--products 10000] [--project <checkout>]
 *
 * --project times another checkout of this project (an older commit, say) the same way, so a
 * change can be compared before and after on the same machine at the same load.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { writeSyntheticCatalogue } from '../../generator/bench/synthetic.ts';
import { freePort } from '../harness/free-port.ts';
import { benchArgs } from '../../generator/bench/args.ts';
import { makeSandbox } from './sandbox.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BENCH = path.join(ROOT, '.bench', 'dev');
/** Time allowed for one save to show. */
const SAVE_TIMEOUT_MS = 120_000;

interface Case {
  name: string;
  catalogueDir: string;
  /** The page edited, its file relative to the catalogue, and its title as shipped. */
  address: string;
  file: string;
  title: string;
}

interface Timing {
  name: string;
  startMs: number;
  savesMs: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The dev server of a checkout, started as `npm run dev` starts it, in that checkout's folder. */
async function startDev(projectDir: string): Promise<{ close: () => Promise<void>; url: string }> {
  process.chdir(projectDir);
  const { startDevServer } = (await import(pathToFileURL(path.join(projectDir, 'generator/dev/serve.ts')).href)) as typeof import('../../generator/dev/serve.ts');
  const port = await freePort();
  const server = await startDevServer({ port, host: '127.0.0.1', logLevel: 'warn' });
  return { close: () => server.close(), url: `http://127.0.0.1:${port}` };
}

async function pageShows(url: string, text: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    return (await response.text()).includes(text);
  } catch {
    return false;
  }
}

async function timeSaves(projectDir: string, bench: Case, saves: number): Promise<Timing> {
  // Outside the project: its .bench/ folder is one the dev server's watcher ignores.
  const sandbox = path.join(tmpdir(), 'bench-dev', bench.name.replace(/[^a-z0-9]+/gi, '-'));
  makeSandbox(projectDir, sandbox, bench.catalogueDir);
  const file = path.join(sandbox, 'catalogue', bench.file);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const { close, url } = await startDev(sandbox);
  const startMs = performance.now() - started;
  const savesMs: number[] = [];
  try {
    const page = `${url}${bench.address}`;
    // The first request compiles the renderer; that is start-up, not the loop.
    if (!(await pageShows(page, `>${bench.title}<`))) throw new Error(`${page} does not show '${bench.title}' before any edit.`);
    for (let save = 1; save <= saves; save++) {
      const title = `${bench.title} edit ${save}`;
      writeFileSync(file, original.replace(`title: ${bench.title}\n`, `title: ${title}\n`));
      const saved = performance.now();
      while (!(await pageShows(page, `>${title}<`))) {
        if (performance.now() - saved > SAVE_TIMEOUT_MS) throw new Error(`${page} did not show '${title}' within ${SAVE_TIMEOUT_MS / 1000} s of the save.`);
        await sleep(10);
      }
      savesMs.push(performance.now() - saved);
      console.log(`  ${bench.name}: save ${save} shown after ${Math.round(savesMs.at(-1)!)} ms`);
      // Let the server settle, as between one real edit and the next.
      await sleep(1000);
    }
  } finally {
    await close();
    process.chdir(ROOT);
    rmSync(sandbox, { recursive: true, force: true });
  }
  return { name: bench.name, startMs, savesMs };
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

async function main(): Promise<void> {
  const values = benchArgs({
    name: 'bench:dev',
    summary: 'Times save to page in npm run dev, for the shipped catalogue and a synthetic one, polled over HTTP.',
    options: {
      saves: { type: 'count', default: 5, help: 'saves timed for each catalogue' },
      products: { type: 'count', default: 10000, help: 'products in the synthetic catalogue' },
      project: { type: 'text', help: 'another checkout of this project to time the same way (default: this one)' },
    },
  });
  const { saves, products } = values;
  const projectDir = path.resolve(values.project ?? ROOT);
  if (!existsSync(path.join(projectDir, 'generator/dev/serve.ts')) || !existsSync(path.join(projectDir, 'node_modules'))) {
    console.error(`bench:dev: ${projectDir} is not a checkout of this project with its packages installed (generator/dev/serve.ts and node_modules/): give --project a folder you have run npm ci in.`);
    process.exit(2);
  }
  const synthetic = path.join(BENCH, `catalogue-${products}`);
  writeSyntheticCatalogue(synthetic, products);
  const cases: Case[] = [
    { name: 'shipped catalogue', catalogueDir: path.join(ROOT, 'catalogue'), address: '/timber/plywood', file: 'timber/plywood.yaml', title: 'Plywood' },
    { name: `${products.toLocaleString('en-GB')} products`, catalogueDir: synthetic, address: '/category-1/product-1', file: 'category-1/product-1.yaml', title: 'Product 1.1' },
  ];
  console.log(`npm run dev in ${projectDir}: ${saves} saves each; load average before ${load()}`);
  const timings: Timing[] = [];
  for (const bench of cases) timings.push(await timeSaves(projectDir, bench, saves));
  console.log(`\nSave to page (median of ${saves}; load average now ${load()}):`);
  for (const timing of timings) {
    const spread = `${Math.round(Math.min(...timing.savesMs))}-${Math.round(Math.max(...timing.savesMs))} ms`;
    console.log(`  ${timing.name.padEnd(18)} ${String(Math.round(median(timing.savesMs))).padStart(6)} ms  (${spread}; server ready in ${(timing.startMs / 1000).toFixed(1)} s)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
