/** The harness itself: problems are caught, the CSP proxy is faithful, colours are read right. */
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { matrix, openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { startCspProxy } from './harness/csp-proxy.ts';
import { luminance } from '../../scripts/harness/dom.ts';

const browser = useBrowser();

describe('PageWatch', () => {
  test('catches console errors, hydration warnings and uncaught errors, and ignores other warnings', async () => {
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      await page.setContent('<p>x</p>');
      await page.evaluate(() => {
        console.warn('an ordinary warning');
        console.warn('A tree hydrated but some attributes of the server rendered HTML did not match');
        console.error('broken');
        setTimeout(() => {
          throw new Error('boom');
        });
      });
      await expect.poll(() => watch.problems.length).toBe(3);
      expect(watch.unexpected()).toEqual([
        expect.stringMatching(/^console.warning: A tree hydrated/),
        'console.error: broken',
        'pageerror: Error: boom',
      ]);
      watch.allow((p) => p.text === 'broken');
      expect(watch.unexpected()).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  test('contexts honour width, colour scheme, JavaScript and reduced motion', async () => {
    const { context, page } = await openPage(browser(), { device: 'mobile', scheme: 'dark', javaScript: true, reducedMotion: true });
    try {
      await page.setContent('<meta name="viewport" content="width=device-width"><p>x</p>');
      expect(
        await page.evaluate(() => [
          window.innerWidth,
          matchMedia('(prefers-color-scheme: dark)').matches,
          matchMedia('(prefers-reduced-motion: reduce)').matches,
          matchMedia('(pointer: coarse)').matches,
        ]),
      ).toEqual([390, true, true, true]);
    } finally {
      await context.close();
    }
    const off = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: false });
    try {
      await off.page.setContent('<p id="p">x</p><script>document.getElementById("p").textContent = "ran"</script>');
      expect(await off.page.locator('#p').textContent()).toBe('x');
    } finally {
      await off.context.close();
    }
  });

  test('matrix gives every combination', () => {
    expect(matrix({})).toHaveLength(8);
    expect(matrix({ devices: ['mobile'], javaScript: [false] })).toEqual([
      { device: 'mobile', scheme: 'light', javaScript: false },
      { device: 'mobile', scheme: 'dark', javaScript: false },
    ]);
  });
});

describe('startCspProxy', () => {
  test('passes status, headers and body through, adding the policy', async () => {
    const upstream = http.createServer((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/html', 'x-from': 'upstream' });
      res.end(`<p>${req.url}</p>`);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const proxy = await startCspProxy(`http://127.0.0.1:${port}`);
    try {
      const ok = await fetch(`${proxy.url}/timber`);
      expect([ok.status, ok.headers.get('x-from'), ok.headers.get('content-security-policy'), await ok.text()]).toEqual([
        200,
        'upstream',
        "script-src 'self' 'wasm-unsafe-eval'",
        '<p>/timber</p>',
      ]);
      expect((await fetch(`${proxy.url}/missing`)).status).toBe(404);
    } finally {
      await proxy.close();
      await new Promise((r) => upstream.close(r));
    }
  });
});

test('luminance reads rgb() and rgba() colours', () => {
  expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1);
  expect(luminance('rgba(0, 0, 0, 0.5)')).toBeCloseTo(0);
  expect(luminance('rgb(18, 20, 24)')).toBeLessThan(0.02);
});
