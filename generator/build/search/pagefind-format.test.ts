import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { CborWriter, decodeCbor, type CborValue } from './cbor.ts';
import { analysePages, assembleIndex, byBytes, PagefindFormatError, pagefindHash } from './pagefind-format.ts';
import { TermTable } from './term-table.ts';

afterAll(() => pagefind.close());

/** Pages with what Pagefind reads: weights, meta fields on some pages only, headings with ids, words beyond ASCII. */
const PAGES: [string, string][] = Array.from({ length: 60 }, (_, at) => [
  `range-${at % 4}/item-${at}/index.html`,
  `<main data-pagefind-body><div hidden data-pagefind-ignore><span data-pagefind-meta="category">Range ${at % 4}</span>` +
    (at % 3 === 0 ? `<span data-pagefind-meta="image">/images/item-${at}.jpg</span>` : '') +
    (at % 7 === 0 ? `<span data-pagefind-meta="zone">Zone ${at}</span>` : '') +
    `</div><h1 data-pagefind-weight="10">Item ${at} ${at % 2 ? 'plywood' : 'décking'}</h1>` +
    `<p>Word${at} stands beside shared words: timber, sheet, 18 mm, £${at * 5}, naïve café ${'filler '.repeat(at % 5)}</p>` +
    `<h2 id="use-${at}">Uses</h2><ul data-pagefind-weight="3"><li>Roofing ${at}</li><li>Flooring</li></ul></main>`,
]);

/** Enough words, several spellings of many, to fill several chunks. */
const ACCENTS = ['á', 'à', 'â', 'ä', 'ã', 'å', 'ā'];
const LARGE: [string, string][] = Array.from({ length: 40 }, (_, at) => [
  `large-${at}/index.html`,
  `<main data-pagefind-body><p>${Array.from({ length: 300 }, (_, k) =>
    k % 3 === 0 ? `q${k}é q${k}è q${k}` : k % 3 === 1 ? `r${k} r${k}` : ACCENTS.slice(0, 1 + ((k + at) % 7)).map((accent) => `s${k}${accent}`).join(' '),
  ).join(' ')}</p></main>`,
]);

async function pagefindRun(pages: readonly [string, string][]): Promise<Map<string, Uint8Array>> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  for (const [file, main] of pages) await index!.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
  const { files } = await index!.getFiles();
  await index!.deleteIndex();
  return new Map(files.map(({ path, content }) => [path, content]));
}

/** A file's contents as the browser reads them: unzipped for Pagefind's own files. */
const contents = (path: string, bytes: Uint8Array) => (/\.pf_/.test(path) ? gunzipSync(bytes) : Buffer.from(bytes));

