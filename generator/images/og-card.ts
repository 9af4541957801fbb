/**
 * The link-preview card for a page whose picture is an illustration: 1200 x 630 JPEG with the
 * illustration, the page's title and the merchant's name in the site's colours (the home hero's
 * dark green and the accent yellow). The text is drawn as outlines from Roboto Condensed, the
 * site's heading face, shipped in @fontsource/roboto-condensed, so the card comes out the same
 * on every machine whether or not it has fonts installed.
 *
 * Ten thousand cards are drawn on a large catalogue's first build, so each is drawn from parts
 * made once: the background per illustration and merchant's name, and each letter's coverage
 * per size and quarter-pixel offset, from the font's table (font-table.ts). ogCardSvg draws the
 * same card whole, as one SVG.
 */
import type { PathCommand } from 'opentype.js';
import { sha256 } from './cache.ts';
import { cardFontTable, outlineAt, type FontTable, type TableGlyph } from './font-table.ts';
import { sharpLibrary } from './encode.ts';
import { BandBatches } from './band-batches.ts';
import { jpegTemplate, type JpegTemplate } from './jpeg-splice.ts';
import { LINK_PREVIEW } from '../../contract/image-slots.ts';

export interface OgCardContent {
  /** The page's illustration (SVG source). */
  illustration: Uint8Array;
  title: string;
  siteName: string;
}

const COLOURS = { backgroundFrom: '#163a2b', background: '#1d4a37', backgroundTo: '#143025', text: '#ffffff', accent: '#f2b600' };

const TEXT_LEFT = 64;
const TEXT_WIDTH = 500;
const PANEL = { x: 600, y: 96, width: 536, height: 402 };

/**
 * The font's glyphs, advances, kerning and outlines, each looked up once: ten thousand cards
 * measure and draw the same few dozen letters at four sizes. They come from the font table
 * (font-table.ts), so drawing a card needs neither opentype.js nor the font file.
 */
class GlyphShapes {
  private readonly outlines = new Map<string, Outline>();
  constructor(private readonly font: FontTable) {}

  /** A character the font lacks is drawn as its missing-glyph box, as opentype.js draws it. */
  private glyphsOf(text: string): TableGlyph[] {
    return [...text].map((char) => this.font.glyphs[char] ?? this.font.notdef);
  }

  /** Each glyph's left edge, in font units from the start of the text, and the text's advance. */
  private placed(glyphs: TableGlyph[]): { at: number[]; advance: number } {
    const at: number[] = [];
    let advance = 0;
    glyphs.forEach((glyph, index) => {
      if (index > 0) advance += this.font.kerning[`${glyphs[index - 1]!.index} ${glyph.index}`] ?? 0;
      at.push(advance);
      advance += glyph.advance;
    });
    return { at, advance };
  }

  /** Glyph by glyph with kerning (opentype.js' own shaping fails on this font's ccmp table). */
  width(text: string, size: number): number {
    return (this.placed(this.glyphsOf(text)).advance * size) / this.font.unitsPerEm;
  }

  /** The glyph's outline at the origin, as path data to 0.1 px, and a box that holds it. */
  private outline(glyph: TableGlyph, size: number): Outline {
    const key = `${glyph.index} ${size}`;
    let outline = this.outlines.get(key);
    if (!outline) {
      const commands = outlineAt(glyph, size, this.font.unitsPerEm);
      this.outlines.set(key, (outline = { key, d: pathData(commands), box: boxOf(commands) }));
    }
    return outline;
  }

  /** The text's outlines with its baseline starting at (x, y), each glyph moved into place. */
  draw(text: string, x: number, y: number, size: number, drawn: Drawn): void {
    const glyphs = this.glyphsOf(text);
    const scale = size / this.font.unitsPerEm;
    const { at } = this.placed(glyphs);
    glyphs.forEach((glyph, index) => {
      const outline = this.outline(glyph, size);
      if (!outline.d) return;
      drawn.glyphs.push({ outline, x: toStep(x + at[index]! * scale), y: toStep(y) });
    });
  }
}

