/**
 * Under `Content-Security-Policy: script-src 'self' 'wasm-unsafe-eval'` every page still hydrates
 * and works, and the browser reports no violation (so no inline script or eval anywhere). The
 * one allowance beyond 'self' is for the site search: Pagefind compiles WebAssembly, which
 * 'wasm-unsafe-eval' permits without permitting eval of JavaScript.
 */
import { describe, expect, inject, test } from 'vitest';
import { openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const cspUrl = inject('cspUrl');
const browser = useBrowser();

describe("CSP script-src 'self' 'wasm-unsafe-eval'", () => {
  test('the policy really is sent', async () => {
    const response = await fetch(`${cspUrl}/`);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  test.each(['/', '/timber', '/timber/plywood', '/contact', '/no-such-page'])('%s hydrates with no violation', async (address) => {
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { __violations: string[] };
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
      });
      watch.allow((p) => p.kind === 'console.error' && /status of 404/.test(p.text) && address === '/no-such-page');
      await visit(page, `${cspUrl}${address}`, true);
      if (address !== '/no-such-page') {
        // Client navigation runs route code that loads later, so exercise it too.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Information' }).click();
        await page.waitForURL(`${cspUrl}/services/delivery`);
        await page.waitForLoadState('networkidle');
      }
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(watch.unexpected().filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
