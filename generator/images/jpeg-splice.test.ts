import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_JPEG, ogCardSvg } from './og-card.ts';
import { jpegTemplate, MARKER_COLUMNS, markerPixels, rowMarkerOf, spliceRows, type RowMarker } from './jpeg-splice.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const ROW = WIDTH * 3;
/** Where bands end, in blocks, as cards' do; and a band picture's width, with the marker's noise. */
const SPLIT = 72;
const BAND_WIDTH = (SPLIT + MARKER_COLUMNS) * 8;
const images = path.resolve(import.meta.dirname, '../../catalogue/images');

const encode = (pixels: Buffer, height = HEIGHT, options: JpegOptions = CARD_JPEG, width = WIDTH) => sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg(options).toBuffer();

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

const marker = async (): Promise<RowMarker> => rowMarkerOf(await encode(markerPixels(BAND_WIDTH), 8, CARD_JPEG, BAND_WIDTH))!;

/** A picture's band as spliceRows takes it: each row cut at the split, then the marker's noise. */
function bandRows(picture: Buffer, band: Band): Buffer {
  const noise = markerPixels(BAND_WIDTH);
  const rows = Buffer.alloc(band.height * BAND_WIDTH * 3);
  for (let row = 0; row < band.height; row++) {
    picture.copy(rows, row * BAND_WIDTH * 3, (band.top + row) * ROW, (band.top + row) * ROW + SPLIT * 8 * 3);
    noise.copy(rows, row * BAND_WIDTH * 3 + SPLIT * 8 * 3, ((row % 8) * BAND_WIDTH + SPLIT * 8) * 3, (row % 8 + 1) * BAND_WIDTH * 3);
  }
  return rows;
}

/** Each picture's band as one picture. */
const stacked = (pictures: Buffer[], bands: Band[], options: JpegOptions = CARD_JPEG) =>
  encode(
    Buffer.concat(pictures.map((picture, i) => bandRows(picture, bands[i]!))),
    bands.reduce((sum, band) => sum + band.height, 0),
    options,
    BAND_WIDTH,
  );

/** `background` with new pixels (noise) in the band's rows, left of the column before the split (or, `wide`, across the whole row). */
function changed(background: Buffer, band: Band, wide = false): Buffer {
  const picture = Buffer.from(background);
  for (let row = band.top; row < band.top + band.height; row++) randomBytes((wide ? WIDTH : (SPLIT - 1) * 8) * 3).copy(picture, row * ROW);
  return picture;
}

