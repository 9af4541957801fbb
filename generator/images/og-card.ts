/**
 * The link-preview card for a page whose picture is an illustration: 1200 x 630 JPEG with the
 * illustration, the page's title and the merchant's name in the site's colours (the home hero's
 * dark green and the accent yellow). The text is drawn as outlines from Roboto Condensed, the
 * site's heading face, shipped in @fontsource/roboto-condensed, so the card comes out the same
 * on every machine whether or not it has fonts installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'opentype.js';
import { sharpLibrary } from './encode.ts';
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

let boldFont: Font | undefined;

/** The font, with opentype.js loaded on first use (a tenth of a second most builds do not need). */
function loadFont(): Font {
  if (boldFont) return boldFont;
  const opentype = createRequire(import.meta.url)('opentype.js') as typeof import('opentype.js');
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/roboto-condensed/LICENSE'));
  const bytes = readFileSync(path.join(packageDir, 'files', 'roboto-condensed-latin-700-normal.woff'));
  boldFont = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return boldFont;
}

/** Glyph by glyph with kerning (opentype.js' own shaping fails on this font's ccmp table). */
function textWidth(font: Font, text: string, size: number): number {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  return glyphs.reduce(
    (width, glyph, index) => width + ((glyph.advanceWidth ?? 0) + (index > 0 ? font.getKerningValue(glyphs[index - 1]!, glyph) : 0)) * scale,
    0,
  );
}

function textPath(font: Font, text: string, x: number, y: number, size: number): string {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  let at = x;
  return glyphs
    .map((glyph, index) => {
      if (index > 0) at += font.getKerningValue(glyphs[index - 1]!, glyph) * scale;
      const d = glyph.getPath(at, y, size).toPathData(1);
      at += (glyph.advanceWidth ?? 0) * scale;
      return d;
    })
    .join('');
}

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
function titleLayout(font: Font, title: string): { size: number; lines: string[] } {
  for (const size of [76, 66, 58]) {
    const lines = wrapTitle((text) => textWidth(font, text, size), title, TEXT_WIDTH, 3);
    if (!lines.at(-1)?.endsWith('…') && lines.every((line) => textWidth(font, line, size) <= TEXT_WIDTH)) return { size, lines };
  }
  return { size: 50, lines: wrapTitle((text) => textWidth(font, text, 50), title, TEXT_WIDTH, 4) };
}

export function ogCardSvg({ illustration, title, siteName }: OgCardContent): string {
  const font = loadFont();
  const { size, lines } = titleLayout(font, title);
  const lineHeight = Math.round(size * 1.08);
  const titleTop = 250 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const titlePaths = lines.map((line, index) => textPath(font, line, TEXT_LEFT, titleTop + index * lineHeight, size)).join('');
  const namePath = textPath(font, siteName.toUpperCase(), TEXT_LEFT, 104, 30);
  const picture = `data:image/svg+xml;base64,${Buffer.from(illustration).toString('base64')}`;
  const { width, height } = LINK_PREVIEW;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.backgroundFrom}"/><stop offset="0.55" stop-color="${COLOURS.background}"/><stop offset="1" stop-color="${COLOURS.backgroundTo}"/></linearGradient>`,
    `<clipPath id="panel"><rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="14"/></clipPath>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect x="${PANEL.x - 6}" y="${PANEL.y - 6}" width="${PANEL.width + 12}" height="${PANEL.height + 12}" rx="18" fill="#ffffff" fill-opacity="0.12"/>`,
    `<image x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#panel)" xlink:href="${picture}" href="${picture}"/>`,
    `<rect x="${TEXT_LEFT}" y="120" width="56" height="5" fill="${COLOURS.accent}"/>`,
    `<path d="${namePath}" fill="${COLOURS.accent}"/>`,
    `<path d="${titlePaths}" fill="${COLOURS.text}"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="${COLOURS.accent}"/>`,
    '</svg>',
  ].join('');
}

/**
 * The card as JPEG, without chroma subsampling so the yellow and white text stay crisp on the
 * green. JPEG because every page has a card: it encodes several times faster than a palette
 * PNG, which counts for a large catalogue's first build.
 */
export async function renderOgCard(content: OgCardContent): Promise<Buffer> {
  return sharpLibrary()(Buffer.from(ogCardSvg(content))).jpeg({ quality: 85, chromaSubsampling: '4:4:4' }).toBuffer();
}
