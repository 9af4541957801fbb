/**
 * What the link-preview cards need of their font: each character's glyph (its index, advance and
 * outline, in font units) and the kerning between glyphs. It is worked out from the font with
 * opentype.js once and kept in node_modules/.cache/catalogue/fonts: loading opentype.js and
 * parsing the font took about 30 ms of the build's thread, which a rebuild after one title edit
 * (one card to draw) otherwise spent every time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font, Glyph, PathCommand } from 'opentype.js';
import { cacheDir, fingerprint, writeAtomically } from '../cache/index.ts';

export interface TableGlyph {
  index: number;
  /** In font units. */
  advance: number;
  /** The outline in font units, y upwards, as opentype.js gives it. */
  commands: PathCommand[];
}

export interface FontTable {
  unitsPerEm: number;
  /** By character: those the font maps. */
  glyphs: Record<string, TableGlyph>;
  /** The glyph drawn for a character the font does not map (as opentype.js draws it). */
  notdef: TableGlyph;
  /** Kerning between two glyphs, by 'left right' glyph index; only pairs with any. */
  kerning: Record<string, number>;
}

/** Raised when what the table holds, or how it is worked out, changes. */
const TABLE_FORMAT = 1;

const requireHere = createRequire(import.meta.url);

/** The cards' face: Roboto Condensed bold, Latin, as @fontsource ships it. */
function fontFile(): string {
  const packageDir = path.dirname(requireHere.resolve('@fontsource/roboto-condensed/LICENSE'));
  return path.join(packageDir, 'files', 'roboto-condensed-latin-700-normal.woff');
}

/** The font parsed by opentype.js (loaded here, when a table has to be worked out). */
export function parseCardFont(): Font {
  const opentype = requireHere('opentype.js') as typeof import('opentype.js');
  const bytes = readFileSync(fontFile());
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The table of a parsed font: every character its cmap maps, and every kerned pair among their glyphs. */
export function fontTableFrom(font: Font): FontTable {
  const entry = (glyph: Glyph): TableGlyph => ({ index: glyph.index, advance: glyph.advanceWidth ?? 0, commands: glyph.path.commands });
  const mapped = (font.tables.cmap as unknown as { glyphIndexMap: Record<string, number> }).glyphIndexMap;
  const glyphs: Record<string, TableGlyph> = {};
  const byIndex = new Map<number, Glyph>();
  for (const codePoint of Object.keys(mapped)) {
    const character = String.fromCodePoint(Number(codePoint));
    const glyph = font.charToGlyph(character);
    glyphs[character] = entry(glyph);
    byIndex.set(glyph.index, glyph);
  }
  const kerning: Record<string, number> = {};
  for (const left of byIndex.values()) {
    for (const right of byIndex.values()) {
      const value = font.getKerningValue(left, right);
      if (value) kerning[`${left.index} ${right.index}`] = value;
    }
  }
  return { unitsPerEm: font.unitsPerEm, glyphs, notdef: entry(font.glyphs.get(0)), kerning };
}

/** The table kept in `file`, or made (and kept there) when the file is missing or unreadable. */
export function keptFontTable(file: string, make: () => FontTable): FontTable {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as FontTable;
    if (kept.unitsPerEm > 0 && kept.notdef && kept.glyphs && kept.kerning) return kept;
  } catch {
    // Missing or cut short: made again below.
  }
  const made = make();
  writeAtomically(file, JSON.stringify(made));
  return made;
}

let table: FontTable | undefined;

/** The cards' font table: from the cache, or worked out (and kept) the first time on a machine. */
export function cardFontTable(): FontTable {
  if (table) return table;
  const key = fingerprint({ files: [fontFile()], packages: ['opentype.js'], values: [TABLE_FORMAT] }).slice(0, 20);
  return (table = keptFontTable(path.join(cacheDir('fonts'), `${key}.json`), () => fontTableFrom(parseCardFont())));
}

/** The glyph's outline at `size` px from an origin on the baseline, y downwards (opentype.js' getPath(0, 0, size)). */
export function outlineAt(glyph: TableGlyph, size: number, unitsPerEm: number): PathCommand[] {
  const scale = size / unitsPerEm;
  const x = (value: number) => value * scale;
  const y = (value: number) => -value * scale;
  return glyph.commands.flatMap((command): PathCommand[] => {
    if (command.type === 'M' || command.type === 'L') return [{ type: command.type, x: x(command.x), y: y(command.y) }];
    if (command.type === 'Q') return [{ type: 'Q', x1: x(command.x1), y1: y(command.y1), x: x(command.x), y: y(command.y) }];
    if (command.type === 'C') return [{ type: 'C', x1: x(command.x1), y1: y(command.y1), x2: x(command.x2), y2: y(command.y2), x: x(command.x), y: y(command.y) }];
    // opentype.js leaves out a filled outline's closings; an SVG fill closes each shape itself.
    return [];
  });
}
