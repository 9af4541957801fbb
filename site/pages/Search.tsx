import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { SearchField } from '../components/SearchField/SearchField.tsx';
import { Container } from '../components/Section/Section.tsx';
import { resolveSiteHref } from '../components/SiteLink/SiteLink.tsx';
import { escapeHtml } from '../seo/escape-html.ts';
import type { SearchEntry, SearchPage } from '../page-types.ts';
import * as page_ from './Page.css.ts';
import * as styles from './Search.css.ts';

/** 'A' -> 'letter-a'; '#' (titles starting with a digit) -> 'letter-0-9'. */
export function letterId(letter: string): string {
  return letter === '#' ? 'letter-0-9' : `letter-${letter.toLowerCase()}`;
}

/**
 * '/search': the search box (with scripts), then every product, service and brand from A to Z,
 * which needs no scripts at all and is where every search link leads without them.
 */
export function Search({ page }: { page: SearchPage }) {
  const { record, index } = page;
  return (
    <>
      <div className={page_.band}>
        <Container>
          <div className={page_.bandText}>
            <Breadcrumb trail={page.breadcrumb} />
            <h1>{record.title}</h1>
            <hr className={page_.accentRule} aria-hidden="true" />
            <div className={page_.prose}>
              {record.intro.map((paragraph, at) => (
                <p key={paragraph} className={at === 0 ? page_.lead : undefined}>
                  {paragraph}
                </p>
              ))}
            </div>
            <SearchField placement="page" />
          </div>
        </Container>
      </div>

      <section id="a-z" aria-labelledby="a-z-heading">
        <Container className={styles.index}>
          <h2 id="a-z-heading">Products, services and brands from A to Z</h2>
          <nav aria-label="Jump to a letter">
            <ul className={styles.letters}>
              {index.map(({ letter }) => (
                <li key={letter}>
                  <a href={`#${letterId(letter)}`} className={styles.letterLink}>
                    {letter === '#' ? '0–9' : letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.groups}>
            {index.map(({ letter, entries }) => (
              <section key={letter} id={letterId(letter)} aria-labelledby={`${letterId(letter)}-heading`} className={styles.group}>
                <h3 id={`${letterId(letter)}-heading`} className={styles.groupHeading}>
                  {letter === '#' ? '0–9' : letter}
                </h3>
                {/* One string, not an element per entry: see entriesHtml. */}
                <ul className={styles.entries} dangerouslySetInnerHTML={{ __html: entriesHtml(entries) }} />
              </section>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * A letter's entries as the HTML of its list: each a plain link to the page (as SiteLink writes
 * it; the shell's one listener makes clicks client-side navigation) and the kind of page. At
 * 10,000 products the A–Z holds 10,000 entries: as React elements they took 0.1 s to
 * prerender (and the page is prerendered again whenever any title changes), and each was
 * hydrated in the visitor's browser; as one string per letter they take a few milliseconds,
 * and hydration leaves the list as the server wrote it. Every title and address is escaped.
 */
export function entriesHtml(entries: readonly SearchEntry[]): string {
  let html = '';
  for (const entry of entries) {
    html += `<li><a href="${escapeHtml(resolveSiteHref(entry.href))}">${escapeHtml(entry.title)}</a> <span class="${styles.type}">${escapeHtml(entry.type)}</span></li>`;
  }
  return html;
}
