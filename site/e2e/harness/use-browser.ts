import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../../scripts/harness/browser.ts';
import { pause } from '../../../scripts/harness/dom.ts';

/** The site's late code: its scripts, and the records a client navigation fetches. */
const LATE_CODE = /\/(assets\/[^?#]*\.js|_data\/)/;

/**
 * The browser, with every page of every context it opens holding back each script and data
 * file it fetches (LATE_CODE) for `ms` milliseconds. A test that races the site's late code (a
 * form fetched on first use, a page's records on a client navigation) then fails every time,
 * instead of now and then on a loaded CI machine. `ms` 0 leaves the browser as it is.
 */
export function slowedBy(browser: Browser, ms: number): Browser {
  if (!(ms > 0)) return browser;
  const open = browser.newContext.bind(browser);
  browser.newContext = async (...options: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await open(...options);
    await context.route(LATE_CODE, async (route) => {
      await pause(ms);
      await route.continue();
    });
    return context;
  };
  return browser;
}

/** E2E_SLOW_MS as a number of milliseconds (0 when unset); anything else stops the run rather than testing unslowed. */
function slowMs(): number {
  const value = process.env.E2E_SLOW_MS ?? '';
  if (value === '') return 0;
  if (!/^\d+$/.test(value)) throw new Error(`E2E_SLOW_MS must be a whole number of milliseconds, such as 400; it is "${value}"`);
  return Number(value);
}

/**
 * One browser for the calling test file: launched before its first test, closed after its last.
 * Call it at the top of the file; the getter it returns works in hooks and tests.
 * With E2E_SLOW_MS set (`E2E_SLOW_MS=400 npm run test:e2e`), its pages get the site's scripts and
 * data that much later (slowedBy).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = slowedBy(await launchBrowser(), slowMs());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is not running; use the getter inside a hook or test');
    return browser;
  };
}
