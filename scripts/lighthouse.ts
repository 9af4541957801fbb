/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the home
 * page, a listing, a detail page, /contact, a brand page and an information page of the built
 * dist/, several runs each, printing
 * median scores and LCP; then the same pages with their scripts removed, and the LCP ratio
 * (hydration must not delay the first view: target <= 1.25). A measurement, not part of CI.
 *
 * --dist and --pages audit another built site, such as the photo catalogue's that
 * `npm run bench:site` leaves in .bench/site-photos/dist (a detail page shown by a 4000×3000 photo).
 *
 *   npm run build && npm run bench:lighthouse -- [--runs 3] [--dist DIR] [--pages /a,/b]
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startChromium } from './harness/chromium.ts';
import { stripScripts } from './bench/strip-scripts.ts';
import { benchArgs } from '../generator/bench/args.ts';
import { startServer, type RunningServer } from './serve.ts';
import { freePort } from './harness/free-port.ts';
import { pageUrlOf } from '../contract/addresses.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const STRIPPED = path.join(ROOT, '.bench', 'dist-without-scripts');
const PAGES = ['/', '/timber/', '/timber/plywood/', '/contact/', '/search/', '/brands/osmo/', '/trade/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
}

async function serve(root: string): Promise<RunningServer> {
  return startServer({ root, port: await freePort() });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function writeStrippedCopy(DIST: string): void {
  rmSync(STRIPPED, { recursive: true, force: true });
  cpSync(DIST, STRIPPED, { recursive: true });
  for (const file of readdirSync(STRIPPED, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(STRIPPED, file);
    writeFileSync(full, stripScripts(readFileSync(full, 'utf8')));
  }
}

async function audit(url: string): Promise<Run> {
  // A fresh browser per run, so no run warms another's cache.
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run['scores'];
    return { scores, lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN };
  } finally {
    await chromium.close();
  }
}

async function auditMedian(base: string, page: string, runs: number): Promise<Run> {
  const all: Run[] = [];
  // At the published address (contract/addresses.ts): '/timber' would be measured through the host's redirect.
  for (let i = 0; i < runs; i++) all.push(await audit(`${base}${pageUrlOf(page)}`));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))])) as Run['scores'];
  return { scores, lcpMs: median(all.map((r) => r.lcpMs)) };
}

async function main(): Promise<void> {
  const values = benchArgs({
    name: 'bench:lighthouse',
    summary: 'Lighthouse (mobile) on pages of a built site, with and without their scripts, printing median scores, LCP and their ratio.',
    options: {
      runs: { type: 'count', default: 3, help: 'audits of each page each way' },
      dist: { type: 'text', default: 'dist', help: 'the built site to audit' },
      pages: { type: 'text', default: PAGES.join(','), help: 'the addresses to audit, comma-separated' },
    },
  });
  const { runs } = values;
  const DIST = path.resolve(ROOT, values.dist);
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`${values.dist}/ has no built site: run npm run build first`);
  writeStrippedCopy(DIST);
  const full = await serve(DIST);
  const bare = await serve(STRIPPED);
  const rows = [];
  try {
    for (const page of values.pages.split(',')) {
      console.error(`auditing ${page} (${runs} runs with scripts, ${runs} without)`);
      const withScripts = await auditMedian(full.url.replace(/\/$/, ''), page, runs);
      const without = await auditMedian(bare.url.replace(/\/$/, ''), page, runs);
      const ratio = withScripts.lcpMs / without.lcpMs;
      rows.push({
        page,
        ...withScripts.scores,
        'LCP ms': Math.round(withScripts.lcpMs),
        'LCP ms, no scripts': Math.round(without.lcpMs),
        'LCP ratio': Number(ratio.toFixed(3)),
        'ratio <= 1.25': ratio <= 1.25 ? 'met' : 'MISSED',
      });
    }
  } finally {
    await full.close();
    await bare.close();
  }
  console.log(`Lighthouse ${runs} runs per page, medians (mobile, simulated throttling):`);
  console.table(rows);
  const perfect = rows.every((r) => CATEGORIES.every((c) => r[c] === 100));
  console.log(`all four categories 100 on every page: ${perfect ? 'met' : 'MISSED'}`);
}

await main();