describe('spliceRows', () => {
  it.each([
    ['timber/plywood.svg', 'Plywood'],
    ['timber/plywood.svg', 'Hardwood flooring and decking boards'],
    ['timber/hardwood.svg', 'A very long title that wraps over several lines of the card, as a long one does'],
    ['timber/hardwood.svg', 'Tap washers ½" & ¾" — WWWW MMMM'],
  ])('gives, for %s titled %j alone, the very bytes of the whole card encoded', async (illustration, title) => {
    const background = await cardPixels(illustration, '');
    const card = await cardPixels(illustration, title);
    const band = bandBetween(background, card);
    const [made] = spliceRows(jpegTemplate(await encode(background), SPLIT)!, await stacked([card], [band]), [band], await marker()) ?? [];
    expect(made && Buffer.from(made).equals(await encode(card))).toBe(true);
  });

  it('gives each card, from one JPEG of all their bands, the very bytes of the whole card encoded', async () => {
    const background = await cardPixels('timber/plywood.svg', '');
    const template = jpegTemplate(await encode(background), SPLIT)!;
    const titles = ['Plywood', 'Hardwood flooring and decking boards', 'A very long title that wraps over several lines of the card, as a long one does', 'Plywood', 'Tap washers ½" & ¾" — WWWW MMMM'];
    const pictures = await Promise.all(titles.map((title) => cardPixels('timber/plywood.svg', title)));
    const bands = pictures.map((picture) => bandBetween(background, picture));
    const cards = spliceRows(template, await stacked(pictures, bands), bands, await marker());
    expect(cards).toHaveLength(titles.length);
    for (const [i, picture] of pictures.entries()) expect(Buffer.from(cards![i]!).equals(await encode(picture)), titles[i]).toBe(true);
  });

  it('gives the same bytes for noise, where the scan is dense with stuffed 0xFF bytes, at bands of any whole-block height and place', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background), SPLIT)!;
    const bands = [
      { top: 0, height: 8 },
      { top: 200, height: 200 },
      { top: 8, height: 32 },
      { top: 200, height: 200 },
      { top: 600, height: 24 },
    ];
    const pictures = bands.map((band) => changed(background, band));
    const cards = spliceRows(template, await stacked(pictures, bands), bands, await marker());
    expect(cards).toHaveLength(bands.length);
    for (const [i, picture] of pictures.entries()) expect(Buffer.from(cards![i]!).equals(await encode(picture)), `band ${i}`).toBe(true);
  });

  it('splits a picture at any column of blocks but its first and last', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const jpeg = await encode(background);
    for (const column of [1, 8, 149]) {
      const width = (column + MARKER_COLUMNS) * 8;
      const template = jpegTemplate(jpeg, column)!;
      const band = { top: 80, height: 16 };
      const picture = Buffer.from(background);
      for (let row = band.top; row < band.top + band.height; row++) randomBytes((column - 1) * 8 * 3).copy(picture, row * ROW);
      const rows = Buffer.alloc(band.height * width * 3);
      const noise = markerPixels(width);
      for (let row = 0; row < band.height; row++) {
        picture.copy(rows, row * width * 3, (band.top + row) * ROW, (band.top + row) * ROW + column * 8 * 3);
        noise.copy(rows, (row * width + column * 8) * 3, ((row % 8) * width + column * 8) * 3, (row % 8 + 1) * width * 3);
      }
      const found = rowMarkerOf(await encode(noise, 8, CARD_JPEG, width))!;
      const [card] = spliceRows(template, await encode(rows, band.height, CARD_JPEG, width), [band], found) ?? [];
      expect(card && Buffer.from(card).equals(await encode(picture)), `column ${column}`).toBe(true);
    }
    expect(jpegTemplate(jpeg, 0)).toBeUndefined();
    expect(jpegTemplate(jpeg, WIDTH / 8)).toBeUndefined();
  });

  it('gives the same bytes for bands over the same rows, whose rows and ends it writes from what it kept', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background), SPLIT)!;
    const band = { top: 200, height: 192 };
    // Ten bands over the same rows: their own bits end at as many places in the byte, and each
    // shift's rest of a row, and rows below, are kept once made, then written again as they were.
    for (let made = 0; made < 10; made++) {
      const picture = changed(background, band);
      const jpeg = await stacked([picture], [band]);
      const whole = await encode(picture);
      for (const time of ['first', 'again']) {
        const [card] = spliceRows(template, jpeg, [band], await marker()) ?? [];
        expect(card && Buffer.from(card).equals(whole), `band ${made}, ${time}`).toBe(true);
      }
    }
    expect(template.tails.size).toBeGreaterThan(1);
    expect(template.ranges.size).toBeGreaterThan(band.height / 8);
  });

  it('refuses what it cannot splice rather than give other bytes', async () => {
    const background = randomBytes(WIDTH * HEIGHT * 3);
    const template = jpegTemplate(await encode(background), SPLIT)!;
    const found = await marker();
    const bands = [
      { top: 96, height: 40 },
      { top: 160, height: 80 },
    ];
    const pictures = bands.map((band) => changed(background, band));
    expect(spliceRows(template, await stacked(pictures, bands), bands, found)).toHaveLength(2);
    // A band that changes the column before the split: the marker after it is written against other DCs.
    const wide = [changed(background, bands[0]!), changed(background, bands[1]!, true)];
    expect(spliceRows(template, await stacked(wide, bands), bands, found), 'wide').toBeUndefined();
    // A band with the marker's noise in a row of its own: it is found once too often.
    const copying = changed(background, bands[1]!);
    const noise = markerPixels(BAND_WIDTH);
    for (let row = 0; row < 8; row++) noise.copy(copying, (bands[1]!.top + 16 + row) * ROW + 80 * 3, (row * BAND_WIDTH + SPLIT * 8) * 3, (row + 1) * BAND_WIDTH * 3);
    expect(spliceRows(template, await stacked([pictures[0]!, copying], bands), bands, found), 'copying').toBeUndefined();
    // Optimised Huffman tables differ from the background's.
    const optimised = await stacked([pictures[0]!], [bands[0]!], { ...CARD_JPEG, optimiseCoding: true });
    expect(spliceRows(template, optimised, [bands[0]!], found), 'optimised').toBeUndefined();
    // A template split elsewhere than the bands.
    expect(spliceRows(jpegTemplate(await encode(background), SPLIT - 1)!, await stacked(pictures, bands), bands, found), 'split').toBeUndefined();
    // Bands other than those encoded, or not on whole blocks, or reaching below the picture.
    expect(spliceRows(template, await stacked(pictures, bands), [bands[0]!, { top: 164, height: 80 }], found), 'not on blocks').toBeUndefined();
    expect(spliceRows(template, await stacked(pictures, bands), [bands[0]!, { top: 160, height: 72 }], found)).toBeUndefined();
    expect(spliceRows(template, await stacked(pictures, bands), [bands[1]!, bands[0]!], found), 'swapped').toBeUndefined();
    const lastFull = { top: 616, height: 8 };
    const lowPicture = changed(background, lastFull);
    const low = await stacked([lowPicture], [lastFull]);
    const [lowCard] = spliceRows(template, low, [lastFull], found) ?? [];
    expect(lowCard && Buffer.from(lowCard).equals(await encode(lowPicture)), 'the last whole row').toBe(true);
    expect(spliceRows(template, low, [{ top: 624, height: 8 }], found), 'below').toBeUndefined();
  });

  it('takes apart only baseline JPEGs of three full-resolution components without restart markers', async () => {
    const pixels = await cardPixels('timber/plywood.svg', 'Plywood');
    expect(jpegTemplate(await encode(pixels), SPLIT)).toBeDefined();
    expect(jpegTemplate(await encode(pixels, HEIGHT, { ...CARD_JPEG, chromaSubsampling: '4:2:0' }), SPLIT)).toBeUndefined();
    expect(jpegTemplate(await encode(pixels, HEIGHT, { ...CARD_JPEG, progressive: true }), SPLIT)).toBeUndefined();
    expect(jpegTemplate(await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).toColourspace('b-w').jpeg(CARD_JPEG).toBuffer(), SPLIT)).toBeUndefined();
    const cut = await encode(pixels);
    expect(jpegTemplate(cut.subarray(0, cut.length - 200), SPLIT)).toBeUndefined();
    // A frame that says it is shorter than its scan: the scan is not read to its end.
    const shorter = Buffer.from(cut);
    const frame = shorter.indexOf(Buffer.from([0xff, 0xc0]));
    shorter.writeUInt16BE(HEIGHT - 16, frame + 5);
    expect(jpegTemplate(shorter, SPLIT)).toBeUndefined();
    expect(jpegTemplate(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), SPLIT)).toBeUndefined();
  });
});