/** A glyph's outline at one size, from its origin on the baseline. */
interface Outline {
  /** The glyph and the size. */
  key: string;
  d: string;
  box: Box;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The box of every point of the outline, control points too: it holds the curves, if not always tightly. */
function boxOf(commands: readonly PathCommand[]): Box {
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  const take = (x: number, y: number) => Object.assign(box, { x1: Math.min(box.x1, x), y1: Math.min(box.y1, y), x2: Math.max(box.x2, x), y2: Math.max(box.y2, y) });
  for (const command of commands) {
    if (command.type === 'Z') continue;
    take(command.x, command.y);
    if (command.type === 'Q' || command.type === 'C') take(command.x1, command.y1);
    if (command.type === 'C') take(command.x2, command.y2);
  }
  return box;
}

/** Glyphs drawn so far, each with its origin. */
interface Drawn {
  glyphs: { outline: Outline; x: number; y: number }[];
}

/** The glyphs as SVG paths, each moved into place. */
const pathsOf = (drawn: Drawn): string[] => drawn.glyphs.map(({ outline, x, y }) => `<path transform="translate(${x} ${y})" d="${outline.d}"/>`);

/**
 * Glyphs are placed to a quarter of a pixel (as browsers place text), so each letter's coverage
 * at a size can be drawn once for each of sixteen offsets and reused.
 */
const STEPS = 4;
const toStep = (value: number): number => Math.round(value * STEPS) / STEPS;

/**
 * Path data to 0.1 px, every number apart. opentype.js' own toPathData runs numbers together
 * where one rounds from -0.04 to 0 ('12.1' then '0' reads as '12.10'), which lost whole letters
 * once outlines were drawn from the baseline.
 */
export function pathData(commands: readonly PathCommand[]): string {
  const at = (value: number) => String(Math.round(value * 10) / 10);
  return commands
    .map((command) => {
      if (command.type === 'Z') return 'Z';
      if (command.type === 'Q') return `Q${at(command.x1)} ${at(command.y1)} ${at(command.x)} ${at(command.y)}`;
      if (command.type === 'C') return `C${at(command.x1)} ${at(command.y1)} ${at(command.x2)} ${at(command.y2)} ${at(command.x)} ${at(command.y)}`;
      return `${command.type}${at(command.x)} ${at(command.y)}`;
    })
    .join('');
}

let shapes: GlyphShapes | undefined;
const glyphShapes = (): GlyphShapes => (shapes ??= new GlyphShapes(cardFontTable()));

/** The text's outlines as drawn on a card, from a baseline at the origin: one path element per glyph. */
export function outlinesOf(text: string, size: number): string[] {
  const drawn: Drawn = { glyphs: [] };
  glyphShapes().draw(text, 0, 0, size, drawn);
  return pathsOf(drawn);
}

/** The sizes a title is drawn at, largest first: the largest at which it fits in three lines. */
export const TITLE_SIZES = [76, 66, 58, 50] as const;

/** Words into lines no wider than `maxWidth`; a title that needs more than `maxLines` ends in '…'. */
export function wrapTitle(measure: (text: string) => number, title: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let end = kept[maxLines - 1]!;
  while (end.includes(' ') && measure(`${end}…`) > maxWidth) end = end.slice(0, end.lastIndexOf(' '));
  kept[maxLines - 1] = `${end}…`;
  return kept;
}

/** The title's size: as large as fits in three lines. */
function titleLayout(shapes: GlyphShapes, title: string): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES.slice(0, -1)) {
    const lines = wrapTitle((text) => shapes.width(text, size), title, TEXT_WIDTH, 3);
    if (!lines.at(-1)?.endsWith('…') && lines.every((line) => shapes.width(line, size) <= TEXT_WIDTH)) return { size, lines };
  }
  const smallest = TITLE_SIZES.at(-1)!;
  return { size: smallest, lines: wrapTitle((text) => shapes.width(text, smallest), title, TEXT_WIDTH, 4) };
}

