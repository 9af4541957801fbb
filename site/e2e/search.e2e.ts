/**
 * Site search in Chromium, behind the site's Content-Security-Policy: nothing of it loads before
 * a visitor focuses a search box; typing lists the right pages first; it works from the keyboard
 * and tells screen readers what it found; it passes axe open in both colour schemes; and without
 * JavaScript every search link leads to /search, a working A–Z of the whole range.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Scheme, type Variant } from '../../scripts/harness/browser.ts';
import { hasFocus, visit } from '../../scripts/harness/dom.ts';
import { axeViolations } from './harness/axe.ts';
import { useBrowser } from './harness/use-browser.ts';

// The project's server sends the policy dist/_headers names, as every browser test runs under.
const cspUrl = inject('baseUrl');
const browser = useBrowser();
const LABEL = 'Search products, services and brands';

async function withPage(v: Partial<Variant>, run: (page: Page, problems: () => string[]) => Promise<void>): Promise<void> {
  const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true, ...v });
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const problems = () => watch.unexpected();
    await run(page, problems);
    if (v.javaScript !== false) expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(watch.unexpected()).toEqual([]);
  } finally {
    await context.close();
  }
}

const resultLinks = (page: Page) => page.locator('ul[aria-label^="Search results"] a');

/** Types a query into the visible search box and waits for its results to be announced. */
async function search(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole('searchbox', { name: LABEL }).locator('visible=true');
  await box.fill(query);
  await expect.poll(() => page.getByRole('status').filter({ hasText: new RegExp(`match(es)? ${query}`) }).count(), { timeout: 10_000 }).toBe(1);
  return resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('site search', () => {
  test('downloads nothing of search until the box is focused', async () => {
    await withPage({}, async (page) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await visit(page, `${cspUrl}/timber/plywood/`, true);
      await page.waitForLoadState('networkidle');
      // Neither the results list's code nor its styles: they come together on first use.
      expect(requested.filter((path) => path.startsWith('/pagefind/') || /SearchResults.*\.(js|css)$/.test(path))).toEqual([]);
      await page.getByRole('searchbox', { name: LABEL }).focus();
      await expect.poll(() => requested.filter((path) => path === '/pagefind/pagefind.js' || /\/assets\/SearchResults-.*\.js$/.test(path)).length).toBe(2);
    });
  });

  test.each([
    ['plywood', '/timber/plywood/'],
    ['speedfit', '/plumbing-heating/speedfit/'],
    ['cement', '/building-material/cement/'],
    ['radiator', '/plumbing-heating/radiators/'],
    ['mortar', '/building-material/mortar/'],
    ['gyproc', '/building-material/plasterboard/'],
    ['2x4', '/timber/prepared-timber/'],
  ])('"%s" lists %s first', async (query, first) => {
    await withPage({}, async (page) => {
      await visit(page, `${cspUrl}/`, true);
      expect((await search(page, query))[0]).toBe(first);
    });
  });

  test('shows each result with its title, picture, category and the words it matched', async () => {
    await withPage({}, async (page) => {
      await visit(page, `${cspUrl}/`, true);
      await search(page, 'plywood');
      const first = page.locator('ul[aria-label="Search results for plywood"] > li').first();
      await expect.poll(() => first.getByRole('link').textContent()).toBe('Plywood');
      expect(await first.locator('img').getAttribute('src')).toMatch(/^\/images\/timber\/plywood\.[0-9a-f]+\.svg$/);
      expect(await first.textContent()).toContain('Timber & Sheet Materials');
      expect(await first.locator('mark').first().textContent()).toMatch(/^plywood/i);
    });
  });

  test('works from the keyboard: Down into the results, Up back, Escape closes, Enter opens the first', async () => {
    await withPage({}, async (page) => {
      await visit(page, `${cspUrl}/timber`, true);
      const box = page.getByRole('searchbox', { name: LABEL });
      await box.focus();
      await search(page, 'plywood');
      const links = resultLinks(page);
      await page.keyboard.press('ArrowDown');
      expect(await hasFocus(links.nth(0))).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await hasFocus(links.nth(1))).toBe(true);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await hasFocus(box)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      expect(await hasFocus(box)).toBe(true);
      await expect.poll(() => links.count()).toBe(0);
      await page.keyboard.type(' ');
      await expect.poll(() => links.count()).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${cspUrl}/timber/plywood/`);
      // A client-side navigation: the address changes first, the page once its records arrive.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Plywood');
    });
  });

  test('tells screen readers what it found, and when nothing matches', async () => {
    await withPage({}, async (page) => {
      await visit(page, `${cspUrl}/`, true);
      const box = page.getByRole('searchbox', { name: LABEL });
      const status = page.locator(`[id="${await box.getAttribute('aria-describedby')}"]`);
      expect(await status.getAttribute('role')).toBe('status');
      await search(page, 'radiator');
      expect(await status.textContent()).toMatch(/^\d+ pages match radiator/);
      expect(await page.getByRole('list', { name: 'Search results for radiator' }).count()).toBe(1);
      await box.fill('qwxj');
      await expect.poll(() => status.textContent()).toBe('No pages match qwxj.');
      expect(await page.getByText('No pages match ‘qwxj’. Try a shorter or more general word.').isVisible()).toBe(true);
    });
  });

  test('sits at the top of the mobile menu; Escape closes its results before the menu', async () => {
    await withPage({ device: 'mobile' }, async (page) => {
      await visit(page, `${cspUrl}/`, true);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('searchbox', { name: LABEL }).focus();
      expect((await search(page, 'radiator'))[0]).toBe('/plumbing-heating/radiators/');
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(true);
      await expect.poll(() => resultLinks(page).count()).toBe(0);
      await search(page, 'mortar');
      await resultLinks(page).first().click();
      await page.waitForURL(`${cspUrl}/building-material/mortar/`);
      // The menu closes as the new page shows, once its records and its kind's code are in
      // (the address changes first).
      await expect.poll(() => menu.isVisible()).toBe(false);
    });
  });

  test.each<Scheme>(['light', 'dark'])('passes axe with results open, %s scheme', async (scheme) => {
    await withPage({ scheme }, async (page) => {
      await visit(page, `${cspUrl}/`, true);
      await search(page, 'timber');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('passes axe on /search with results open, dark scheme on a phone', async () => {
    await withPage({ scheme: 'dark', device: 'mobile' }, async (page) => {
      await visit(page, `${cspUrl}/search`, true);
      await search(page, 'paint');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe('without JavaScript', () => {
  test('the header search link leads to /search, an A–Z of every product, service and brand', async () => {
    await withPage({ javaScript: false }, async (page) => {
      await visit(page, `${cspUrl}/timber`, false);
      expect(await page.getByRole('searchbox').locator('visible=true').count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL(`${cspUrl}/search/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search and A–Z of Products');
      const az = page.locator('#a-z');
      for (const [name, href] of [
        ['Plywood', '/timber/plywood/'],
        ['Speedfit', '/plumbing-heating/speedfit/'],
        ['Key Cutting', '/services/key-cutting/'],
        ['The Osmo Range', '/brands/osmo/'],
      ]) {
        expect(await az.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      await az.getByRole('navigation', { name: 'Jump to a letter' }).getByRole('link', { name: 'S', exact: true }).click();
      await page.waitForURL(`${cspUrl}/search/#letter-s`);
      expect(await page.locator('#letter-s').getByRole('link', { name: 'Soil Pipes' }).isVisible()).toBe(true);
    });
  });

  test('with scripts, the A–Z hydrates as written, shows on a client-side visit, and its links navigate without a reload', async () => {
    await withPage({}, async (page) => {
      await visit(page, `${cspUrl}/search/`, true);
      const az = page.locator('#a-z');
      const written = await az.innerHTML();
      expect(await az.getByRole('link', { name: 'Plywood', exact: true }).getAttribute('href')).toBe('/timber/plywood/');
      // A marker a full page load would lose.
      await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
      await az.getByRole('link', { name: 'Plywood', exact: true }).click();
      await page.waitForURL(`${cspUrl}/timber/plywood/`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Plywood');
      // Back to /search client-side: the A–Z is made in the browser, the same as the server wrote it.
      await page.goBack();
      await page.waitForURL(`${cspUrl}/search/`);
      await expect.poll(() => az.getByRole('link', { name: 'Plywood', exact: true }).count()).toBe(1);
      expect(await az.innerHTML()).toBe(written);
      expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    });
  });

  test('the mobile menu starts with the same link', async () => {
    await withPage({ javaScript: false, device: 'mobile' }, async (page) => {
      await visit(page, `${cspUrl}/`, false);
      await page.getByRole('link', { name: 'Menu' }).click();
      await page.locator('#site-menu').getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL(`${cspUrl}/search/`);
    });
  });
});
