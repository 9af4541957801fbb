import { describe, expect, it } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureContact } from '../../test/fixtures/pages.ts';

/** The prerendered form is what a visitor without JavaScript uses, so its markup is the contract. */
function formHtml(layout = fixtureLayout): string {
  const html = renderBody('/contact', fixtureContact, layout);
  const form = /<form[^>]*aria-labelledby="quote-heading"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error('no quote form on /contact');
  // React marks text joins with empty comments; they are not part of what a visitor reads.
  return form.replaceAll('<!-- -->', '');
}

const tag = (html: string, id: string): string => new RegExp(`<(?:input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('quote form markup', () => {
  it('without an endpoint, posts as plain text to a mailto: action with the subject set, and says so', () => {
    const form = formHtml();
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/action="mailto:sales@kestleanddaw\.example\?subject=Quote%20request"/);
    expect(form).toMatch(/enctype="text\/plain"/i);
    expect(form).toContain('Sending opens your email program with your request written out to sales@kestleanddaw.example');
  });

  it('with an https endpoint, is a plain post to it', () => {
    const layout = { ...fixtureLayout, site: { ...fixtureLayout.site, forms: { quoteEndpoint: 'https://forms.example/quote' } } };
    const form = formHtml(layout);
    expect(form).toMatch(/<form[^>]*action="https:\/\/forms\.example\/quote"/);
    expect(form).not.toMatch(/enctype/i);
    expect(form).not.toContain('Sending opens your email program');
  });

  it('names every field for the post, with native checks for when scripts do not run', () => {
    const form = formHtml();
    const has = (id: string, ...attributes: RegExp[]): void => {
      for (const attribute of attributes) expect(tag(form, id)).toMatch(attribute);
    };
    has('quote-name', /name="name"/, / required=""/);
    has('quote-phone', /name="phone"/, /type="tel"/, /pattern="/);
    has('quote-email', /name="email"/, /type="email"/);
    has('quote-need', /name="need"/);
    has('quote-postcode', /name="postcode"/, /pattern="/);
    has('quote-message', /name="message"/, / required=""/, /maxlength="2000"/i);
    expect(tag(form, 'quote-email')).not.toMatch(/ required/);
  });

  it("offers the catalogue's categories and services, plus a choice for anything else", () => {
    const options = [...formHtml().matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options).toEqual(['', ...fixtureContact.enquiryOptions]);
  });

  it('labels every control and ties the hints to theirs', () => {
    const form = formHtml();
    for (const id of ['quote-name', 'quote-phone', 'quote-email', 'quote-need', 'quote-postcode', 'quote-message']) {
      expect(form).toContain(`for="${id}"`);
    }
    expect(tag(form, 'quote-postcode')).toContain('aria-describedby="quote-postcode-hint"');
    expect(tag(form, 'quote-phone')).toContain('aria-describedby="quote-contact-hint"');
    expect(form).toMatch(/<legend[^>]*>How should we reply\?<\/legend>/);
  });

  it('has its live regions in place before anything is said', () => {
    const form = formHtml();
    expect(form).toContain('role="status"');
    expect(form).toContain('role="alert"');
    expect(form).toMatch(/<button type="submit"[^>]*>Send request<\/button>/);
  });
});
