/**
 * The quote form's code loads only where it is used: the contact page fetches it before hydrating
 * (so its prerendered markup hydrates without a mismatch), a client navigation to it fetches it
 * with the page's records, and no other page fetches it at all.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit, waitForHydration } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const v = { device: 'mobile', scheme: 'light', javaScript: true } as const;

/** Paths of the scripts the page fetches from the site from now on. */
function scriptsFetched(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}

const isContactCode = (path: string) => /\/assets\/Contact-[\w-]+\.js$/.test(path);

describe('the quote form code', () => {
  test.each(['/', '/timber/plywood', '/services/delivery'])('is not fetched on %s', async (address) => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      const scripts = scriptsFetched(page);
      await visit(page, `${base}${address}`, true);
      await waitForHydration(page);
      expect(scripts.some((path) => path.includes('/assets/hydrate-'))).toBe(true);
      expect(scripts.filter(isContactCode)).toEqual([]);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('is fetched on /contact before hydrating, which then matches the prerendered form without an error', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      const scripts = scriptsFetched(page);
      const response = await page.request.get(`${base}/contact`);
      expect(await response.text()).toContain('id="quote"');
      await visit(page, `${base}/contact`, true);
      await waitForHydration(page);
      expect(scripts.filter(isContactCode)).toHaveLength(1);
      // The form is live: an empty send is caught by the script and the first field is focused.
      await page.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|SELECT|TEXTAREA/);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('is fetched with the records on a client navigation to /contact, and the form shows', async () => {
    const { context, page, watch } = await openPage(browser(), { ...v, device: 'desktop' });
    try {
      const scripts = scriptsFetched(page);
      await visit(page, `${base}/timber`, true);
      await waitForHydration(page);
      expect(scripts.filter(isContactCode)).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL(`${base}/contact`);
      await expect.poll(() => page.locator('#quote form, form#quote, #quote').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: /send/i }).isVisible()).toBe(true);
      expect(scripts.filter(isContactCode)).toHaveLength(1);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
