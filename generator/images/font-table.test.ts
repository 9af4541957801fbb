import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fontTableFrom, keptFontTable, outlineAt, parseCardFont } from './font-table.ts';

const font = parseCardFont();
const table = fontTableFrom(font);
const characters = Object.keys(table.glyphs);

describe('fontTableFrom', () => {
  it('holds every character the font maps, with its glyph and advance', () => {
    expect(characters.length).toBeGreaterThan(150);
    for (const character of [...'AZaz09&£€é’…']) expect(Object.keys(table.glyphs)).toContain(character);
    for (const character of characters) {
      const glyph = font.charToGlyph(character);
      expect([table.glyphs[character]!.index, table.glyphs[character]!.advance]).toEqual([glyph.index, glyph.advanceWidth]);
    }
  });

  it('gives each glyph the outline opentype.js draws, at every size the cards use', () => {
    for (const size of [76, 66, 58, 50, 30]) {
      for (const character of characters) {
        const drawn = font.charToGlyph(character).getPath(0, 0, size).commands;
        const fromTable = outlineAt(table.glyphs[character]!, size, table.unitsPerEm);
        expect(fromTable.length).toBe(drawn.length);
        fromTable.forEach((command, index) => {
          const expected = drawn[index]!;
          expect(command.type).toBe(expected.type);
          for (const [name, value] of Object.entries(expected)) if (name !== 'type') expect((command as unknown as Record<string, number>)[name]).toBeCloseTo(value as number, 9);
        });
      }
    }
  });

  it('gives the kerning opentype.js gives, for every pair of these characters', () => {
    const some = [...'AVTWYLPFavwyo.,’-0147'];
    let kerned = 0;
    for (const left of some) {
      for (const right of some) {
        const expected = font.getKerningValue(font.charToGlyph(left), font.charToGlyph(right));
        expect(table.kerning[`${table.glyphs[left]!.index} ${table.glyphs[right]!.index}`] ?? 0).toBe(expected);
        if (expected) kerned += 1;
      }
    }
    // The font does kern some of them, so the check compares real values, not only zeros.
    expect(kerned).toBeGreaterThan(0);
  });

  it('keeps the missing-glyph box for characters the font does not map', () => {
    expect(table.glyphs['漢']).toBeUndefined();
    expect(table.notdef.index).toBe(font.charToGlyph('漢').index);
  });
});

describe('keptFontTable', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'font-table-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('works the table out once, then reads it from the file', () => {
    const file = path.join(dir, 'kept.json');
    const make = vi.fn(() => table);
    expect(keptFontTable(file, make)).toEqual(table);
    expect(keptFontTable(file, make)).toEqual(table);
    expect(make).toHaveBeenCalledTimes(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(table);
  });

  it('makes the table again when the file is cut short or not a table', () => {
    for (const [name, content] of [['cut.json', JSON.stringify(table).slice(0, 500)], ['other.json', '{"format":1}']] as const) {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      const make = vi.fn(() => table);
      expect(keptFontTable(file, make)).toEqual(table);
      expect(make).toHaveBeenCalledTimes(1);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(table);
    }
  });
});
