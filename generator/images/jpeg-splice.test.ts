import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_JPEG, ogCardSvg } from './og-card.ts';
import { jpegTemplate, separatorOf, separatorPixels, spliceBands, type Separator } from './jpeg-splice.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const ROW = WIDTH * 3;
const images = path.resolve(import.meta.dirname, '../../catalogue/images');

const encode = (pixels: Buffer, height = HEIGHT, options: JpegOptions = CARD_JPEG) => sharp(pixels, { raw: { width: WIDTH, height, channels: 3 } }).jpeg(options).toBuffer();

/** A card's pixels, drawn whole from its SVG. */
async function cardPixels(illustration: string, title: string): Promise<Buffer> {
  const svg = ogCardSvg({ illustration: readFileSync(path.join(images, illustration)), title, siteName: 'Kestle & Daw' });
  return sharp(Buffer.from(svg)).flatten().raw().toBuffer();
}

/** The rows of whole blocks from the first row that differs to the last. */
function bandBetween(a: Buffer, b: Buffer): { top: number; height: number } {
  let [first, last] = [-1, -1];
  for (let row = 0; row < HEIGHT; row++) {
    if (a.subarray(row * ROW, (row + 1) * ROW).equals(b.subarray(row * ROW, (row + 1) * ROW))) continue;
    if (first < 0) first = row;
    last = row;
  }
  const top = Math.floor(first / 8) * 8;
  return { top, height: Math.ceil((last + 1) / 8) * 8 - top };
}

type Band = { top: number; height: number };

const separator = async (): Promise<Separator> => separatorOf(await encode(separatorPixels(WIDTH), 8))!;

/** Each picture's band, each followed by the separator's row, as one picture. */
const stacked = (pictures: Buffer[], bands: Band[]) =>
  encode(
    Buffer.concat(pictures.flatMap((picture, i) => [picture.subarray(bands[i]!.top * ROW, (bands[i]!.top + bands[i]!.height) * ROW), separatorPixels(WIDTH)])),
    bands.reduce((sum, band) => sum + band.height + 8, 0),
  );

