/**
 * What each prerendered page tells Pagefind: which pages are in the index, with what category,
 * picture and extra words, and which parts of a page are left out.
 */
import { describe, expect, it } from 'vitest';
import { renderBody } from '../entry-prerender.tsx';
import { fixtureLayout } from '../test/fixtures/layout.ts';
import { fixtureBrand, fixtureDetail, fixtureHome, fixtureListing, fixtureSearch } from '../test/fixtures/pages.ts';
import type { PageData } from '../page-types.ts';

const render = (page: PageData) => renderBody(page.address, page, fixtureLayout).replaceAll('<!-- -->', '');
const bodyOf = (html: string) => /<div data-pagefind-body="">([\s\S]*)<\/main>/.exec(html)?.[1];

describe('index marks', () => {
  it('put a product page in the index, inside <main> only, with its category and picture', () => {
    const html = render(fixtureDetail);
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
    expect(html.indexOf('data-pagefind-body')).toBeGreaterThan(html.indexOf('<main'));
    const body = bodyOf(html) ?? '';
    expect(body).toContain('<span data-pagefind-meta="category">Timber</span>');
    expect(body).toContain(`<span data-pagefind-meta="image">${fixtureDetail.record.image.src}</span>`);
    expect(body).toMatch(/<div hidden="" data-pagefind-ignore="">/);
  });

  it('weigh the title and key features above the body', () => {
    const html = render(fixtureDetail);
    expect(html).toContain('<h1 data-pagefind-weight="10">Plywood</h1>');
    expect(html).toMatch(/<ul class="[^"]*" data-pagefind-weight="3"><li>Thicknesses from 3.6 mm/);
  });

  it('show a photo in a result at its narrowest WebP, never the 1200 x 630 link preview', () => {
    const photo = { ...fixtureDetail.record.image, src: '/images/timber/plywood.1a2b3c4d.1918.jpg', variants: { stem: '/images/timber/plywood.1a2b3c4d', widths: [320, 640, 1918] } };
    const body = bodyOf(render({ ...fixtureDetail, record: { ...fixtureDetail.record, image: photo } })) ?? '';
    expect(body).toContain('<span data-pagefind-meta="image">/images/timber/plywood.1a2b3c4d.320.webp</span>');
  });

  it("weigh a brand's title below a product's, so the product named after a make comes first", () => {
    expect(render(fixtureBrand)).toMatch(/<h1 data-pagefind-weight="3">/);
  });

  it("add staff's synonyms as hidden text that weighs nearly as much as the title", () => {
    const html = render({ ...fixtureDetail, searchTerms: ['ply', 'WBP'] });
    expect(html).toContain('<p hidden="" data-pagefind-weight="7">ply, WBP</p>');
    expect(render(fixtureDetail)).not.toContain('data-pagefind-weight="7"');
  });

  it('leave out cards for other pages, so a page is found by its own words', () => {
    expect(render(fixtureListing)).toMatch(/<section id="products"[^>]*data-pagefind-ignore=""/);
    expect(render(fixtureBrand)).toMatch(/<section id="products"[^>]*data-pagefind-ignore=""/);
    expect(render(fixtureDetail)).toMatch(/<section id="related"[^>]*data-pagefind-ignore=""/);
  });

  it.each([
    ['home', fixtureHome],
    ['search', fixtureSearch],
  ] as const)('leave the %s page out of the index', (_kind, page) => {
    expect(render(page)).not.toContain('data-pagefind-body');
  });
});
