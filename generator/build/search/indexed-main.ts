/**
 * What site search reads of a page: its <main>, when the page marks its content for search with
 * `data-pagefind-body` (site/search/IndexMarks.tsx), with what search ignores emptied out. Used
 * where a page is written (prerender-shard.ts, inside the SSR bundle, so this module imports
 * nothing) and where the index is built.
 */

/**
 * A page's <main>, when the page is one search finds, with the contents of each element search
 * ignores taken out (`withoutIgnored`). From a file's bytes it is decoded alone: a
 * slice of the whole page's text would keep all of it in memory while the main is kept.
 */
export function indexedMain(page: string | Buffer): string | undefined {
  const start = page.indexOf('<main');
  const end = page.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  const main = typeof page === 'string' ? page.slice(start, end + '</main>'.length) : page.toString('utf8', start, end + '</main>'.length);
  return main.includes('data-pagefind-body') ? withoutIgnored(main) : undefined;
}

/**
 * Where an element search ignores may open: a `data-pagefind-ignore` mark (its element opens at
 * the `<` before it), or the tag of an element Pagefind leaves out of every page as if it were
 * so marked (`nav`, `footer`, `form`, `label` and `svg`; its parser's REMOVE_SELECTORS, but for
 * those this scan cannot follow), unless it has an id. A product page's breadcrumb is about a
 * sixth of the elements Pagefind reads of it, and it reads each for several microseconds.
 */
const EMPTIED_BY_NAME = ['nav', 'footer', 'form', 'label', 'svg'];
const IGNORED = new RegExp(`data-pagefind-ignore|<(?:${EMPTIED_BY_NAME.join('|')})(?=[\\s/>])`, 'g');
/** Pagefind's REMOVE_SELECTORS: elements it leaves out of every page, whatever their marks. */
const LEFT_OUT = [...EMPTIED_BY_NAME, 'head', 'style', 'script', 'noscript', 'iframe'];
/** Within an <h1>: text search ignores, or a heading; foundIn cannot tell whether Pagefind finds a title there. */
const UNSURE_TITLE = new RegExp(`data-pagefind-ignore|<(h1|template|${LEFT_OUT.join('|')})[\\s/>]`, 'i');

/**
 * `html` with the contents of each element search ignores (`IGNORED`) taken out, the element
 * itself left (empty) where it was, so words either side of it stay apart. Pagefind reads every
 * tag of an ignored element and keeps no word of it: the related products and listings a page
 * shows are half of its <main>, and reading them was about a tenth of Pagefind's time. An
 * element is left whole when its contents hold anything Pagefind takes from ignored content:
 * - a `data-pagefind-` mark other than another ignore, such as the meta fields of IndexMarks.tsx;
 * - the page's title or picture as Pagefind finds them when none is given: an `<h1>` before the
 *   first with text has closed, or an `<img>` before the first with a `src` after that title
 *   (`Found`);
 * or anything this scan does not follow (a script, style, template or textarea, or a comment other
 * than React's `<!-- -->`). Pagefind makes the same index of either (prerender.test.ts,
 * search-index.test.ts).
 *
 * It reads HTML as React writes it: attributes quoted and a `>` within them escaped, so a tag ends
 * at the first `>`. Anything else it cannot follow (an element never closed) is left as it was.
 */
export function withoutIgnored(html: string): string {
  let out = '';
  let kept = 0;
  let found: Found | undefined;
  const marks = new RegExp(IGNORED);
  for (let mark = marks.exec(html); mark; mark = marks.exec(html)) {
    const byName = mark[0][0] === '<';
    const open = byName ? mark.index : html.lastIndexOf('<', mark.index);
    const openEnd = html.indexOf('>', mark.index);
    if (open < kept || openEnd < 0 || html[openEnd - 1] === '/') continue;
    const tag = html.slice(open, openEnd);
    const name = /^<([A-Za-z][\w-]*)/.exec(tag)?.[1];
    // Left out by its name alone, an element with an id is still one of the page's anchors, and
    // Pagefind keeps some of its text with it (not so for one marked, or anything inside either).
    if (name === undefined || (byName && /\sid=/.test(tag))) continue;
    const close = closingTagOf(html, name, openEnd + 1);
    if (close < 0) continue;
    const inner = html.slice(openEnd + 1, close);
    if (inner.length === 0 || !emptiable(inner, open, (found ??= foundIn(html)))) continue;
    out += html.slice(kept, openEnd + 1);
    kept = close;
    marks.lastIndex = close;
  }
  return kept === 0 ? html : out + html.slice(kept);
}

/**
 * Where Pagefind, reading the page, has its title and picture when the page gives none: the end
 * of the first `<h1>` with text (-1: none, or one this scan cannot be sure of), and the first
 * `<img>` with a `src` after it (-1: none). Elements it ignores count as much as any.
 */
interface Found {
  title: number;
  image: number;
}

function foundIn(html: string): Found {
  const headings = /<h1[\s>][^]*?<\/h1>/gi;
  for (let heading = headings.exec(html); heading; heading = headings.exec(html)) {
    const inner = heading[0].slice(heading[0].indexOf('>') + 1);
    // Text search ignores within the heading (marked, or in an element Pagefind leaves out), or a
    // heading within it: this scan cannot tell whether Pagefind finds a title there.
    if (UNSURE_TITLE.test(inner)) break;
    if (inner.replace(/<[^>]*>/g, '').trim() === '') continue;
    const title = heading.index + heading[0].length;
    const image = /<img(?=[\s/>])[^>]*?\ssrc=/gi;
    image.lastIndex = title;
    return { title, image: image.exec(html)?.index ?? -1 };
  }
  return { title: -1, image: -1 };
}

/** Whether the contents of an ignored element opened at `open` can go: nothing in them Pagefind reads, nothing the scan cannot follow. */
function emptiable(inner: string, open: number, found: Found): boolean {
  if (/data-pagefind-(?!ignore)|<(script|style|template|textarea)\b/i.test(inner) || inner.replaceAll('<!-- -->', '').includes('<!--')) return false;
  // Pagefind has its title, or its picture, from before this element: what the element holds cannot be it.
  const before = (at: number) => at >= 0 && at <= open;
  if (/<h1[\s>]/i.test(inner) && !before(found.title)) return false;
  return !/<img[\s>/]/i.test(inner) || before(found.image);
}

/** Where the tag that closes the element `name` opened just before `from` starts, or -1. */
function closingTagOf(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (tag[1]) {
      if (--depth === 0) return tag.index;
    } else if (!tag[0].endsWith('/>')) depth += 1;
  }
  return -1;
}
