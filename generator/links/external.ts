/**
 * Links that leave the site (tel:, mailto:, https:, form endpoints) and the schemes that are
 * refused, each with why and what to do. Also the shapes every link check returns.
 */
import type { ArgsOf, Code } from '../diagnostics/codes.ts';
import { isHttpsUrl, isMailtoHref } from '../../contract/url-rules.ts';
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

export function checkMailto(href: string, value: string): Resolution {
  if (isMailtoHref(value)) return {};
  const extra = /^mailto:[^?]*\?(.*)$/.exec(value)?.[1];
  const why = extra !== undefined && /(^|&)(cc|bcc|to)=/i.test(extra) ? ' It may add a subject or body, but never cc, bcc or other addresses, which would copy every message to someone else.' : '';
  return {
    problem: {
      code: 'link/bad-mailto',
      args: { href },
      hint: `An email link is one address: a name, '@' and a domain such as 'example.co.uk', with no spaces.${why} Write it as 'mailto:sales@example.co.uk'.`,
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

/** Why a value is not a web address the site can use, in words staff understand. */
function httpsFault(value: string): string {
  if (/\s/.test(value)) return 'it contains a space';
  if (/^https:\/\//i.test(value) && !value.startsWith('https://')) return "'https://' must be written in lower case";
  if (!/^https:\/\//i.test(value)) return "'https:' must be followed by '//' and the host name";
  const authority = value.slice(8).split(/[/?#]/)[0] ?? '';
  if (authority.includes('@')) return 'it has a user name or password before the host, which browsers refuse or warn about, and which would be published for anyone to read';
  const host = hostOf(value);
  if (!host) return 'it has no host name after https://';
  if (!host.includes('.')) return `'${host}' is not a full host name`;
  return 'it holds characters a web address cannot have unescaped (such as quotes, angle brackets or a lone %)';
}

export function checkHttps(href: string, value: string): Resolution {
  if (isHttpsUrl(value)) return {};
  const fixed = /^https:(?!\/\/)\S+$/i.test(value) ? `https://${value.slice(6).replace(/^\/+/, '')}` : undefined;
  return {
    problem: {
      code: 'link/bad-https',
      args: { href },
      hint: `Here ${httpsFault(value)}. Copy the address from the browser's address bar, such as 'https://www.example.co.uk/page'.`,
      ...(fixed && isHttpsUrl(fixed) ? { suggestion: fixed } : {}),
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
