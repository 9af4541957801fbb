/**
 * One rule for web addresses, form endpoints and email addresses, applied three times: by the
 * schemas (editors and validate), by the link checker and by the site's forms. These tests hold
 * the three together on the same list of addresses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_PATTERN, HTTPS_URL_PATTERN, isEmailAddress, isHttpsUrl, isMailtoHref } from './url-rules.ts';

interface Patterned {
  pattern: string;
}
interface Schema {
  definitions: Record<string, Patterned>;
  properties: Record<string, Patterned>;
}
const schema = (name: string) => JSON.parse(readFileSync(new URL(`../schema/${name}`, import.meta.url), 'utf8')) as Schema;
const defs = schema('defs.schema.json').definitions as Record<'endpoint' | 'href', Patterned>;
const siteEmail = schema('site.schema.json').properties.email as Patterned;
// ajv compiles patterns with the 'u' flag; so do we here.
const endpointPattern = new RegExp(defs.endpoint.pattern, 'u');
const hrefPattern = new RegExp(defs.href.pattern, 'u');
const emailPattern = new RegExp(siteEmail.pattern, 'u');

const GOOD_URLS = [
  'https://forms.example.net/f/quote',
  'https://www.kestleanddaw.example',
  'https://www.kestleanddaw.example/',
  'https://www.openstreetmap.org/search?query=Station%20Road%2C%20Cullompton%20EX15',
  'https://www.google.com/search?q=Kestle+%26+Daw+Builders+Merchants+Cullompton+reviews',
  'https://forms.example.net:8443/f/quote#top',
  'https://EXAMPLE.co.uk/Page_(1)',
  'https://xn--bcher-kva.example/',
];
const BAD_URLS = [
  'https:forms.example/q',
  'https:/forms.example/q',
  'https://user:pass@forms.example/n',
  'https://user@forms.example/n',
  'https://forms.example/a b',
  'https://forms.example/\u00a0',
  'https://localhost/f',
  'https://forms/f',
  'https://-forms.example/f',
  'https://forms.example/"onmouseover="x',
  'https://forms.example/<script>',
  'https://forms.example/100%',
  'http://forms.example/f',
  'HTTPS://forms.example/f',
  ' https://forms.example/f',
  'https://forms.example/f\n',
  'javascript:alert(1)//https://x.example',
  'https://forms.example\\@evil.example/',
];
const GOOD_EMAILS = ['sales@kestleanddaw.example', 'j.smith+quotes@example.co.uk', "o'brien@example.ie"];
const BAD_EMAILS = [
  'sales@x.example?bcc=spy@evil.example&x=',
  'sales@x.example,spy@evil.example',
  'sales@x.example bcc:spy@evil.example',
  'sales@localhost',
  'sales@@x.example',
  '@x.example',
  'sales@x.example\n',
  'sales%40x.example@x.example',
  '.sales@x.example',
  'sales#x@x.example',
];

describe('the web-address rule', () => {
  it.each(GOOD_URLS)('accepts %s, as do the endpoint and href patterns', (url) => {
    expect([isHttpsUrl(url), endpointPattern.test(url), hrefPattern.test(url)]).toEqual([true, true, true]);
  });
  it.each(BAD_URLS)('refuses %j, as do the endpoint and href patterns', (url) => {
    expect([isHttpsUrl(url), endpointPattern.test(url), hrefPattern.test(url)]).toEqual([false, false, false]);
  });
  it('is the very pattern the schema writes for form endpoints', () => {
    expect(defs.endpoint.pattern).toBe(HTTPS_URL_PATTERN);
  });
});

describe('the email rule', () => {
  it.each(GOOD_EMAILS)('accepts %s, as do site.email and mailto: links', (email) => {
    expect([isEmailAddress(email), emailPattern.test(email), isMailtoHref(`mailto:${email}`), hrefPattern.test(`mailto:${email}`)]).toEqual([true, true, true, true]);
  });
  it.each(BAD_EMAILS)('refuses %j, as do site.email and mailto: links', (email) => {
    expect([isEmailAddress(email), emailPattern.test(email), isMailtoHref(`mailto:${email}`), hrefPattern.test(`mailto:${email}`)]).toEqual([false, false, false, false]);
  });
  it('lets a mailto: link carry a subject and body, never another recipient', () => {
    for (const href of ['mailto:sales@x.example?subject=Quote', 'mailto:sales@x.example?subject=Quote%20please&body=Hello']) {
      expect([href, isMailtoHref(href), hrefPattern.test(href)]).toEqual([href, true, true]);
    }
    for (const href of ['mailto:sales@x.example?bcc=spy@evil.example', 'mailto:sales@x.example?subject=Hi&cc=spy@evil.example', 'mailto:sales@x.example?to=spy@evil.example']) {
      expect([href, isMailtoHref(href), hrefPattern.test(href)]).toEqual([href, false, false]);
    }
  });
  it('is the very pattern the schema writes for site.email', () => {
    expect(siteEmail.pattern).toBe(EMAIL_ADDRESS_PATTERN);
  });
});
