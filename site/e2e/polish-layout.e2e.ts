/**
 * Release polish at 320, 390, 1024 and 1280 px: nothing wider than the screen, the about facts
 * and the footer's opening hours inside their boxes, section headings clear of the sticky header
 * after a jump, and breadcrumbs that do not repeat the page title.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { type Scheme } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

const WIDTHS = [320, 390, 1024, 1280];
const PAGES = ['/', '/timber', '/timber/plywood', '/contact', '/no-such-page'];

function context(width: number, scheme: Scheme, javaScript = true): Promise<BrowserContext> {
  return browser().newContext({ viewport: { width, height: 800 }, colorScheme: scheme, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
}

/** Boxes that stick out of the given containers on the right, described for a readable failure. */
function overflowing(page: Page, containers: string, children: string): Promise<string[]> {
  return page.evaluate(
    ([outer, inner]) =>
      [...document.querySelectorAll(outer!)].flatMap((box) => {
        const edge = box.getBoundingClientRect().right;
        return [...box.querySelectorAll(inner!)]
          .filter((el) => el.getBoundingClientRect().right > edge + 0.5 || el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.textContent?.trim()} (${Math.round(el.getBoundingClientRect().right)} > ${Math.round(edge)})`);
      }),
    [containers, children],
  );
}

describe.each(['light', 'dark'] as Scheme[])('layout at four widths, %s', (scheme) => {
  test.each(WIDTHS)('%i px: no page is wider than the screen; facts and opening hours fit their boxes', async (width) => {
    const ctx = await context(width, scheme, false);
    try {
      const page = await ctx.newPage();
      for (const path of PAGES) {
        await visit(page, `${base}${path}`, false);
        const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(docWidth, `${path} at ${width}px`).toBeLessThanOrEqual(width);
        expect(await overflowing(page, 'footer table', 'th, td'), `${path} footer hours`).toEqual([]);
      }
      await visit(page, `${base}/`, false);
      expect(await page.locator('#about dd').count()).toBeGreaterThan(0);
      expect(await overflowing(page, '#about dl > div', 'dd, dt'), 'about facts').toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('jumping to a section', () => {
  const targets: [string, string[]][] = [
    ['/', ['products', 'about', 'services', 'reviews']],
    ['/timber/plywood', ['features', 'applications', 'related']],
  ];

  test.each(WIDTHS)('%i px: the section heading lands below the sticky header', async (width) => {
    const ctx = await context(width, 'light');
    try {
      const page = await ctx.newPage();
      for (const [path, ids] of targets) {
        await visit(page, `${base}${path}`, true);
        for (const id of ids) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await page.evaluate((hash) => (location.hash = hash), id);
          await expect
            .poll(() =>
              page.evaluate((sectionId) => {
                const header = document.querySelector('header')!.getBoundingClientRect();
                const heading = document.getElementById(sectionId)!.querySelector('h2') ?? document.getElementById(sectionId)!;
                const top = heading.getBoundingClientRect().top;
                // Below the header and on screen (on phones the about photo comes before its heading).
                return top >= header.bottom && top < window.innerHeight - 48;
              }, id),
              { message: `${path}#${id}` },
            )
            .toBe(true);
        }
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('breadcrumbs', () => {
  const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();

  test('a listing reads Home > its title once; a detail page Home > category > product', async () => {
    const ctx = await context(390, 'light', false);
    try {
      const page = await ctx.newPage();
      await visit(page, `${base}/timber`, false);
      expect((await crumbs(page)).map((text) => text.replace('›', '').trim())).toEqual(['Home', 'Timber & Sheet Materials']);
      await visit(page, `${base}/timber/plywood`, false);
      expect((await crumbs(page)).map((text) => text.replace('›', '').trim())).toEqual(['Home', 'Timber & Sheet Materials', 'Plywood']);
    } finally {
      await ctx.close();
    }
  });
});
