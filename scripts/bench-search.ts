/**
 * `npm run bench:search`: how quickly site search answers in Chromium, behind the site's CSP.
 * For each query it types the words a key at a time, as a visitor would, and times from the
 * last keystroke to the results being listed and announced, once Pagefind and its index have
 * loaded (the first focus loads them). It also prints which page came first and the index's size.
 * Uses the built dist/ (run `npm run build` first; it is built if missing).
 *
 *   npm run bench:search -- [--runs 5]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage } from './harness/browser.ts';
import { visit } from './harness/dom.ts';
import { freePort } from './harness/free-port.ts';
import { startServer } from './serve.ts';
import { benchArgs } from '../generator/bench/args.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const TARGET_MS = 300;
const QUERIES: [string, string][] = [
  ['plywood', '/timber/plywood'],
  ['speedfit', '/plumbing-heating/speedfit'],
  ['cement', '/building-material/cement'],
  ['radiator', '/plumbing-heating/radiators'],
  ['mortar', '/building-material/mortar'],
  ['gyproc', '/building-material/plasterboard'],
  ['2x4', '/timber/prepared-timber'],
  ['insulation', '/building-material/insulation'],
  ['key cutting', '/services/key-cutting'],
  ['osmo oil', '/decorating/osmo'],
];
const LABEL = 'Search products, services and brands';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

async function main(): Promise<void> {
  const { runs } = benchArgs({
    name: 'bench:search',
    summary: 'Times site search in Chromium from the last keystroke to the results, on the built dist/.',
    options: { runs: { type: 'count', default: 5, help: 'times each query is typed' } },
  });
  if (!existsSync(path.join(DIST, 'pagefind', 'pagefind.js'))) {
    console.error('dist/ has no search index: running npm run build first');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  const server = await startServer({ root: DIST, port: await freePort() });
  // The server sends the Content-Security-Policy of dist/_headers, as a host would.
  const csp = server;
  const browser = await launchBrowser();
  const rows: { query: string; 'first result': string; expected: string; 'median ms': number; 'max ms': number }[] = [];
  try {
    const { context, page } = await openPage(browser, { device: 'desktop', scheme: 'light', javaScript: true });
    await visit(page, `${csp.url}/`, true);
    const box = page.getByRole('searchbox', { name: LABEL });
    await box.focus();
    // The first focus loads Pagefind; one search loads its index's first chunks.
    await box.fill('timber');
    await page.getByRole('status').filter({ hasText: /match(es)? timber/ }).waitFor();
    for (const [query, expected] of QUERIES) {
      const times: number[] = [];
      let first = '';
      for (let run = 0; run < runs; run++) {
        await box.fill('');
        // Times from the last 'input' event to the status naming the query, measured in the page.
        const timing = page.evaluate((q) => {
          const input = document.activeElement as HTMLInputElement;
          const status = document.getElementById(input.getAttribute('aria-describedby') ?? '');
          return new Promise<number>((done) => {
            let last = 0;
            input.addEventListener('input', () => (last = performance.now()));
            new MutationObserver(() => {
              if (status?.textContent?.includes(` ${q}`) && input.value === q) done(performance.now() - last);
            }).observe(status ?? document.body, { childList: true, characterData: true, subtree: true });
          });
        }, query);
        await page.keyboard.type(query, { delay: 90 });
        times.push(await timing);
        first = (await page.locator('ul[aria-label^="Search results"] a').first().getAttribute('href')) ?? '';
      }
      rows.push({ query, 'first result': first, expected, 'median ms': Math.round(median(times)), 'max ms': Math.round(Math.max(...times)) });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  console.table(rows);
  const worst = Math.max(...rows.map((row) => row['max ms']));
  const wrong = rows.filter((row) => row['first result'] !== row.expected);
  console.log(`results listed ${worst} ms after the last keystroke at worst (${runs} runs per query); target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'MISSED'}`);
  console.log(`expected page first for ${rows.length - wrong.length} of ${rows.length} queries${wrong.length ? `; not for ${wrong.map((row) => row.query).join(', ')}` : ''}`);
  console.log(`index: ${(folderBytes(path.join(DIST, 'pagefind')) / 1024).toFixed(0)} KB on disk in dist/pagefind/`);
}

await main();
