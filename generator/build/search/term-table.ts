/**
 * Every term of a site's pages, numbered (pagefind-format.ts). Assembling the index gathers each
 * term's pages across the whole site: by the term's text that is a million strings hashed at
 * 10,000 pages, by its number a million array reads. So each page's terms are numbered once, when
 * Pagefind has read the page, and the numbers are kept with the page's analysis in the store
 * (analysis-store.ts) with the table they refer to.
 *
 * A table only grows, so numbers given earlier stay right; it is made afresh (`compacted`, with a
 * new id) when most of its terms are no longer on any page. A page's numbers are used only with
 * the table of the same id that gave them; otherwise they are given again from its terms.
 */
import { randomUUID } from 'node:crypto';
import type { PageAnalysis } from './pagefind-format.ts';

/** A table as kept in the store: plain data. */
export interface StoredTermTable {
  id: string;
  terms: string[];
}

/** The number of a term line that is empty (skipped, as Pagefind has no such word). */
export const NO_TERM = 0xffff_ffff;

export class TermTable {
  readonly id: string;
  /** Each term as in `PageAnalysis.terms`: a word, or a word, a tab and an accented spelling of it. */
  readonly terms: string[] = [];
  /** Each term's word: a word's own number, a spelling's word's number. */
  readonly wordOf: number[] = [];
  /** What the index writes for each term: a word's own text, a spelling's accented text. */
  readonly textOf: string[] = [];
  /** Each word's spellings' numbers, in the order they were numbered. */
  readonly spellingsOf = new Map<number, number[]>();
  private readonly numbers = new Map<string, number>();

  constructor(stored?: StoredTermTable) {
    this.id = stored?.id ?? randomUUID();
    for (const term of stored?.terms ?? []) this.numberOf(term);
  }

  get size(): number {
    return this.terms.length;
  }

  /** A term's number, given it now if it has none (a spelling's word is numbered first). */
  numberOf(term: string): number {
    let number = this.numbers.get(term);
    if (number !== undefined) return number;
    const tab = term.indexOf('\t');
    const word = tab < 0 ? -1 : this.numberOf(term.slice(0, tab));
    number = this.terms.length;
    this.terms.push(term);
    this.numbers.set(term, number);
    if (word < 0) {
      this.wordOf.push(number);
      this.textOf.push(term);
    } else {
      this.wordOf.push(word);
      this.textOf.push(term.slice(tab + 1));
      let spellings = this.spellingsOf.get(word);
      if (!spellings) this.spellingsOf.set(word, (spellings = []));
      spellings.push(number);
    }
    return number;
  }

  /**
   * The numbers of a page's terms, one per line of `terms` (`NO_TERM` for an empty line). Kept on
   * the page with this table's id, so the next build reads them instead of numbering again.
   */
  numbersOf(page: PageAnalysis): Uint32Array {
    const kept = page.numbered;
    if (kept && kept.table === this.id && kept.numbers.length === page.locEnds.length) return kept.numbers;
    const { terms } = page;
    if (terms === undefined) throw new Error(`A page's search terms were kept as numbers of another table (${kept?.table}), not this one (${this.id})`);
    const numbers = new Uint32Array(page.locEnds.length);
    for (let at = 0, from = 0; from < terms.length; at++) {
      let end = terms.indexOf('\n', from);
      if (end < 0) end = terms.length;
      numbers[at] = end === from ? NO_TERM : this.numberOf(terms.slice(from, end));
      from = end + 1;
    }
    page.numbered = { table: this.id, numbers };
    return numbers;
  }

  toStored(): StoredTermTable {
    return { id: this.id, terms: this.terms };
  }

  /**
   * This table, or (when more than half its terms are on none of `pages` and it is not small) a
   * new one of only the terms they have, with each page's numbers given again from it.
   */
  compacted(pages: Iterable<PageAnalysis>): TermTable {
    if (this.size <= COMPACT_FROM) return this;
    const all = [...pages];
    const used = new Uint8Array(this.size);
    let count = 0;
    for (const page of all) {
      for (const number of this.numbersOf(page)) {
        if (number === NO_TERM || used[number]) continue;
        used[number] = 1;
        count++;
      }
    }
    if (count * 2 >= this.size) return this;
    const fresh = new TermTable();
    const renumber = new Uint32Array(this.size);
    this.terms.forEach((term, number) => {
      if (used[number]) renumber[number] = fresh.numberOf(term);
    });
    for (const page of all) {
      const numbers = this.numbersOf(page).map((number) => (number === NO_TERM ? NO_TERM : renumber[number]!));
      page.numbered = { table: fresh.id, numbers };
    }
    return fresh;
  }
}

/** A table of fewer terms than this is never made afresh: it costs nothing to keep. */
const COMPACT_FROM = 4096;
