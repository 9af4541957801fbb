/**
 * The quote form and the newsletter box posting to a form endpoint. The site is built from a
 * temporary copy of catalogue/ whose site.yaml names endpoints on a local HTTPS server (with a
 * self-signed certificate made here by openssl) that records every post and can answer 200,
 * answer 500, or be down. Built with the project's own generate and build steps.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { startServer } from '../../scripts/serve.ts';
import type { RunningServer } from '../../scripts/serve.ts';
import { DESKTOP_VIEWPORT, PageWatch } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { freePort } from '../../scripts/harness/free-port.ts';
import { pause, visit } from '../../scripts/harness/dom.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The catalogue copied for the build; CATALOGUE_DIR runs these tests against another one. */
const SOURCE_CATALOGUE = path.resolve(process.env.CATALOGUE_DIR ?? path.join(ROOT, 'catalogue'));

interface Post {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

/** A stand-in for a form service: records posts; answers 200 or 500; can be switched off. */
class TestEndpoint {
  readonly posts: Post[] = [];
  status: 200 | 500 = 200;
  private server: https.Server | undefined;

  constructor(
    private readonly tls: { key: Buffer; cert: Buffer },
    readonly port: number,
  ) {}

  get url(): string {
    return `https://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = https.createServer(this.tls, (req, res) => void this.answer(req, res));
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Down means down: the port refuses connections, as a dead service's would. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The site is on another origin, so the service must allow it, as real form services do.
    const cors = { 'access-control-allow-origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'accept' }).end();
      return;
    }
    if (req.method !== 'POST') {
      // The browser asks for /favicon.ico once a plain post has landed here.
      res.writeHead(404, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const contentType = req.headers['content-type'] ?? '';
    const form = contentType.startsWith('multipart/form-data')
      ? await new Response(body, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(body.toString('utf8'));
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      fields[name] = String(value);
    });
    this.posts.push({ path: req.url ?? '', contentType, fields });
    const wantsJson = (req.headers.accept ?? '').includes('application/json');
    res.writeHead(this.status, { ...cors, 'content-type': wantsJson ? 'application/json' : 'text/html; charset=utf-8' });
    res.end(wantsJson ? JSON.stringify({ ok: this.status === 200 }) : `<!doctype html><title>Form service</title><h1>Received (${this.status})</h1>`);
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

let tmp: string;
let endpoint: TestEndpoint;
let site: RunningServer;
let context: BrowserContext | undefined;
let quoteSuccess: string;
let newsletterSuccess: string;

const browser = useBrowser();

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'forms-endpoint-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(tmp, 'key.pem'), '-out', path.join(tmp, 'cert.pem'),
  ], { stdio: 'ignore' });
  const tls = { key: await readFile(path.join(tmp, 'key.pem')), cert: await readFile(path.join(tmp, 'cert.pem')) };
  endpoint = new TestEndpoint(tls, await freePort());
  await endpoint.start();

  const catalogue = path.join(tmp, 'catalogue');
  await cp(SOURCE_CATALOGUE, catalogue, { recursive: true });
  await appendFile(path.join(catalogue, 'site.yaml'), `forms:\n  quoteEndpoint: ${endpoint.url}/quote\n  newsletterEndpoint: ${endpoint.url}/newsletter\n`);
  quoteSuccess = (parse(await readFile(path.join(catalogue, 'contact.yaml'), 'utf8')) as { form: { success: string } }).form.success;
  newsletterSuccess = (parse(await readFile(path.join(catalogue, 'layout.yaml'), 'utf8')) as { footer: { newsletter: { success: string } } }).footer.newsletter
    .success;

  const generated = path.join(tmp, 'generated');
  const dist = path.join(tmp, 'dist');
  await run('npx', ['tsx', 'generator/cli.ts', 'build', '--catalogue', catalogue, '--generated', generated, '--out', dist]);
  site = await startServer({ root: dist, port: await freePort() });
});

afterAll(async () => {
  await site?.close();
  await endpoint?.stop();
  await rm(tmp, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  endpoint.status = 200;
  await endpoint.start();
});

async function contactPage(javaScript: boolean): Promise<{ page: Page; watch: PageWatch }> {
  context = await browser().newContext({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled: javaScript, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const watch = new PageWatch(page);
  await visit(page, `${site.url.replace(/\/$/, '')}/contact`, javaScript);
  return { page, watch };
}

const quoteForm = (page: Page) => page.locator('form[aria-labelledby="quote-heading"]');
const newsletterForm = (page: Page) => page.getByRole('contentinfo').locator('form');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (Alt+T)' });

const TYPED = { name: 'Jo Bloggs', phone: '01632 960123', email: 'jo@example.co.uk', postcode: 'ex15 1zz', message: 'Twenty lengths of 47 x 100 C24 at 4.8 m.' };

/** Fills every field and returns the option chosen for 'What do you need?'. */
async function fillQuote(page: Page): Promise<string> {
  for (const [name, value] of Object.entries(TYPED)) await page.locator(`#quote-${name}`).fill(value);
  const need = (await page.locator('#quote-need option').nth(1).getAttribute('value')) ?? '';
  await page.locator('#quote-need').selectOption(need);
  return need;
}

async function quoteValues(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of ['name', 'phone', 'email', 'need', 'postcode', 'message']) out[name] = await page.locator(`#quote-${name}`).inputValue();
  return out;
}

describe('quote form with an endpoint, JavaScript on', () => {
  test('posts the fields with fetch and announces success inline and in a toast, then clears form and draft', async () => {
    const { page, watch } = await contactPage(true);
    const need = await fillQuote(page);
    const before = endpoint.posts.length;
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();

    // The form's code arrives on first use and the send waits for it: on a busy machine that takes more than poll's default 5 s.
    await expect.poll(() => quoteForm(page).getByRole('status').innerText(), { timeout: 15_000 }).toBe(quoteSuccess);
    await expect.poll(() => toasts(page).getByRole('listitem').first().innerText(), { timeout: 15_000 }).toContain(quoteSuccess);
    expect(endpoint.posts.slice(before)).toEqual([
      {
        path: '/quote',
        contentType: expect.stringMatching(/^multipart\/form-data/),
        fields: { name: 'Jo Bloggs', phone: '01632 960123', email: 'jo@example.co.uk', need, postcode: 'EX15 1ZZ', message: TYPED.message },
      },
    ]);
    expect(await quoteValues(page)).toEqual({ name: '', phone: '', email: '', need: '', postcode: '', message: '' });
    await page.reload();
    await pause(500);
    expect(await page.locator('#quote-name').inputValue()).toBe('');
    expect(watch.unexpected()).toEqual([]);
  });

  test('an error answer keeps every field and says what happened', async () => {
    const { page } = await contactPage(true);
    const need = await fillQuote(page);
    endpoint.status = 500;
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();

    await expect.poll(() => quoteForm(page).getByRole('alert').innerText()).toContain('the server answered with error 500');
    expect(await quoteForm(page).getByRole('alert').innerText()).toContain('Nothing you typed has been lost.');
    await expect.poll(() => toasts(page).getByRole('listitem').first().innerText()).toContain('error 500');
    expect(await quoteValues(page)).toEqual({ ...TYPED, need, postcode: 'EX15 1ZZ' });
  });

  test('with the endpoint down, every field keeps what was typed, the failure is announced, and the draft survives a reload', async () => {
    const { page, watch } = await contactPage(true);
    watch.allow((p) => p.kind === 'console.error' && /ERR_CONNECTION_REFUSED|Failed to load resource/.test(p.text));
    const need = await fillQuote(page);
    await endpoint.stop();
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();

    const failure = 'Your request was not sent: we could not reach the server. Check your connection and try again. Nothing you typed has been lost.';
    await expect.poll(() => quoteForm(page).getByRole('alert').innerText()).toBe(failure);
    // The toast region is a polite live region, so this is read out wherever the visitor is.
    const live = toasts(page).locator('[aria-live="polite"]');
    await expect.poll(() => live.innerText()).toContain(failure);
    const typed = { ...TYPED, need, postcode: 'EX15 1ZZ' };
    expect(await quoteValues(page)).toEqual(typed);

    await page.reload();
    await expect.poll(() => quoteValues(page)).toEqual(typed);
    expect(watch.unexpected()).toEqual([]);
  });
});

describe('quote form with an endpoint, JavaScript off', () => {
  test('the plain form posts every field to the endpoint', async () => {
    const { page } = await contactPage(false);
    const need = await fillQuote(page);
    const before = endpoint.posts.length;
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`${endpoint.url}/quote`);
    expect(endpoint.posts.slice(before)).toEqual([
      {
        path: '/quote',
        contentType: 'application/x-www-form-urlencoded',
        fields: { name: 'Jo Bloggs', need, phone: '01632 960123', email: 'jo@example.co.uk', postcode: 'ex15 1zz', message: TYPED.message },
      },
    ]);
  });

  test("the browser's own checks stop an incomplete form", async () => {
    const { page } = await contactPage(false);
    const before = endpoint.posts.length;
    await page.locator('#quote-email').fill('jo@example.co.uk');
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();
    await pause(500);
    expect(endpoint.posts.length).toBe(before);
    expect(await page.locator('#quote-name').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  });
});

describe('newsletter box with an endpoint', () => {
  test('with JavaScript, posts the address and announces the catalogue success text', async () => {
    const { page } = await contactPage(true);
    const before = endpoint.posts.length;
    await newsletterForm(page).getByRole('textbox', { name: 'Email address' }).fill('jo@example.co.uk');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => newsletterForm(page).getByRole('status').innerText()).toBe(newsletterSuccess);
    await expect.poll(() => toasts(page).getByRole('listitem').first().innerText()).toContain(newsletterSuccess);
    expect(endpoint.posts.slice(before).map((p) => [p.path, p.fields])).toEqual([['/newsletter', { email: 'jo@example.co.uk' }]]);
  });

  test('with JavaScript, a failure keeps the address and says so', async () => {
    const { page } = await contactPage(true);
    endpoint.status = 500;
    const email = newsletterForm(page).getByRole('textbox', { name: 'Email address' });
    await email.fill('jo@example.co.uk');
    await email.press('Enter');
    await expect.poll(() => newsletterForm(page).getByRole('alert').innerText()).toContain('Your sign-up was not sent: the server answered with error 500');
    expect(await email.inputValue()).toBe('jo@example.co.uk');
  });

  test('without JavaScript, the plain form posts the address', async () => {
    const { page } = await contactPage(false);
    const before = endpoint.posts.length;
    await newsletterForm(page).getByRole('textbox', { name: 'Email address' }).fill('sam@example.co.uk');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${endpoint.url}/newsletter`);
    expect(endpoint.posts.slice(before).map((p) => [p.path, p.fields])).toEqual([['/newsletter', { email: 'sam@example.co.uk' }]]);
  });
});
