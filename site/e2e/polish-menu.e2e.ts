/**
 * The mobile menu without JavaScript, at 390 px on a touch screen: 'Menu' is a link to
 * '#site-menu', which shows the full-screen menu; 'Close' is a link back; menu links navigate.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { MOBILE_VIEWPORT, type Scheme } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

function noScriptPhone(scheme: Scheme): Promise<BrowserContext> {
  return browser().newContext({
    viewport: MOBILE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    colorScheme: scheme,
    javaScriptEnabled: false,
  });
}

const menuLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true });
const plywood = (page: Page) => page.getByRole('dialog').getByRole('link', { name: 'Plywood', exact: true });

describe.each(['light', 'dark'] as Scheme[])('mobile menu without JavaScript, tapped, %s', (scheme) => {
  test("tapping 'Menu' shows the full-screen menu; 'Close' hides it; a menu link navigates", async () => {
    const context = await noScriptPhone(scheme);
    try {
      const page = await context.newPage();
      await visit(page, `${base}/timber`, false);
      expect(await plywood(page).isVisible()).toBe(false);
      expect(await page.getByRole('banner').getByRole('button', { name: 'Menu' }).count()).toBe(0);

      await menuLink(page).tap();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#site-menu');
      await expect.poll(() => plywood(page).isVisible()).toBe(true);
      const box = await page.getByRole('dialog').boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE_VIEWPORT.width });
      expect(box!.height).toBeGreaterThanOrEqual(MOBILE_VIEWPORT.height - 1);

      await page.getByRole('dialog').getByRole('link', { name: /close/i }).tap();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#site-menu-open');
      await expect.poll(() => plywood(page).isVisible()).toBe(false);

      await menuLink(page).tap();
      await expect.poll(() => plywood(page).isVisible()).toBe(true);
      await plywood(page).tap();
      await page.waitForURL(`${base}/timber/plywood/`);
      expect(await page.locator('h1').innerText()).toBe('Plywood');
      expect(await plywood(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
