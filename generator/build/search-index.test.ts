import { describe, expect, it } from 'vitest';
import { indexedMain } from './search-index.ts';

describe('what the search index reads of a page', () => {
  it('is its <main> alone, when the page marks its content for search', () => {
    const html = '<html><body><header><a href="/search">Search</a></header><main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main><footer>Kestle &amp; Daw</footer></body></html>';
    expect(indexedMain(html)).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood</h1></div></main>');
    // The same from a file's bytes, with text beyond ASCII decoded whole.
    expect(indexedMain(Buffer.from(html.replace('Plywood', 'Plywood – 18 mm')))).toBe('<main id="main"><div data-pagefind-body=""><h1>Plywood – 18 mm</h1></div></main>');
  });

  it('is nothing for a page search does not find (the home page, /search, 404)', () => {
    expect(indexedMain('<html><body><main id="main"><h1>Search</h1></main></body></html>')).toBeUndefined();
    expect(indexedMain('<html><body><p>no main</p></body></html>')).toBeUndefined();
  });
});