const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW;
const SVG_OPEN = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Everything on the card but its title (the background, the illustration, the merchant's name), as SVG elements. */
function backgroundElements({ illustration, siteName }: Omit<OgCardContent, 'title'>): string {
  const name: Drawn = { glyphs: [] };
  glyphShapes().draw(siteName.toUpperCase(), TEXT_LEFT, 104, 30, name);
  const picture = `data:image/svg+xml;base64,${Buffer.from(illustration).toString('base64')}`;
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.backgroundFrom}"/><stop offset="0.55" stop-color="${COLOURS.background}"/><stop offset="1" stop-color="${COLOURS.backgroundTo}"/></linearGradient>`,
    `<clipPath id="panel"><rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="14"/></clipPath>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="${PANEL.x - 6}" y="${PANEL.y - 6}" width="${PANEL.width + 12}" height="${PANEL.height + 12}" rx="18" fill="#ffffff" fill-opacity="0.12"/>`,
    `<image x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#panel)" xlink:href="${picture}" href="${picture}"/>`,
    `<rect x="${TEXT_LEFT}" y="120" width="56" height="5" fill="${COLOURS.accent}"/>`,
    `<g fill="${COLOURS.accent}">${pathsOf(name).join('')}</g>`,
    `<rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${COLOURS.accent}"/>`,
  ].join('');
}

/** The title's outlines, wrapped and sized to fit beside the illustration. */
function titleDrawn(title: string): Drawn {
  const shapes = glyphShapes();
  const { size, lines } = titleLayout(shapes, title);
  const lineHeight = Math.round(size * 1.08);
  const titleTop = 250 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const drawn: Drawn = { glyphs: [] };
  lines.forEach((line, index) => shapes.draw(line, TEXT_LEFT, titleTop + index * lineHeight, size, drawn));
  return drawn;
}

const titleElements = (drawn: Drawn): string => `<g fill="${COLOURS.text}">${pathsOf(drawn).join('')}</g>`;

/** Everything on the card but its title: the same for every page shown by the same illustration. */
function ogCardBackgroundSvg(content: Omit<OgCardContent, 'title'>): string {
  return `<svg ${SVG_OPEN} width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${backgroundElements(content)}</svg>`;
}

/** The whole card as one SVG: what renderOgCard draws from its parts, pixel for pixel but for rounding (its tests compare them). */
export function ogCardSvg(content: OgCardContent): string {
  const elements = backgroundElements(content) + titleElements(titleDrawn(content.title));
  return `<svg ${SVG_OPEN} width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${elements}</svg>`;
}

/** A background drawn: its RGB pixels and, made when first needed, its JPEG taken apart for titles to be put in. */
interface Background {
  pixels: Promise<Buffer>;
  /** Cards begun on it. */
  cards: number;
  template?: Promise<JpegTemplate | undefined>;
  /** Its rows laid out as title bands are drawn (BandBatches.layOut), made when its first band is. */
  bandRows?: Buffer;
}

/** Backgrounds drawn lately, by illustration and merchant's name. */
const backgrounds = new Map<string, Background>();
/** A few megabytes each: enough for a catalogue's pages to come mostly in the order of their illustrations. */
const BACKGROUNDS_KEPT = 8;

/** The card's background, drawn once for every page shown by the same illustration. */
function background(content: OgCardContent): Background {
  const key = `${sha256(content.illustration)} ${content.siteName}`;
  let drawn = backgrounds.get(key);
  if (drawn) backgrounds.delete(key);
  else {
    const made = sharpLibrary()(Buffer.from(ogCardBackgroundSvg(content))).removeAlpha().raw().toBuffer();
    made.catch(() => backgrounds.get(key) === drawn && backgrounds.delete(key));
    drawn = { pixels: made, cards: 0 };
  }
  backgrounds.set(key, drawn);
  if (backgrounds.size > BACKGROUNDS_KEPT) backgrounds.delete(backgrounds.keys().next().value!);
  return drawn;
}

/**
 * The columns of blocks (8 pixels) a title's rows are encoded in, from the card's left edge
 * (jpeg-splice.ts): the background's own blocks follow from there. A title is at most TEXT_WIDTH
 * wide from TEXT_LEFT (to 564 px); the last of these columns (568-575 px) must be the
 * background's, so a title that reaches it is encoded whole (bandOf).
 */
const SPLIT_COLUMN = 72;

/** The background encoded as a card is, and taken apart (undefined if it cannot be: each card is then encoded whole). */
function templateOf(drawn: Background): Promise<JpegTemplate | undefined> {
  drawn.template ??= drawn.pixels.then(async (pixels) => jpegTemplate(await encoded(pixels, WIDTH, HEIGHT), SPLIT_COLUMN)).catch(() => undefined);
  return drawn.template;
}

