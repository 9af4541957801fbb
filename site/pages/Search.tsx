import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { SearchField } from '../components/SearchField/SearchField.tsx';
import { Container } from '../components/Section/Section.tsx';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { SearchPage } from '../page-types.ts';
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
                <ul className={styles.entries}>
                  {entries.map((entry) => (
                    <li key={entry.href}>
                      <SiteLink href={entry.href}>{entry.title}</SiteLink> <span className={styles.type}>{entry.type}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
