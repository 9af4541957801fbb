/**
 * JavaScript and CSS one page of each kind loads, in Chromium, for several built dist/ folders
 * (say, a checkout of an older commit and this one), measured by the same code as bench:site.
 *
 *   npx tsx scripts/bench/compare-builds.ts before=../old/dist now=dist
 */
import { existsSync } from 'node:fs';
import { launchBrowser } from '../harness/browser.ts';
import { freePort } from '../harness/free-port.ts';
import { loadedWeight } from './loaded-weight.ts';
import { startServer } from '../serve.ts';

const pages: [string, string][] = [['home', '/'], ['listing', '/timber/'], ['detail', '/timber/plywood/'], ['service', '/services/delivery/'], ['contact', '/contact/'], ['brand', '/brands/osmo/'], ['info', '/trade/'], ['search', '/search/'], ['not-found', '/no-such-page']];
const browser = await launchBrowser();
const rows: Record<string, string | number>[] = [];
for (const arg of process.argv.slice(2)) {
  const [label, dist] = arg.split('=') as [string, string];
  const server = await startServer({ root: dist, port: await freePort() });
  for (const [kind, address] of pages) {
    if (kind !== 'not-found' && !existsSync(`${dist}${address}index.html`) && address !== '/') continue;
    const w = await loadedWeight(browser, server.url, dist, address);
    rows.push({ build: label, kind, 'JS KB gz': +(w.jsGzip / 1024).toFixed(1), 'CSS KB gz': +(w.cssGzip / 1024).toFixed(1) });
  }
  await server.close();
}
await browser.close();
console.table(rows);
