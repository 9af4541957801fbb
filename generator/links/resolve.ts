/**
 * Resolves one href against the page index. Pure: no positions, no severities; the caller turns
 * a problem into a diagnostic at the href's own line. The code's message says what is wrong; the
 * hint here says why, in this case, and what to do.
 */
import { CARD_KINDS, fileForAddress, sectionIdsOf, type PageKind } from '../../contract/kinds/index.ts';
import type { LinkType } from './collect.ts';
import { badScheme, checkEndpoint, checkHttps, checkMailto, checkTel, SCHEME, UNSAFE_SCHEMES, WHAT_WORKS, type Problem, type Resolution } from './external.ts';
import { closestAddress, closestWord } from '../diagnostics/suggest.ts';

export type { Problem, Resolution } from './external.ts';

export interface PageTarget {
  kind: PageKind;
}

const INTERNAL_ONLY = "This field only links to pages of this site: give the page's address, such as '/timber/plywood'.";
const ADDRESS = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

function withFix(hint: string, suggestion: string | undefined): { hint: string; suggestion?: string } {
  return suggestion === undefined ? { hint } : { hint: `Did you mean '${suggestion}'? ${hint}`.trim(), suggestion };
}

export function resolveHref(href: string, type: LinkType, pages: ReadonlyMap<string, PageTarget>): Resolution {
  const value = href.trim();
  if (type === 'endpoint') return checkEndpoint(href, value);
  if (value.startsWith('/') && !value.startsWith('//')) return resolveInternal(href, value, type, pages);
  if (value.startsWith('#')) return resolveInternal(href, `/${value}`, type, pages);
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (type === 'brandPage') return { problem: { code: 'link/not-a-brand', args: { href }, hint: BRAND_ONLY } };
  if (type === 'internalHref') {
    // An unsafe scheme is named as such wherever it is written: 'javascript:' is never merely malformed.
    if (scheme && UNSAFE_SCHEMES.has(scheme)) return { problem: badScheme(href, value, scheme, INTERNAL_ONLY) };
    // 'timber/plywood' is most often '/timber/plywood' with its '/' left off.
    const meant = scheme || value.startsWith('//') ? undefined : addressMeant(value, pages);
    return { problem: { code: 'link/malformed', args: { href }, ...withFix(meant ? "A page's address starts with '/'." : INTERNAL_ONLY, meant) } };
  }
  if (scheme === 'tel') return checkTel(href, value);
  if (scheme === 'mailto') return checkMailto(href, value);
  if (scheme === 'https') return checkHttps(href, value);
  if (scheme) return { problem: badScheme(href, value, scheme) };
  return { problem: relativeLink(href, value, pages) };
}