const encoded = (pixels: Buffer, width: number, height: number): Promise<Buffer> =>
  sharpLibrary()(pixels, { raw: { width, height, channels: 3 } })
    .jpeg(CARD_JPEG)
    .toBuffer();

/** A glyph's coverage (0-255 a pixel) at one size and quarter-pixel offset, and its box from the whole pixel it is placed at. */
interface Coverage {
  alpha: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
  /**
   * Where the glyph covers anything, row by row (spansOf): each span as its row, first column,
   * end column and whether every pixel in it is fully covered. Painting reads only these.
   */
  spans: Int32Array;
}

/**
 * The runs of pixels a coverage covers at all, four numbers each (row, first column, end column,
 * 1 when every pixel in the run is fully covered): painting then skips the box's empty pixels
 * without reading them and lays the colour over a letter's solid middle without reading the
 * coverage. A run is cut where full coverage starts or stops, so each is all full or all partial.
 */
export function spansOf(alpha: Uint8Array, width: number, height: number): Int32Array {
  const spans: number[] = [];
  for (let row = 0; row < height; row++) {
    const at = row * width;
    let column = 0;
    while (column < width) {
      const a = alpha[at + column]!;
      if (a === 0) {
        column++;
        continue;
      }
      const full = a === 255;
      const start = column;
      while (column < width && alpha[at + column] !== 0 && (alpha[at + column] === 255) === full) column++;
      spans.push(row, start, column, full ? 1 : 0);
    }
  }
  return Int32Array.from(spans);
}

/** Coverages drawn so far; a few thousand at most (the font's letters, four sizes, sixteen offsets), small. */
const coverages = new Map<string, Promise<Coverage>>();

/** A coverage to draw: the glyph, its offset past a whole pixel, and the box of pixels it covers from there. */
interface CoverageJob {
  key: string;
  outline: Outline;
  dx: number;
  dy: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Where its box starts in the sheet. */
  sheetX: number;
  sheetY: number;
}

/** Pixels between coverages on a sheet, so no glyph's smoothed edge reaches another's box. */
const SHEET_GAP = 2;
/** Coverages are laid in rows no wider than this (a long first title takes two or three). */
const SHEET_WIDTH = 1024;

/**
 * Draws the coverages in one librsvg call: each glyph on its own patch of one sheet, moved by
 * whole pixels only, so each comes out as it would alone (byte for byte). One call each cost the
 * first card of a build some 30 sharp calls: the card of a rebuild after a title edit.
 */
function drawSheet(jobs: CoverageJob[]): { width: number; pixels: Promise<Buffer> } {
  let [x, y, rowHeight] = [0, 0, 0];
  for (const job of jobs) {
    if (x > 0 && x + job.width > SHEET_WIDTH) [x, y, rowHeight] = [0, y + rowHeight + SHEET_GAP, 0];
    Object.assign(job, { sheetX: x, sheetY: y });
    x += job.width + SHEET_GAP;
    rowHeight = Math.max(rowHeight, job.height);
  }
  const width = Math.max(...jobs.map((job) => job.sheetX + job.width));
  const height = y + rowHeight;
  const paths = jobs.map((job) => `<path transform="translate(${job.sheetX - job.left + job.dx} ${job.sheetY - job.top + job.dy})" d="${job.outline.d}"/>`);
  const svg = `<svg ${SVG_OPEN} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${paths.join('')}</svg>`;
  return { width, pixels: sharpLibrary()(Buffer.from(svg)).extractChannel('alpha').raw().toBuffer() };
}

/** One coverage cut from its sheet. */
function cut(sheet: Buffer, sheetWidth: number, job: CoverageJob): Coverage {
  const alpha = Buffer.alloc(job.width * job.height);
  for (let row = 0; row < job.height; row++) {
    const from = (job.sheetY + row) * sheetWidth + job.sheetX;
    sheet.copy(alpha, row * job.width, from, from + job.width);
  }
  return { alpha, left: job.left, top: job.top, width: job.width, height: job.height, spans: spansOf(alpha, job.width, job.height) };
}

/**
 * Each glyph's coverage with its origin `dx`, `dy` (each 0, 1/4, 1/2 or 3/4) past a whole pixel,
 * in the order asked: those not drawn before are drawn together on one sheet, once.
 */
