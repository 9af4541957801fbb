/**
 * The HTTP headers the published site is served with, as data: which paths get which headers.
 * One source for every server: the build renders it as `dist/_headers` (Netlify, Cloudflare
 * Pages) and as an nginx include (`dist/_nginx.conf`), and `npm start` reads `_headers` back.
 *
 * Paths use the `_headers` syntax: '/timber' is that path only, '/timber/*' everything under it,
 * '/*' everything. Hosts send every matching rule's headers, so only the Content-Security-Policy
 * may come from two rules (two policies, both enforced); every other header has one rule per path.
 */

export interface HostingFacts {
  /** site.yaml `forms`: the endpoints the quote form and the newsletter box post to, if any. */
  forms?: { quoteEndpoint?: string; newsletterEndpoint?: string };
  /** The top level of the built folder: pages' first segments ('timber'), '_data', '404.html', ... */
  topLevel: { name: string; folder: boolean }[];
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Hashed file names: the content of '/assets/entry-client-BmvX.js' or an image never changes. */
const HASHED_FOLDERS = ['assets', 'images'];

/**
 * The site search's index (build/search-index.ts). The build writes it after these rules, so it
 * is not always in the folder they are made from; and its file names are prefixes of content
 * hashes that a later build may give to other contents. It is revalidated whether listed or not.
 */
export const SEARCH_FOLDER = 'pagefind';

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Pictures (SVG can hold script) are shown as images only: no script, no plugins, no forms. */
export const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The strictest policy the site works under: everything from the site itself, no inline script
 * or style, no plugins, no framing; the site search (Pagefind) compiles WebAssembly, which
 * 'wasm-unsafe-eval' allows without allowing eval of JavaScript; forms may post to the site, the visitor's mail program and
 * the configured form endpoints, which the background send may also reach.
 */
export function contentSecurityPolicy(facts: Pick<HostingFacts, 'forms'>): string {
  const endpoints = [facts.forms?.quoteEndpoint, facts.forms?.newsletterEndpoint].filter((url): url is string => Boolean(url));
  const unique = [...new Set(endpoints)];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique],
    ['form-action', "'self'", 'mailto:', ...unique],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Files the build writes for servers, never served to visitors. */
export const SERVER_FILES = ['_headers', '_nginx.conf', '_redirects'];
/** The file at the top of every site a build writes, by which the dev server's watcher knows one. */
export const BUILT_SITE_MARK = '_nginx.conf';

export function hostingRules(facts: HostingFacts): HeaderRule[] {
  const revalidated: HeaderRule[] = [{ path: '/', headers: { 'Cache-Control': REVALIDATE } }];
  const listed = facts.topLevel.some((entry) => entry.name === SEARCH_FOLDER) ? facts.topLevel : [...facts.topLevel, { name: SEARCH_FOLDER, folder: true }];
  for (const { name, folder } of [...listed].sort((a, b) => a.name.localeCompare(b.name))) {
    if (HASHED_FOLDERS.includes(name) || SERVER_FILES.includes(name)) continue;
    const picture: Record<string, string> = !folder && name.endsWith('.svg') ? { 'Content-Security-Policy': PICTURE_POLICY } : {};
    revalidated.push({ path: `/${name}`, headers: { 'Cache-Control': REVALIDATE, ...picture } });
    if (folder) revalidated.push({ path: `/${name}/*`, headers: { 'Cache-Control': REVALIDATE } });
  }
  return [
    { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy(facts), ...SECURITY_HEADERS } },
    { path: '/assets/*', headers: { 'Cache-Control': CACHE_FOREVER } },
    { path: '/images/*', headers: { 'Cache-Control': CACHE_FOREVER, 'Content-Security-Policy': PICTURE_POLICY } },
    ...revalidated,
  ];
}

export function pathMatches(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith('/*')) return urlPath.startsWith(pattern.slice(0, -1));
  return urlPath === pattern;
}

/** Every matching rule's headers, as a host sends them: a header set twice is joined with ', '. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}
