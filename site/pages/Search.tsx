import { escapeHtml } from '../../contract/html.ts';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { SearchField } from '../components/SearchField/SearchField.tsx';
import { Container } from '../components/Section/Section.tsx';
import { resolveSiteHref } from '../components/SiteLink/SiteLink.tsx';
import type { SearchLetter, SearchPage } from '../page-types.ts';
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
          {/* Thousands of entries at 10,000 products: written as one string (azGroupsHtml), not as React elements. */}
          <div className={styles.groups} dangerouslySetInnerHTML={{ __html: azGroupsHtml(index) }} />
        </Container>
      </section>
    </>
  );
}

/** As React writes text and attribute values (its apostrophe is '&#x27;'). */
const escaped = (text: string): string => escapeHtml(text, '&#x27;');

/**
 * The A–Z's letter groups as HTML, the same markup React would write for them: each entry a plain
 * link (as SiteLink writes one; the shell's one listener navigates on a click) and its kind.
 * Rendered and hydrated as a string, the same on the server and in the browser: at 10,000
 * products React took some 0.05-0.12 s to render the 50,000 elements of the page warm (0.5 s
 * cold; 22-31 ms and 0.1 s as a string), on every rebuild after a title edit, and Chromium ran
 * about 40 % more script to hydrate them (some 190 ms against 120 on this machine's desktop).
 */
export function azGroupsHtml(index: readonly SearchLetter[]): string {
  const html: string[] = [];
  for (const { letter, entries } of index) {
    // The letter is an initial generate made ('A' to 'Z' or '#'), escaped all the same, as every value here is.
    const id = escaped(letterId(letter));
    html.push(
      `<section id="${id}" aria-labelledby="${id}-heading" class="${styles.group}"><h3 id="${id}-heading" class="${styles.groupHeading}">${escaped(letter === '#' ? '0–9' : letter)}</h3><ul class="${styles.entries}">`,
    );
    for (const entry of entries) {
      html.push(`<li><a href="${escaped(resolveSiteHref(entry.href))}">${escaped(entry.title)}</a> <span class="${styles.type}">${escaped(entry.type)}</span></li>`);
    }
    html.push('</ul></section>');
  }
  return html.join('');
}