describe("Pagefind's index taken apart by page and assembled again", () => {
  it.each([
    ['pages of a site', PAGES, 1],
    ['pages of many words, many accented', LARGE, 4],
  ])("is Pagefind's own index, file for file, when assembled from one run (%s)", async (_, site, chunks) => {
    const run = await pagefindRun(site);
    const { pages, shell } = analysePages(run);
    expect(pages).toHaveLength(site.length);
    expect([...run.keys()].filter((path) => path.startsWith('index/')).length).toBeGreaterThanOrEqual(chunks);
    const { files } = assembleIndex(pages, shell);
    const indexFiles = (map: ReadonlyMap<string, Uint8Array>) => [...map.keys()].filter((path) => path.includes('.pf_') || path.endsWith('.json')).sort();
    expect(indexFiles(files)).toEqual(indexFiles(run));
    for (const path of indexFiles(run)) expect(contents(path, files.get(path)!).equals(contents(path, run.get(path)!)), path).toBe(true);
  });

  it('is the same index when each page was analysed in a run of its own, in any order', async () => {
    const site = [...PAGES, ...LARGE.slice(0, 8)];
    const whole = assembleIndex(analysePages(await pagefindRun(site)).pages, analysePages(await pagefindRun(site)).shell).files;
    const alone = [];
    for (const page of [...site].reverse()) alone.unshift(analysePages(await pagefindRun([page])).pages[0]!);
    const { shell } = analysePages(await pagefindRun(PAGES.slice(0, 1)));
    const mixed = assembleIndex(alone, shell).files;
    expect([...mixed.keys()].sort()).toEqual([...whole.keys()].sort());
    for (const [path, bytes] of whole) expect(contents(path, mixed.get(path)!).equals(contents(path, bytes)), path).toBe(true);
  });

  it('is the same index from terms numbered in an earlier build, by a stored table, and by one made afresh', async () => {
    const site = [...PAGES, ...LARGE.slice(0, 8)];
    const { pages, shell } = analysePages(await pagefindRun(site));
    const expected = assembleIndex(pages, shell).files;
    const same = (files: ReadonlyMap<string, Uint8Array>) => {
      expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [path, bytes] of expected) expect(contents(path, files.get(path)!).equals(contents(path, bytes)), path).toBe(true);
    };
    // An earlier build numbered some of the pages, and terms no page has any more.
    const earlier = new TermTable();
    for (let at = 0; at < 5000; at++) earlier.numberOf(`gone${at}`);
    assembleIndex(pages.slice(30), shell, new Map(), earlier);
    const stored = new TermTable(structuredClone(earlier.toStored()));
    same(assembleIndex(pages, shell, new Map(), stored).files);
    expect(pages.every((page) => page.numbered?.table === stored.id)).toBe(true);
    const fresh = stored.compacted(pages);
    expect(fresh.size).toBeLessThan(stored.size - 5000 + 1);
    same(assembleIndex(pages, shell, new Map(), fresh).files);
  });

  it('numbers meta fields across all pages: a page alone with one field keeps its words in that field', async () => {
    const zoned = PAGES.filter((_, at) => at % 7 === 0).slice(0, 1);
    const { pages } = analysePages(await pagefindRun(zoned));
    expect(pages[0]!.metaFields).toContain('zone');
    const page = pages[0]!;
    const term = page.terms!.split('\n').indexOf('zone');
    expect(term).toBeGreaterThanOrEqual(0);
    const metaLocs = [...page.metaLocs.subarray(term > 0 ? page.metaEnds[term - 1] : 0, page.metaEnds[term])];
    expect(metaLocs).toContain(-1 - page.metaFields.indexOf('zone'));
  });

  it('refuses an index with what it does not carry (filters), rather than dropping it', async () => {
    const filtered = await pagefindRun([['a/index.html', '<main data-pagefind-body><h1>Filtered</h1><span data-pagefind-filter="colour">red</span></main>']]);
    expect(() => analysePages(filtered)).toThrow(PagefindFormatError);
    expect(() => analysePages(filtered)).toThrow(/filters/);
  });

  it('names fragments as Pagefind does, a later page taking a longer name when the first seven digits are taken', async () => {
    const [first, second] = analysePages(await pagefindRun(PAGES.slice(0, 2))).pages;
    const { shell } = analysePages(await pagefindRun(PAGES.slice(0, 1)));
    const clash = { ...second!, hash: `${first!.hash.slice(0, 7)}0${second!.hash.slice(8)}` };
    const { fragments } = assembleIndex([first!, clash], shell);
    expect([...fragments.keys()]).toEqual([`en_${first!.hash.slice(0, 7)}`, `en_${clash.hash.slice(0, 8)}`]);
  });
});

describe('the pieces', () => {
  it("spell a SHA-1 as Pagefind does: each byte's hex without its leading zero", () => {
    // SHA-1 of 'abc' is a9993e36 4706816a ...: the byte 06 is written '6'.
    expect(pagefindHash('abc').startsWith('a9993e3647681')).toBe(true);
  });

  it('order words by code point, as Rust sorts strings', () => {
    expect(['b', 'a', 'é', 'z', '😀', '\uffff'].sort(byBytes)).toEqual(['a', 'b', 'z', 'é', '\uffff', '😀']);
  });

  it('encode CBOR in its shortest form, so a decoded file encodes to its own bytes', () => {
    const value = ['1.6.0', [0, 23, 24, 255, 256, 65_535, 65_536, 2 ** 32], [-1, -24, -25, -256, -257], ['', 'é', 'x'.repeat(300)], []];
    const encode = (item: CborValue) => new CborWriter().value(item).bytes();
    expect(decodeCbor(encode(value))).toEqual(value);
    expect(Buffer.from(encode([23, 24, -25])).toString('hex')).toBe('83171818' + '3818');
  });
});
