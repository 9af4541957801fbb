import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_JPEG, ogCardSvg } from './og-card.ts';
import { jpegTemplate, spliceRows } from './jpeg-splice.ts';

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

/** The rows of whole blocks from the first row that differs to the last, and one more. */
function bandBetween(a: Buffer, b: Buffer): { top: number; bottom: number } {
  let [first, last] = [-1, -1];
  for (let row = 0; row < HEIGHT; row++) {
    if (a.subarray(row * ROW, (row + 1) * ROW).equals(b.subarray(row * ROW, (row + 1) * ROW))) continue;
    if (first < 0) first = row;
    last = row;
  }
  return { top: Math.floor(first / 8) * 8, bottom: Math.ceil((last + 1) / 8) * 8 + 8 };
}

/** `picture`'s rows top to bottom, encoded alone, put into `background`'s JPEG. */
async function spliced(background: Buffer, picture: Buffer, { top, bottom }: { top: number; bottom: number }, options: JpegOptions = CARD_JPEG): Promise<Uint8Array | undefined> {
  const template = jpegTemplate(await encode(background));
  expect(template).toBeDefined();
  return spliceRows(template!, await encode(Buffer.from(picture.subarray(top * ROW, bottom * ROW)), bottom - top, options), top);
}

describe('spliceRows', () => {
  it.each([
    ['timber/plywood.svg', 'Plywood'],
    ['timber/plywood.svg', 'Hardwood flooring and decking boards'],
    ['timber/hardwood.svg', 'A very long title that wraps over several lines of the card, as a long one does'],
    ['timber/hardwood.svg', 'Tap washers ½" & ¾" — WWWW MMMM'],
  ])('gives, for %s titled %j, the very bytes of the whole card encoded', async (illustration, title) => {
    const background = await cardPixels(illustration, '');
    const card = await cardPixels(illustration, title);
    const whole = await encode(card);
    const band = bandBetween(background, card);
    const made = await spliced(background, card, band);
    expect(made && Buffer.from(made).equals(whole)).toBe(true);
  });

  it('gives the same bytes for noise, where the scan is dense with stuffed 0xFF bytes, at bands of any whole-block height and place', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background));
    for (const [top, bottom] of [
      [0, 16],
      [8, 40],
      [200, 400],
      [592, 616],
    ] as const) {
      const picture = Buffer.from(background);
      // New pixels in the band but its last row of blocks, and never in the last column of blocks.
      for (let row = top; row < bottom - 8; row++) randomBytes((WIDTH - 8) * 3).copy(picture, row * ROW);
      const band = await encode(Buffer.from(picture.subarray(top * ROW, bottom * ROW)), bottom - top);
      const made = spliceRows(template!, band, top);
      expect(made && Buffer.from(made).equals(await encode(picture)), `rows ${top}-${bottom}`).toBe(true);
    }
    // A band whose last row of blocks is not the background's: where its own rows end cannot be found.
    const picture = Buffer.from(background);
    for (let row = 200; row < 400; row++) randomBytes((WIDTH - 8) * 3).copy(picture, row * ROW);
    expect(spliceRows(template!, await encode(Buffer.from(picture.subarray(200 * ROW, 400 * ROW)), 200), 200)).toBeUndefined();
  });

  it('gives the same bytes for bands that end on the same row, whose rows below it writes from what it kept', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background))!;
    const [top, bottom] = [200, 400];
    // Ten bands over the same rows: their own bits end at as many places in the byte, and each
    // shift's rows below are kept once made, then written again as they were.
    for (let made = 0; made < 10; made++) {
      const picture = Buffer.from(background);
      for (let row = top; row < bottom - 8; row++) randomBytes((WIDTH - 8) * 3).copy(picture, row * ROW);
      const band = await encode(Buffer.from(picture.subarray(top * ROW, bottom * ROW)), bottom - top);
      const whole = await encode(picture);
      for (const time of ['first', 'again']) {
        const spliced = spliceRows(template, band, top);
        expect(spliced && Buffer.from(spliced).equals(whole), `band ${made}, ${time}`).toBe(true);
      }
    }
    expect(template.tails.size).toBeGreaterThan(1);
  });

  it('refuses what it cannot splice rather than give other bytes', async () => {
    const background = await cardPixels('timber/plywood.svg', '');
    const card = await cardPixels('timber/plywood.svg', 'Plywood');
    const band = bandBetween(background, card);
    // Optimised Huffman tables differ from the background's.
    expect(await spliced(background, card, band, { ...CARD_JPEG, optimiseCoding: true })).toBeUndefined();
    // A band not on whole blocks.
    const template = jpegTemplate(await encode(background))!;
    const bandJpeg = await encode(Buffer.from(card.subarray(band.top * ROW, band.bottom * ROW)), band.bottom - band.top);
    expect(spliceRows(template, bandJpeg, band.top + 4)).toBeUndefined();
    // A band whose row kept as the background's would be the picture's last, partial row of
    // blocks (rows 624-629, which JPEG pads to 8 by repeating the last): refused; one row above, taken.
    const lastRows = Buffer.concat([background.subarray(616 * ROW, HEIGHT * ROW), background.subarray((HEIGHT - 1) * ROW), background.subarray((HEIGHT - 1) * ROW)]);
    expect(spliceRows(template, await encode(lastRows, 16), 616)).toBeUndefined();
    expect(spliceRows(template, await encode(Buffer.from(background.subarray(608 * ROW, 624 * ROW)), 16), 608)).toBeDefined();
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
