/** The harness itself: problems are caught, nginx is configured as a host would be, colours are read right, late code can be held back. */
import { describe, expect, inject, test } from 'vitest';
import { launchBrowser, matrix, openPage } from '../../scripts/harness/browser.ts';
import { slowedBy, useBrowser } from './harness/use-browser.ts';
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

test('luminance reads rgb() and rgba() colours', () => {
  expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1);
  expect(luminance('rgba(0, 0, 0, 0.5)')).toBeCloseTo(0);
  expect(luminance('rgb(18, 20, 24)')).toBeLessThan(0.02);
});

test('slowedBy holds back the site\'s scripts and data files', async () => {
  const held = 600;
  const slow = slowedBy(await launchBrowser(), held);
  try {
    const { page } = await openPage(slow, { device: 'desktop', scheme: 'light', javaScript: false });
    await page.goto(`${inject('baseUrl')}/`);
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\/.*\.js$/);
    // Timed in the page, each fetch alone: a held file takes at least the time it is held.
    const took = (url: string) => page.evaluate(async (href) => {
      const start = performance.now();
      const response = await fetch(href, { cache: 'no-store' });
      await response.arrayBuffer();
      return { ms: performance.now() - start, status: response.status };
    }, url);
    for (const url of [script!, '/_data/contact.json']) {
      const { ms, status } = await took(url);
      expect(status, url).toBe(200);
      expect(ms, url).toBeGreaterThanOrEqual(held - 5);
    }
  } finally {
    await slow.close();
  }
});
