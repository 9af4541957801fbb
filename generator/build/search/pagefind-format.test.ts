import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { CborReader, CborWriter, decodeCbor, type CborValue } from './cbor.ts';
import { analysePages, assembleIndex, byBytes, PagefindFormatError, pagefindHash, type AssemblyProgress, type AssemblyState } from './pagefind-format.ts';
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

  it('gives a progress line a chance between the chunks it makes (the thread is busy for seconds at 50,000 pages), and makes the same index', async () => {
    const { pages, shell } = analysePages(await pagefindRun(LARGE));
    const looks: AssemblyProgress[] = [];
    const looked = assembleIndex(pages, shell, new Map(), new TermTable(), { keys: pages.map((_, at) => `${at}`), look: (progress) => looks.push(progress) });
    // Once as it numbers the pages, once as it counts their words, and once for each chunk made,
    // each time with how far it has got.
    expect(looked.chunksMade).toBeGreaterThanOrEqual(4);
    expect(looks).toEqual([
      { stage: 'numbered', done: 0, of: pages.length },
      { stage: 'counted', done: 0, of: pages.length },
      ...Array.from({ length: looked.chunksMade }, (_, done) => ({ stage: 'written', done, of: looked.chunksMade })),
    ]);
    const quiet = assembleIndex(pages, shell).files;
    expect([...looked.files.keys()]).toEqual([...quiet.keys()]);
    for (const [path, bytes] of quiet) expect(Buffer.from(looked.files.get(path)!).equals(bytes), path).toBe(true);
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

describe('an index assembled again from the previous assembly after edits', () => {
  /** A small seeded generator, so a failure can be run again. */
  const seeded = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  /**
   * Words as a catalogue has them: most a page shares with its neighbours (some in several
   * accented spellings), some with the whole site, and now and then one no other page has.
   */
  const wordOf = (random: () => number, at: number) => {
    const pick = random();
    // A word, or a spelling of a common word, no other page has.
    if (pick < 0.01) return `only${Math.floor(random() * 1e6)}${random() < 0.5 ? 'ü' : ''}`;
    if (pick < 0.02) return `t${Math.floor(random() * 10)}ü${Math.floor(random() * 1e3)}`;
    const k = Math.floor(random() ** 2 * 80);
    const word = pick < 0.3 ? `t${k}` : `r${Math.floor(at / 10)}x${k}`;
    return k % 4 === 0 ? `${word}${ACCENTS[Math.floor(random() * ACCENTS.length)]}` : word;
  };
  const POSITIONS = 60;
  /**
   * Each place's page in three versions: the second has another title (a word or two), the third
   * other text throughout. An edit puts another version in its place.
   */
  const versionOf = (version: number): [string, string][] =>
    Array.from({ length: POSITIONS }, (_, at) => {
      const random = seeded(at + 1 + (version === 2 ? 1000 : 0));
      const text = Array.from({ length: 400 + Math.floor(random() * 800) }, () => wordOf(random, at)).join(' ');
      const title = version === 1 ? `Item ${at} ${wordOf(seeded(at + 500), at)}` : `Page ${at}`;
      return [
        `p-${at}/index.html`,
        // Meta fields: the second version moves some pages' range to a field of its own, which
        // sorts first, so the same words are in the first field still, but another one.
        `<main data-pagefind-body><div hidden>` +
          (version === 1 && at % 4 === 1
            ? `<span data-pagefind-meta="aisle">Range ${at % 3}</span><span data-pagefind-meta="category">Aisle goods</span>`
            : `<span data-pagefind-meta="category">Range ${at % 3}</span>${at === 0 ? '<span data-pagefind-meta="aisle">Front</span>' : ''}`) +
          (at % 9 === version ? '<span data-pagefind-meta="zone">Zone</span>' : '') +
          `</div><h1 data-pagefind-weight="7">${title}</h1><p>${text}</p></main>`,
      ];
    });
  const same = (files: ReadonlyMap<string, Uint8Array>, expected: ReadonlyMap<string, Uint8Array>) => {
    expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, bytes] of expected) expect(Buffer.from(files.get(path)!).equals(bytes), path).toBe(true);
  };

  it("is the index assembled afresh, though only the chunks with the changed pages' words are made", async () => {
    const runs = await Promise.all([0, 1, 2].map(async (version) => analysePages(await pagefindRun(versionOf(version)))));
    const { shell } = runs[0]!;
    const keyOf = (version: number, at: number) => `${version}:${at}`;
    const byKey = new Map(runs.flatMap((run, version) => run.pages.map((page, at) => [keyOf(version, at), page] as const)));
    const table = new TermTable();
    const packed = new Map<string, Uint8Array>();
    let versions = Array.from({ length: POSITIONS }, () => 0);
    const assemble = (previous?: AssemblyState) => {
      const keys = versions.map((version, at) => keyOf(version, at));
      return assembleIndex(keys.map((key) => byKey.get(key)!), shell, packed, table, { keys, ...(previous ? { previous, earlier: (key: string) => byKey.get(key) } : {}) });
    };
    /** The same pages assembled by a table of their own, with nothing from before. */
    const afresh = () => assembleIndex(versions.map((version, at) => ({ ...byKey.get(keyOf(version, at))!, numbered: undefined })), shell).files;
    let index = assemble();
    const chunks = index.state!.chunkEnds.length;
    expect(chunks).toBeGreaterThanOrEqual(4);
    expect(index.chunksMade).toBe(chunks);
    const random = seeded(99);
    let made = 0;
    for (let step = 0; step < 16; step++) {
      versions = [...versions];
      for (let edits = 1 + Math.floor(random() * 2); edits > 0; edits--) {
        const at = Math.floor(random() * POSITIONS);
        versions[at] = (versions[at]! + 1 + Math.floor(random() * 2)) % 3;
      }
      index = assemble(index.state);
      expect(index.carried).toBe(true);
      same(index.files, afresh());
      made += index.chunksMade;
    }
    // Some chunks were the previous assembly's (here few: every edit has words in most of the four).
    expect(made).toBeLessThan(16 * chunks);
  });

  it('counts afresh, to the same index, when the pages are not those the counts were of', async () => {
    const { pages, shell } = analysePages(await pagefindRun(versionOf(0)));
    const keys = pages.map((_, at) => `${at}`);
    const table = new TermTable();
    const first = assembleIndex(pages, shell, new Map(), table, { keys });
    // A page more: every later page's number moves.
    const more = [...pages.slice(0, 5), { ...pages[7]!, hash: `f${pages[7]!.hash.slice(1)}` }, ...pages.slice(5)];
    const moreKeys = [...keys.slice(0, 5), 'new', ...keys.slice(5)];
    const grown = assembleIndex(more, shell, new Map(), table, { keys: moreKeys, previous: first.state!, earlier: (key) => pages[Number(key)] });
    same(grown.files, assembleIndex(more.map((page) => ({ ...page, numbered: undefined })), shell).files);
    expect(grown.carried).toBe(false);
    // Counts of another table's numbers are not used.
    const other = assembleIndex(pages.map((page) => ({ ...page, numbered: undefined })), shell, new Map(), new TermTable(), { keys, previous: first.state!, earlier: (key) => pages[Number(key)] });
    expect(other.carried).toBe(false);
    expect(assembleIndex(pages, shell, new Map(), table, { keys, previous: first.state!, earlier: (key) => pages[Number(key)] }).carried).toBe(true);
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

  it("skim CBOR heads for their arguments, at every width, as the reader's full reading gives them", () => {
    const values = [0, 23, 24, 255, 256, 65_535, 65_536, 2 ** 32 - 1, 2 ** 32, -1, -25, -70_000];
    const bytes = new CborWriter().value(values).bytes();
    const skim = new CborReader(bytes);
    const full = new CborReader(bytes);
    expect(skim.argument()).toBe(full.arrayLength());
    for (const value of values) {
      expect(skim.argument()).toBe(value < 0 ? -1 - value : value);
      expect(full.integer()).toBe(value);
      expect(skim.at).toBe(full.at);
    }
  });

  it('encode CBOR in its shortest form, so a decoded file encodes to its own bytes', () => {
    const value = ['1.6.0', [0, 23, 24, 255, 256, 65_535, 65_536, 2 ** 32], [-1, -24, -25, -256, -257], ['', 'é', 'x'.repeat(300)], []];
    const encode = (item: CborValue) => new CborWriter().value(item).bytes();
    expect(decodeCbor(encode(value))).toEqual(value);
    expect(Buffer.from(encode([23, 24, -25])).toString('hex')).toBe('83171818' + '3818');
  });
});
