/**
 * The quote form's code loads only where and when it is used: no page but /contact ever fetches
 * it; /contact hydrates without it and fetches it when the visitor first touches the form (or
 * has a draft waiting), losing nothing typed meanwhile; a client navigation to /contact fetches
 * it with the page's records, so the form is live as soon as it shows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Variant } from '../../scripts/harness/browser.ts';
import { scriptsFetched } from './harness/scripts-fetched.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const v: Variant = { device: 'mobile', scheme: 'light', javaScript: true };

const formCode = (paths: string[]) => paths.filter((path) => /\/assets\/QuoteForm-[\w-]+\.js$/.test(path));

async function withPage(variant: Partial<Variant>, run: (page: Page, scripts: string[]) => Promise<void>): Promise<void> {
  const { context, page, watch } = await openPage(browser(), { ...v, ...variant });
  try {
    const scripts = scriptsFetched(page);
    await run(page, scripts);
    expect(watch.unexpected()).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the quote form code', () => {
  test.each(['/', '/timber/plywood', '/services/delivery', '/search'])('is not fetched on %s', async (address) => {
    await withPage({}, async (page, scripts) => {
      await visit(page, `${base}${address}`, true);
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => path.includes('/assets/hydrate-'))).toBe(true);
      expect(formCode(scripts)).toEqual([]);
    });
  });

  test('is not fetched on /contact until the form is touched; what was typed meanwhile is kept and checked', async () => {
    await withPage({}, async (page, scripts) => {
      await visit(page, `${base}/contact/`, true);
      await page.waitForLoadState('networkidle');
      expect(formCode(scripts)).toEqual([]);
      // Typed at once, while the code is still on its way.
      await page.locator('#quote-name').fill('Sam Carter');
      await page.locator('#quote-phone').fill('12');
      await expect.poll(() => formCode(scripts).length).toBe(1);
      await page.getByRole('button', { name: /send/i }).click();
      // The form's own check, with the name kept: only the phone number is refused.
      await expect.poll(() => page.locator('#quote-phone').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#quote-name').inputValue()).toBe('Sam Carter');
      expect(await page.locator('#quote-name').getAttribute('aria-invalid')).toBeNull();
    });
  });

  test('an empty send before the code has arrived waits for it and is checked by the form, not the browser', async () => {
    await withPage({}, async (page, scripts) => {
      await visit(page, `${base}/contact/`, true);
      await page.waitForLoadState('networkidle');
      expect(formCode(scripts)).toEqual([]);
      await page.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => page.locator('#quote-name').getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-name');
      expect(page.url()).toBe(`${base}/contact/`);
    });
  });

  test('a send held for the code leaves the visitor where they have gone since: focus, what they type, and the page', async () => {
    await withPage({ device: 'desktop' }, async (page) => {
      await visit(page, `${base}/contact/`, true);
      await page.waitForLoadState('networkidle');
      // The form's code is held back (a slow connection) until the visitor is in the footer's box.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/assets\/QuoteForm-[\w-]+\.js$/, async (route) => {
        asked = true;
        await released;
        await route.continue();
      });
      await page.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => asked).toBe(true);
      const box = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
      await box.focus();
      await box.pressSequentially('jo@');
      const onScreen = async () => (await box.boundingBox())?.y ?? Number.NaN;
      const before = await onScreen();
      release();
      // The form has its code and has checked the empty send...
      await expect.poll(() => page.locator('#quote-name').getAttribute('aria-invalid')).toBe('true');
      // ...without taking the visitor from the box they are typing in.
      expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
      await box.pressSequentially('example.co.uk');
      expect(await box.inputValue()).toBe('jo@example.co.uk');
      expect(await page.locator('#quote-name').inputValue()).toBe('');
      // The box stays where it was on screen, though the form's messages made the page longer
      // (within a few pixels: left alone, it moves 60-90 px on this page).
      expect(Math.abs((await onScreen()) - before)).toBeLessThan(12);
    });
  });

  test('is fetched with the records on a client navigation to /contact, and the form is live at once', async () => {
    await withPage({ device: 'desktop' }, async (page, scripts) => {
      await visit(page, `${base}/timber`, true);
      expect(formCode(scripts)).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL(`${base}/contact/`);
      await expect.poll(() => page.getByRole('button', { name: /send/i }).isVisible()).toBe(true);
      expect(formCode(scripts)).toHaveLength(1);
      await page.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => page.locator('#quote-name').getAttribute('aria-invalid')).toBe('true');
    });
  });
});
