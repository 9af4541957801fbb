import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { SearchField } from '../components/SearchField/SearchField.tsx';
import { Container } from '../components/Section/Section.tsx';
import { resolveSiteHref } from '../components/SiteLink/SiteLink.tsx';
import { escapeHtml } from '../../contract/html.ts';
import type { SearchEntry, SearchPage } from '../page-types.ts';
import * as page_ from './Page.css.ts';
import * as styles from './Search.css.ts';

/** 'A' -> 'letter-a'; '#' (titles starting with a digit) -> 'letter-0-9'. */
export function letterId(letter: string): string {
  return letter === '#' ? 'letter-0-9' : `letter-${letter.toLowerCase()}`;
}

/** What React writes for a javascript: URL in an href, which it never lets through. */
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
/** As React recognises a javascript: URL (control characters and spaces before it, tabs and newlines within). */
// eslint-disable-next-line no-control-regex -- control characters before the scheme are what a browser skips
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/**
 * One letter's entries as markup: each a plain link to the published address, then its kind. The
 * same markup React would write for them, escaped as head.ts escapes, but made as one string: at
 * 10,000 products the A–Z is 30,000 elements, which React took 150 ms to prerender (once more to
 * check the header splice) after every edit to a title, and a phone as long to hydrate.
 */
export function entriesHtml(entries: readonly SearchEntry[], typeClass: string): string {
  let html = '';
  for (const { href, title, type } of entries) {
    const published = resolveSiteHref(href);
    const safe = JAVASCRIPT_URL.test(published) ? BLOCKED_URL : published;
    html += `<li><a href="${escapeHtml(safe)}">${escapeHtml(title)}</a> <span class="${escapeHtml(typeClass)}">${escapeHtml(type)}</span></li>`;
  }
  return html;
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
                <ul className={styles.entries} dangerouslySetInnerHTML={{ __html: entriesHtml(entries, styles.type) }} />
              </section>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
