/** Unknown paths answer status 404 with the 404 screen, which logs the path it could not find. */
import { describe, expect, inject, test } from 'vitest';
import { matrix, openPage, variantName } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
// 'caving' is the original's dead card link; the others are deeper and shallower misses.
const UNKNOWN = ['/building-material/caving', '/no-such-page', '/timber/plywood/offcuts'];
const browser = useBrowser();

test.each(UNKNOWN)('%s answers status 404 with the 404 page', async (p) => {
  const response = await fetch(`${base}${p}`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
});

describe.each(matrix({}).map((v) => [variantName(v), v] as const))('404 screen, %s', (_name, v) => {
  test('shows 404, the message and a link home; logs the unknown path with JS', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      const unknown = '/building-material/caving';
      // Chromium reports the 404 document itself as a failed load: that is the point here.
      watch.allow((p) => p.kind === 'console.error' && /status of 404/.test(p.text) && !!p.url?.endsWith(unknown));
      const status = await visit(page, `${base}${unknown}`, v.javaScript);
      expect(status).toBe(404);
      await expect.poll(() => page.getByRole('main').getByText('404', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
      expect(await page.locator('h1').count()).toBe(1);
      const home = page.getByRole('link', { name: 'Return to Home' });
      expect(await home.getAttribute('href')).toBe('/');
      if (v.javaScript) {
        await expect.poll(() => watch.warnings.some((w) => w.includes(unknown))).toBe(true);
      }
      await home.click();
      await page.waitForURL(`${base}/`);
      await expect.poll(() => page.locator('#products').count()).toBe(1);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
