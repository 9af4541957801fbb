import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DISPLAY_SLOTS } from '../../../contract/image-slots.ts';
import type { ResolvedImage } from '../../page-types.ts';
import { Picture } from './Picture.tsx';

const photo: ResolvedImage = {
  src: '/images/timber/plywood.1a2b3c4d.959.jpg',
  alt: 'A stack of plywood sheets.',
  width: 959,
  height: 719,
  variants: { stem: '/images/timber/plywood.1a2b3c4d', widths: [320, 640, 1918] },
};
const drawing: ResolvedImage = { src: '/images/timber/boards.0a1b2c3d.svg', alt: 'Boards.', width: 800, height: 600 };

describe('Picture', () => {
  it('offers a photo as AVIF then WebP at every width, with sizes for its slot, falling back to the JPEG', () => {
    const html = renderToStaticMarkup(<Picture image={photo} slot="figure" priority />);
    const sizes = DISPLAY_SLOTS.figure.sizes;
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="/images/timber/plywood.1a2b3c4d.320.avif 320w, /images/timber/plywood.1a2b3c4d.640.avif 640w, /images/timber/plywood.1a2b3c4d.1918.avif 1918w" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="/images/timber/plywood.1a2b3c4d.320.webp 320w, /images/timber/plywood.1a2b3c4d.640.webp 640w, /images/timber/plywood.1a2b3c4d.1918.webp 1918w" sizes="${sizes}"/>` +
        '<img src="/images/timber/plywood.1a2b3c4d.959.jpg" alt="A stack of plywood sheets." width="959" height="719" fetchPriority="high"/>' +
        '</picture>',
    );
  });

  it('loads every picture but the page’s largest lazily', () => {
    const html = renderToStaticMarkup(<Picture image={photo} slot="card" className="c" />);
    expect(html).toContain(`sizes="${DISPLAY_SLOTS.card.sizes}"`);
    expect(html).toMatch(/<img [^>]*class="c" loading="lazy" decoding="async"\/>/);
    expect(html).not.toContain('fetchPriority');
  });

  it('shows a drawing as a single <img>, keeping its size', () => {
    expect(renderToStaticMarkup(<Picture image={drawing} slot="card" />)).toBe(
      '<img src="/images/timber/boards.0a1b2c3d.svg" alt="Boards." width="800" height="600" loading="lazy" decoding="async"/>',
    );
  });
});
