import { describe, expect, it } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureDetail } from '../../test/fixtures/pages.ts';

function newsletterForm(layout = fixtureLayout): string {
  const html = renderBody('/timber/plywood', fixtureDetail, layout).replaceAll('<!-- -->', '');
  const form = /<form[^>]*>(?:(?!<form)[\s\S])*?Subscribe[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error('no newsletter form in the footer');
  return form;
}

describe('newsletter box markup', () => {
  it('has one required email field with the catalogue placeholder and a Subscribe button', () => {
    const form = newsletterForm();
    expect(form.match(/<input/g)).toHaveLength(1);
    const input = /<input[^>]*>/.exec(form)?.[0] ?? '';
    for (const attribute of ['type="email"', 'name="email"', 'required=""', 'placeholder="Your email address"']) expect(input).toContain(attribute);
    expect(form).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
    expect(form).toContain('role="status"');
  });

  it('without an endpoint, hands the address to the mail program as plain text', () => {
    const form = newsletterForm();
    expect(form).toMatch(/action="mailto:sales@kestleanddaw\.example\?subject=Newsletter%20sign-up"/);
    expect(form).toMatch(/enctype="text\/plain"/i);
    expect(form).toContain('Subscribing opens your email program');
  });

  it('with an endpoint, posts to it', () => {
    const layout = { ...fixtureLayout, site: { ...fixtureLayout.site, forms: { newsletterEndpoint: 'https://forms.example/news' } } };
    const form = newsletterForm(layout);
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/action="https:\/\/forms\.example\/news"/);
    expect(form).not.toMatch(/enctype/i);
  });
});
