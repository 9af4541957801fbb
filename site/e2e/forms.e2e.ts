/**
 * The quote form and the newsletter box on the shipped catalogue, which names no form endpoint:
 * validation messages tied to their fields, keyboard-only use, the mail fallback's mailto: link,
 * drafts kept across a reload, and the toasts. Posting to an endpoint is in forms-endpoint.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import type { OpenedPage } from '../../scripts/harness/browser.ts';
import { hasFocus, pause, visit } from '../../scripts/harness/dom.ts';

const baseUrl = inject('baseUrl');
const ROOT = path.resolve(import.meta.dirname, '../..');
const siteEmail = /^email:\s*(\S+)/m.exec(readFileSync(path.join(ROOT, 'catalogue/site.yaml'), 'utf8'))?.[1] ?? '';

const browser = useBrowser();
let opened: OpenedPage | undefined;

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

async function contactPage(scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  opened = await openPage(browser(), { device: 'desktop', scheme, javaScript: true });
  // Headless Chromium has no mail program; it logs that the mailto: navigation went nowhere.
  opened.watch.allow((p) => /mailto/i.test(p.text));
  await visit(opened.page, `${baseUrl}/contact/`, true);
  return opened.page;
}

const form = (page: Page) => page.locator('form[aria-labelledby="quote-heading"]');
const describedBy = async (page: Page, id: string): Promise<string[]> => ((await page.locator(`#${id}`).getAttribute('aria-describedby')) ?? '').split(' ');

/** The text of the element an aria-describedby id points at, as a screen reader would read it. */
async function descriptionOf(page: Page, id: string): Promise<string> {
  const ids = await describedBy(page, id);
  const texts = await Promise.all(ids.filter(Boolean).map((ref) => page.locator(`#${ref}`).innerText()));
  return texts.join(' ');
}

describe('quote form validation', () => {
  test('an empty submit marks each missing field, ties its message to it and focuses the first', async () => {
    const page = await contactPage();
    await form(page).getByRole('button', { name: 'Send request' }).click();

    await expect.poll(() => page.locator('#quote-name').getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(page.locator('#quote-name'))).toBe(true);
    expect(await describedBy(page, 'quote-name')).toContain('quote-name-error');
    expect(await page.locator('#quote-name-error').innerText()).toBe('Enter your name.');
    expect(await descriptionOf(page, 'quote-phone')).toContain('Enter a phone number or an email address, so we can reply.');
    expect(await descriptionOf(page, 'quote-email')).toContain('Enter a phone number or an email address, so we can reply.');
    expect(await page.locator('#quote-message').getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, 'quote-message')).toContain('Tell us what you need');
    // Optional fields stay quiet.
    expect(await page.locator('#quote-postcode').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => form(page).getByRole('alert').innerText()).toBe('3 things need correcting before we can send your request.');
    // The browser's own bubbles never appear: scripts run, so the form is ours to check.
    expect(await form(page).evaluate((el) => (el as HTMLFormElement).noValidate)).toBe(true);
  });

  test('messages clear as the visitor fixes each field, and focus goes to the first one left', async () => {
    const page = await contactPage();
    await form(page).getByRole('button', { name: 'Send request' }).click();
    // The form's code arrives on first use and the submit waits for it: fix nothing before its messages show.
    await expect.poll(() => page.locator('#quote-message').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#quote-name').fill('Jo Bloggs');
    expect(await page.locator('#quote-name').getAttribute('aria-invalid')).toBeNull();
    expect(await describedBy(page, 'quote-name')).not.toContain('quote-name-error');
    expect(await page.locator('#quote-message').getAttribute('aria-invalid')).toBe('true');

    await page.locator('#quote-email').fill('jo@');
    await page.locator('#quote-postcode').fill('EX15');
    await form(page).getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => hasFocus(page.locator('#quote-email'))).toBe(true);
    expect(await page.locator('#quote-email-error').innerText()).toBe('Enter an email address in the form name@example.co.uk.');
    expect(await page.locator('#quote-postcode-error').innerText()).toBe('Enter a UK postcode, such as EX15 1ZZ, or leave it blank.');

    await page.locator('#quote-postcode').fill('ex151zz');
    await page.locator('#quote-postcode').blur();
    expect(await page.locator('#quote-postcode').inputValue()).toBe('EX15 1ZZ');
    expect(await page.locator('#quote-postcode').getAttribute('aria-invalid')).toBeNull();
  });

  test('a phone number that cannot be rung is refused', async () => {
    const page = await contactPage();
    await page.locator('#quote-name').fill('Jo Bloggs');
    await page.locator('#quote-phone').fill('12345');
    await page.locator('#quote-message').fill('Sand');
    await form(page).getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => hasFocus(page.locator('#quote-phone'))).toBe(true);
    expect(await descriptionOf(page, 'quote-phone')).toContain('Enter a phone number we can ring');
  });
});