function coveragesOf(wanted: readonly { outline: Outline; dx: number; dy: number }[]): Promise<Coverage>[] {
  const jobs = new Map<string, CoverageJob>();
  for (const { outline, dx, dy } of wanted) {
    const key = `${outline.key} ${dx} ${dy}`;
    if (coverages.has(key) || jobs.has(key)) continue;
    const { box } = outline;
    const left = Math.floor(box.x1 + dx) - 1;
    const top = Math.floor(box.y1 + dy) - 1;
    const width = Math.ceil(box.x2 + dx) + 1 - left;
    const height = Math.ceil(box.y2 + dy) + 1 - top;
    jobs.set(key, { key, outline, dx, dy, left, top, width, height, sheetX: 0, sheetY: 0 });
  }
  if (jobs.size) {
    const sheet = drawSheet([...jobs.values()]);
    for (const job of jobs.values()) {
      const made = sheet.pixels.then((pixels) => cut(pixels, sheet.width, job));
      coverages.set(job.key, made);
      made.catch(() => coverages.get(job.key) === made && coverages.delete(job.key));
    }
  }
  return wanted.map(({ outline, dx, dy }) => coverages.get(`${outline.key} ${dx} ${dy}`)!);
}

/** A glyph's coverage, and the whole pixel its box is placed from. */
interface Placed {
  coverage: Coverage;
  x: number;
  y: number;
}

/** The glyphs' coverages, each with the whole pixel it is placed at. */
async function placedGlyphs(drawn: Drawn): Promise<Placed[]> {
  const placed = drawn.glyphs.map(({ outline, x, y }) => ({ outline, x: Math.floor(x), y: Math.floor(y), dx: x - Math.floor(x), dy: y - Math.floor(y) }));
  const coverages = await Promise.all(coveragesOf(placed));
  return placed.map(({ x, y }, index) => ({ coverage: coverages[index]!, x, y }));
}

/**
 * `value` / 255 rounded down, for 0 <= value <= 255 * 255 + 127, the most painting makes (the
 * division as integer steps; og-card.test.ts checks every value; it is one off at 65,535).
 */
export const by255 = (value: number): number => (value + 1 + (value >> 8)) >> 8;

/**
 * Lays `colour` over RGB pixels (the card's rows from `top` on, `stride` pixels each, of which the
 * first `columns` are the card's) in proportion to each glyph's coverage. Most of a letter's
 * pixels are fully in or out of it: those are the colour, or kept.
 */
function paint(pixels: Buffer, top: number, glyphs: readonly Placed[], colour: string, stride: number = WIDTH, columns: number = WIDTH): void {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
  const rows = pixels.length / (stride * 3);
  // White or any grey: a solid run is one fill.
  const grey = red === green && green === blue;
  for (const { coverage, x, y } of glyphs) {
    const { alpha, width, height, spans } = coverage;
    // The glyph's top left pixel in these rows, and its rows and columns that fall inside them.
    const glyphTop = y + coverage.top - top;
    const glyphLeft = x + coverage.left;
    const [firstRow, endRow] = [Math.max(0, -glyphTop), Math.min(height, rows - glyphTop)];
    const [firstColumn, endColumn] = [Math.max(0, -glyphLeft), Math.min(width, columns - glyphLeft)];
    for (let span = 0; span < spans.length; span += 4) {
      const row = spans[span]!;
      if (row < firstRow || row >= endRow) continue;
      const from = Math.max(spans[span + 1]!, firstColumn);
      const to = Math.min(spans[span + 2]!, endColumn);
      let at = ((glyphTop + row) * stride + glyphLeft + from) * 3;
      if (spans[span + 3] === 1) {
        // What the sum below gives at full coverage: by255(colour * 255 + 127) is the colour.
        if (grey) {
          if (to > from) pixels.fill(red, at, at + (to - from) * 3);
          continue;
        }
        for (let column = from; column < to; column++, at += 3) {
          pixels[at] = red;
          pixels[at + 1] = green;
          pixels[at + 2] = blue;
        }
        continue;
      }
      for (let column = from, covered = row * width + from; column < to; column++, covered++, at += 3) {
        const a = alpha[covered]!;
        const kept = 255 - a;
        pixels[at] = by255(pixels[at]! * kept + red * a + 127);
        pixels[at + 1] = by255(pixels[at + 1]! * kept + green * a + 127);
        pixels[at + 2] = by255(pixels[at + 2]! * kept + blue * a + 127);
      }
    }
  }
}

