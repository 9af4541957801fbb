import { useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { hitOf, type SearchHit } from '../../search/hit.ts';
import { loadPagefind } from '../../search/pagefind.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import type { Placement } from './SearchField.tsx';
import * as styles from './SearchResults.css.ts';

/** Results shown at once; the rest are a more precise word away. */
export const MAX_RESULTS = 8;
/** Pause after a keystroke before searching, well inside the 300 ms a visitor waits for results. */
export const TYPING_PAUSE_MS = 60;

export interface SearchResultsProps {
  query: string;
  listId: string;
  placement: Placement;
  /** What a screen reader announces: how many results, or why there are none. */
  onStatus(text: string): void;
  /** Closes the results; `refocus` puts focus back in the box. */
  onClose(refocus: boolean): void;
}

type State = { query: string; hits: SearchHit[] } | { query: string; failed: true } | undefined;

/** Loaded with Pagefind on the first focus of a search box, never before (see SearchField). */
export function SearchResults({ query, listId, placement, onStatus, onClose }: SearchResultsProps) {
  const [state, setState] = useState<State>();

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const pagefind = await loadPagefind();
          const found = await pagefind.search(query);
          if (stale || !found) return;
          const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
          if (stale) return;
          const hits = data.map(hitOf);
          setState({ query, hits });
          onStatus(statusText(query, hits.length, found.results.length));
        } catch {
          if (stale) return;
          setState({ query, failed: true });
          onStatus('Search is not available just now. Browse the A–Z of products instead.');
        }
      })();
    }, TYPING_PAUSE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, onStatus]);

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...event.currentTarget.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) onClose(true);
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  const onListClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose(false);
  };

  if (!state) return <div id={listId} className={styles.panel[placement]} aria-busy="true" />;
  return (
    <div className={styles.panel[placement]}>
      {'failed' in state ? (
        <p className={styles.empty}>Search is not available just now.</p>
      ) : state.hits.length === 0 ? (
        <p className={styles.empty}>No pages match ‘{state.query}’. Try a shorter or more general word.</p>
      ) : null}
      <ul id={listId} className={styles.list} aria-label={`Search results for ${state.query}`} onKeyDown={onListKey} onClick={onListClick}>
        {'hits' in state
          ? state.hits.map((hit, index) => (
              <li key={hit.href} className={styles.hit}>
                {hit.image ? <img className={styles.picture} src={hit.image} alt="" width={56} height={42} loading="lazy" /> : <span className={styles.picture} />}
                <span className={styles.text}>
                  <SiteLink href={hit.href} className={styles.title} aria-describedby={`${listId}-${index}`}>
                    {hit.title}
                  </SiteLink>
                  <span id={`${listId}-${index}`} className={styles.details}>
                    {hit.category ? <span className={styles.category}>{hit.category}</span> : null}
                    <span className={styles.excerpt}>
                      {hit.excerpt.map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>))}
                    </span>
                  </span>
                </span>
              </li>
            ))
          : null}
      </ul>
      <p className={styles.more}>
        <SiteLink href="/search#a-z" onClick={() => onClose(false)}>
          Browse the A–Z of products, services and brands
        </SiteLink>
      </p>
    </div>
  );
}

export function statusText(query: string, shown: number, total: number): string {
  if (total === 0) return `No pages match ${query}.`;
  const count = total === 1 ? '1 page matches' : `${total} pages match`;
  return shown < total ? `${count} ${query}; the first ${shown} are listed.` : `${count} ${query}.`;
}
