import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, FocusEvent, FormEvent, KeyboardEvent } from 'react';
import type { PageAddress } from '../../generated/manifest.ts';
import { loadPagefind } from '../../search/pagefind.ts';
import { visuallyHidden } from '../Section/Section.css.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import type { SearchResultsProps } from './SearchResults.tsx';
import * as styles from './SearchField.css.ts';

/** The search page: without scripts every search link goes there, to its A–Z index. Typed, so typecheck fails if the catalogue loses it. */
export const SEARCH_HREF: PageAddress = '/search';

export type Placement = 'header' | 'menu' | 'page';

/**
 * The search box, in the desktop header, at the top of the mobile menu and on /search. Only this
 * small field is in the page's first download: the results list and Pagefind (with its index)
 * load when the box is first focused. Without scripts it is a link to /search.
 *
 * Keys: typing searches as you type; Down moves into the results (or opens them again after
 * Escape), Up and Down move between them; Enter opens the first result; Escape closes the
 * results and returns to the box, and a second Escape empties it.
 */
export function SearchField({ placement }: { placement: Placement }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [Results, setResults] = useState<ComponentType<SearchResultsProps> | null>(null);

  const wake = () => {
    // Both start on the first focus; a failed load is retried on the next one.
    loadPagefind().catch(() => undefined);
    if (Results) return;
    import('./SearchResults.tsx')
      .then((module) => setResults(() => module.SearchResults))
      .catch(() => setStatus('Search could not load. Check your connection, or browse the A–Z of products.'));
  };

  // On /search, a query in the address (from a search box submitted before scripts ran) is run at once.
  useEffect(() => {
    if (placement !== 'page') return;
    const initial = new URLSearchParams(window.location.search).get('q')?.trim();
    if (!initial) return;
    setQuery(initial);
    setOpen(true);
    wake();
    // Only on arrival; wake is stable enough for this one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placement]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) inputRef.current?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      const first = document.getElementById(listId)?.querySelector('a');
      if (open && first) first.focus();
      else if (query.trim()) setOpen(true);
    } else if (event.key === 'Escape' && (open || query)) {
      // Handled here, so the mobile menu around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      if (open) setOpen(false);
      else setQuery('');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const first = document.getElementById(listId)?.querySelector('a');
    if (!first) return; // No results showing: the form goes to /search?q=…, which runs it there.
    event.preventDefault();
    first.click();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

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
        action={SEARCH_HREF} className={`${styles.form} ${styles.withScripts}`} onSubmit={onSubmit} onBlur={onBlur}>
        <label htmlFor={inputId} className={placement === 'page' ? styles.label : visuallyHidden}>
          Search products, services and brands
        </label>
        <span className={styles.box}>
          <span className={styles.icon} aria-hidden="true" />
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            placeholder={placement === 'page' ? 'Plywood, gyproc, radiator valves…' : 'Search products'}
            value={query}
            aria-controls={listId}
            aria-describedby={statusId}
            onFocus={wake}
            onClick={() => {
              if (query) setOpen(true);
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              if (!event.target.value.trim()) setStatus('');
              setOpen(true);
              wake();
            }}
            onKeyDown={onInputKey}
          />
        </span>
        <p id={statusId} role="status" className={visuallyHidden}>
          {status}
        </p>
        {Results && open && query.trim() ? (
          <Results query={query.trim()} listId={listId} placement={placement} onStatus={setStatus} onClose={close} />
        ) : (
          <div id={listId} hidden />
        )}
      </form>
    </div>
  );
}
