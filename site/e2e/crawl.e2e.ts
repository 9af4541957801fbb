/**
 * A crawl of every page's HTML file in dist/ (not the small pages at old addresses): no internal link or asset is broken (each answers 200,
 * and each #fragment exists on its page), every new-tab link is safe, and no page logs a
 * console error, uses a failing request, or hides a link behind JavaScript.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { openPage } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { visit } from '../../scripts/harness/dom.ts';
import { manifestPages } from './harness/site-data.ts';

const base = inject('baseUrl');
const distDir = inject('distDir');
const browser = useBrowser();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.html'))
    .map((d) => path.relative(distDir, path.join(d.parentPath, d.name)));
}

/** dist/timber/index.html -> /timber; dist/404.html is fetched by its own name. */
function addressOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}/`;
  return `/${file}`;
}

// The small pages at old addresses only send visitors on; the address itself answers 301 (nginx.e2e.ts checks both).
const oldAddresses = new Set(manifestPages().flatMap((page) => (page.aliases ?? []).map((alias) => `${alias}/`)));
const files = htmlFiles(distDir).filter((file) => !oldAddresses.has(addressOf(file)));
const addresses = files.map(addressOf).sort();
const statusCache = new Map<string, Promise<{ status: number; body: string }>>();

function get(pathname: string): Promise<{ status: number; body: string }> {
  let hit = statusCache.get(pathname);
  if (!hit) {
    // No redirect followed: every internal link must name the published URL itself.
    hit = fetch(`${base}${pathname}`, { redirect: 'manual' }).then(async (r) => ({ status: r.status, body: r.headers.get('content-type')?.includes('html') ? await r.text() : '' }));
    statusCache.set(pathname, hit);
  }
  return hit;
}

interface Found {
  attr: string;
  value: string;
  target?: string | null;
  rel?: string | null;
}

describe('crawl of dist/', () => {
  test('finds every page', () => {
    expect(addresses.length).toBeGreaterThan(60);
    expect(addresses).toContain('/404.html');
  });

  test.each(addresses)('%s: every internal href and src resolves', async (address) => {
    const { context, page } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: false });
    try {
      await visit(page, `${base}${address}`, false);
      const found = await page.evaluate(() => {
        const out: Found[] = [];
        for (const el of document.querySelectorAll('[href], [src], [srcset]')) {
          for (const attr of ['href', 'src']) {
            const value = el.getAttribute(attr);
            if (value !== null) out.push({ attr: `${el.tagName.toLowerCase()}[${attr}]`, value, target: el.getAttribute('target'), rel: el.getAttribute('rel') });
          }
          for (const part of (el.getAttribute('srcset') ?? '').split(',')) {
            const url = part.trim().split(/\s+/)[0];
            if (url) out.push({ attr: `${el.tagName.toLowerCase()}[srcset]`, value: url });
          }
        }
        return out;
      });
      const problems: string[] = [];
      for (const link of found) {
        if (link.target === '_blank' && (link.rel?.split(/\s+/).filter((t) => t === 'noopener' || t === 'noreferrer').length ?? 0) < 2) {
          problems.push(`${link.attr}="${link.value}" opens a new tab without rel="noopener noreferrer"`);
        }
        if (/^(javascript|data):/i.test(link.value)) problems.push(`${link.attr}="${link.value}" uses a forbidden scheme`);
        const url = new URL(link.value, `${base}${address}`);
        if (url.origin !== base) continue;
        const { status, body } = await get(url.pathname);
        if (status !== 200) problems.push(`${link.attr}="${link.value}" answers ${status}`);
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && !body.includes(`id="${id}"`)) problems.push(`${link.attr}="${link.value}": no element with id '${id}' on ${url.pathname}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each(addresses.filter((a) => a !== '/404.html'))('%s: hydrates with no console error and no failed request', async (address) => {
    const { context, page, watch } = await openPage(browser(), { device: 'desktop', scheme: 'light', javaScript: true });
    try {
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      page.on('requestfailed', (r) => failed.push(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`));
      await visit(page, `${base}${address}`, true);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
