/**
 * The built site on a real web server: Debian's nginx with the dist/_nginx.conf the build wrote.
 * Every page's canonical URL, every URL in the sitemap and every address the pages link to
 * answers 200 with no redirect (the address policy of contract/addresses.ts), an address without
 * its '/' gets nginx's own 301, an old address (a page's aliases:) a 301 to its page, an unknown
 * path gets the 404 page with status 404, every response carries the headers of dist/_headers,
 * and every kind of page runs under that policy with no violation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { pageUrlOf } from '../../contract/addresses.ts';
import { parseHeadersFile } from '../../generator/hosting/headers-file.ts';
import { headersFor } from '../../generator/hosting/rules.ts';
import { openPage } from '../../scripts/harness/browser.ts';
import { cspViolations } from './harness/csp.ts';
import { manifestPages, sitemapPaths } from './harness/site-data.ts';
import { useBrowser } from './harness/use-browser.ts';

const nginxUrl = inject('nginxUrl');
const distDir = inject('distDir');
const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
const browser = useBrowser();

/** Plain GET, no redirect followed, no compression asked for (so bodies compare as they are). */
function get(address: string): Promise<Response> {
  return fetch(`${nginxUrl}${address}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
}

function expectHeaders(response: Response, address: string): void {
  for (const [name, value] of Object.entries(headersFor(rules, address))) {
    expect(response.headers.get(name), `${address} ${name}`).toBe(value);
  }
}

/** Every same-site address a page refers to: links, scripts, stylesheets, pictures, page data. */
function referencedAddresses(html: string): string[] {
  const found = [...html.matchAll(/\s(?:href|src)="(\/[^"#?]*)/g)].map((m) => m[1] ?? '');
  return found.filter((address) => !address.startsWith('//'));
}

describe('nginx serving dist/ with the _nginx.conf the build wrote', () => {
  const pages = sitemapPaths(distDir);

  test('the sitemap lists every page in the manifest at its published URL', () => {
    expect(pages.sort()).toEqual(manifestPages().map((page) => pageUrlOf(page.address)).sort());
  });

  test('every canonical URL, sitemap URL and address a page names answers 200 with no redirect, with the headers of _headers', async () => {
    const referenced = new Set<string>();
    const canonical = new Set<string>();
    for (const address of pages) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type'), address).toBe('text/html; charset=utf-8');
      expectHeaders(response, address);
      const html = await response.text();
      for (const found of referencedAddresses(html)) referenced.add(found);
      const url = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      expect(url, address).toBeDefined();
      canonical.add(new URL(url ?? '').pathname);
    }
    expect([...canonical].sort()).toEqual([...pages].sort());
    // The links, scripts, stylesheets and pictures the pages name, in one pass after the pages.
    const failures: string[] = [];
    for (const address of referenced) {
      const response = await get(address);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${address} ${response.status} ${response.headers.get('location') ?? ''}`);
      else expectHeaders(response, address);
    }
    expect(failures).toEqual([]);
    expect(referenced.size).toBeGreaterThan(pages.length);
    // Links to pages, not only files: every one is written in the published form.
    expect([...referenced].filter((address) => !/\.[a-z0-9]+$/.test(address) && !address.endsWith('/'))).toEqual([]);
  });

  test("an address without its '/' gets a 301 to the published URL, keeping the query, as every static host does", async () => {
    const moved: [string, string][] = [
      ['/timber', '/timber/'],
      ['/timber/plywood?from=leaflet', '/timber/plywood/?from=leaflet'],
    ];
    for (const [address, location] of moved) {
      const response = await get(address);
      expect(response.status, address).toBe(301);
      expect(response.headers.get('location'), address).toBe(location);
    }
  });

  test('page data and hashed files are served with their own caching', async () => {
    const page = manifestPages().find((p) => p.kind === 'detail');
    const data = await get(page?.data ?? '');
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('no-cache');
    const html = await (await get(pageUrlOf(page?.address ?? '/'))).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const asset = await get(script);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = /src="(\/images\/[^"]+\.svg)"/.exec(html)?.[1];
    if (picture) expect((await get(picture)).headers.get('content-security-policy')).toContain('sandbox');
    // The search index names its meta file here; a stale copy would name one a rebuild removed.
    const entry = await get('/pagefind/pagefind-entry.json');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  test('an unknown path gets the 404 page with status 404, revalidated', async () => {
    for (const address of ['/timber/caving', '/timber/caving/', '/no-such-page', '/assets/entry-gone.js']) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toBe(readFileSync(path.join(distDir, '404.html'), 'utf8'));
      expectHeaders(response, '/404.html');
    }
  });

  const moved = manifestPages().flatMap((page) => (page.aliases ?? []).map((alias) => ({ alias, address: page.address, title: page.title })));

  test('an old address answers 301 to its page, with or without the slash, and the page answers 200', async () => {
    expect(moved.length).toBeGreaterThan(0);
    for (const { alias, address } of moved) {
      for (const from of [alias, `${alias}/`]) {
        const response = await get(from);
        expect(response.status, from).toBe(301);
        expect(response.headers.get('location'), from).toBe(pageUrlOf(address));
      }
      expect((await get(pageUrlOf(address))).status, address).toBe(200);
    }
  });

  test('the page written at an old address, for hosts without redirects, sends the visitor on under the policy', async () => {
    const { alias, address, title } = moved[0] ?? { alias: '', address: '', title: '' };
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      // Its own file, which nginx serves as it is (the old address itself is redirected first).
      const response = await page.goto(`${nginxUrl}${alias}/index.html`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForURL(`${nginxUrl}${pageUrlOf(address)}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(title);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the files written for servers are not served', async () => {
    for (const address of ['/_headers', '/_nginx.conf', '/_redirects']) expect((await get(address)).status, address).toBe(404);
  });

  const kinds = [...new Map(manifestPages().map((page) => [page.kind, pageUrlOf(page.address)])).values()];
  test.each([...kinds, '/no-such-page'])('%s runs under the policy with no violation', async (address) => {
    const found = await cspViolations(browser(), nginxUrl, address, address !== '/no-such-page');
    expect(found.violations).toEqual([]);
    expect(found.problems).toEqual([]);
  });
});
