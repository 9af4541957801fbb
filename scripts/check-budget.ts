/**
 * `npm run check:budget`: after `npm run build`, measures the JavaScript of every kind of page in
 * the manifest (and the 404 page) as `npm run bench:site` does, and exits 1 if any kind loads more
 * than 100 KB gzipped. CI runs it after the build. Needs Debian's Chromium, like the browser tests.
 *
 *   npm run check:budget
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './harness/browser.ts';
import { freePort } from './harness/free-port.ts';
import { JS_BUDGET_GZIP, kb, overBudget, type KindWeight } from './bench/budget.ts';
import { loadedWeight } from './bench/loaded-weight.ts';
import { pageWeight } from './bench/page-weight.ts';
import { htmlFileOf, NOT_FOUND_ADDRESS, NOT_FOUND_FILE } from '../contract/addresses.ts';
import type { Manifest } from '../contract/manifest.ts';
import { startServer } from './serve.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = path.join(ROOT, 'dist');
const manifestFile = path.join(ROOT, 'site/generated', 'manifest.json');

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) {
  console.error('check:budget: there is no built site to measure. Run npm run build first.');
  process.exit(2);
}

const { pages } = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const byKind = new Map<string, string[]>([['not-found', [NOT_FOUND_ADDRESS]]]);
for (const page of pages) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page.address]);
const htmlOf = (address: string) => path.join(dist, address === NOT_FOUND_ADDRESS ? NOT_FOUND_FILE : htmlFileOf(address));

const server = await startServer({ root: dist, port: await freePort() });
const browser = await launchBrowser();
const weights: KindWeight[] = [];
try {
  for (const [kind, addresses] of byKind) {
    const measured = addresses.map((address) => ({ address, js: pageWeight(dist, htmlOf(address)).jsGzip }));
    const heaviest = measured.reduce((a, b) => (b.js > a.js ? b : a));
    // The 404 page is loaded at an address no page has, as a visitor reaches it.
    const loadAt = kind === 'not-found' ? '/no-such-page' : heaviest.address;
    const loaded = await loadedWeight(browser, server.url, dist, loadAt);
    weights.push({ kind, address: heaviest.address, staticJsGzip: heaviest.js, loadedJsGzip: loaded.jsGzip });
  }
} finally {
  await browser.close();
  await server.close();
}

console.table(weights.map((w) => ({ kind: w.kind, page: w.address, 'JS in HTML': kb(w.staticJsGzip), 'JS loaded': kb(w.loadedJsGzip) })));
const over = overBudget(weights);
if (over.length > 0) {
  for (const line of over) console.error(line);
  process.exit(1);
}
console.log(`✔ every kind of page loads at most ${kb(JS_BUDGET_GZIP)} of JavaScript (gzipped)`);
