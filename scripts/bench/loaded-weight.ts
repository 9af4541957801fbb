/**
 * What a page really makes the browser download: it is loaded in Chromium until React has
 * hydrated it and the network is idle after that, and every script and stylesheet it fetched
 * from the site is gzipped (level 9) from dist/ and summed. Unlike reading the HTML, this counts
 * the app the entry loads with import() once the first view is painted.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { waitForHydration } from '../harness/dom.ts';
import { gzipSize } from './page-weight.ts';

export interface LoadedWeight {
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

export async function loadedWeight(browser: Browser, baseUrl: string, distDir: string, address: string): Promise<LoadedWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const fetched = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin || response.status() !== 200) return;
    const type = response.request().resourceType();
    if (type === 'script' || url.pathname.endsWith('.js')) fetched.set(url.pathname, 'js');
    else if (type === 'stylesheet' || url.pathname.endsWith('.css')) fetched.set(url.pathname, 'css');
  });
  try {
    await page.goto(`${baseUrl}${address}`, { waitUntil: 'load' });
    // The app starts after the first paint (or 1.5 s): idle network before that is not the end.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  let jsGzip = 0;
  let cssGzip = 0;
  for (const [urlPath, kind] of fetched) {
    const size = gzipSize(path.join(distDir, decodeURIComponent(urlPath)));
    if (kind === 'js') jsGzip += size;
    else cssGzip += size;
  }
  return { jsGzip, cssGzip, files: [...fetched.keys()].sort() };
}
