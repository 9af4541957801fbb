/**
 * Every page of the manifest and every route of the seed answers 200 with its full content
 * already in the HTML (read with JavaScript off), and the static files around them exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { pageUrlOf } from '../../contract/addresses.ts';
import { openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { manifestPages, sitemapPaths, siteUrl } from './harness/site-data.ts';
import { SEED_ROUTES } from './harness/seed-routes.ts';

const base = inject('baseUrl');
const distDir = inject('distDir');
const pages = manifestPages();
const browser = useBrowser();

describe('static output', () => {
  test('the manifest holds every route of the seed', () => {
    const addresses = new Set(pages.map((p) => p.address));
    expect(SEED_ROUTES.filter((r) => !addresses.has(r))).toEqual([]);
  });

  test('dist/ has index.html, a ROUTE/index.html per page, 404.html, sitemap.xml and robots.txt', () => {
    const expected = pages.map((p) => (p.address === '/' ? 'index.html' : `${p.address.slice(1)}/index.html`));
    const missing = [...expected, '404.html', 'sitemap.xml', 'robots.txt'].filter((f) => {
      try {
        readFileSync(path.join(distDir, f));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  test('sitemap.xml lists every page with absolute URLs of the site, and robots.txt points at it', () => {
    const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.every((l) => l.startsWith(`${siteUrl()}/`))).toBe(true);
    expect(new Set(sitemapPaths(distDir))).toEqual(new Set(pages.map((p) => pageUrlOf(p.address))));
    const robots = readFileSync(path.join(distDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent:/im);
    expect(robots).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });

  test("the published scripts carry none of the draft banner's code (only npm run dev shows drafts)", () => {
    const scripts = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(path.join(distDir, 'assets', file), 'utf8'), file).not.toContain('data-draft-banner');
  });

  test.each(pages.map((p) => [p.address, p] as const))('%s has its data file for client navigation', async (_a, page) => {
    const response = await fetch(`${base}${page.data}`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { address: string; kind: string };
    expect(data.address).toBe(page.address);
    expect(data.kind).toBe(page.kind);
  });
});

describe('every page is prerendered (JavaScript off)', () => {
  test.each(pages.map((p) => [p.address, p] as const))('%s answers 200 with its content', async (address, meta) => {
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: false });
    try {
      const response = await page.goto(`${base}${pageUrlOf(address)}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
        pageData: document.querySelector('script#page-data[type="application/json"]')?.textContent ?? '',
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
      }));
      const data = JSON.parse(head.pageData) as { address: string; title: string; description: string };
      expect(data.address).toBe(address);
      expect(head.title).toContain(meta.title);
      expect(head.description).toBe(data.description);
      expect(head.canonical).toBe(`${siteUrl()}${pageUrlOf(address)}`);
      expect(head.ogTitle).not.toBe('');
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.robots).not.toMatch(/noindex/);
      const ld = head.jsonLd.map((t) => JSON.parse(t) as unknown);
      expect(JSON.stringify(ld)).toMatch(/"foundingDate":"1936/);
      if (meta.kind === 'detail') expect(JSON.stringify(ld)).toContain('"BreadcrumbList"');
      const h1 = page.locator('h1');
      expect(await h1.count()).toBe(1);
      expect(await h1.isVisible()).toBe(true);
      if (meta.kind !== 'home') expect((await h1.innerText()).trim()).toBe(meta.title);
      if (meta.kind === 'detail') {
        const detail = data as unknown as { record: { body: string[]; features: string[]; applications: string[] }; category: { title: string } };
        const main = await page.locator('main').innerText();
        for (const text of [...detail.record.body, ...detail.record.features, ...detail.record.applications]) expect(main).toContain(text);
        for (const heading of ['Key Features', 'Applications', 'Related Products']) {
          expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
        }
        const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();
        expect(crumbs.map((c) => c.trim())).toEqual(['Home', detail.category.title, meta.title]);
        expect(await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().getAttribute('href')).toBe('/contact/');
        expect(await page.getByRole('main').getByRole('link', { name: 'Delivery Information' }).first().getAttribute('href')).toBe('/services/delivery/');
      }
      if (meta.kind === 'listing') {
        const linked = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        const own = pages.filter((p) => p.kind === 'detail' && p.address.startsWith(`${address}/`)).map((p) => pageUrlOf(p.address));
        expect(own.filter((d) => !linked.includes(d))).toEqual([]);
      }
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
