/** The harness itself: problems are caught, nginx is configured as a host would be, colours are read right. */
import { describe, expect, test } from 'vitest';
import { matrix, openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
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
