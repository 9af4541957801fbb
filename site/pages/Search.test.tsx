import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { SearchEntry } from '../page-types.ts';
import { entriesHtml } from './Search.tsx';
import * as styles from './Search.css.ts';

const entries: SearchEntry[] = [
  { title: 'Plywood', href: '/timber/plywood', type: 'Product' },
  { title: 'Tom\'s "Best" <Saws> & Blades', href: '/tools/saws', type: 'Product' },
  { title: '<img src=x onerror="alert(1)">', href: '/brands/x"><script>alert(1)</script>', type: 'Brand' },
  { title: 'Kéy Cutting', href: '/services/key-cutting', type: 'Service' },
];

/** The entries as React elements, as the page rendered them before they were one string. */
function asElements(list: readonly SearchEntry[]): string {
  return renderToStaticMarkup(
    <>
      {list.map((entry) => (
        <li key={entry.href}>
          <SiteLink href={entry.href}>{entry.title}</SiteLink> <span className={styles.type}>{entry.type}</span>
        </li>
      ))}
    </>,
  );
}

describe('the A–Z entries, written as one string', () => {
  it('are the markup React writes for the same links (an apostrophe escaped as &#39; instead of &#x27;)', () => {
    expect(entriesHtml(entries)).toBe(asElements(entries).replaceAll('&#x27;', '&#39;'));
  });

  it('keep a hostile title or address as text', () => {
    const html = entriesHtml(entries);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('href="/brands/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/"');
  });

  it('write each address as the published site does', () => {
    expect(entriesHtml([entries[0]!])).toBe(`<li><a href="/timber/plywood/">Plywood</a> <span class="${styles.type}">Product</span></li>`);
  });
});
