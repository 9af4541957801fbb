/**
 * The desktop dropdown (from 1024 px): opens 200 ms after the pointer rests on a trigger, at
 * once when another was closed less than 300 ms ago, closes 150 ms after the pointer leaves,
 * and works from the keyboard (Enter, Space, ArrowDown open; Escape closes; focus returns).
 * The delays are timed by the page's own clock, stopped and moved on by the test (Playwright's clock).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Scheme } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { hasFocus, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

function trigger(page: Page, title: string): Locator {
  return page.getByRole('banner').locator('[aria-expanded]').filter({ hasText: title }).first();
}

async function expanded(t: Locator): Promise<boolean> {
  return (await t.getAttribute('aria-expanded')) === 'true';
}

/**
 * The page loaded with its clock in the test's hands (Playwright's clock: Date, setTimeout and
 * the rest are the page's own fakes), and then stopped: the menus' delays pass only when the
 * test moves the clock on (`page.clock.runFor`), so a loaded machine or a slow test process
 * cannot stretch or shrink them.
 */
async function visitWithStoppedClock(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await visit(page, url, true);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** A point in the hero, well away from the header, for the pointer to rest on. */
async function away(page: Page): Promise<void> {
  await page.mouse.move(640, 600, { steps: 2 });
}

describe.each(['light', 'dark'] as Scheme[])('desktop dropdown, %s', (scheme) => {
  const v = { device: 'desktop', scheme, javaScript: true } as const;

  test('opens 200 ms after the pointer rests on it, not a moment before, and shows the category pages', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visitWithStoppedClock(page, `${base}/`);
      const timber = trigger(page, 'Timber');
      await away(page);
      await timber.hover();
      await page.clock.runFor(199);
      expect(await expanded(timber)).toBe(false);
      await page.clock.runFor(1);
      await expect.poll(() => expanded(timber)).toBe(true);
      const plywood = page.getByRole('banner').getByRole('link', { name: 'Plywood', exact: true });
      await expect.poll(() => plywood.isVisible()).toBe(true);
      expect(await plywood.getAttribute('href')).toBe('/timber/plywood/');
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('closes 150 ms after the pointer leaves, not a moment before', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visitWithStoppedClock(page, `${base}/`);
      const timber = trigger(page, 'Timber');
      await timber.hover();
      await page.clock.runFor(200);
      await expect.poll(() => expanded(timber)).toBe(true);
      await away(page);
      await page.clock.runFor(149);
      expect(await expanded(timber)).toBe(true);
      await page.clock.runFor(1);
      await expect.poll(() => expanded(timber)).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('opens at once when another closed less than 300 ms ago (skip delay), and after the delay again once 300 ms have passed', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visitWithStoppedClock(page, `${base}/`);
      const timber = trigger(page, 'Timber');
      const decorating = trigger(page, 'Decorating');
      /** Opens Timber, then leaves it until it has been closed for `closedFor` ms. */
      const closeTimber = async (closedFor: number) => {
        await timber.hover();
        await page.clock.runFor(200);
        await expect.poll(() => expanded(timber)).toBe(true);
        await away(page);
        await page.clock.runFor(150);
        await expect.poll(() => expanded(timber)).toBe(false);
        await page.clock.runFor(closedFor);
      };
      await closeTimber(299);
      // No time passes here: it opens on the pointer's arrival.
      await decorating.hover();
      await expect.poll(() => expanded(decorating)).toBe(true);
      await away(page);
      await page.clock.runFor(450);
      await expect.poll(() => expanded(decorating)).toBe(false);
      await closeTimber(300);
      await decorating.hover();
      await page.clock.runFor(199);
      expect(await expanded(decorating)).toBe(false);
      await page.clock.runFor(1);
      await expect.poll(() => expanded(decorating)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test.each(['Enter', 'Space', 'ArrowDown'])('%s opens it from the keyboard; Escape closes it and returns focus', async (key) => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber/plywood`, true);
      const timber = trigger(page, 'Timber');
      await timber.focus();
      await page.keyboard.press(key);
      await expect.poll(() => expanded(timber)).toBe(true);
      const plywood = page.getByRole('banner').getByRole('link', { name: 'Plywood', exact: true });
      await expect.poll(() => plywood.isVisible()).toBe(true);
      // Focus moves into the menu (at once, or with Tab); Escape from there returns it.
      const inMenu = (): Promise<boolean> => page.evaluate(() => !!document.activeElement?.getAttribute('href')?.startsWith('/timber'));
      if (!(await inMenu())) await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => expanded(timber)).toBe(false);
      expect(await hasFocus(timber)).toBe(true);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('choosing a menu link navigates there and closes the menu', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      const timber = trigger(page, 'Timber');
      await timber.click();
      await expect.poll(() => expanded(timber)).toBe(true);
      await page.getByRole('banner').getByRole('link', { name: 'Plywood', exact: true }).click();
      await page.waitForURL(`${base}/timber/plywood/`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Plywood');
      await expect.poll(() => expanded(trigger(page, 'Timber'))).toBe(false);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("'Get a Quote' in the header goes to /contact", async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber`, true);
      const quote = page.getByRole('banner').getByRole('link', { name: 'Get a Quote' });
      expect(await quote.isVisible()).toBe(true);
      expect(await quote.getAttribute('href')).toBe('/contact/');
      await quote.click();
      await page.waitForURL(`${base}/contact/`);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('breakpoint', () => {
  test('the dropdown shows from 1024 px; below it, the menu button instead', async () => {
    const { context, page } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      await page.setViewportSize({ width: 1024, height: 800 });
      await visit(page, `${base}/`, true);
      const menuButton = page.getByRole('banner').getByRole('button', { name: /^(open )?menu$/i });
      expect(await trigger(page, 'Timber').isVisible()).toBe(true);
      expect(await menuButton.isVisible()).toBe(false);
      await page.setViewportSize({ width: 1023, height: 800 });
      await expect.poll(() => menuButton.isVisible()).toBe(true);
      expect(await trigger(page, 'Timber').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe.each(['light', 'dark'] as Scheme[])('desktop menu without JavaScript, %s', (scheme) => {
  test('hovering or focusing a category shows its pages, and the links work', async () => {
    const { context, page } = await openPage(browser(), { device: 'desktop', scheme, javaScript: false });
    try {
      await visit(page, `${base}/`, false);
      const plywood = page.getByRole('banner').getByRole('link', { name: 'Plywood', exact: true });
      expect(await plywood.isVisible()).toBe(false);
      await trigger(page, 'Timber').hover();
      await expect.poll(() => plywood.isVisible()).toBe(true);
      await page.mouse.move(640, 600);
      await expect.poll(() => plywood.isVisible()).toBe(false);
      await trigger(page, 'Timber').focus();
      await expect.poll(() => plywood.isVisible()).toBe(true);
      await plywood.click();
      await page.waitForURL(`${base}/timber/plywood/`);
      expect(await page.locator('h1').innerText()).toBe('Plywood');
    } finally {
      await context.close();
    }
  });
});