describe('quote form by mail (no endpoint configured)', () => {
  test('completed and sent with the keyboard alone, it builds the mailto: link and says so', async () => {
    const page = await contactPage();
    await expect.poll(() => form(page).innerText()).toContain(`Sending opens your email program with your request written out to ${siteEmail}`);
    // Following the in-page link moves the keyboard's starting point to the form's section.
    await page.goto(`${baseUrl}/contact/#quote`);
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.locator('#quote-name'))).toBe(true);
    await page.keyboard.type('Jo Bloggs');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.locator('#quote-need'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    const need = await page.locator('#quote-need').inputValue();
    expect(need).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01632 960123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jo@example.co.uk');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ex15 1zz');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.locator('#quote-message'))).toBe(true);
    await page.keyboard.type('Twenty lengths of 47 x 100 C24 at 4.8 m & 5 bags of sharp sand.');
    await page.keyboard.press('Tab');
    expect(await hasFocus(form(page).getByRole('button', { name: 'Send request' }))).toBe(true);
    await page.keyboard.press('Enter');

    const body = [
      'Name: Jo Bloggs',
      'Phone: 01632 960123',
      'Email: jo@example.co.uk',
      `What I need: ${need}`,
      'Delivery postcode: EX15 1ZZ',
      '',
      'Twenty lengths of 47 x 100 C24 at 4.8 m & 5 bags of sharp sand.',
      '',
    ].join('\r\n');
    const expected = `mailto:${siteEmail}?subject=${encodeURIComponent(`Quote request: ${need} from Jo Bloggs`)}&body=${encodeURIComponent(body)}`;
    const status = form(page).getByRole('status');
    await expect.poll(() => status.getByRole('link', { name: 'open the email' }).getAttribute('href')).toBe(expected);
    expect(await status.innerText()).toContain(`Your email program should now open with your request written out to ${siteEmail}`);
    const toast = page.getByRole('region', { name: 'Notifications (Alt+T)' }).getByRole('listitem');
    await expect.poll(() => toast.first().innerText()).toContain('Your email program should now open');
    // The page stays put and nothing typed is lost (nobody knows yet whether the email was sent).
    expect(page.url()).toBe(`${baseUrl}/contact/#quote`);
    expect(await page.locator('#quote-name').inputValue()).toBe('Jo Bloggs');
  });

  test('a draft survives a reload', async () => {
    const page = await contactPage();
    await page.locator('#quote-name').fill('Sam Carter');
    await page.locator('#quote-email').fill('sam@example.co.uk');
    await page.locator('#quote-message').fill('Ten sheets of 18 mm plywood.');
    await pause(700);
    await page.reload();
    await expect.poll(() => page.locator('#quote-name').inputValue()).toBe('Sam Carter');
    expect(await page.locator('#quote-email').inputValue()).toBe('sam@example.co.uk');
    expect(await page.locator('#quote-message').inputValue()).toBe('Ten sheets of 18 mm plywood.');
  });
});

