import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageUrlOf } from '../../contract/addresses.ts';
import type { Manifest } from '../../contract/manifest.ts';
import { renderNginxInclude } from './nginx.ts';
import { aliasPageHtml, parseRedirectsFile, redirectsOf, renderRedirectsFile, writeAliasPages } from './redirects.ts';
import { hostingRules } from './rules.ts';

const manifest: Manifest = {
  pages: [
    { address: '/', kind: 'home', title: 'Home', data: '/_data/index.json' },
    { address: '/timber/plywood-sheets', kind: 'detail', title: 'Plywood & Ply', data: '/_data/timber/plywood-sheets.json', aliases: ['/timber/plywood', '/timber/ply'] },
    { address: '/building-material/coving', kind: 'detail', title: 'Coving', data: '/_data/building-material/coving.json', aliases: ['/decorating/coving'] },
  ],
};
const redirects = redirectsOf(manifest);

describe('old addresses', () => {
  it('are every alias of every page, in address order', () => {
    expect(redirects).toEqual([
      { from: '/decorating/coving', to: '/building-material/coving' },
      { from: '/timber/ply', to: '/timber/plywood-sheets' },
      { from: '/timber/plywood', to: '/timber/plywood-sheets' },
    ]);
  });

  it('become _redirects lines: forced for Netlify, plain 301 for Cloudflare, with and without the trailing slash', () => {
    const text = renderRedirectsFile(redirects);
    const rules = text.split('\n').filter((line) => line && !line.startsWith('#'));
    const coving = pageUrlOf('/building-material/coving');
    const sheets = pageUrlOf('/timber/plywood-sheets');
    expect(rules.slice(0, 3)).toEqual([`/decorating/coving ${coving} 301!`, `/decorating/coving ${coving} 301`, `/decorating/coving/ ${coving} 301`]);
    expect(rules).toHaveLength(9);
    // Cloudflare Pages' rules: two or three tokens, and the status a number it permits.
    for (const rule of rules.filter((line) => !line.endsWith('!'))) expect(rule).toMatch(/^\/\S+ \/\S+ 301$/);
    expect(parseRedirectsFile(text)).toEqual(
      new Map([
        ['/decorating/coving', coving],
        ['/decorating/coving/', coving],
        ['/timber/ply', sheets],
        ['/timber/ply/', sheets],
        ['/timber/plywood', sheets],
        ['/timber/plywood/', sheets],
      ]),
    );
  });

  it('become exact nginx locations that return 301, beside the rest of the include', () => {
    const include = renderNginxInclude(hostingRules({ topLevel: [] }), redirects);
    const sheets = pageUrlOf('/timber/plywood-sheets');
    expect(include).toContain(`location = /timber/plywood { return 301 ${sheets}; }`);
    expect(include).toContain(`location = /timber/plywood/ { return 301 ${sheets}; }`);
    expect(include).toContain('try_files $uri $uri/ =404;');
    expect(renderNginxInclude(hostingRules({ topLevel: [] }))).not.toContain('return 301');
  });

  it('each get a page for hosts without redirects: refresh, canonical, noindex, the icon, a visible link, no script or inline style', () => {
    const html = aliasPageHtml({ from: '/timber/plywood', to: '/timber/plywood-sheets' }, { title: 'Plywood & Ply' }, 'https://www.example.co.uk/');
    const sheets = pageUrlOf('/timber/plywood-sheets');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${sheets}">`);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.co.uk${sheets}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Named, so a browser does not ask for /favicon.ico (a 404) while the page sends it on.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain(`<a href="${sheets}">Plywood &amp; Ply</a>`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('are written as old/index.html in the built folder', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'aliases-'));
    try {
      expect(await writeAliasPages(dist, manifest, 'https://www.example.co.uk')).toBe(3);
      expect(await readFile(path.join(dist, 'timber', 'ply', 'index.html'), 'utf8')).toContain(`url=${pageUrlOf('/timber/plywood-sheets')}`);
      expect(await readFile(path.join(dist, 'decorating', 'coving', 'index.html'), 'utf8')).toContain('Coving');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