/**
 * The rows of whole blocks (8 pixels) from the first the glyphs touch to the last; undefined when
 * the title does not sit where it can be spliced (jpeg-splice.ts): it reaches the last column of
 * blocks before SPLIT_COLUMN, or the card's last two rows.
 */
function bandOf(glyphs: readonly Placed[]): { top: number; height: number } | undefined {
  let first: number = HEIGHT;
  let last = -1;
  let right = -1;
  for (const { coverage, x, y } of glyphs) {
    first = Math.min(first, y + coverage.top);
    last = Math.max(last, y + coverage.top + coverage.height - 1);
    right = Math.max(right, x + coverage.left + coverage.width - 1);
  }
  if (last < 0) return undefined;
  const top = Math.max(0, Math.floor(first / 8) * 8);
  const bottom = Math.ceil((last + 1) / 8) * 8;
  return bottom <= Math.floor(HEIGHT / 8) * 8 - 16 && right < (SPLIT_COLUMN - 1) * 8 ? { top, height: bottom - top } : undefined;
}

/**
 * How a card is encoded: without chroma subsampling, so the yellow and white text stay crisp on
 * the green, and with the standard Huffman tables. Optimised tables made each card 20 % smaller
 * (50 KB against 62 KB, the very same pixels) but took more than half the card's encoding time:
 * 6.4-7.9 ms against 3.0-3.1 ms for the shipped illustrations. Every page has a card, so on a
 * 10,000-product catalogue's first build that was some 35 s of CPU, for files only the social
 * and messaging apps fetch, once per share.
 */
export const CARD_JPEG = { quality: 85, chromaSubsampling: '4:4:4', optimiseCoding: false } as const;

/** Cards' title rows, left of SPLIT_COLUMN, encoded a few cards' at a time. */
const bandBatches = new BandBatches(encoded, SPLIT_COLUMN * 8);

/** How many cards were encoded by their title's rows only, and how many whole (for tests). */
export const cardEncodings = { banded: 0, whole: 0 };

/**
 * The card as JPEG (CARD_JPEG). JPEG because every page has a card: it encodes several times
 * faster than a palette PNG, which counts for a large catalogue's first build. Each card is made
 * from parts: the background is drawn and encoded once per illustration, and each letter of the
 * title drawn once per size and quarter-pixel position; for each card the letters are laid over
 * a copy of the background's rows they touch, only those rows are encoded, and they are put into
 * the background's JPEG (jpeg-splice.ts), which gives the very bytes of the whole card encoded.
 * A title that does not sit where that can be done is laid over the whole background instead.
 */
export async function renderOgCard(content: OgCardContent, options: { whole?: boolean } = {}): Promise<Buffer> {
  const drawn = background(content);
  drawn.cards += 1;
  const [pixels, glyphs] = await Promise.all([drawn.pixels, placedGlyphs(titleDrawn(content.title))]);
  // Only the title's rows are encoded, and put into the background's JPEG (jpeg-splice.ts), from
  // a background's second card on: taking its JPEG apart costs more than a card (10-20 ms), so a
  // rebuild after one title edit encodes its one card whole. `whole` (for tests) does that too.
  const band = options.whole || (drawn.cards < 2 && !drawn.template) ? undefined : bandOf(glyphs);
  const template = band && (await templateOf(drawn));
  if (band && template) {
    // Drawn straight into the rows encoded with other cards' (band-batches.ts), as wide as the title may reach.
    const stride = bandBatches.rowWidth;
    const laidOut = (drawn.bandRows ??= bandBatches.layOut(pixels, WIDTH));
    const card = await bandBatches.card(template, band, (rows) => {
      laidOut.copy(rows, 0, band.top * stride * 3, (band.top + band.height) * stride * 3);
      paint(rows, band.top, glyphs, COLOURS.text, stride, SPLIT_COLUMN * 8);
    });
    if (card) {
      cardEncodings.banded += 1;
      return Buffer.from(card.buffer, card.byteOffset, card.byteLength);
    }
  }
  cardEncodings.whole += 1;
  const whole = Buffer.from(pixels);
  paint(whole, 0, glyphs, COLOURS.text);
  return encoded(whole, WIDTH, HEIGHT);
}
