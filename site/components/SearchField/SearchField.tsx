import { useEffect, useId, useRef } from 'react';
import type { PageAddress } from '../../generated/manifest.ts';
import { visuallyHidden } from '../Section/Section.css.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './SearchField.css.ts';
import { pageUrlOf } from '../../../contract/addresses.ts';

/** The search page: without scripts every search link goes there, to its A–Z index. Typed, so typecheck fails if the catalogue loses it. */
export const SEARCH_HREF: PageAddress = '/search';

export type Placement = 'header' | 'menu' | 'page';

/**
 * The search box, in the desktop header, at the top of the mobile menu and on /search: a plain
 * form that goes to /search?q=…, which is all a page downloads of search. Its behaviour (results
 * as you type, keys, announcements; SearchResults.ts) and Pagefind with its index are fetched
 * when the box is first focused. Without scripts it is a link to /search.
 */
export function SearchField({ placement }: { placement: Placement }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const statusId = `${id}-status`;
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const wake = () => {
    // A failed load is retried on the next focus.
    import('./SearchResults.ts')
      .then((module) => formRef.current && module.attachSearch(formRef.current, placement))
      .catch(() => {
        if (statusRef.current) statusRef.current.textContent = 'Search could not load. Check your connection, or browse the A–Z of products.';
      });
  };

  // On /search, a query in the address (from a search box submitted before scripts ran) is run at once.
  useEffect(() => {
    const input = formRef.current?.querySelector('input');
    const initial = placement === 'page' ? new URLSearchParams(window.location.search).get('q')?.trim() : undefined;
    if (!input || !initial) return;
    input.value = initial;
    wake();
    // Only on arrival; wake is stable enough for this one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placement]);

  return (
    <div className={styles.root[placement]}>
      {placement === 'page' ? null : (
        <SiteLink href={SEARCH_HREF} className={`${styles.link} ${styles.withoutScripts}`}>
          <span className={styles.icon} aria-hidden="true" />
          Search
        </SiteLink>
      )}
      <form
        role="search"
        // Named apart, so /search's own box and the header's are distinct landmarks.
        aria-label={placement === 'page' ? 'Search the whole site' : 'Site search'}
        ref={formRef}
        action={pageUrlOf(SEARCH_HREF)}
        className={`${styles.form} ${styles.withScripts}`}
      >
        <label htmlFor={inputId} className={placement === 'page' ? styles.label : visuallyHidden}>
          Search products, services and brands
        </label>
        <span className={styles.box}>
          <span className={styles.icon} aria-hidden="true" />
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            placeholder={placement === 'page' ? 'Plywood, gyproc, radiator valves…' : 'Search products'}
            aria-controls={listId}
            aria-describedby={statusId}
            onFocus={wake}
          />
        </span>
        {/* Both filled in by SearchResults.ts, never by React: it renders them empty and leaves them so. */}
        <p ref={statusRef} id={statusId} role="status" className={visuallyHidden} />
        <div id={listId} hidden />
      </form>
    </div>
  );
}
