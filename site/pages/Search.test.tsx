import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchEntry, SearchPage } from '../page-types.ts';
import { Search } from './Search.tsx';

const entries: SearchEntry[] = [
  { title: 'Plywood', href: '/timber/plywood', type: 'Product' },
  { title: '<img src=x onerror="alert(1)">', href: '/brands/x"><script>alert(1)</script>', type: 'Brand' },
];

/** The A–Z part of /search, with a hostile title and address among the entries. */
function azOf(list: SearchEntry[]): string {
  const page = {
    kind: 'search',
    breadcrumb: [],
    record: { title: 'Search', description: 'Find a product.', intro: ['Search the yard.'] },
    index: [{ letter: 'P', entries: list }],
  } as unknown as SearchPage;
  const html = renderToStaticMarkup(<Search page={page} />);
  return html.slice(html.indexOf('id="a-z"'));
}

describe('the A–Z on /search', () => {
  it('writes each entry as a plain link to the published address, with its kind', () => {
    expect(azOf(entries)).toMatch(/<li><a href="\/timber\/plywood\/">Plywood<\/a> <span class="[^"]+">Product<\/span><\/li>/);
  });

  it('keeps a hostile title or address as text', () => {
    const html = azOf(entries);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('href="/brands/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/"');
  });
});