function resolveInternal(href: string, value: string, type: LinkType, pages: ReadonlyMap<string, PageTarget>): Resolution {
  const hashAt = value.indexOf('#');
  const written = (hashAt === -1 ? value : value.slice(0, hashAt)) || '/';
  // '/timber/plywood/' is the page's published form and names the same page (contract/addresses.ts).
  const address = written.length > 1 && written.endsWith('/') ? written.slice(0, -1) : written;
  const fragment = hashAt === -1 ? undefined : value.slice(hashAt + 1);
  if (!ADDRESS.test(address)) return { problem: badAddress(href, address, fragment, pages) };
  const page = pages.get(address);
  if (type === 'brandPage') return brandPage(href, address, fragment, page, pages);
  if (!page) return { problem: unknownPage(href, address, fragment, pages) };
  if (type === 'internalHref' && !CARD_KINDS.has(page.kind)) {
    return {
      target: address,
      problem: {
        code: 'link/not-a-card',
        args: { href },
        hint: "Each page in this list is shown as a card with the linked page's picture, title and description: link to a product or category page instead.",
      },
    };
  }
  if (fragment === undefined) return { target: address };
  const sections = sectionIdsOf(page.kind);
  if (sections.includes(fragment)) return { target: address };
  const near = closestWord(fragment.toLowerCase(), sections);
  const fixed = near === undefined ? undefined : href.trim().slice(0, href.trim().length - fragment.length) + near;
  return {
    target: address,
    problem: {
      code: 'link/unknown-section',
      args: { href, section: fragment, page: address },
      ...withFix(`The sections of the ${page.kind} page '${address}' are ${sections.map((s) => `#${s}`).join(', ')}.`, fixed),
    },
  };
}

const BRAND_ONLY = "This list names the makes a product comes in: give a brand page's address, such as '/brands/osmo' (the pages in 'catalogue/brands/').";

/** A product's brand must be a brand page: one with a file in 'catalogue/brands/'. */
function brandPage(href: string, address: string, fragment: string | undefined, page: PageTarget | undefined, pages: ReadonlyMap<string, PageTarget>): Resolution {
  if (page?.kind === 'brand' && fragment === undefined) return { target: address };
  const brands = [...pages].filter(([, target]) => target.kind === 'brand').map(([brandAddress]) => brandAddress);
  const near = closestAddress(address, brands);
  const known = brands.length > 0 ? ` The brand pages are ${brands.map((b) => `'${b}'`).join(', ')}.` : " The catalogue has no brand pages yet: add one as 'brands/<name>.yaml'.";
  return {
    ...(page ? { target: address } : {}),
    problem: { code: page ? 'link/not-a-brand' : 'link/unknown-brand', args: { href }, ...withFix(`${BRAND_ONLY}${known}`, near) },
  };
}

function withFragment(address: string, fragment: string | undefined): string {
  return fragment === undefined ? address : `${address}#${fragment}`;
}

function unknownPage(href: string, address: string, fragment: string | undefined, pages: ReadonlyMap<string, PageTarget>): Problem {
  if (href.trim().startsWith('#')) {
    return {
      code: 'link/unknown-page',
      args: { href },
      hint: "A link starting with '#' points at a section of the home page, and the catalogue has no home page: add 'home.yaml', or link to a page that exists.",
    };
  }
  const near = closestAddress(address, pages.keys());
  const fixed = near === undefined ? undefined : withFragment(near, fragment);
  return {
    code: 'link/unknown-page',
    args: { href },
    ...withFix(fixed ? '' : `Check the address, or add the page as '${fileFor(address)}'.`, fixed),
  };
}

/** The file that would define an address, by the kinds' patterns. */
function fileFor(address: string): string {
  return fileForAddress(address) ?? `${address.slice(1)}.yaml`;
}

function badAddress(href: string, address: string, fragment: string | undefined, pages: ReadonlyMap<string, PageTarget>): Problem {
  const tidy = `/${address.toLowerCase().split(/[/\s]+/).filter(Boolean).join('/')}`;
  const near = pages.has(tidy) ? tidy : closestAddress(tidy, pages.keys());
  const fixed = near === undefined ? undefined : withFragment(near, fragment);
  return {
    code: 'link/malformed',
    args: { href },
    ...withFix(
      "Page addresses are lower-case letters, digits and hyphens separated by '/', such as '/timber/plywood' (a '/' at the end is allowed), with no spaces or '?'.",
      fixed,
    ),
  };
}

/** The page a link written without its leading '/' means ('timber/plywood', 'timber/plywod#features'), when there is one. */
function addressMeant(value: string, pages: ReadonlyMap<string, PageTarget>): string | undefined {
  const hashAt = value.indexOf('#');
  const fragment = hashAt === -1 ? undefined : value.slice(hashAt + 1);
  const address = `/${(hashAt === -1 ? value : value.slice(0, hashAt)).replace(/^\.?\/+/, '').replace(/\/+$/, '').toLowerCase()}`;
  if (address === '/' || /\s/.test(address)) return undefined;
  const near = pages.has(address) ? address : closestAddress(address, pages.keys());
  return near === undefined ? undefined : withFragment(near, fragment);
}

function relativeLink(href: string, value: string, pages: ReadonlyMap<string, PageTarget>): Problem {
  if (value.startsWith('//')) {
    return {
      code: 'link/malformed',
      args: { href },
      hint: `It leaves out the scheme, so it would open over whatever the page itself used, which may be insecure. Write it in full: 'https:${value}'.`,
      suggestion: `https:${value}`,
    };
  }
  const fixed = addressMeant(value, pages);
  return {
    code: 'link/malformed',
    args: { href },
    ...withFix(
      `It is neither a page address (those start with '/') nor a link with a scheme such as 'https:', so browsers would read it relative to the current page. ${fixed ? '' : WHAT_WORKS}`.trim(),
      fixed,
    ),
  };
}
