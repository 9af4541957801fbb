/**
 * Old addresses (each page's `aliases:`, carried in manifest.json) as every host needs them:
 *
 * - `_redirects` for Netlify and Cloudflare Pages: a permanent redirect (301) per old address.
 * - `location` blocks for the nginx include.
 * - A small HTML page at each old address (old/index.html) for hosts with no redirect rules
 *   (GitHub Pages, S3 website hosting): a meta refresh, a canonical link, `noindex` and a visible
 *   link, and no script or inline style, so it runs under the site's Content-Security-Policy.
 *
 * Those pages make Netlify see a file at each old address, and Netlify serves a file rather than
 * redirect unless the rule is forced ('301!'). Cloudflare Pages always redirects first and
 * refuses '301!' (it skips that line and says so in its deploy log), so each old address gets a
 * forced rule for Netlify, then a plain one that Cloudflare reads and Netlify never reaches.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageUrlOf, htmlFileOf } from '../../contract/addresses.ts';
import { escapeHtml } from '../../contract/html.ts';
import type { Manifest } from '../../contract/manifest.ts';

export interface Redirect {
  /** The old address, as the page's `aliases:` gives it: '/timber/ply'. */
  from: string;
  /** The page's address: '/timber/plywood'. */
  to: string;
}

/** Every old address and the page it leads to, in address order. */
export function redirectsOf(manifest: Manifest): Redirect[] {
  return manifest.pages
    .flatMap((page) => (page.aliases ?? []).map((from) => ({ from, to: page.address })))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The old address with and without a '/' at the end: visitors and hosts add one. */
function fromPaths(from: string): string[] {
  return [from, `${from}/`];
}

export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = [
    '# Redirects for Netlify and Cloudflare Pages, written by npm run build from the pages\' aliases: (old addresses).',
    "# Each old address has a forced rule ('301!') for Netlify, which would otherwise serve the small page",
    '# at that address instead, then a plain 301 for Cloudflare Pages, which does not read the forced form.',
  ];
  for (const { from, to } of redirects) {
    const target = pageUrlOf(to);
    lines.push(`${from} ${target} 301!`, ...fromPaths(from).map((path) => `${path} ${target} 301`));
  }
  return `${lines.join('\n')}\n`;
}

/** Reads `_redirects` back (npm start's server answers by it), the forced form as its plain one. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || !/^301!?$/.test(status ?? '')) continue;
    if (!rules.has(from)) rules.set(from, to);
  }
  return rules;
}

/** nginx answers each old address, with or without a '/' at the end, with a 301 to its page. */
export function renderNginxRedirects(redirects: readonly Redirect[]): string[] {
  if (redirects.length === 0) return [];
  const lines = ['', "# Old addresses (the pages' aliases:), each a permanent redirect to its page."];
  for (const { from, to } of redirects) {
    for (const path of fromPaths(from)) lines.push(`location = ${path} { return 301 ${pageUrlOf(to)}; }`);
  }
  return lines;
}

/**
 * The page a host with no redirect rules serves at an old address. It names the site's icon, as
 * every page does: without it a browser asks for /favicon.ico, which the site does not have.
 */
export function aliasPageHtml(redirect: Redirect, page: { title: string }, siteUrl: string): string {
  const target = pageUrlOf(redirect.to);
  const canonical = `${siteUrl.replace(/\/+$/, '')}${target}`;
  const title = escapeHtml(page.title);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${title} has moved</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(target)}">${title}</a>.</p>
</body>
</html>
`;
}

/** Writes the HTML page at each old address into the built folder. */
export async function writeAliasPages(distDir: string, manifest: Manifest, siteUrl: string): Promise<number> {
  const titles = new Map(manifest.pages.map((page) => [page.address, page.title]));
  const redirects = redirectsOf(manifest);
  for (const redirect of redirects) {
    const file = join(distDir, htmlFileOf(redirect.from));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, aliasPageHtml(redirect, { title: titles.get(redirect.to) ?? redirect.to }, siteUrl));
  }
  return redirects.length;
}
