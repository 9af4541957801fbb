import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { analysePages, type PageAnalysis } from './pagefind-format.ts';
import { allSure, analysePage, analyserCaches, analysisDifference, Declined, SURE } from './page-analyser.ts';
import { randomMain, seeded } from './random-pages.ts';

afterAll(() => pagefind.close());

/** What Pagefind itself makes of each page (`mains`, each at `/pN/`), by URL. */
async function pagefindReads(mains: readonly string[]): Promise<Map<string, PageAnalysis>> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  for (const [at, main] of mains.entries()) {
    const added = await index!.addHTMLFile({ url: `/p${at}/`, content: `<html lang="en"><body>${main}</body></html>` });
    expect(added.errors).toEqual([]);
  }
  const { files } = await index!.getFiles();
  await index!.deleteIndex();
  const run = analysePages(new Map(files.map(({ path, content }) => [path, content])));
  return new Map(run.urls.map((url, at) => [url, run.pages[at]!]));
}

/** Each page read here and by Pagefind: the pages this reader declined, and where any it read differs from Pagefind's reading. */
async function compare(mains: readonly string[]): Promise<{ declined: string[]; differences: string[]; read: number }> {
  const theirs = await pagefindReads(mains);
  const caches = analyserCaches();
  const declined: string[] = [];
  const differences: string[] = [];
  let read = 0;
  mains.forEach((main, at) => {
    const ours = analysePage(`/p${at}/`, main, caches);
    if (ours instanceof Declined) return void declined.push(`${ours.reason}: ${main}`);
    read++;
    const pagefinds = theirs.get(`/p${at}/`);
    const difference = pagefinds ? analysisDifference(ours, pagefinds) : 'Pagefind left the page out';
    if (difference) differences.push(`${difference}\n  in ${main}`);
  });
  return { declined, differences, read };
}

const page = (content: string, outside = '') => `<main id="main" tabindex="-1">${outside}<div data-pagefind-body="">${content}</div></main>`;

/** Pages for each rule of Pagefind's reading (page-analyser.ts), each read here as Pagefind reads it. */
const RULES: Record<string, string> = {
  'blocks end sentences, inline elements run on': page('<h2>Key Features</h2><ul><li>Cut to size</li><li>Ends in (brackets)</li><li>Ends in a dot.</li></ul><p><a href="/contact/">Request a Quote</a><a href="/d/">Delivery</a></p><dl><dt>Term</dt><dd>Meaning</dd></dl><ol><li>one</li></ol><table><tbody><tr><th>Size</th><td>25 mm</td></tr></tbody></table>'),
  'headings weigh more, weights set and nested': page('<h1>Title words</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><p data-pagefind-weight="7">ply, WBP</p><div data-pagefind-weight="3"><h2>Inside a weight</h2><p data-pagefind-weight="0.5">half</p></div><p data-pagefind-weight="0">unweighted words</p><p data-pagefind-weight="11">clamped</p><p data-pagefind-weight="0.3">a third-ish</p>'),
  'anchors, their text and inline children': page('<section id="features"><h2 id="features-heading">Key <span>Features</span></h2><p>Block text</p></section><p id="para">Run <b>on</b> <i id="inner">inside</i> text</p><nav id="crumbs"><a href="/">Home</a><p>gone</p></nav>'),
  'meta fields from text, literals and attributes; title and picture found': page(
    '<div hidden="" data-pagefind-ignore=""><span data-pagefind-meta="category">Timber &amp; Sheet Materials</span><span data-pagefind-meta="tags:ply, board">x</span></div><h1>The Title &amp; Co</h1><img src="/images/a/b.C-d_e.png?x=1&amp;y=2" alt="A stack of &quot;sheets&quot; it&#x27;s"/><img src="/second.png" alt="second"/><span data-pagefind-meta="zone[data-zone]" data-zone="North &amp; South"></span>',
  ),
  'a title and picture named take the place of those found': page('<span data-pagefind-meta="title">Named Title</span><span data-pagefind-meta="image">/images/named.svg</span><h1>Found Title</h1><img src="/found.png" alt="found"/>'),
  'ignored, excluded and dropped elements': page('<p data-pagefind-ignore="">ignored <span data-pagefind-meta="kept">Kept meta</span></p><p data-pagefind-ignore="all">excluded <span data-pagefind-meta="lost">Lost</span></p><footer>dropped</footer><form><label>Name</label><input type="text"/><textarea name="m">typed text</textarea></form><p>shown</p>'),
  'only the content counts, but a title and meta outside it still do': page('<p>inside</p>', '<h1>Outside title</h1><span data-pagefind-meta="side">Outside meta</span><p>outside words</p><img src="/outside.png" alt="outside"/>'),
  'entities and white space': page('<p>C &amp;amp; D &lt;e&gt; &quot;f&quot; it&#x27;s x&nbsp;&nbsp; y &#233;t&#xe9; &#8212; &apos;q&apos;</p><p>line\nbreak\r\nand\ttab  and\u00a0nbsp\u2009thin\u3000wide \r lone</p>'),
  'compounds: punctuation, capitals and digits': page('<p>boil-proof well_known _under tail_ N/mm² £1.50 £250 1,000 3.6 2x4 4ef87aa6 iPhone CamelCase HTMLParser ABc12 Ab12Cd Ab12cd x×Y a–b em—dash don’t don&#x27;t boards→ “quoted” …</p>'),
  'compounds: what follows full stops': page('<p>U.K.e.g. e.g.of a.b.c.d.e.f.g.h www.example.com U.S.A.-based a.BigWord 3.6.7mm 3.6mm end.Next e.g..aB 11.11 A.′.¼ x.Café ăĠ.‱ď</p><p>Last word glued2x</p>'),
  'accents: words indexed without them, spellings kept': page('<h1>Café Crème</h1><p>naïve Naïve-Café CAFÉS résumé Łódź straße Ærø façade São Ångström ĳ ª º</p><img src="/é.png" alt="Naïve Art"/>'),
  'comments React writes between text': page('<p>joined<!-- -->text and <!-- -->spaced</p>'),
};

