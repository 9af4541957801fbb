import { describe, expect, it } from 'vitest';
import type { PageAnalysis } from './pagefind-format.ts';
import { NO_TERM, TermTable } from './term-table.ts';

/** A page of these terms (no positions: the table reads only the terms). */
function page(terms: string[]): PageAnalysis {
  return {
    fragment: new Uint8Array(),
    hash: '',
    wordCount: 0,
    extra: '',
    metaFields: [],
    terms: terms.join('\n'),
    locs: new Uint8Array(),
    locEnds: new Uint32Array(terms.length),
    locCounts: new Uint32Array(terms.length),
    metaLocs: new Int32Array(),
    metaEnds: new Uint32Array(terms.length),
  };
}

const textOf = (table: TermTable, numbers: Uint32Array) => [...numbers].map((number) => (number === NO_TERM ? '' : table.terms[number]));

describe('the term table', () => {
  it("numbers a page's terms, a spelling after its word, and keeps the numbers on the page", () => {
    const table = new TermTable();
    const first = page(['timber', 'cafe\tcafé', 'sheet']);
    const numbers = table.numbersOf(first);
    expect(textOf(table, numbers)).toEqual(['timber', 'cafe\tcafé', 'sheet']);
    expect(table.terms).toEqual(['timber', 'cafe', 'cafe\tcafé', 'sheet']);
    expect(table.wordOf[numbers[1]!]).toBe(table.terms.indexOf('cafe'));
    expect(table.textOf[numbers[1]!]).toBe('café');
    expect(table.spellingsOf.get(table.terms.indexOf('cafe'))).toEqual([numbers[1]]);
    expect(first.numbered).toEqual({ table: table.id, numbers });
    // Numbered once: the kept numbers are what the table hands back, even if the text were to change.
    first.terms = 'other\nwords\nhere';
    expect(table.numbersOf(first)).toBe(numbers);
  });

  it('numbers a page again when its numbers came from another table, and skips empty lines', () => {
    const earlier = new TermTable();
    const numbered = page(['sheet', '', 'timber']);
    earlier.numbersOf(numbered);
    const table = new TermTable({ id: 'another', terms: ['timber'] });
    const numbers = table.numbersOf(numbered);
    expect([...numbers]).toEqual([1, NO_TERM, 0]);
    expect(numbered.numbered?.table).toBe('another');
  });

  it('goes on from a stored table with the same numbers', () => {
    const table = new TermTable();
    const numbers = table.numbersOf(page(['a', 'b\tbé', 'c']));
    const again = new TermTable(structuredClone(table.toStored()));
    expect(again.id).toBe(table.id);
    expect([...again.numbersOf(page(['c', 'b\tbé', 'a', 'd']))]).toEqual([numbers[2], numbers[1], numbers[0], 4]);
  });

  it('is made afresh, with pages numbered again, once most of its terms are on no page', () => {
    const table = new TermTable();
    const gone = page(Array.from({ length: 5000 }, (_, at) => `gone${at}`));
    table.numbersOf(gone);
    const kept = page(['sheet', 'cafe\tcafé', 'timber']);
    table.numbersOf(kept);
    const fresh = table.compacted([kept]);
    expect(fresh.id).not.toBe(table.id);
    expect(fresh.terms).toEqual(['sheet', 'cafe', 'cafe\tcafé', 'timber']);
    expect(kept.numbered?.table).toBe(fresh.id);
    expect(textOf(fresh, fresh.numbersOf(kept))).toEqual(['sheet', 'cafe\tcafé', 'timber']);
    // Still in use: kept as it is.
    expect(fresh.compacted([kept])).toBe(fresh);
    expect(table.compacted([gone, kept])).toBe(table);
  });
});
