/** Small waits and readings taken inside the page, shared by the browser tests. */
import type { Locator, Page } from 'playwright-core';

/** React marks every element it owns with a __reactFiber$ key once it has hydrated it. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.querySelector('main') ?? document.querySelector('h1');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('main') ?? document.querySelector('h1');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  });
}

/** Loads a path and, with JavaScript on, waits until React has taken over the page. */
export async function visit(page: Page, url: string, javaScript: boolean): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (javaScript) await waitForHydration(page);
  return response?.status() ?? 0;
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Scrolls instantly (whatever the page's scroll-behavior) and gives scroll handlers a moment.
 * Waits are taken from Node: with JavaScript off the page runs no timers or animation frames.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await pause(60);
}

/** Waits until the page has stopped scrolling (the same position for 300 ms) and returns it. */
export async function settledScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  let still = 0;
  for (let i = 0; i < 200 && still < 6; i++) {
    await pause(50);
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
  }
  return last;
}

/** The element's accessible state: is it the focused element of the document? */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Relative luminance (WCAG) of a CSS rgb()/rgba() colour string. */
export function luminance(css: string): number {
  const parts = /rgba?\(([^)]+)\)/.exec(css)?.[1]?.split(/[ ,/]+/).filter(Boolean).map(Number) ?? [];
  const [r = 0, g = 0, b = 0] = parts.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's visible background: the body's, or the root's where the body is transparent. */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const transparent = (c: string): boolean => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const body = getComputedStyle(document.body).backgroundColor;
    return transparent(body) ? getComputedStyle(document.documentElement).backgroundColor : body;
  });
}
