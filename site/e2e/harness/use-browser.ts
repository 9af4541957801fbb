import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../../scripts/harness/browser.ts';

/**
 * One browser for the calling test file: launched before its first test, closed after its last.
 * Call it at the top of the file; the getter it returns works in hooks and tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is not running; use the getter inside a hook or test');
    return browser;
  };
}
