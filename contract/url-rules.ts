/**
 * What counts as a web address, a form endpoint and an email address: one rule, used by the
 * schemas (as patterns), the link checker and the site's forms at run time, so that whatever
 * validates is what works. Deliberately narrower than the URL standard: no user name or password
 * before the host ('https://user:pass@...'), no missing '//' ('https:forms.example' is read by
 * browsers as a relative path on some hosts and as a host on others), and nothing after an email
 * address ('sales@x.example?bcc=...' would copy every message to someone else).
 */

/** One part of a host name: letters, digits and inner hyphens. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A full host name: labels separated by dots, ending in a top-level domain such as 'uk' or 'xn--p1ai'. */
const HOST = `(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})`;
/** A numeric IPv4 address, such as a form service on the local network ('https://192.168.1.20/f'). */
const IPV4 = '(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
/** A character of a path, or a percent-escaped byte. */
const PATH_CHAR = "(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})";
/** A character of a query or fragment: a path character, or '?'. */
const QUERY_CHAR = "(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})";

/** A secure web address: 'https://', a full host name (or an IPv4 address), an optional port, path, query and fragment. */
export const HTTPS_URL = `https://(?:${HOST}|${IPV4})(?::[0-9]{1,5})?(?:/${PATH_CHAR}*)?(?:\\?${QUERY_CHAR}*)?(?:#${QUERY_CHAR}*)?`;

/** An email address and nothing more: a name of letters, digits and . _ + ' -, '@', and a full host name. */
export const EMAIL_ADDRESS = `[A-Za-z0-9_+'-](?:[A-Za-z0-9._+'-]{0,62}[A-Za-z0-9_+'-])?@${HOST}`;

/** A mailto: link: one address, optionally with a subject and a body (never cc or bcc). */
const MAIL_FIELD = "(?:subject|body)=(?:[A-Za-z0-9._~!$'()*+,;:@/?-]|%[0-9A-Fa-f]{2})*";
export const MAILTO_HREF = `mailto:${EMAIL_ADDRESS}(?:\\?${MAIL_FIELD}(?:&${MAIL_FIELD})*)?`;

/** Whole-value patterns, as the schemas write them (ajv compiles them with the 'u' flag, as here). */
export const HTTPS_URL_PATTERN = `^${HTTPS_URL}$`;
export const EMAIL_ADDRESS_PATTERN = `^${EMAIL_ADDRESS}$`;
export const MAILTO_HREF_PATTERN = `^${MAILTO_HREF}$`;

const httpsUrl = new RegExp(HTTPS_URL_PATTERN, 'u');
const emailAddress = new RegExp(EMAIL_ADDRESS_PATTERN, 'u');
const mailtoHref = new RegExp(MAILTO_HREF_PATTERN, 'u');

/** A web address or form endpoint the site can link or post to. Longer than 2,000 characters is never one. */
export function isHttpsUrl(value: string): boolean {
  return value.length <= 2000 && httpsUrl.test(value);
}

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailAddress.test(value);
}

export function isMailtoHref(value: string): boolean {
  return value.length <= 2000 && mailtoHref.test(value);
}