describe("this build's search reader", () => {
  it("reads a page of each rule exactly as Pagefind does: the result text, word count, meta fields, and every word's positions, weights and meta positions", async () => {
    const { declined, differences, read } = await compare(Object.values(RULES));
    expect(declined).toEqual([]);
    expect(differences).toEqual([]);
    expect(read).toBe(Object.keys(RULES).length);
  }, 30_000);

  it('reads pages made at random (every element, mark and character it handles, in random nestings) exactly as Pagefind does', async () => {
    const random = seeded(11);
    const { declined, differences, read } = await compare(Array.from({ length: 400 }, () => randomMain(random)));
    expect(differences).toEqual([]);
    // Some are declined (a meta field on an element holding others, say); most are read.
    expect(read).toBeGreaterThan(300);
    expect(declined.length).toBe(400 - read);
  }, 60_000);

  it('reads words made at random of every character it handles exactly as Pagefind does', async () => {
    const random = seeded(5);
    const characters = Array.from({ length: 0x3001 }, (_, code) => String.fromCodePoint(code)).filter((c) => SURE.test(c) && !/[\s<>&]/.test(c));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
        const roll = random();
        return roll < 0.45 ? pick(characters) : roll < 0.6 ? '.' : roll < 0.7 ? pick(['-', '_', '/', ',']) : pick(['a', 'A', 'b', 'B', '1', 'e', 'E', 'é', 'É', 'y']);
      }).join('');
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const mains = Array.from({ length: 4 }, () => page(`<span data-pagefind-meta="title">${escape(Array.from({ length: 8 }, word).join(' '))}</span><p>${escape(Array.from({ length: 2500 }, word).join(' '))}</p>`));
    const { declined, differences } = await compare(mains);
    expect(declined).toEqual([]);
    expect(differences).toEqual([]);
  }, 60_000);

  it.each([
    ['a script', page('<p>a</p><script>var x = "<p>";</script>')],
    ['an svg', page('<p>a</p><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')],
    ['a filter', page('<p data-pagefind-filter="colour">red</p>')],
    ['a sort key', page('<p data-pagefind-sort="date">2024</p>')],
    ['an entity it does not know', page('<p>&copy; 2024</p>')],
    ['a character it has not checked: an emoji', page('<p>great 👍</p>')],
    ['a character it has not checked: a Greek letter', page('<p>ΟΔΟΣ</p>')],
    ['a zero-width space', page('<p>zero\u200bwidth</p>')],
    ['Pagefind’s own marker words', page('<p>___PAGEFIND_WEIGHT___9 heavy</p>')],
    ['an element never closed', page('<p>open')],
    ['an element closed out of order', page('<p><b>x</p></b>')],
    ['no content marked', '<main><p>unmarked</p></main>'],
    ['two contents', page('<p>a</p><div data-pagefind-body="">b</div>')],
    ['a meta field from an element holding others', page('<span data-pagefind-meta="title">A <b>bold</b> title</span><p>words</p>')],
    ['a title holding other elements', page('<h1>A <em>styled</em> title</h1>')],
    ['an attribute not in double quotes', page("<p class='x'>single</p>")],
    ['a non-void element written self-closed', page('<p>a</p><div/>')],
    ['a page with no word to index', page('<p>… — –</p>')],
  ])('leaves to Pagefind a page with %s', (_, main) => {
    expect(analysePage('/p/', main)).toBeInstanceOf(Declined);
  });
});

describe('two analyses compared', () => {
  it('are the same when alike, and where they differ is named', async () => {
    const main = RULES['headings weigh more, weights set and nested']!;
    const ours = analysePage('/p0/', main) as PageAnalysis;
    const theirs = (await pagefindReads([main])).get('/p0/')!;
    expect(analysisDifference(ours, theirs)).toBeUndefined();
    // One weight changed: its word is named.
    const locs = Uint8Array.from(ours.locs);
    locs[ours.locEnds[0]! - 2] = locs[ours.locEnds[0]! - 2]! ^ 1;
    expect(analysisDifference({ ...ours, locs }, theirs)).toMatch(/^the word '/);
    expect(analysisDifference({ ...ours, wordCount: ours.wordCount + 1 }, theirs)).toMatch(/^the word count/);
    expect(analysisDifference({ ...ours, metaFields: [] }, theirs)).toMatch(/^the meta fields/);
    expect(analysisDifference(analysePage('/p0/', page('<p>other words</p>')) as PageAnalysis, theirs)).toMatch(/^the result text/);
  });
});

describe('the character check', () => {
  it('gives SURE\'s answer for every UTF-16 unit, alone and among printable text', () => {
    const differ: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const unit = String.fromCharCode(code);
      for (const text of [unit, `Oak ${unit} sleepers`]) if (allSure(text) !== SURE.test(text)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
    expect(allSure('')).toBe(true);
  });
});
