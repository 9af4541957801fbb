/**
 * Links that leave the site (tel:, mailto:, https:, form endpoints) and the schemes that are
 * refused, each with why and what to do. Also the shapes every link check returns.
 */
import type { ArgsOf, Code } from '../diagnostics/codes.ts';
import { normaliseTel } from './tel.ts';

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

export const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export const WHAT_WORKS =
  "Use a page of this site ('/contact'), a home-page section ('#products'), a phone number ('tel:01632 960415'), an email address ('mailto:sales@example.co.uk') or a secure web address ('https://...').";

/** Schemes that run code or smuggle content into the page: refused by name in every link field. */
export const UNSAFE_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'blob']);

const unsafeBecause = (scheme: string) => `'${scheme}:' links are unsafe: they run code or load hidden content in the visitor's browser.`;

/** `instead` is what this field accepts, for fields narrower than a general link. */
export function badScheme(href: string, value: string, scheme: string, instead = WHAT_WORKS): Problem {
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
  if (UNSAFE_SCHEMES.has(scheme)) return { code: 'link/bad-scheme', args, hint: `${unsafeBecause(scheme)} ${instead}` };
  if (scheme === 'file' || scheme === 'ftp' || scheme === 'ftps' || scheme === 'smb') {
    return {
      code: 'link/bad-scheme',
      args,
      hint: `'${scheme}:' points at a file on one computer or an old file server, which visitors' browsers cannot open. Put the file on the web and link to it with 'https://', or use a page of this site.`,
    };
  }
  return { code: 'link/bad-scheme', args, hint: `'${scheme}:' is not a kind of link the site can use. ${WHAT_WORKS}` };
}

export function checkTel(href: string, value: string): Resolution {
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

export function checkMailto(href: string, value: string): Resolution {
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

export function checkHttps(href: string, value: string): Resolution {
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

export function checkEndpoint(href: string, value: string): Resolution {
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
