import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchEntry, SearchPage } from '../page-types.ts';
import { resolveSiteHref } from '../components/SiteLink/SiteLink.tsx';
import { entriesHtml, Search } from './Search.tsx';
import * as styles from './Search.css.ts';

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

describe('the A–Z entries, made as one string', () => {
  const awkward: SearchEntry[] = [
    ...entries,
    { title: "Children's & pets' \"safe\" paint", href: '/paint/kids-safe', type: 'Product' },
    { title: 'Tap  washer\u00a0set — ½" & ¾"', href: '/plumbing/tap-washers#sizes', type: 'Product' },
    { title: 'Bad link', href: 'javascript:alert(1)', type: 'Service' },
    { title: 'Sneaky link', href: ' \u0001jav\tascript:alert(1)', type: 'Service' },
    { title: 'Home section', href: '#products', type: 'Brand' },
    { title: 'A file', href: '/files/price-list.pdf', type: 'Brand' },
    { title: '', href: '/empty', type: 'Product' },
  ];

  it("is the markup React writes for the same entries (its &#x27; being head.ts's &#39;)", () => {
    const byReact = renderToStaticMarkup(
      <>
        {awkward.map((entry) => (
          <li key={entry.href}>
            <a href={resolveSiteHref(entry.href)}>{entry.title}</a> <span className="type_x">{entry.type}</span>
          </li>
        ))}
      </>,
    );
    expect(entriesHtml(awkward, 'type_x')).toBe(byReact.replaceAll('&#x27;', '&#39;'));
    expect(byReact).toContain('React has blocked a javascript: URL');
  });

  it('is what the page shows in each letter', () => {
    const html = azOf(awkward);
    expect(html).toContain(`<ul class="${styles.entries}">${entriesHtml(awkward, styles.type)}</ul>`);
    expect(html).not.toContain('href="javascript:alert');
  });
});
