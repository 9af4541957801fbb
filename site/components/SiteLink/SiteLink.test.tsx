import { describe, expect, it } from 'vitest';
import { resolveSiteHref } from './SiteLink.tsx';

describe('resolveSiteHref', () => {
  it('points home-page sections at the home page so they work from any page', () => {
    expect(resolveSiteHref('#products')).toBe('/#products');
  });

  it("writes pages at their published address, ending in '/', keeping the section", () => {
    expect(resolveSiteHref('/timber/plywood')).toBe('/timber/plywood/');
    expect(resolveSiteHref('/timber/plywood/')).toBe('/timber/plywood/');
    expect(resolveSiteHref('/services#delivery')).toBe('/services/#delivery');
    expect(resolveSiteHref('/')).toBe('/');
  });

  it('leaves tel:, mailto: and https: links alone', () => {
    for (const href of ['tel:+441632960415', 'mailto:a@b.example', 'https://x.example/']) {
      expect(resolveSiteHref(href)).toBe(href);
    }
  });
});
