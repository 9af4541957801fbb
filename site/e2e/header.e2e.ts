/** The header turns translucent once the page has scrolled more than 20 px, and back. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { matrix, openPage, variantName } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { pause, scrollToY, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/** What makes a header look solid or translucent, read once any transition has finished. */
async function headerLook(page: Page): Promise<string> {
  await pause(450);
  return page.getByRole('banner').evaluate((el) => {
    const s = getComputedStyle(el);
    return JSON.stringify([s.backgroundColor, s.backdropFilter, s.boxShadow, s.opacity, el.className]);
  });
}

async function alphaOf(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((el) => {
    const c = getComputedStyle(el).backgroundColor;
    const parts = /rgba?\(([^)]+)\)/.exec(c)?.[1]?.split(/[ ,/]+/).filter(Boolean) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
}

describe.each(matrix({ javaScript: [true] }).map((v) => [variantName(v), v] as const))('header, %s', (_name, v) => {
  test('is solid at the top, translucent past 20 px, solid again back at the top', async () => {
    const { context, page, watch } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/`, true);
      const top = await headerLook(page);
      await scrollToY(page, 20);
      expect(await headerLook(page)).toBe(top);
      await scrollToY(page, 21);
      const scrolled = await headerLook(page);
      expect(scrolled).not.toBe(top);
      // Translucent: the page behind shows through (alpha below 1, or a backdrop blur over it).
      const translucent = (await alphaOf(page)) < 1 || JSON.parse(scrolled)[1] !== 'none';
      expect(translucent).toBe(true);
      await scrollToY(page, 600);
      expect(await headerLook(page)).toBe(scrolled);
      await scrollToY(page, 0);
      expect(await headerLook(page)).toBe(top);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('stays in view while the page scrolls', async () => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}/timber`, true);
      await scrollToY(page, 900);
      const box = await page.getByRole('banner').boundingBox();
      expect(box?.y).toBe(0);
    } finally {
      await context.close();
    }
  });
});
