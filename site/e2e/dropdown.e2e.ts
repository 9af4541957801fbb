/**
 * The desktop dropdown (from 1024 px): opens 200 ms after the pointer rests on a trigger, at
 * once when another was closed less than 300 ms ago, closes 150 ms after the pointer leaves,
 * and works from the keyboard (Enter, Space, ArrowDown open; Escape closes; focus returns).
 * Times are measured inside the page, from the pointer event to the aria-expanded change.
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

/** Timestamps (performance.now) of pointer entry/exit and of each aria-expanded change. */
async function instrument(page: Page, titles: string[]): Promise<void> {
  await page.evaluate((names) => {
    const w = window as unknown as { __log: { what: string; at: number }[] };
    w.__log = [];
    const banner = document.querySelector('header') as HTMLElement;
    const triggers = [...banner.querySelectorAll('[aria-expanded]')].filter((el) => names.some((n) => el.textContent?.includes(n)));
    for (const el of triggers) {
      const name = names.find((n) => el.textContent?.includes(n)) ?? '?';
      el.addEventListener('pointerenter', (e) => w.__log.push({ what: `enter ${name}`, at: e.timeStamp }));
      el.addEventListener('pointerleave', (e) => w.__log.push({ what: `leave ${name}`, at: e.timeStamp }));
      new MutationObserver(() =>
        w.__log.push({ what: `${el.getAttribute('aria-expanded') === 'true' ? 'open' : 'close'} ${name}`, at: performance.now() }),
      ).observe(el, { attributes: true, attributeFilter: ['aria-expanded'] });
    }
  }, titles);
}

async function log(page: Page): Promise<{ what: string; at: number }[]> {
  return page.evaluate(() => (window as unknown as { __log: { what: string; at: number }[] }).__log);
}

async function gap(page: Page, from: string, to: string): Promise<number> {
  const entries = await log(page);
  const start = entries.findLast((e) => e.what === from);
  const end = entries.findLast((e) => e.what === to);
  if (!start || !end) throw new Error(`no '${from}' then '${to}' in ${JSON.stringify(entries)}`);
  return end.at - start.at;
}

async function expanded(t: Locator): Promise<boolean> {
  return (await t.getAttribute('aria-expanded')) === 'true';
}

/** A point in the hero, well away from the header, for the pointer to rest on. */
async function away(page: Page): Promise<void> {
  await page.mouse.move(640, 600, { steps: 2 });
}

describe.each(['light', 'dark'] as Scheme[])('desktop dropdown, %s', (scheme) => {
  const v = { device: 'desktop', scheme, javaScript: true } as const;

  test('opens after the 200 ms hover delay, not at 100 ms, and shows the category pages', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      await instrument(page, ['Timber']);
      const timber = trigger(page, 'Timber');
      await away(page);
      await timber.hover();
      await expect.poll(() => expanded(timber), { timeout: 2000 }).toBe(true);
      // Measured in the page, so a slow test process cannot blur it: closed at 100 ms, open by ~200.
      const delay = await gap(page, 'enter Timber', 'open Timber');
      expect(delay).toBeGreaterThanOrEqual(190);
      expect(delay).toBeLessThan(450);
      const plywood = page.getByRole('banner').getByRole('link', { name: 'Plywood', exact: true });
      await expect.poll(() => plywood.isVisible()).toBe(true);
      expect(await plywood.getAttribute('href')).toBe('/timber/plywood/');
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('closes 150 ms after the pointer leaves', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      await instrument(page, ['Timber']);
      const timber = trigger(page, 'Timber');
      await timber.hover();
      await expect.poll(() => expanded(timber)).toBe(true);
      await away(page);
      await expect.poll(() => expanded(timber), { timeout: 2000 }).toBe(false);
      const delay = await gap(page, 'leave Timber', 'close Timber');
      expect(delay).toBeGreaterThanOrEqual(140);
      expect(delay).toBeLessThan(400);
    } finally {
      await context.close();
    }
  });

  test('opens at once when another closed less than 300 ms ago (skip delay)', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      await instrument(page, ['Timber', 'Decorating']);
      const timber = trigger(page, 'Timber');
      const decorating = trigger(page, 'Decorating');
      await timber.hover();
      await expect.poll(() => expanded(timber)).toBe(true);
      await away(page);
      await expect.poll(() => expanded(timber)).toBe(false);
      await decorating.hover();
      await expect.poll(() => expanded(decorating), { timeout: 2000 }).toBe(true);
      expect(await gap(page, 'enter Decorating', 'open Decorating')).toBeLessThan(120);
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
