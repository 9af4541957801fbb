import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchEntry, SearchLetter, SearchPage } from '../page-types.ts';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import { azGroupsHtml, letterId, Search } from './Search.tsx';
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

/** The letter groups as React elements, as /search once wrote them: azGroupsHtml must write the very same markup. */
function AsElements({ index }: { index: SearchLetter[] }) {
  return (
    <>
      {index.map(({ letter, entries: list }) => (
        <section key={letter} id={letterId(letter)} aria-labelledby={`${letterId(letter)}-heading`} className={styles.group}>
          <h3 id={`${letterId(letter)}-heading`} className={styles.groupHeading}>
            {letter === '#' ? '0–9' : letter}
          </h3>
          <ul className={styles.entries}>
            {list.map((entry) => (
              <li key={entry.href}>
                <SiteLink href={entry.href}>{entry.title}</SiteLink> <span className={styles.type}>{entry.type}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

describe('the A–Z written as one string', () => {
  it('is the markup React writes for the same entries, whatever their titles and addresses hold', () => {
    const index: SearchLetter[] = [
      { letter: '#', entries: [{ title: '2×4 "CLS" & studs', href: '/timber/cls', type: 'Product' }] },
      { letter: 'B', entries: [{ title: "Bob's <b>bold</b> brand", href: "/brands/bob's", type: 'Brand' }] },
      { letter: 'P', entries: [...entries, { title: 'Plastering & rendering', href: '/services/plastering#prices', type: 'Service' }] },
      { letter: 'É', entries: [{ title: 'Éclair tiles > all', href: '/tiles/eclair', type: 'Product' }] },
    ];
    expect(azGroupsHtml(index)).toBe(renderToStaticMarkup(<AsElements index={index} />));
    expect(azGroupsHtml([])).toBe('');
    // Whatever a page's data says its letter is, it stays text.
    const forged = azGroupsHtml([{ letter: '"><script>alert(1)</script>', entries: [] }]);
    expect(forged).not.toContain('<script');
    expect(forged).toBe(renderToStaticMarkup(<AsElements index={[{ letter: '"><script>alert(1)</script>', entries: [] }]} />));
  });
});
