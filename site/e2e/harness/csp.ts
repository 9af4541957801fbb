/**
 * Loads a page with JavaScript and reports every Content-Security-Policy violation the browser
 * saw, as events and as console messages; with `navigate`, also follows a footer link on the
 * client, since that runs route code and fetches page data that load later.
 */
import type { Browser } from 'playwright-core';
import { openPage } from '../../../scripts/harness/browser.ts';
import { visit } from '../../../scripts/harness/dom.ts';

export async function cspViolations(browser: Browser, baseUrl: string, address: string, navigate: boolean): Promise<{ violations: string[]; problems: string[] }> {
  const { context, page, watch } = await openPage(browser, { device: 'desktop', scheme: 'light', javaScript: true });
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    // The 404 document's own status is reported as a failed load; nothing else is excused.
    watch.allow((p) => p.kind === 'console.error' && /status of 404/.test(p.text) && !navigate);
    await visit(page, `${baseUrl}${address}`, true);
    if (navigate) {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Information' }).click();
      await page.waitForURL(`${baseUrl}/services/delivery/`);
      await page.waitForLoadState('networkidle');
    }
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    return { violations, problems: watch.unexpected() };
  } finally {
    await context.close();
  }
}
