/**
 * Page addresses, and where each one's files live. The generator writes by these rules and the
 * site (and every server) reads by them, so each rule is written here once.
 *
 * The address policy: a page's address is written without a '/' at the end ('/timber/plywood',
 * as staff write it in the catalogue), and published with one ('/timber/plywood/'), from the file
 * 'timber/plywood/index.html'. That is the one layout GitHub Pages, Netlify, Cloudflare Pages,
 * S3 website hosting and nginx all answer with 200 at that URL: each of them redirects
 * '/timber/plywood' to '/timber/plywood/' when it finds a folder there, and S3 has no '.html'
 * fallback for the other layout ('/timber/plywood' + 'timber/plywood.html').
 */

/** The address 404.html is rendered at: like any unknown path, it matches the generic routes. */
export const NOT_FOUND_ADDRESS = '/404';
export const NOT_FOUND_FILE = '404.html';

/** '/timber/' and '/timber' are one page; the home page is '/'. */
export function normaliseAddress(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The URL path a page is published at: '/' -> '/', '/timber' -> '/timber/'. */
export function pageUrlOf(address: string): string {
  const normal = normaliseAddress(address);
  return normal === '/' ? '/' : `${normal}/`;
}

/** A site path that names a file rather than a page: its last segment has an extension ('/sitemap.xml', '/images/a.svg'). */
function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Any link as the published site writes it: a page of this site gets its published URL with the
 * query and '#section' kept ('/contact#quote' -> '/contact/#quote'), a home-page section is
 * written '/#section' (so it works from any page), and files, other sites, 'tel:' and 'mailto:'
 * links are left as they are. Accepts either form of a page address.
 */
export function publishedHref(href: string): string {
  if (href.startsWith('#')) return `/${href}`;
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  const rest = at === -1 ? '' : href.slice(at);
  return (isFilePath(path) ? path : pageUrlOf(path)) + rest;
}

/** The page a link of this site names, in address form, and its '#section': '/timber/plywood/#features' -> '/timber/plywood', 'features'. */
export function splitPageHref(href: string): { address: string; fragment?: string } {
  const at = href.indexOf('#');
  const address = normaliseAddress(at === -1 ? href : href.slice(0, at));
  return at === -1 ? { address } : { address, fragment: href.slice(at + 1) };
}

/** Where a page's records are served from: '/' -> '/_data/index.json', '/timber/plywood' -> '/_data/timber/plywood.json'. */
export function dataUrlOf(address: string): string {
  return address === '/' ? '/_data/index.json' : `/_data${address}.json`;
}

/**
 * The header, footer and site facts every page shares, as JSON the browser fetches once (and then
 * has cached) while the app's code downloads. No address can map here: a segment cannot start '_'.
 */
export const LAYOUT_DATA_URL = '/_data/_layout.json';

/** The prerendered HTML file of a page, relative to the site's root folder: '/' -> 'index.html', '/timber' -> 'timber/index.html'. */
export function htmlFileOf(address: string): string {
  return address === '/' ? 'index.html' : `${address.slice(1)}/index.html`;
}
