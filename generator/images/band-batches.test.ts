import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BandBatches, BANDS_AT_ONCE } from './band-batches.ts';
import { jpegTemplate, MARKER_COLUMNS } from './jpeg-splice.ts';
import { CARD_JPEG } from './og-card.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const ROW = WIDTH * 3;
/** The bands' own columns, in blocks, and their rows' width with the marker's noise. */
const SPLIT = 72;
const BAND_WIDTH = (SPLIT + MARKER_COLUMNS) * 8;

const encode = (pixels: Buffer, height: number, width = WIDTH) => sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg(CARD_JPEG).toBuffer();

/** Encodes as cards are, once `gate` opens, counting the encodes under way at once and the most there were. */
function countingEncoder(gate: Promise<void> = Promise.resolve()) {
  const seen = { now: 0, most: 0, heights: [] as number[] };
  const encodeRows = async (pixels: Buffer, width: number, height: number) => {
    seen.now += 1;
    seen.most = Math.max(seen.most, seen.now);
    seen.heights.push(height);
    try {
      const copied = Buffer.from(pixels);
      await gate;
      return await encode(copied, height, width);
    } finally {
      seen.now -= 1;
    }
  };
  return { seen, encodeRows };
}

/** A background of noise and `count` pictures that differ from it in rows `top` to `top + height`, left of the column before the split. */
async function noiseCards(count: number, band = { top: 160, height: 80 }) {
  const background = randomBytes(WIDTH * HEIGHT * 3);
  const template = jpegTemplate(await encode(background, HEIGHT), SPLIT)!;
  const pictures = Array.from({ length: count }, () => {
    const picture = Buffer.from(background);
    for (let row = band.top; row < band.top + band.height; row++) randomBytes((SPLIT - 1) * 8 * 3).copy(picture, row * ROW);
    return picture;
  });
  return { template, pictures, band };
}

/** Draws the band's rows of `picture` as `batches` lays them out, as cards draw theirs. */
const draws = (batches: BandBatches, picture: Buffer, band: { top: number; height: number }) => (rows: Buffer) => {
  expect(rows.length).toBe(band.height * BAND_WIDTH * 3);
  batches.layOut(picture, WIDTH).copy(rows, 0, band.top * BAND_WIDTH * 3, (band.top + band.height) * BAND_WIDTH * 3);
};

describe('BandBatches', () => {
  it('encodes the bands asked for at once together, a batch at most BANDS_AT_ONCE, and gives each its whole card', async () => {
    const { template, pictures, band } = await noiseCards(BANDS_AT_ONCE + 3);
    const { seen, encodeRows } = countingEncoder();
    const batches = new BandBatches(encodeRows, SPLIT * 8);
    const cards = await Promise.all(pictures.map((picture) => batches.card(template, band, draws(batches, picture, band))));
    for (const [i, picture] of pictures.entries()) expect(cards[i] && Buffer.from(cards[i]).equals(await encode(picture, HEIGHT)), `card ${i}`).toBe(true);
    // One batch full, and the rest together (besides the marker, encoded once).
    expect(batches.made).toEqual({ encodes: 2, bands: BANDS_AT_ONCE + 3 });
    expect(seen.heights.filter((height) => height !== 8)).toEqual([BANDS_AT_ONCE * band.height, 3 * band.height]);
    expect(seen.heights.filter((height) => height === 8)).toHaveLength(1);
    expect(batches.rowWidth).toBe(BAND_WIDTH);
  });

  it('lets bands wait while two encodes are under way, and then encodes them together', async () => {
    const { template, pictures, band } = await noiseCards(2 * BANDS_AT_ONCE + 4);
    // The encoder is held until every band has been asked for, as a busy one is.
    let open = () => {};
    const { seen, encodeRows } = countingEncoder(new Promise((resolve) => (open = resolve)));
    const batches = new BandBatches(encodeRows, SPLIT * 8);
    // Two full batches go at once; four more bands, asked for one turn after another, wait for them.
    const cards = pictures.slice(0, 2 * BANDS_AT_ONCE).map((picture) => batches.card(template, band, draws(batches, picture, band)));
    for (const picture of pictures.slice(2 * BANDS_AT_ONCE)) {
      cards.push(batches.card(template, band, draws(batches, picture, band)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    open();
    const made = await Promise.all(cards);
    expect(seen.most).toBeLessThanOrEqual(2);
    expect(batches.made.encodes).toBe(3);
    for (const [i, picture] of pictures.entries()) expect(made[i] && Buffer.from(made[i]).equals(await encode(picture, HEIGHT)), `card ${i}`).toBe(true);
  });

  it('gives no card for a batch it cannot splice, and the cards of other batches', async () => {
    const { template, pictures, band } = await noiseCards(2);
    const batches = new BandBatches(countingEncoder().encodeRows, SPLIT * 8);
    // A picture whose column of blocks before the split changed in the band: its batch cannot be spliced.
    const wide = Buffer.from(pictures[0]!);
    for (let row = band.top; row < band.top + band.height; row++) randomBytes(ROW).copy(wide, row * ROW);
    const refused = await Promise.all([batches.card(template, band, draws(batches, wide, band)), batches.card(template, band, draws(batches, pictures[1]!, band))]);
    expect(refused).toEqual([undefined, undefined]);
    const card = await batches.card(template, band, draws(batches, pictures[1]!, band));
    expect(card && Buffer.from(card).equals(await encode(pictures[1]!, HEIGHT))).toBe(true);
  });

  it('gives no card for a band taller than a batch holds', async () => {
    const { template } = await noiseCards(0);
    const batches = new BandBatches(countingEncoder().encodeRows, SPLIT * 8);
    expect(await batches.card(template, { top: 0, height: 8 * 400 }, () => undefined)).toBeUndefined();
  });

  it('lets the pixels it keeps for the next batches go once no band has come for a while', async () => {
    const { template, pictures, band } = await noiseCards(2);
    const batches = new BandBatches(countingEncoder().encodeRows, SPLIT * 8, 50);
    await Promise.all(pictures.map((picture) => batches.card(template, band, draws(batches, picture, band))));
    expect(batches.kept).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(batches.kept).toBe(0);
    // And a batch after that draws into new pixels.
    const card = await batches.card(template, band, draws(batches, pictures[0]!, band));
    expect(card && Buffer.from(card).equals(await encode(pictures[0]!, HEIGHT))).toBe(true);
  });
});
