/**
 * Debian's Chromium driven by playwright-core, and the browser contexts the tests run in:
 * desktop or mobile, light or dark, JavaScript on or off, motion allowed or reduced.
 */
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// One list of Chromium flags for the browser tests and the benchmarks.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export type Device = 'desktop' | 'mobile';
export type Scheme = 'light' | 'dark';

export interface Variant {
  device: Device;
  scheme: Scheme;
  javaScript: boolean;
  reducedMotion?: boolean;
}

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export function variantName(v: Variant): string {
  return `${v.device} ${v.scheme} JS ${v.javaScript ? 'on' : 'off'}${v.reducedMotion ? ' reduced motion' : ''}`;
}

/** Every combination of the given axes, for describe.each. */
export function matrix(axes: { devices?: Device[]; schemes?: Scheme[]; javaScript?: boolean[] }): Variant[] {
  const out: Variant[] = [];
  for (const device of axes.devices ?? ['desktop', 'mobile']) {
    for (const scheme of axes.schemes ?? ['light', 'dark']) {
      for (const javaScript of axes.javaScript ?? [true, false]) out.push({ device, scheme, javaScript });
    }
  }
  return out;
}

export function newContext(browser: Browser, v: Variant): Promise<BrowserContext> {
  const mobile = v.device === 'mobile';
  return browser.newContext({
    viewport: mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 2 : 1,
    colorScheme: v.scheme,
    javaScriptEnabled: v.javaScript,
    reducedMotion: v.reducedMotion ? 'reduce' : 'no-preference',
  });
}

/** A console message or uncaught error that a page produced. */
export interface PageProblem {
  kind: 'console.error' | 'console.warning' | 'pageerror';
  text: string;
  url?: string;
}

/** Hydration mismatches arrive as warnings in development and coded errors in production. */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/**
 * Records every console error, every hydration warning and every uncaught error of a page.
 * `allow` excuses a known, expected message (the 404 document's own 'Failed to load resource').
 */
export class PageWatch {
  readonly problems: PageProblem[] = [];
  readonly warnings: string[] = [];
  private allowed: ((p: PageProblem) => boolean)[] = [];

  constructor(page: Page) {
    page.on('console', (msg: ConsoleMessage) => this.onConsole(msg));
    page.on('pageerror', (err) => this.add({ kind: 'pageerror', text: `${err.name}: ${err.message}` }));
  }

  allow(predicate: (p: PageProblem) => boolean): void {
    this.allowed.push(predicate);
  }

  /** Problems not excused by allow(), formatted one per line for a readable failure. */
  unexpected(): string[] {
    return this.problems
      .filter((p) => !this.allowed.some((ok) => ok(p)))
      .map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`);
  }

  private onConsole(msg: ConsoleMessage): void {
    const text = msg.text();
    const url = msg.location().url || undefined;
    if (msg.type() === 'warning') {
      this.warnings.push(text);
      if (HYDRATION.test(text)) this.add({ kind: 'console.warning', text, url });
    } else if (msg.type() === 'error') {
      this.add({ kind: 'console.error', text, url });
    }
  }

  private add(p: PageProblem): void {
    this.problems.push(p);
  }
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

export async function openPage(browser: Browser, v: Variant): Promise<OpenedPage> {
  const context = await newContext(browser, v);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, watch: new PageWatch(page) };
}
