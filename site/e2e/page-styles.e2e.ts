/**
 * Each page downloads its styles once, as one stylesheet holding the app's rules and its own
 * kind's (generator/build/client-assets.ts): nothing of other kinds, nothing of search results
 * before search is used, and no file twice when the app loads. A page reached by a client
 * navigation fetches its kind's styles with its code and shows exactly as when loaded directly.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP_VIEWPORT, openPage, type Variant } from '../../scripts/harness/browser.ts';
import { visit } from '../../scripts/harness/dom.ts';
import { fetchedEndingWith } from './harness/scripts-fetched.ts';
import { useBrowser } from './harness/use-browser.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const v: Variant = { device: 'desktop', scheme: 'light', javaScript: true };

/** One page of each kind. */
const PAGES = ['/', '/timber/', '/timber/plywood/', '/services/delivery/', '/contact/', '/brands/osmo/', '/trade/', '/search/', '/no-such-page/'];

async function withPage(run: (page: Page, styles: string[]) => Promise<void>, notFound = false): Promise<void> {
  const { context, page, watch } = await openPage(browser(), v);
  try {
    const styles = fetchedEndingWith(page, '.css');
    await run(page, styles);
    // The not-found page answers 404, as it should.
    expect(watch.unexpected().filter((problem) => !(notFound && problem.includes('404')))).toEqual([]);
  } finally {
    await context.close();
  }
}

const linkedStyles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map((link) => new URL(link.href).pathname));

/** What the page looks like: a few computed properties of every element in <main>. */
const looks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')].map((element) => {
      const style = getComputedStyle(element);
      return [element.tagName, style.display, style.padding, style.margin, style.fontSize, style.color, style.backgroundColor, style.gridTemplateColumns].join(' ');
    }),
  );

describe('page styles', () => {
  test.each(PAGES)('%s links one stylesheet and fetches no other until it is used', async (address) => {
    await withPage(async (page, styles) => {
      await visit(page, `${base}${address}`, true);
      await page.waitForLoadState('networkidle');
      const linked = await linkedStyles(page);
      expect(linked).toHaveLength(1);
      expect(styles).toEqual(linked);
    }, address.startsWith('/no-such-page'));
  });

  test('differ by kind: a page has no stylesheet holding the rules of kinds it is not', async () => {
    const sheets = new Set<string>();
    await withPage(async (page) => {
      for (const address of PAGES.slice(0, 3)) {
        await visit(page, `${base}${address}`, true);
        sheets.add((await linkedStyles(page))[0]!);
      }
    });
    expect(sheets.size).toBe(3);
  });

  test.each([
    ['/', '/timber/plywood/'],
    ['/timber/plywood/', '/'],
    ['/search/', '/services/delivery/'],
  ])('a client navigation from %s to %s fetches only the new kind’s styles, and the page looks as when loaded directly', async (from, to) => {
    let direct: string[] = [];
    await withPage(async (page) => {
      await visit(page, `${base}${to}`, true);
      await page.waitForLoadState('networkidle');
      direct = await looks(page);
    });
    await withPage(async (page, styles) => {
      await visit(page, `${base}${from}`, true);
      await page.waitForLoadState('networkidle');
      const before = styles.length;
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        document.body.append(link);
        link.click();
      }, to);
      await expect.poll(() => looks(page), { timeout: 10_000 }).toEqual(direct);
      // The kind's own files, never the app's again or a composed page stylesheet.
      expect(styles.slice(before).filter((path) => /\/(hydrate|styles-)[^/]*\.css$/.test(path))).toEqual([]);
    });
  });

  test("search results' styles arrive when search is used, not before", async () => {
    await withPage(async (page, styles) => {
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await visit(page, `${base}/timber/`, true);
      await page.waitForLoadState('networkidle');
      const results = () => styles.filter((path) => /\/SearchResults-[\w-]+\.css$/.test(path));
      expect(results()).toEqual([]);
      await page.getByRole('searchbox').locator('visible=true').first().fill('plywood');
      await expect.poll(() => results().length).toBe(1);
    });
  });
});
