/**
 * What site search reads of a page: its <main>, when the page marks its content for search with
 * `data-pagefind-body` (site/search/IndexMarks.tsx). Used where a page is written (prerender-shard.ts,
 * inside the SSR bundle, so this module imports nothing) and where the index is built.
 */

/**
 * A page's <main>, when the page is one search finds. From a file's bytes it is decoded alone: a
 * slice of the whole page's text would keep all of it in memory while the main is kept.
 */
export function indexedMain(page: string | Buffer): string | undefined {
  const start = page.indexOf('<main');
  const end = page.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  const main = typeof page === 'string' ? page.slice(start, end + '</main>'.length) : page.toString('utf8', start, end + '</main>'.length);
  return main.includes('data-pagefind-body') ? main : undefined;
}
