/**
 * Below 1024 px: a menu button opens a full-screen menu; its close button, choosing a link or
 * Escape closes it, and focus goes back to the menu button.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { MOBILE_VIEWPORT, openPage, type Scheme } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { hasFocus, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(open )?menu$/i });
}

/** The open menu: a modal dialog, so assistive technology knows the page behind is inert. */
function menu(page: Page): Locator {
  return page.getByRole('dialog');
}

function closeButton(page: Page): Locator {
  return page.getByRole('button', { name: /close/i });
}

/** The fixed-position box that holds the close button: the menu itself. */
function menuBox(page: Page): Promise<{ width: number; height: number; top: number; left: number } | null> {
  return closeButton(page).evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') {
        const r = node.getBoundingClientRect();
        return { width: r.width, height: r.height, top: r.top, left: r.left };
      }
    }
    return null;
  });
}

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click();
  await expect.poll(() => closeButton(page).isVisible()).toBe(true);
}

describe.each(['light', 'dark'] as Scheme[])('mobile menu, %s', (scheme) => {
  const v = { device: 'mobile', scheme, javaScript: true } as const;

  test('the menu button opens a full-screen menu with every category and Get a Quote; the close button closes it', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await openMenu(page);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      const box = await menuBox(page);
      expect(box).not.toBeNull();
      expect(box?.top).toBeLessThanOrEqual(0);
      expect(box?.left).toBeLessThanOrEqual(0);
      expect(box?.width).toBeGreaterThanOrEqual(MOBILE_VIEWPORT.width);
      expect(box?.height).toBeGreaterThanOrEqual(MOBILE_VIEWPORT.height - 1);
      for (const title of ['Building Materials', 'Plumbing & Heating', 'Timber', 'Tools & Electrical', 'Decorating', 'Ironmongery', 'Services']) {
        expect(await menu(page).getByText(title, { exact: true }).filter({ visible: true }).count(), title).toBeGreaterThan(0);
      }
      const quote = menu(page).getByRole('link', { name: 'Get a Quote' });
      expect(await quote.getAttribute('href')).toBe('/contact/');
      await closeButton(page).click();
      await expect.poll(() => closeButton(page).isVisible()).toBe(false);
      expect(await hasFocus(menuButton(page))).toBe(true);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Escape closes it and focus returns to the menu button', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber`, true);
      await openMenu(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => closeButton(page).isVisible()).toBe(false);
      expect(await hasFocus(menuButton(page))).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("choosing 'Get a Quote' goes to /contact and closes the menu", async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber`, true);
      await openMenu(page);
      await menu(page).getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL(`${base}/contact/`);
      await expect.poll(() => closeButton(page).isVisible()).toBe(false);
      expect(await menuButton(page).isVisible()).toBe(true);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('choosing a product link goes there and closes the menu', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      await openMenu(page);
      // Each category folds its pages away behind a disclosure (<details>): open Timber's.
      const plywood = menu(page).getByRole('link', { name: 'Plywood', exact: true });
      expect(await plywood.isVisible()).toBe(false);
      await menu(page).locator('summary', { hasText: 'Timber' }).click();
      await plywood.click();
      await page.waitForURL(`${base}/timber/plywood/`);
      await expect.poll(() => closeButton(page).isVisible()).toBe(false);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Plywood');
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['light', 'dark'] as Scheme[])('mobile menu without JavaScript, %s', (scheme) => {
  test('tapping the Menu link shows the menu, and its links are plain working links', async () => {
    const { context, page } = await openPage(browser(), { device: 'mobile', scheme, javaScript: false });
    try {
      await visit(page, `${base}/timber`, false);
      // Without scripts the menu control is a link to #site-menu, shown as the :target.
      await page.getByRole('link', { name: 'Menu' }).filter({ visible: true }).first().tap();
      const plywood = page.getByRole('link', { name: 'Plywood', exact: true }).filter({ visible: true });
      await expect.poll(() => plywood.count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Get a Quote' }).filter({ visible: true }).count()).toBeGreaterThan(0);
      await plywood.first().click();
      await page.waitForURL(`${base}/timber/plywood/`);
      expect(await page.locator('h1').innerText()).toBe('Plywood');
    } finally {
      await context.close();
    }
  });
});
