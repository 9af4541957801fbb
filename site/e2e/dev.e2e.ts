/**
 * The staff editing loop in `npm run dev`: the dev server runs on a copy of the catalogue; a saved
 * YAML edit shows in the open page, a broken edit shows its file and line in Vite's overlay over
 * the last good page, and fixing it clears the overlay.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../generator/dev/serve.ts';
import { checkCatalogue } from '../../generator/pipeline.ts';
import { useBrowser } from './harness/use-browser.ts';
import { freePort } from '../../scripts/harness/free-port.ts';

let work: string;
let catalogueDir: string;
let server: ViteDevServer;
let page: Page;
let baseUrl: string;
const browser = useBrowser();

const PLYWOOD = () => path.join(catalogueDir, 'timber', 'plywood.yaml');
let original: string;

/** Saves the page's YAML as an editor would: the whole file at once. */
function save(text: string): void {
  writeFileSync(PLYWOOD(), text);
}

const heading = () => page.locator('main h1').first();
const overlay = () => page.locator('vite-error-overlay');
/** The overlay draws in its shadow root, which innerText of the element does not include. */
const overlayText = () => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'dev-loop-'));
  catalogueDir = path.join(work, 'catalogue');
  cpSync('catalogue', catalogueDir, { recursive: true });
  const baseline = await checkCatalogue(catalogueDir);
  const errors = baseline.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`The shipped catalogue must validate before the dev loop can be tested: ${errors.map((d) => `${d.span?.file}:${d.span?.start.line} ${d.code}`).join(', ')}`);
  original = readFileSync(PLYWOOD(), 'utf8');

  const port = await freePort();
  server = await startDevServer({ catalogueDir, outDir: path.join(work, 'generated'), port, host: '127.0.0.1', logLevel: 'error' });
  baseUrl = `http://127.0.0.1:${port}`;
  page = await (await browser().newContext()).newPage();
  await page.goto(`${baseUrl}/timber/plywood`);
  await heading().filter({ hasText: /^Plywood$/ }).waitFor({ timeout: 60_000 });
  // The client has started (and with it Vite's connection) once it marks the page.
  await page.waitForFunction(() => document.documentElement.dataset.js !== undefined, undefined, { timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the prerendered page with its data and pictures', async () => {
    const image = await page.locator('main img').first().getAttribute('src');
    expect(image).toMatch(/^\/images\/timber\/plywood\.[0-9a-f]{8}\.svg$/);
    expect((await page.request.get(`${baseUrl}${image}`)).status()).toBe(200);
    expect((await page.request.get(`${baseUrl}/_data/timber/plywood.json`)).status()).toBe(200);
    // A deep link is rendered by the server, not just the client.
    expect(await (await page.request.get(`${baseUrl}/timber/boards`, { headers: { accept: 'text/html' } })).text()).toContain('<h1');
  });

  it('leads an old address (a page\'s aliases:) to its page, as the built site does, without a 404', async () => {
    const coving = readFileSync(path.join(catalogueDir, 'building-material', 'coving.yaml'), 'utf8');
    expect(coving).toMatch(/^aliases: \[\/decorating\/coving\]$/m);
    for (const from of ['/decorating/coving', '/decorating/coving/']) {
      const answer = await page.request.get(`${baseUrl}${from}?ref=leaflet`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(answer.status(), from).toBe(302);
      expect(answer.headers().location).toBe('/building-material/coving/?ref=leaflet');
    }
    const visit = await (await browser().newContext()).newPage();
    const landed = await visit.goto(`${baseUrl}/decorating/coving`);
    expect(landed?.status()).toBe(200);
    expect(new URL(visit.url()).pathname).toBe('/building-material/coving/');
    await visit.close();
  });

  // How fast is a benchmark's business (npm run bench:dev), not a test's: machines here are noisy.
  it('shows each saved title in the open page', async () => {
    for (const title of ['Plywood Sheets', 'Plywood Sheet Materials', 'Plywood']) {
      save(original.replace(/^title: Plywood$/m, `title: ${title}`));
      await heading().filter({ hasText: new RegExp(`^${title}$`) }).waitFor({ timeout: 10_000 });
    }
  });

  it("shows a broken edit's file and line over the last good page, and clears it when fixed", async () => {
    save(original.replace(/^title: Plywood$/m, 'title: Plywood Sheets'));
    await heading().filter({ hasText: /^Plywood Sheets$/ }).waitFor({ timeout: 10_000 });

    const broken = original.replace(/^title: Plywood$/m, 'title: Plywood Boards\ncolour: birch');
    const line = broken.split('\n').indexOf('colour: birch') + 1;
    save(broken);
    await overlay().waitFor({ timeout: 10_000 });
    const text = await overlayText();
    expect(text).toContain(`timber/plywood.yaml:${line}:1`);
    expect(text).toContain('colour');
    // The page underneath is the last good one, not the broken edit.
    expect(await heading().textContent()).toBe('Plywood Sheets');

    // A bad link instead: the overlay moves to its line, with the CLI's suggestion.
    const badLink = original.replace('  - /timber/boards\n', '  - /timber/bords\n');
    save(badLink);
    const linkLine = badLink.split('\n').indexOf('  - /timber/bords') + 1;
    await page.waitForFunction((where) => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent?.includes(where), `timber/plywood.yaml:${linkLine}:5`, { timeout: 10_000 });
    expect(await overlayText()).toContain("Did you mean '/timber/boards'?");

    // Opening the page afresh while the catalogue is broken still shows why, over the last good page.
    await page.reload();
    await overlay().waitFor({ timeout: 10_000 });
    expect(await overlayText()).toContain(`timber/plywood.yaml:${linkLine}:5`);
    expect(await heading().textContent()).toBe('Plywood Sheets');

    save(original);
    await overlay().waitFor({ state: 'detached', timeout: 10_000 });
    await heading().filter({ hasText: /^Plywood$/ }).waitFor({ timeout: 10_000 });
  });

  it("shows a draft page with the 'Draft' banner, and a published page without it", async () => {
    const draft = original.replace(/^title: Plywood$/m, 'title: Plywood Offcuts\ndraft: true').replace(/^description: .*$/m, 'description: Plywood offcuts from our cutting service, sold by the bundle for small jobs, jigs and templates.');
    writeFileSync(path.join(catalogueDir, 'timber', 'plywood-offcuts.yaml'), draft);
    const banner = page.locator('main [data-draft-banner]');
    await expect.poll(async () => (await page.request.get(`${baseUrl}/_data/timber/plywood-offcuts.json`)).status(), { timeout: 10_000 }).toBe(200);
    // The new page changes the manifest, so the dev server may still be reloading the open page:
    // a navigation it cuts short is tried again. One asked for as that reload commits can be
    // dropped by the browser (no request reaches the server), so each try gives up after 5 s
    // rather than Playwright's 30.
    await expect
      .poll(async () => page.goto(`${baseUrl}/timber/plywood-offcuts/`, { timeout: 5_000 }).then(() => 'loaded', (error: Error) => error.message), { timeout: 20_000 })
      .toBe('loaded');
    await heading().filter({ hasText: /^Plywood Offcuts$/ }).waitFor({ timeout: 10_000 });
    expect(await banner.innerText()).toContain('Draft: visitors cannot see this page.');
    await page.goto(`${baseUrl}/timber/plywood/`);
    await heading().filter({ hasText: /^Plywood$/ }).waitFor({ timeout: 10_000 });
    expect(await banner.count()).toBe(0);
  });
});
