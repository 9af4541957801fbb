import { describe, expect, it } from 'vitest';
import { resolveSiteHref } from './SiteLink.tsx';

describe('resolveSiteHref', () => {
  it('points home-page sections at the home page so they work from any page', () => {
    expect(resolveSiteHref('#products')).toBe('/#products');
  });

  it('leaves pages, tel:, mailto: and https: links alone', () => {
    for (const href of ['/timber/plywood', '/services#delivery', 'tel:+441632960415', 'mailto:a@b.example', 'https://x.example/']) {
      expect(resolveSiteHref(href)).toBe(href);
    }
  });
});
