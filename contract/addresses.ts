/**
 * Page addresses, and where each one's files live. The generator writes by these rules and the
 * site (and every server) reads by them, so each rule is written here once.
 */

/** The address 404.html is rendered at: like any unknown path, it matches the generic routes. */
export const NOT_FOUND_ADDRESS = '/404';
export const NOT_FOUND_FILE = '404.html';

/** '/timber/' and '/timber' are one page; the home page is '/'. */
export function normaliseAddress(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
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
