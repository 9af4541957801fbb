/**
 * Visitors find what they came for on a phone: a tel: link in the header at every phone width
 * without opening the menu, a menu whose groups fold (with and without scripts), the current
 * category marked in both menus, and no phone number broken inside a button.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Variant } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const PHONE = '01632 960415';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, one line each. */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const run = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe.run;
    return (await run(document, { resultTypes: ['violations'] })).violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  });
}

const mobile = (javaScript: boolean): Variant => ({ device: 'mobile', scheme: 'light', javaScript });
const desktop: Variant = { device: 'desktop', scheme: 'light', javaScript: true };

async function onPage<T>(v: Variant, address: string, width: number | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await openPage(browser(), v);
  try {
    if (width !== undefined) await page.setViewportSize({ width, height: 780 });
    await visit(page, `${base}${address}`, v.javaScript);
    return await run(page);
  } finally {
    await context.close();
  }
}

/** Whether the element is painted inside the viewport, whole. */
function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  });
}

/** How many lines the text of the element is laid out on. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

function menuButton(page: Page, javaScript: boolean): Locator {
  const banner = page.getByRole('banner');
  return javaScript ? banner.getByRole('button', { name: /^menu$/i }) : banner.getByRole('link', { name: /^menu$/i });
}

describe.each([true, false])('the header on a phone, JS %s', (javaScript) => {
  test.each([320, 360, 390])('at %i px shows a tel: link beside Menu, labelled with the number, without opening the menu', async (width) => {
    await onPage(mobile(javaScript), '/timber/plywood', width, async (page) => {
      const call = page.getByRole('banner').getByRole('link', { name: `Call the counter ${PHONE}` });
      expect(await call.count()).toBe(1);
      expect(await call.getAttribute('href')).toBe('tel:+441632960415');
      expect(await inViewport(call)).toBe(true);
      expect(await inViewport(menuButton(page, javaScript))).toBe(true);
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      // The name, the call button and Menu sit side by side, none drawn over another.
      const boxes = await Promise.all([page.getByRole('banner').getByRole('link', { name: /Kestle & Daw/ }), call, menuButton(page, javaScript)].map((l) => l.boundingBox()));
      for (const [index, box] of boxes.entries()) {
        const next = boxes[index + 1];
        if (box && next) expect(box.x + box.width, `box ${index} ends before box ${index + 1} starts`).toBeLessThanOrEqual(next.x + 0.5);
      }
      // Nothing pushes the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
});

describe('phone numbers on buttons', () => {
  test.each([320, 360])("'Call Us Now' on the home page keeps %s px's number on one line", async (width) => {
    await onPage(mobile(true), '/', width, async (page) => {
      const number = page.getByRole('link', { name: /Call Us Now/ }).getByText(PHONE);
      await number.scrollIntoViewIfNeeded();
      expect(await lineCount(number)).toBe(1);
    });
  });

  test('the mobile menu and a service page keep the number on one line at 320 px', async () => {
    await onPage(mobile(true), '/services/key-cutting', 320, async (page) => {
      expect(await lineCount(page.getByRole('main').getByRole('link', { name: `Call ${PHONE}` }).getByText(PHONE))).toBe(1);
      await menuButton(page, true).click();
      const inMenu = page.getByRole('dialog').getByRole('link', { name: `Call ${PHONE}` });
      await inMenu.scrollIntoViewIfNeeded();
      expect(await lineCount(inMenu.getByText(PHONE))).toBe(1);
    });
  });
});

describe.each([true, false])('the mobile menu, JS %s', (javaScript) => {
  async function openMenu(page: Page): Promise<Locator> {
    await menuButton(page, javaScript).click();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    return menu;
  }

  test('folds its category groups, so the whole menu fits in about two screens, and a group opens on a tap', async () => {
    await onPage(mobile(javaScript), '/', undefined, async (page) => {
      const menu = await openMenu(page);
      const sizes = await menu.evaluate((el) => ({ content: el.scrollHeight, screen: innerHeight }));
      expect(sizes.content).toBeLessThanOrEqual(2 * sizes.screen);
      const plywood = menu.getByRole('link', { name: 'Plywood', exact: true });
      expect(await plywood.isVisible()).toBe(false);
      await menu.getByText('Timber', { exact: true }).click();
      await expect.poll(() => plywood.isVisible()).toBe(true);
      expect(await plywood.getAttribute('href')).toBe('/timber/plywood/');
      await menu.getByText('Timber', { exact: true }).click();
      await expect.poll(() => plywood.isVisible()).toBe(false);
    });
  });

  test('marks the current category, open, on a product in it, and the product itself', async () => {
    await onPage(mobile(javaScript), '/timber/plywood', undefined, async (page) => {
      const menu = await openMenu(page);
      const current = menu.locator('[aria-current]');
      expect(await current.first().textContent()).toBe('Timber');
      expect(await current.first().getAttribute('aria-current')).toBe('true');
      expect(await current.first().evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      const plywood = menu.getByRole('link', { name: 'Plywood', exact: true });
      expect(await plywood.isVisible()).toBe(true);
      expect(await plywood.getAttribute('aria-current')).toBe('page');
      expect(await menu.getByText('Decorating', { exact: true }).getAttribute('aria-current')).toBeNull();
      if (javaScript) expect(await axe(page)).toEqual([]);
    });
  });
});

describe('the desktop bar', () => {
  test.each([
    ['/timber', 'page'],
    ['/timber/plywood', 'true'],
  ])('on %s marks Timber as current (%s), visibly', async (address, value) => {
    await onPage(desktop, address, undefined, async (page) => {
      const bar = page.getByRole('navigation', { name: 'Main', exact: true });
      const marked = bar.locator('[aria-current]:visible');
      expect(await marked.count()).toBe(1);
      expect((await marked.textContent())?.trim()).toBe('Timber');
      expect(await marked.getAttribute('aria-current')).toBe(value);
      const look = (locator: Locator) => locator.evaluate((el) => `${getComputedStyle(el).boxShadow} ${getComputedStyle(el).color}`);
      expect(await look(marked)).not.toBe(await look(bar.getByRole('button', { name: 'Decorating' })));
    });
  });
});