describe('spliceBands', () => {
  it.each([
    ['timber/plywood.svg', 'Plywood'],
    ['timber/plywood.svg', 'Hardwood flooring and decking boards'],
    ['timber/hardwood.svg', 'A very long title that wraps over several lines of the card, as a long one does'],
    ['timber/hardwood.svg', 'Tap washers ½" & ¾" — WWWW MMMM'],
  ])('gives, for %s titled %j alone, the very bytes of the whole card encoded', async (illustration, title) => {
    const background = await cardPixels(illustration, '');
    const card = await cardPixels(illustration, title);
    const band = bandBetween(background, card);
    const [made] = spliceBands(jpegTemplate(await encode(background))!, await stacked([card], [band]), [band], await separator()) ?? [];
    expect(made && Buffer.from(made).equals(await encode(card))).toBe(true);
  });

  it('gives each card, from one JPEG of all their bands, the very bytes of the whole card encoded', async () => {
    const background = await cardPixels('timber/plywood.svg', '');
    const template = jpegTemplate(await encode(background))!;
    const titles = ['Plywood', 'Hardwood flooring and decking boards', 'A very long title that wraps over several lines of the card, as a long one does', 'Plywood', 'Tap washers ½" & ¾" — WWWW MMMM'];
    const pictures = await Promise.all(titles.map((title) => cardPixels('timber/plywood.svg', title)));
    const bands = pictures.map((picture) => bandBetween(background, picture));
    const cards = spliceBands(template, await stacked(pictures, bands), bands, await separator());
    expect(cards).toHaveLength(titles.length);
    for (const [i, picture] of pictures.entries()) expect(Buffer.from(cards![i]!).equals(await encode(picture)), titles[i]).toBe(true);
  });

  it('gives the same bytes for noise, where the scan is dense with stuffed 0xFF bytes, at bands of any whole-block height and place', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background))!;
    const bands = [
      { top: 0, height: 8 },
      { top: 200, height: 200 },
      { top: 8, height: 32 },
      { top: 200, height: 200 },
      { top: 600, height: 24 },
    ];
    const pictures = bands.map(({ top, height }) => {
      const picture = Buffer.from(background);
      // New pixels in the band, never in the last column of blocks.
      for (let row = top; row < top + height; row++) randomBytes((WIDTH - 8) * 3).copy(picture, row * ROW);
      return picture;
    });
    const cards = spliceBands(template, await stacked(pictures, bands), bands, await separator());
    expect(cards).toHaveLength(bands.length);
    for (const [i, picture] of pictures.entries()) expect(Buffer.from(cards![i]!).equals(await encode(picture)), `band ${i}`).toBe(true);
  });

  it('gives the same bytes for bands that end on the same row, whose rows below it writes from what it kept', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background))!;
    const band = { top: 200, height: 192 };
    // Ten bands over the same rows: their own bits end at as many places in the byte, and each
    // shift's rows below are kept once made, then written again as they were.
    for (let made = 0; made < 10; made++) {
      const picture = Buffer.from(background);
      for (let row = band.top; row < band.top + band.height; row++) randomBytes((WIDTH - 8) * 3).copy(picture, row * ROW);
      const jpeg = await stacked([picture], [band]);
      const whole = await encode(picture);
      for (const time of ['first', 'again']) {
        const [card] = spliceBands(template, jpeg, [band], await separator()) ?? [];
        expect(card && Buffer.from(card).equals(whole), `band ${made}, ${time}`).toBe(true);
      }
    }
    expect(template.tails.size).toBeGreaterThan(1);
  });

  it('refuses what it cannot splice rather than give other bytes', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background))!;
    const sep = await separator();
    const changed = (band: Band, lastColumn = false) => {
      const picture = Buffer.from(background);
      for (let row = band.top; row < band.top + band.height; row++) randomBytes((lastColumn ? WIDTH : WIDTH - 8) * 3).copy(picture, row * ROW);
      return picture;
    };
    const bands = [
      { top: 96, height: 40 },
      { top: 160, height: 80 },
    ];
    const pictures = bands.map((band) => changed(band));
    expect(spliceBands(template, await stacked(pictures, bands), bands, sep)).toHaveLength(2);
    // A band that changes the last column of blocks: the separator after it is written against other DCs.
    const wide = [changed(bands[0]!), changed(bands[1]!, true)];
    expect(spliceBands(template, await stacked(wide, bands), bands, sep), 'wide').toBeUndefined();
    // A band with a row of the separator's own pixels: its noise is found once too often.
    const copying = changed(bands[1]!);
    separatorPixels(WIDTH).copy(copying, (bands[1]!.top + 16) * ROW);
    expect(spliceBands(template, await stacked([pictures[0]!, copying], bands), bands, sep), 'copying').toBeUndefined();
    // Optimised Huffman tables differ from the background's.
    const optimised = await encode(Buffer.concat([pictures[0]!.subarray(96 * ROW, 136 * ROW), separatorPixels(WIDTH)]), 48, { ...CARD_JPEG, optimiseCoding: true });
    expect(spliceBands(template, optimised, [bands[0]!], sep), 'optimised').toBeUndefined();
    // Bands other than those encoded, or not on whole blocks, or reaching below the picture.
    expect(spliceBands(template, await stacked(pictures, bands), [bands[0]!, { top: 164, height: 80 }], sep), 'not on blocks').toBeUndefined();
    expect(spliceBands(template, await stacked(pictures, bands), [bands[0]!, { top: 160, height: 72 }], sep)).toBeUndefined();
    expect(spliceBands(template, await stacked(pictures, bands), [bands[1]!, bands[0]!], sep), 'swapped').toBeUndefined();
    const lastFull = { top: 616, height: 8 };
    const lowPicture = changed(lastFull);
    const low = await stacked([lowPicture], [lastFull]);
    const [lowCard] = spliceBands(template, low, [lastFull], sep) ?? [];
    expect(lowCard && Buffer.from(lowCard).equals(await encode(lowPicture)), 'the last whole row').toBe(true);
    expect(spliceBands(template, low, [{ top: 624, height: 8 }], sep), 'below').toBeUndefined();
  });

  it('takes apart only baseline JPEGs of three full-resolution components without restart markers', async () => {
    const pixels = await cardPixels('timber/plywood.svg', 'Plywood');
    expect(jpegTemplate(await encode(pixels))).toBeDefined();
    expect(jpegTemplate(await encode(pixels, HEIGHT, { ...CARD_JPEG, chromaSubsampling: '4:2:0' }))).toBeUndefined();
    expect(jpegTemplate(await encode(pixels, HEIGHT, { ...CARD_JPEG, progressive: true }))).toBeUndefined();
    expect(jpegTemplate(await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).toColourspace('b-w').jpeg(CARD_JPEG).toBuffer())).toBeUndefined();
    const cut = await encode(pixels);
    expect(jpegTemplate(cut.subarray(0, cut.length - 200))).toBeUndefined();
    // A frame that says it is shorter than its scan: the scan is not read to its end.
    const shorter = Buffer.from(cut);
    const frame = shorter.indexOf(Buffer.from([0xff, 0xc0]));
    shorter.writeUInt16BE(HEIGHT - 16, frame + 5);
    expect(jpegTemplate(shorter)).toBeUndefined();
    expect(jpegTemplate(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
  });
});
