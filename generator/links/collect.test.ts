import { describe, expect, it } from 'vitest';
import { collectLinks } from './collect.ts';

describe('collectLinks', () => {
  it('finds links and images in a detail record by its schema, with their paths', () => {
    const found = collectLinks('detail', {
      title: 'Plywood',
      image: { src: 'timber/plywood.svg', alt: 'Plywood sheets' },
      related: ['/timber/boards', '/timber/osb'],
      features: ['/not/a/link/just/text'],
    });
    expect(found.links).toEqual([
      { type: 'internalHref', value: '/timber/boards', path: ['related', 0] },
      { type: 'internalHref', value: '/timber/osb', path: ['related', 1] },
    ]);
    expect(found.images).toEqual([{ src: 'timber/plywood.svg', path: ['image', 'src'] }]);
  });

  it('follows nested references: layout navigation items, footer links, listing cards, site endpoints', () => {
    const layout = collectLinks('layout', {
      navigation: [{ title: 'Timber', href: '/timber', items: [{ title: 'Plywood', href: '/timber/plywood' }] }],
      quoteAction: { label: 'Get a Quote', href: '/contact' },
      footer: { quickLinks: [{ label: 'About', href: '#about' }] },
    });
    expect(layout.links.map((link) => [link.value, link.path.join('.')])).toEqual([
      ['/timber', 'navigation.0.href'],
      ['/timber/plywood', 'navigation.0.items.0.href'],
      ['/contact', 'quoteAction.href'],
      ['#about', 'footer.quickLinks.0.href'],
    ]);
    const listing = collectLinks('listing', { cards: [{ href: '/x', image: { src: 'a.svg' } }] });
    expect(listing.links).toEqual([{ type: 'href', value: '/x', path: ['cards', 0, 'href'] }]);
    expect(listing.images).toEqual([{ src: 'a.svg', path: ['cards', 0, 'image', 'src'] }]);
    const site = collectLinks('site', { mapHref: 'https://map.example', reviewsHref: 'https://r.example', forms: { quoteEndpoint: 'http://f.example' } });
    expect(site.links.map((link) => [link.type, link.value])).toEqual([
      ['href', 'https://map.example'],
      ['href', 'https://r.example'],
      ['endpoint', 'http://f.example'],
    ]);
  });

  it('never throws on records of the wrong shape', () => {
    for (const data of [undefined, null, 42, 'text', [], { related: 'x' }, { related: [1, null, {}] }, { image: 'x.svg' }, { image: { src: 3 } }]) {
      expect(collectLinks('detail', data)).toEqual({ links: [], images: [] });
    }
  });
});
