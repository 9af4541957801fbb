import { describe, expect, it } from 'vitest';
import { htmlFileOf, normaliseAddress, pageUrlOf, publishedHref, splitPageHref } from './addresses.ts';

describe('the address policy', () => {
  it('publishes every page with a slash at the end, from the folder its index.html is written to', () => {
    expect(pageUrlOf('/')).toBe('/');
    expect(pageUrlOf('/timber')).toBe('/timber/');
    expect(pageUrlOf('/timber/plywood')).toBe('/timber/plywood/');
    expect(pageUrlOf('/timber/plywood/')).toBe('/timber/plywood/');
    for (const address of ['/timber', '/timber/plywood']) expect(htmlFileOf(address)).toBe(`${pageUrlOf(address).slice(1)}index.html`);
  });

  it('writes links to pages in the published form, whichever form staff wrote, keeping the section and query', () => {
    expect(publishedHref('/timber/plywood')).toBe('/timber/plywood/');
    expect(publishedHref('/timber/plywood/')).toBe('/timber/plywood/');
    expect(publishedHref('/contact#quote')).toBe('/contact/#quote');
    expect(publishedHref('/contact/#quote')).toBe('/contact/#quote');
    expect(publishedHref('/search?q=oak')).toBe('/search/?q=oak');
    expect(publishedHref('/')).toBe('/');
    expect(publishedHref('/#business')).toBe('/#business');
    expect(publishedHref('#products')).toBe('/#products');
  });

  it('leaves files, other sites, phone and mail links as they are', () => {
    for (const href of ['/sitemap.xml', '/images/timber/plywood-1a2b.webp', '/_data/timber.json', 'tel:+441632960415', 'mailto:a@b.example', 'https://x.example/a', '//x.example']) {
      expect(publishedHref(href)).toBe(href);
    }
  });

  it('reads either form back to the one address', () => {
    expect(normaliseAddress('/timber/')).toBe('/timber');
    expect(splitPageHref('/timber/plywood/#features')).toEqual({ address: '/timber/plywood', fragment: 'features' });
    expect(splitPageHref('/timber/plywood')).toEqual({ address: '/timber/plywood' });
    expect(splitPageHref('/#products')).toEqual({ address: '/', fragment: 'products' });
  });
});
