import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogCardSvg, renderOgCard, wrapTitle } from './og-card.ts';

const illustration = readFileSync(path.join(import.meta.dirname, '../../catalogue/images/timber/plywood.svg'));
const content = { illustration, title: 'Plywood and sheet materials', siteName: 'Kestle & Daw' };

describe('renderOgCard', () => {
  it('renders a 1200 x 630 JPEG in the site colours', async () => {
    const png = await renderOgCard(content);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    // The left edge is the hero's dark green; the bottom band is the accent yellow.
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r, g, b] = pixel(20, 300);
    expect(g).toBeGreaterThan(r! + 15);
    expect(g).toBeGreaterThan(b! + 5);
    const accent = [0xf2, 0xb6, 0x00];
    pixel(600, 625).forEach((channel, index) => expect(Math.abs(channel! - accent[index]!)).toBeLessThan(8));
  });

  it('shows the illustration in the right-hand panel', async () => {
    const png = await renderOgCard(content);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (620 * 1 + 100 * info.width) * 3;
    // plywood.svg's background is #f3eee4 (light); the card's own background there would be dark green.
    expect(data[at]! + data[at + 1]! + data[at + 2]!).toBeGreaterThan(600);
  });

  it('draws the text as outlines, so no installed font is needed', () => {
    const svg = ogCardSvg(content);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg.match(/<path d="M/g)?.length).toBe(2);
  });
});

describe('wrapTitle', () => {
  const measure = (text: string) => text.length * 10;

  it('breaks between words to fit the width', () => {
    expect(wrapTitle(measure, 'Sand and cement for every job', 160, 3)).toEqual(['Sand and cement', 'for every job']);
  });

  it('ends a title too long for the lines allowed with an ellipsis', () => {
    const lines = wrapTitle(measure, 'one two three four five six seven eight nine ten', 100, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines.every((line) => measure(line) <= 100)).toBe(true);
  });
});
