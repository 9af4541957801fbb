/**
 * The search box as prerendered: a link to /search for visitors without scripts, and a labelled
 * search form with a live status for everyone else, in the header, the mobile menu and on /search.
 */
import { describe, expect, it } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureDetail, fixtureSearch } from '../../test/fixtures/pages.ts';
import type { PageData } from '../../page-types.ts';

const html = (page: PageData = fixtureDetail) => renderBody(page.address, page, fixtureLayout).replaceAll('<!-- -->', '');
const forms = (text: string) => [...text.matchAll(/<form role="search"[\s\S]*?<\/form>/g)].map((match) => match[0]);

describe('search box markup', () => {
  it('is in the header and in the mobile menu, each with a link to /search for when scripts do not run', () => {
    const page = html();
    expect(forms(page)).toHaveLength(2);
    expect(page.match(/<a href="\/search\/" class="[^"]*">[\s\S]*?Search<\/a>/g)).toHaveLength(2);
  });

  it('is a search form that goes to /search, with a labelled search field and a live status', () => {
    for (const form of forms(html())) {
      expect(/^<form[^>]*>/.exec(form)?.[0]).toContain('action="/search/"');
      const input = /<input[^>]*>/.exec(form)?.[0] ?? '';
      for (const attribute of ['type="search"', 'name="q"', 'autocomplete="off"']) expect(input.toLowerCase()).toContain(attribute);
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(form).toContain(`<label for="${id}"`);
      expect(form).toContain('Search products, services and brands</label>');
      const status = /aria-describedby="([^"]+)"/.exec(input)?.[1];
      expect(form).toMatch(new RegExp(`<p id="${status}" role="status"`));
    }
  });

  it('gives each box its own ids, so a page with two still has unique ids', () => {
    const ids = forms(html()).flatMap((form) => [...form.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('on /search sits above the A–Z with a visible label, and needs no link to itself', () => {
    const page = html(fixtureSearch);
    const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
    expect(forms(main)).toHaveLength(1);
    expect(main.indexOf('<form role="search"')).toBeLessThan(main.indexOf('id="a-z"'));
    expect(main).not.toMatch(/<a href="\/search\/?"/);
  });
});