describe('newsletter box by mail', () => {
  test('checks the address, then builds the sign-up email', async () => {
    const page = await contactPage();
    const box = page.getByRole('contentinfo').locator('form');
    const email = box.getByRole('textbox', { name: 'Email address' });
    expect(await email.getAttribute('placeholder')).toBe('Your email address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(email)).toBe(true);
    expect(await descriptionOf(page, (await email.getAttribute('id')) ?? '')).toBe('Enter your email address to subscribe.');

    await email.fill('jo@example.co.uk');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await email.press('Enter');
    const expected = `mailto:${siteEmail}?subject=Newsletter%20sign-up&body=${encodeURIComponent('Please add jo@example.co.uk to the ')}`;
    await expect.poll(async () => (await box.getByRole('status').getByRole('link', { name: 'open the email' }).getAttribute('href')) ?? '').toMatch(
      new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });
});

describe('toasts', () => {
  test('at most three, bottom-right, Alt+T focuses them, and each leaves after about 4 seconds', async () => {
    const page = await contactPage();
    const box = page.getByRole('contentinfo').locator('form');
    const email = box.getByRole('textbox', { name: 'Email address' });
    await email.fill('jo@example.co.uk');
    // Keys, not clicks: the pointer must not rest on the toasts, which would hold them.
    for (let i = 0; i < 4; i += 1) await email.press('Enter');
    const region = page.getByRole('region', { name: 'Notifications (Alt+T)' });
    await expect.poll(() => region.getByRole('listitem').count()).toBe(3);
    expect(await region.locator('[aria-live="polite"]').count()).toBe(1);
    // Motion is allowed here, so they slide in (the reduced-motion test below checks the opposite).
    expect(await region.getByRole('listitem').first().evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');

    const box2 = await region.getByRole('listitem').last().boundingBox();
    const viewport = page.viewportSize();
    expect(box2 && viewport && viewport.width - (box2.x + box2.width)).toBeLessThan(40);
    expect(box2 && viewport && viewport.height - (box2.y + box2.height)).toBeLessThan(40);

    await page.locator('#quote-name').focus();
    await page.keyboard.press('Alt+T');
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Focus inside holds them; leaving lets them go after the rest of their 4 seconds.
    await pause(4500);
    expect(await region.getByRole('listitem').count()).toBe(3);
    await page.locator('#quote-name').focus();
    await expect.poll(() => region.getByRole('listitem').count(), { timeout: 6000 }).toBe(0);
  });

  test('the pointer resting on a toast holds it; moving away lets it go', async () => {
    const page = await contactPage();
    const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await email.fill('jo@example.co.uk');
    await email.press('Enter');
    const toast = page.getByRole('region', { name: 'Notifications (Alt+T)' }).getByRole('listitem');
    await toast.first().hover();
    await pause(4500);
    expect(await toast.count()).toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => toast.count(), { timeout: 6000 }).toBe(0);
  });

  test('with reduced motion, toasts appear without animation', async () => {
    opened = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true, reducedMotion: true });
    opened.watch.allow((p) => /mailto/i.test(p.text));
    await visit(opened.page, `${baseUrl}/contact/`, true);
    const email = opened.page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await email.fill('jo@example.co.uk');
    await email.press('Enter');
    const toast = opened.page.getByRole('region', { name: 'Notifications (Alt+T)' }).getByRole('listitem').first();
    expect(await toast.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('a toast can be closed with its button', async () => {
    const page = await contactPage();
    const box = page.getByRole('contentinfo').locator('form');
    await box.getByRole('textbox', { name: 'Email address' }).fill('jo@example.co.uk');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const region = page.getByRole('region', { name: 'Notifications (Alt+T)' });
    await region.getByRole('button', { name: 'Dismiss notification' }).click();
    expect(await region.getByRole('listitem').count()).toBe(0);
  });
});

describe('contact page extras', () => {
  test("today's opening-hours row is marked, by the yard's clock", async () => {
    opened = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    // 23:30 on Friday in UTC is already Saturday in London in summer time.
    await opened.page.clock.setFixedTime(new Date('2026-06-19T23:30:00Z'));
    await visit(opened.page, `${baseUrl}/contact/`, true);
    const current = opened.page.locator('#hours tr[aria-current="date"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.locator('th').innerText()).toBe('Saturday');
  });

  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  test.each(['light', 'dark'] as const)('axe finds nothing wrong with messages and toasts showing (%s)', async (scheme) => {
    const page = await contactPage(scheme);
    await form(page).getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('#quote-name').getAttribute('aria-invalid')).toBe('true');
    const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await email.fill('jo@example.co.uk');
    await email.press('Enter');
    // A toast leaves after 4 s, and a slow machine can take that long over the steps that follow,
    // so the pointer rests on it (which holds it) as soon as it shows, and the rest is keyboard.
    const region = page.getByRole('region', { name: 'Notifications (Alt+T)' });
    await region.getByRole('listitem').first().hover();
    await email.fill('nonsense');
    await email.press('Enter');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await region.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (root: Element, options: object) => Promise<Result> } }).axe;
      // The page around the forms is the a11y tests' business; these are the parts this work adds.
      const parts = ['form[aria-labelledby="quote-heading"]', 'footer form', 'section[aria-label="Notifications (Alt+T)"]'];
      const found: string[] = [];
      for (const selector of parts) {
        const root = document.querySelector(selector);
        if (!root) {
          found.push(`missing ${selector}`);
          continue;
        }
        const result = await axe.run(root, { resultTypes: ['violations'] });
        for (const v of result.violations) for (const n of v.nodes) found.push(`${v.id}: ${v.help} at ${n.target.join(' ')}`);
      }
      return found;
    });
    expect(violations).toEqual([]);
    expect(opened?.watch.unexpected()).toEqual([]);
  });
});
