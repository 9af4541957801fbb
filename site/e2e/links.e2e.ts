/**
 * Links: '#section' links scroll smoothly to the home section (also from another page),
 * client navigation fetches only the next page's data file, 'Get a Quote' works with or
 * without JavaScript, and the reviews link opens a new tab safely.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { matrix, openPage, variantName, type Device } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { settledScrollY, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/** Records window.scrollY on every animation frame from now on. */
async function sampleScroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __scroll: number[] };
    w.__scroll = [];
    const tick = (): void => {
      w.__scroll.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function scrollSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __scroll: number[] }).__scroll);
}

/** Distinct scroll positions strictly between where the scroll started and where it ended. */
function intermediate(samples: number[]): number {
  const start = samples[0] ?? 0;
  const end = samples.at(-1) ?? 0;
  const [lo, hi] = [Math.min(start, end), Math.max(start, end)];
  return new Set(samples.filter((y) => y > lo + 1 && y < hi - 1)).size;
}

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
}

function aboutLink(page: Page) {
  return page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

describe.each(['desktop', 'mobile'] as Device[])('hash links with JavaScript, %s', (device) => {
  test('on the home page a # link scrolls smoothly to its section', async () => {
    const { context, page, watch } = await openPage(browser(), { device, scheme: 'light', javaScript: true });
    try {
      await visit(page, `${base}/`, true);
      expect(await aboutLink(page).getAttribute('href')).toMatch(/^\/?#about$/);
      // Bring the footer link into view first, so the samples hold only the link's own scroll.
      await aboutLink(page).scrollIntoViewIfNeeded();
      await settledScrollY(page);
      await sampleScroll(page);
      await aboutLink(page).click();
      await settledScrollY(page);
      const samples = await scrollSamples(page);
      expect(intermediate(samples), `scroll positions ${samples.join(',')}`).toBeGreaterThanOrEqual(3);
      const top = await sectionTop(page, 'about');
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThan(160);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('from another page a # link goes home (without a reload) and scrolls to the section', async () => {
    const { context, page, watch } = await openPage(browser(), { device, scheme: 'dark', javaScript: true });
    try {
      await visit(page, `${base}/timber/plywood`, true);
      expect(await aboutLink(page).getAttribute('href')).toBe('/#about');
      await markWindow(page);
      await aboutLink(page).click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(() => page.locator('#about').count()).toBe(1);
      await settledScrollY(page);
      expect(await sameDocument(page)).toBe(true);
      const top = await sectionTop(page, 'about');
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThan(160);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('with reduced motion the scroll jumps instead of gliding', async () => {
    const { context, page } = await openPage(browser(), { device, scheme: 'light', javaScript: true, reducedMotion: true });
    try {
      await visit(page, `${base}/`, true);
      await aboutLink(page).scrollIntoViewIfNeeded();
      await settledScrollY(page);
      await sampleScroll(page);
      await aboutLink(page).click();
      await settledScrollY(page);
      const samples = await scrollSamples(page);
      expect(intermediate(samples), `scroll positions ${samples.join(',')}`).toBeLessThanOrEqual(1);
      const top = await sectionTop(page, 'about');
      expect(top).toBeLessThan(160);
    } finally {
      await context.close();
    }
  });
});

describe.each(['desktop', 'mobile'] as Device[])('hash links without JavaScript, %s', (device) => {
  test('a /#section link from another page lands on the home section', async () => {
    const { context, page } = await openPage(browser(), { device, scheme: 'light', javaScript: false });
    try {
      await visit(page, `${base}/services/delivery`, false);
      await aboutLink(page).click();
      await page.waitForURL(`${base}/#about`);
      await settledScrollY(page);
      const top = await sectionTop(page, 'about');
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThan(160);
    } finally {
      await context.close();
    }
  });
});

describe('client navigation', () => {
  test('following a link fetches only the next page data file, without reloading the document', async () => {
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      await visit(page, `${base}/`, true);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
      await markWindow(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Information' }).click();
      await page.waitForURL(`${base}/services/delivery/`);
      await expect.poll(() => page.locator('h1').innerText()).not.toBe('');
      expect(await sameDocument(page)).toBe(true);
      expect(requests.filter((r) => /^(fetch|xhr) \/_data\/services\/delivery\.json$/.test(r)).length).toBeGreaterThanOrEqual(1);
      expect(requests.filter((r) => r.startsWith('document'))).toEqual([]);
      expect(requests.filter((r) => r.includes('/_data/') && !r.endsWith('/services/delivery.json'))).toEqual([]);
      await page.goBack();
      await page.waitForURL(`${base}/`);
      await expect.poll(() => page.locator('#products').count()).toBe(1);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(matrix({}).map((v) => [variantName(v), v] as const))('quote and review links, %s', (_name, v) => {
  test("'Get a Quote' leads to /contact", async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber`, v.javaScript);
      const quotes = page.getByRole('link', { name: 'Get a Quote' });
      expect(new Set(await quotes.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))).toEqual(new Set(['/contact/']));
      // The listing's own button is always on the page, whatever the header shows at this width.
      await page.getByRole('main').getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL(`${base}/contact/`);
      expect(await page.locator('h1').isVisible()).toBe(true);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the reviews link opens a new tab with rel="noopener noreferrer"', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, v.javaScript);
      const external = page.locator('#reviews a[href^="https:"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const a of await external.all()) {
        expect(await a.getAttribute('target')).toBe('_blank');
        expect((await a.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
      }
    } finally {
      await context.close();
    }
  });
});
