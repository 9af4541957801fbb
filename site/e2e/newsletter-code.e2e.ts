/**
 * The footer's sign-up box loads its code (and the toasts') only when first used: every page
 * hydrates without it; typing in the box fetches it, keeping what was typed, and the box then
 * checks and sends as before; a Subscribe pressed before the code has arrived waits for it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Variant } from '../../scripts/harness/browser.ts';
import { scriptsFetched } from './harness/scripts-fetched.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const v: Variant = { device: 'desktop', scheme: 'light', javaScript: true };

const boxCode = (paths: string[]) => paths.filter((path) => /\/assets\/Newsletter-[\w-]+\.js$/.test(path));
const box = (page: Page) => page.getByRole('contentinfo').locator('form');
const emailField = (page: Page) => box(page).getByRole('textbox', { name: 'Email address' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (Alt+T)' });

async function withPage(run: (page: Page, scripts: string[]) => Promise<void>): Promise<void> {
  const { context, page, watch } = await openPage(browser(), v);
  // The shipped catalogue names no endpoint: a sign-up opens the mail program.
  watch.allow((problem) => /mailto/i.test(problem.text));
  try {
    const scripts = scriptsFetched(page);
    await run(page, scripts);
    expect(watch.unexpected()).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the newsletter box code', () => {
  test.each(['/', '/contact', '/timber/plywood', '/search'])('is not fetched on %s until the box is used', async (address) => {
    await withPage(async (page, scripts) => {
      await visit(page, `${base}${address}`, true);
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => path.includes('/assets/hydrate-'))).toBe(true);
      expect(boxCode(scripts)).toEqual([]);
      expect(await toasts(page).count()).toBe(0);
    });
  });

  test('typing fetches it, keeps what was typed, and the box then checks and sends', async () => {
    await withPage(async (page, scripts) => {
      await visit(page, `${base}/`, true);
      await page.waitForLoadState('networkidle');
      expect(boxCode(scripts)).toEqual([]);
      // Typed at once, while the code is still on its way.
      await emailField(page).fill('jo@example');
      await expect.poll(() => boxCode(scripts).length).toBe(1);
      expect(await emailField(page).inputValue()).toBe('jo@example');
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      // The box's own check, not the browser's bubble, and the page stays.
      await expect.poll(() => emailField(page).getAttribute('aria-invalid')).toBe('true');
      expect(page.url()).toBe(`${base}/`);

      await emailField(page).fill('jo@example.co.uk');
      await emailField(page).press('Enter');
      await expect.poll(async () => (await box(page).getByRole('status').getByRole('link', { name: 'open the email' }).getAttribute('href')) ?? '').toMatch(/^mailto:/);
      await expect.poll(() => toasts(page).getByRole('listitem').count()).toBe(1);
    });
  });

  test('a move within the page before first use leaves the box as it was prerendered', async () => {
    await withPage(async (page, scripts) => {
      await visit(page, `${base}/contact/`, true);
      await page.waitForLoadState('networkidle');
      await page.goto(`${base}/contact/#quote`);
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#quote');
      expect(await emailField(page).count()).toBe(1);
      expect(boxCode(scripts)).toEqual([]);
      await emailField(page).fill('jo@example.co.uk');
      await emailField(page).press('Enter');
      await expect.poll(() => toasts(page).getByRole('listitem').count()).toBe(1);
    });
  });

  test('an address typed and sent at once, before the code has arrived, is kept and sent', async () => {
    await withPage(async (page, scripts) => {
      await visit(page, `${base}/contact/`, true);
      await page.waitForLoadState('networkidle');
      expect(boxCode(scripts)).toEqual([]);
      await emailField(page).fill('sam@example.co.uk');
      await emailField(page).press('Enter');
      await expect.poll(() => toasts(page).getByRole('listitem').count()).toBe(1);
      expect(await emailField(page).getAttribute('aria-invalid')).toBeNull();
      expect(await box(page).getByRole('status').getByRole('link', { name: 'open the email' }).getAttribute('href')).toContain('sam%40example.co.uk');
    });
  });

  test('a Subscribe pressed before the code has arrived waits for it and is checked by the box', async () => {
    await withPage(async (page, scripts) => {
      await visit(page, `${base}/timber`, true);
      await page.waitForLoadState('networkidle');
      const address = page.url();
      expect(boxCode(scripts)).toEqual([]);
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => emailField(page).getAttribute('aria-invalid')).toBe('true');
      await expect.poll(async () => emailField(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(boxCode(scripts)).toHaveLength(1);
      expect(page.url()).toBe(address);
    });
  });
});
