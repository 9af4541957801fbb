import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { by255, CARD_JPEG, cardEncodings, ogCardSvg, outlinesOf, pathData, renderOgCard, spansOf, TITLE_SIZES, wrapTitle } from './og-card.ts';

const images = path.join(import.meta.dirname, '../../catalogue/images');
const illustration = readFileSync(path.join(images, 'timber/plywood.svg'));
const content = { illustration, title: 'Plywood and sheet materials', siteName: 'Kestle & Daw' };

/** The picture's pixels as RGB, with a reader of one pixel. */
async function pixelsOf(picture: Buffer | string) {
  const { data, info } = await sharp(typeof picture === 'string' ? Buffer.from(picture) : picture)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { data, info, pixel };
}

/** The mean difference per channel between two pictures of the same size, within a box. */
function meanDifference(a: Buffer, b: Buffer, width: number, box: { left: number; top: number; right: number; bottom: number }): number {
  let sum = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left * 3; x < box.right * 3; x++) sum += Math.abs(a[y * width * 3 + x]! - b[y * width * 3 + x]!);
  }
  return sum / ((box.right - box.left) * (box.bottom - box.top) * 3);
}

describe('renderOgCard', () => {
  it('renders a 1200 x 630 JPEG in the site colours', async () => {
    const card = await renderOgCard(content);
    const metadata = await sharp(card).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    // The left edge is the hero's dark green; the bottom band is the accent yellow.
    const { pixel } = await pixelsOf(card);
    const [r, g, b] = pixel(20, 300);
    expect(g).toBeGreaterThan(r! + 15);
    expect(g).toBeGreaterThan(b! + 5);
    const accent = [0xf2, 0xb6, 0x00];
    pixel(600, 625).forEach((channel, index) => expect(Math.abs(channel! - accent[index]!)).toBeLessThan(8));
  });

  it('shows the illustration in the right-hand panel', async () => {
    const { pixel } = await pixelsOf(await renderOgCard(content));
    // plywood.svg's background is #f3eee4 (light); the card's own background there would be dark green.
    expect(pixel(620, 100).reduce((sum, channel) => sum + channel!, 0)).toBeGreaterThan(600);
  });

  it('draws the title over the background where the whole card in one SVG draws it', async () => {
    // renderOgCard draws the background once per illustration and each letter once per size and
    // quarter-pixel offset, and lays the title's letters over a copy of the background.
    const asCard = (picture: Sharp) => picture.jpeg(CARD_JPEG).toBuffer();
    const box = { left: 0, top: 0, right: 600, bottom: 630 };
    for (const title of ['Plywood and sheet materials', 'Édition spéciale: WBP plywood sheets, 2440 × 1220 mm, every thickness in stock', 'Q']) {
      const whole = await pixelsOf(await asCard(sharp(Buffer.from(ogCardSvg({ ...content, title })))));
      const drawn = await pixelsOf(await renderOgCard({ ...content, title }));
      const titleMovedRight = ogCardSvg({ ...content, title }).replace('<g fill="#ffffff">', '<g fill="#ffffff" transform="translate(1 0)">');
      const shifted = await pixelsOf(await asCard(sharp(Buffer.from(titleMovedRight))));
      // The same pixels but for rounding; the same title a pixel to the right differs measurably.
      const near = meanDifference(drawn.data, whole.data, 1200, box);
      expect(near).toBeLessThan(0.01);
      expect(meanDifference(shifted.data, whole.data, 1200, box)).toBeGreaterThan(Math.max(0.1, 10 * near));
    }
  });

  it('draws a first card whose letters fill more than one row of the sheet they are drawn on', async () => {
    // A fresh copy of the module has drawn no letter yet: the 50 or so this title shows (it is cut
    // short) are drawn together, on a sheet wider than one row (1,024 px).
    vi.resetModules();
    const fresh = await import('./og-card.ts');
    const title = 'ABCDEFGHIJKLM NOPQRSTUVWXYZ abcdefghijklm nopqrstuvwxyz 0123456789 ÀÉÎÕÜ àéîõü &£€%';
    const drawn = await pixelsOf(await fresh.renderOgCard({ ...content, title }));
    const whole = await pixelsOf(await sharp(Buffer.from(ogCardSvg({ ...content, title }))).jpeg(CARD_JPEG).toBuffer());
    expect(meanDifference(drawn.data, whole.data, 1200, { left: 0, top: 0, right: 600, bottom: 630 })).toBeLessThan(0.01);
  });

  it('draws each card with its own merchant’s name and illustration, though backgrounds are reused', async () => {
    const nameBox = { left: 60, top: 70, right: 400, bottom: 112 };
    const panelBox = { left: 610, top: 110, right: 1120, bottom: 480 };
    const first = await pixelsOf(await renderOgCard(content));
    const renamed = await pixelsOf(await renderOgCard({ ...content, siteName: 'Tamar Timber Yard' }));
    const other = await pixelsOf(await renderOgCard({ ...content, illustration: readFileSync(path.join(images, 'timber/hardwood.svg')) }));
    const again = await pixelsOf(await renderOgCard(content));
    expect(meanDifference(first.data, renamed.data, 1200, nameBox)).toBeGreaterThan(10);
    expect(meanDifference(first.data, other.data, 1200, panelBox)).toBeGreaterThan(10);
    expect(meanDifference(first.data, again.data, 1200, { left: 0, top: 0, right: 1200, bottom: 630 })).toBe(0);
  });

  it('encodes only the title’s rows, and gives the very bytes of the whole card encoded', async () => {
    const before = { ...cardEncodings };
    const hardwood = readFileSync(path.join(images, 'timber/hardwood.svg'));
    for (const card of [
      content,
      { ...content, title: 'Plywood' },
      { ...content, title: 'A title long enough to be wrapped over three lines of the card, and then cut short' },
      { illustration: hardwood, title: 'Oak & ash — ½" boards', siteName: 'Kestle & Daw' },
      { illustration: hardwood, title: 'Oak', siteName: 'Another merchant' },
    ]) {
      const whole = await renderOgCard(card, { whole: true });
      const banded = await renderOgCard(card);
      expect(banded.equals(whole), card.title).toBe(true);
    }
    expect(cardEncodings.banded - before.banded).toBe(5);
    expect(cardEncodings.whole - before.whole).toBe(5);
  });

  it('encodes whole a card whose title reaches past the columns title rows are encoded in, with the same bytes', async () => {
    // One word wider than a line is not wrapped: it runs on towards the drawing.
    const wide = { ...content, title: 'Weatherproofingmembranesandbreathersheets' };
    await renderOgCard({ ...content, title: 'A card before it, so its background is taken apart' });
    const before = { ...cardEncodings };
    const made = await renderOgCard(wide);
    expect(cardEncodings.whole - before.whole).toBe(1);
    expect(cardEncodings.banded - before.banded).toBe(0);
    expect(made.equals(await renderOgCard(wide, { whole: true }))).toBe(true);
    // Its letters reach the drawing's side of the card, where a narrower title's leave the background as it is.
    const cards = [made, await renderOgCard({ ...content, title: 'Plywood' }), await renderOgCard({ ...content, title: ' ' })];
    const [long, short, bare] = (await Promise.all(cards.map((card) => pixelsOf(card)))).map(({ data }) => data) as [Buffer, Buffer, Buffer];
    const beyond = { left: 576, top: 150, right: 594, bottom: 350 };
    expect(meanDifference(long, bare, 1200, beyond)).toBeGreaterThan(1);
    expect(meanDifference(short, bare, 1200, beyond)).toBeLessThan(0.5);
  });

  it('gives each card its own rows when many are drawn at once (the rows’ buffers are used again)', async () => {
    const titles = Array.from({ length: 12 }, (_, at) => (at % 3 === 2 ? `Card ${at}, with a title long enough to take a second line` : `Card ${at}`));
    const cards = titles.map((title) => ({ ...content, title }));
    const banded = await Promise.all(cards.map((card) => renderOgCard(card)));
    for (const [at, card] of cards.entries()) expect(banded[at]!.equals(await renderOgCard(card, { whole: true })), card.title).toBe(true);
  });

  it('encodes the first card of a background whole: taking the background apart would cost more', async () => {
    const before = { ...cardEncodings };
    const first = { ...content, siteName: 'A merchant drawn once' };
    await renderOgCard(first);
    expect(cardEncodings.whole - before.whole).toBe(1);
    await renderOgCard({ ...first, title: 'Its second card' });
    expect(cardEncodings.banded - before.banded).toBe(1);
  });

  it('draws the text as outlines, so no installed font is needed', () => {
    const svg = ogCardSvg(content);
    expect(svg).not.toMatch(/<text\b/);
    // One outline per letter of the name and the title (spaces draw none).
    const letters = (content.siteName + content.title).replace(/\s/g, '').length;
    expect(svg.match(/<path transform="translate\([\d.]+ [\d.]+\)" d="M/g)?.length).toBe(letters);
  });

  it('draws every letter, digit and sign a title may use, at every size', async () => {
    // A letter whose outline data did not parse was left out of the picture without a word.
    const characters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&-–—,.:;!?()/%£€+×"\'’éèàçñöü'];
    const numbersOf: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
    const malformed: string[] = [];
    for (const size of [...TITLE_SIZES, 30]) {
      for (const character of characters) {
        const [element] = outlinesOf(character, size);
        const d = /d="([^"]*)"/.exec(element ?? '')?.[1] ?? '';
        // Each command with its own count of numbers, each number apart: 'M12.1 0Q...'.
        const wellFormed = [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].every(([, command, numbers]) => {
          const parts = numbers!.length ? numbers!.split(' ') : [];
          return parts.length === numbersOf[command!] && parts.every((part) => /^-?\d+(\.\d)?$/.test(part));
        });
        if (!d.startsWith('M') || !wellFormed) malformed.push(`${character} at ${size} px`);
      }
    }
    expect(malformed).toEqual([]);
    // And drawn, each shows: some ink for every character.
    const blank: string[] = [];
    for (const character of characters) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="-20 -90 120 120">${outlinesOf(character, 76).join('')}</svg>`;
      const { data } = await sharp(Buffer.from(svg)).extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
      if (data.reduce((sum, alpha) => sum + alpha, 0) < 255 * 10) blank.push(character);
    }
    expect(blank).toEqual([]);
  });
});

describe('by255', () => {
  it('is value / 255 rounded down for every value painting can make', () => {
    for (let value = 0; value <= 255 * 255 + 127; value++) if (by255(value) !== Math.floor(value / 255)) expect.fail(`by255(${value}) = ${by255(value)}`);
  });
});

describe('spansOf', () => {
  it('holds every covered pixel once, each run all fully covered or all partly, and no empty pixel', () => {
    const [width, height] = [37, 23];
    // Letter-like coverage: empty margins, solid strokes, smoothed edges, and a few lone values.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alpha = Uint8Array.from({ length: width * height }, (_, at) => {
      const [row, column] = [Math.floor(at / width), at % width];
      if (column === 0 || column === width - 1) return row % 3 === 0 ? 255 : 0;
      const r = random();
      return r < 0.4 ? 0 : r < 0.7 ? 255 : Math.floor(r * 254) + 1;
    });
    const spans = spansOf(alpha, width, height);
    const seen = new Uint8Array(width * height);
    for (let span = 0; span < spans.length; span += 4) {
      const [row, from, to, full] = [spans[span]!, spans[span + 1]!, spans[span + 2]!, spans[span + 3]!];
      expect(from).toBeLessThan(to);
      for (let column = from; column < to; column++) {
        const a = alpha[row * width + column]!;
        expect(a).not.toBe(0);
        expect(a === 255).toBe(full === 1);
        seen[row * width + column] = seen[row * width + column]! + 1;
      }
    }
    expect([...seen]).toEqual([...alpha].map((a) => (a === 0 ? 0 : 1)));
    expect(spansOf(new Uint8Array(12), 4, 3)).toHaveLength(0);
    expect([...spansOf(Uint8Array.of(0, 255, 255, 9, 0, 255), 6, 1)]).toEqual([0, 1, 3, 1, 0, 3, 4, 0, 0, 5, 6, 1]);
  });
});

describe('pathData', () => {
  it('keeps every number apart, also one rounded from just below zero', () => {
    const d = pathData([
      { type: 'M', x: 12.1, y: -0.04 },
      { type: 'Q', x1: 0.04, y1: -3.26, x: -0.04, y: 7 },
      { type: 'L', x: 1, y: 2 },
      { type: 'Z' },
    ]);
    expect(d).toBe('M12.1 0Q0 -3.3 0 7L1 2Z');
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
