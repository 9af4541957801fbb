/**
 * Resolves one href against the page index. Pure: no positions, no severities; the caller turns
 * a problem into a diagnostic at the href's own line. The code's message says what is wrong; the
 * hint here says why, in this case, and what to do.
 */
import type { ArgsOf, Code } from '../diagnostics/codes.ts';
import { SECTION_IDS } from '../model.ts';
import type { LinkType } from './collect.ts';
import { closestAddress, closestWord } from './suggest.ts';
import { normaliseTel } from './tel.ts';

export interface PageTarget {
  kind: keyof typeof SECTION_IDS;
}

type LinkCode = Extract<Code, `link/${string}`>;

/** A failed link: its code with the code's message arguments, what to do, and the fix when there is one. */
export type Problem = {
  [C in LinkCode]: { code: C; args: ArgsOf<C>; hint: string; suggestion?: string };
}[LinkCode];

export interface Resolution {
  /** The page an internal link reaches, even when its fragment is wrong (it still reaches the page). */
  target?: string;
  problem?: Problem;
}

/** Internal-only links are shown as cards made from their target, which needs the target's picture. */
const CARD_KINDS = new Set<PageTarget['kind']>(['listing', 'detail']);
const ADDRESS = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const WHAT_WORKS =
  "Use a page of this site ('/contact'), a home-page section ('#products'), a phone number ('tel:01632 960415'), an email address ('mailto:sales@example.co.uk') or a secure web address ('https://...').";

function withFix(hint: string, suggestion: string | undefined): { hint: string; suggestion?: string } {
  return suggestion === undefined ? { hint } : { hint: `Did you mean '${suggestion}'? ${hint}`.trim(), suggestion };
}

export function resolveHref(href: string, type: LinkType, pages: ReadonlyMap<string, PageTarget>): Resolution {
  const value = href.trim();
  if (type === 'endpoint') return checkEndpoint(href, value);
  if (value.startsWith('/') && !value.startsWith('//')) return resolveInternal(href, value, type, pages);
  if (value.startsWith('#')) return resolveInternal(href, `/${value}`, type, pages);
  if (type === 'internalHref') {
    return {
      problem: {
        code: 'link/malformed',
        args: { href },
        hint: "This field only links to pages of this site: give the page's address, such as '/timber/plywood'.",
      },
    };
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'tel') return checkTel(href, value);
  if (scheme === 'mailto') return checkMailto(href, value);
  if (scheme === 'https') return checkHttps(href, value);
  if (scheme) return { problem: badScheme(href, value, scheme) };
  return { problem: relativeLink(href, value, pages) };
}

function resolveInternal(href: string, value: string, type: LinkType, pages: ReadonlyMap<string, PageTarget>): Resolution {
  const hashAt = value.indexOf('#');
  const address = (hashAt === -1 ? value : value.slice(0, hashAt)) || '/';
  const fragment = hashAt === -1 ? undefined : value.slice(hashAt + 1);
  if (!ADDRESS.test(address)) return { problem: badAddress(href, address, fragment, pages) };
  const page = pages.get(address);
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
  const sections = SECTION_IDS[page.kind];
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

/** The file that would define an address: a one-segment address is a category's listing. */
function fileFor(address: string): string {
  const name = address.slice(1);
  return name.includes('/') || name === 'contact' ? `${name}.yaml` : `${name}/index.yaml`;
}

function badAddress(href: string, address: string, fragment: string | undefined, pages: ReadonlyMap<string, PageTarget>): Problem {
  const tidy = `/${address.toLowerCase().split(/[/\s]+/).filter(Boolean).join('/')}`;
  const near = pages.has(tidy) ? tidy : closestAddress(tidy, pages.keys());
  const fixed = near === undefined ? undefined : withFragment(near, fragment);
  return {
    code: 'link/malformed',
    args: { href },
    ...withFix(
      "Page addresses are lower-case letters, digits and hyphens separated by '/', with no '/' at the end and no spaces or '?'.",
      fixed,
    ),
  };
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
  const asPage = `/${value}`;
  const fixed = pages.has(asPage) ? asPage : undefined;
  return {
    code: 'link/malformed',
    args: { href },
    ...withFix(
      `It is neither a page address (those start with '/') nor a link with a scheme such as 'https:', so browsers would read it relative to the current page. ${fixed ? '' : WHAT_WORKS}`.trim(),
      fixed,
    ),
  };
}

function badScheme(href: string, value: string, scheme: string): Problem {
  const args = { href, scheme: `${scheme}:` };
  if (scheme === 'http') {
    const fixed = `https:${value.slice(5)}`;
    return {
      code: 'link/bad-scheme',
      args,
      hint: `'http:' is insecure: the page travels unencrypted and browsers warn visitors about it. Use the secure address: '${fixed}'.`,
      suggestion: fixed,
    };
  }
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript' || scheme === 'blob') {
    return {
      code: 'link/bad-scheme',
      args,
      hint: `'${scheme}:' links are unsafe: they run code or load hidden content in the visitor's browser. ${WHAT_WORKS}`,
    };
  }
  if (scheme === 'file' || scheme === 'ftp' || scheme === 'ftps' || scheme === 'smb') {
    return {
      code: 'link/bad-scheme',
      args,
      hint: `'${scheme}:' points at a file on one computer or an old file server, which visitors' browsers cannot open. Put the file on the web and link to it with 'https://', or use a page of this site.`,
    };
  }
  return { code: 'link/bad-scheme', args, hint: `'${scheme}:' is not a kind of link the site can use. ${WHAT_WORKS}` };
}

function checkTel(href: string, value: string): Resolution {
  const result = normaliseTel(value.slice(4));
  if (result.ok) return {};
  return {
    problem: {
      code: 'link/bad-tel',
      args: { href },
      hint: `Without its spaces and brackets it reads '${result.normalised}', and ${result.reason}. Write the whole number with its area code, such as 'tel:01632 960415'.`,
    },
  };
}

const MAILTO = /^mailto:([^\s@?/]+)@([a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,})(\?\S*)?$/i;

function checkMailto(href: string, value: string): Resolution {
  const domain = MAILTO.exec(value)?.[2];
  if (domain && !domain.split('.').some((label) => label.startsWith('-') || label.endsWith('-'))) return {};
  return {
    problem: {
      code: 'link/bad-mailto',
      args: { href },
      hint: "An email link is one address: a name, '@' and a domain such as 'example.co.uk', with no spaces. Write it as 'mailto:sales@example.co.uk'.",
    },
  };
}

function hostOf(value: string): string {
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

function checkHttps(href: string, value: string): Resolution {
  const host = hostOf(value);
  const spaced = /\s/.test(value);
  if (host.includes('.') && !spaced) return {};
  const why = !host ? 'it has no host name after https://' : spaced ? 'it contains a space' : `'${host}' is not a full host name`;
  return {
    problem: {
      code: 'link/bad-https',
      args: { href },
      hint: `Here ${why}. Copy the address from the browser's address bar, such as 'https://www.example.co.uk/page'.`,
    },
  };
}

function checkEndpoint(href: string, value: string): Resolution {
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'https') return checkHttps(href, value);
  if (scheme) return { problem: badScheme(href, value, scheme) };
  return {
    problem: {
      code: 'link/malformed',
      args: { href },
      hint: "A form endpoint is a secure web address: paste the one your form service gave you, starting with 'https://'.",
    },
  };
}
