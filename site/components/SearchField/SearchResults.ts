/**
 * What a search box does once a visitor first focuses it: loaded then, with Pagefind, and never
 * before (SearchField.tsx renders the box itself, which works without it as a form to /search).
 * Plain DOM code rather than React, so nothing here shares code with the rest of the page and the
 * page downloads no byte of it before then.
 *
 * Keys: typing searches as you type; Down moves into the results (or opens them again after
 * Escape), Up and Down move between them; Enter opens the first result; Escape closes the
 * results and returns to the box, and a second Escape empties it.
 */
import { hitOf, type SearchHit } from '../../search/hit.ts';
import { loadPagefind } from '../../search/pagefind.ts';
import type { Placement } from './SearchField.tsx';
import * as styles from './SearchResults.css.ts';

/** Results shown at once; the rest are a more precise word away. */
export const MAX_RESULTS = 8;
/** Pause after a keystroke before searching, well inside the 300 ms a visitor waits for results. */
export const TYPING_PAUSE_MS = 60;

type Found = { query: string; hits: SearchHit[] } | { query: string; failed: true };

const attached = new WeakSet<HTMLFormElement>();

/** Gives a prerendered search form its behaviour; a second call for the same form does nothing. */
export function attachSearch(form: HTMLFormElement, placement: Placement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const panel = input && document.getElementById(input.getAttribute('aria-controls') ?? '');
  const status = input && document.getElementById(input.getAttribute('aria-describedby') ?? '');
  if (attached.has(form) || !input || !panel || !status) return;
  attached.add(form);
  // Pagefind and its index start loading now, while the visitor types; a failed load is tried again at the next search.
  loadPagefind().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let shown: Found | undefined;

  const links = () => [...panel.querySelectorAll('a')];
  // Closed, the list leaves the page (and the accessibility tree); the last results come back at once if the query is unchanged.
  const close = (refocus: boolean) => {
    panel.hidden = true;
    panel.replaceChildren();
    if (refocus) input.focus();
  };
  const show = (found: Found) => {
    shown = found;
    panel.replaceChildren(...resultsOf(found, panel.id, () => close(false)));
    panel.className = styles.panel[placement];
    panel.hidden = false;
  };

  const run = () => {
    clearTimeout(timer);
    const query = input.value.trim();
    const ask = ++asked;
    if (!query) {
      status.textContent = '';
      close(false);
      return;
    }
    if (shown?.query === query) return show(shown);
    timer = setTimeout(() => {
      void (async () => {
        try {
          const pagefind = await loadPagefind();
          const found = await pagefind.search(query);
          if (ask !== asked || !found) return;
          const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
          if (ask !== asked) return;
          const hits = data.map(hitOf);
          show({ query, hits });
          status.textContent = statusText(query, hits.length, found.results.length);
        } catch {
          if (ask !== asked) return;
          show({ query, failed: true });
          status.textContent = 'Search is not available just now. Browse the A–Z of products instead.';
        }
      })();
    }, TYPING_PAUSE_MS);
  };

  input.addEventListener('input', run);
  input.addEventListener('click', () => {
    if (panel.hidden && input.value.trim()) run();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      const first = links()[0];
      if (!panel.hidden && first) first.focus();
      else if (input.value.trim()) run();
    } else if (event.key === 'Escape' && (!panel.hidden || input.value)) {
      // Handled here, so the mobile menu around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      if (!panel.hidden) close(false);
      else {
        input.value = '';
        run();
      }
    }
  });
  panel.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) close(true);
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  });
  form.addEventListener('submit', (event) => {
    const first = panel.hidden ? undefined : panel.querySelector('ul a');
    if (!(first instanceof HTMLAnchorElement)) return; // No results showing: the form goes to /search?q=…, which runs it there.
    event.preventDefault();
    first.click();
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close(false);
  });
  if (input.value.trim()) run();
}

/** The results panel's contents: a note when nothing matched, the list, and the way to the A–Z. */
function resultsOf(found: Found, panelId: string, onLeave: () => void): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if ('failed' in found) parts.push(element('p', styles.empty, 'Search is not available just now.'));
  else if (found.hits.length === 0) parts.push(element('p', styles.empty, `No pages match ‘${found.query}’. Try a shorter or more general word.`));
  const list = element('ul', styles.list);
  list.setAttribute('aria-label', `Search results for ${found.query}`);
  if ('hits' in found) list.append(...found.hits.map((hit, index) => hitItem(hit, `${panelId}-${index}`)));
  const more = element('p', styles.more);
  const az = element('a', undefined, 'Browse the A–Z of products, services and brands');
  az.href = '/search/#a-z';
  more.append(az);
  // Following a result or the A–Z closes the list; the shell's one listener does the navigating.
  for (const part of [list, more]) part.addEventListener('click', (event) => (event.target as Element).closest('a') && onLeave());
  return [...parts, list, more];
}

function hitItem(hit: SearchHit, detailsId: string): HTMLLIElement {
  const item = element('li', styles.hit);
  if (hit.image) {
    const picture = element('img', styles.picture);
    Object.assign(picture, { src: hit.image, alt: '', width: 56, height: 42, loading: 'lazy' });
    item.append(picture);
  } else item.append(element('span', styles.picture));
  const text = element('span', styles.text);
  const title = element('a', styles.title, hit.title);
  title.href = hit.href;
  title.setAttribute('aria-describedby', detailsId);
  const details = element('span', styles.details);
  details.id = detailsId;
  if (hit.category) details.append(element('span', styles.category, hit.category));
  const excerpt = element('span', styles.excerpt);
  // Text and <mark> elements, never HTML: nothing in a page can inject markup here.
  excerpt.append(...hit.excerpt.map((part) => element(part.marked ? 'mark' : 'span', undefined, part.text)));
  details.append(excerpt);
  text.append(title, details);
  item.append(text);
  return item;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function statusText(query: string, shown: number, total: number): string {
  if (total === 0) return `No pages match ${query}.`;
  const count = total === 1 ? '1 page matches' : `${total} pages match`;
  return shown < total ? `${count} ${query}; the first ${shown} are listed.` : `${count} ${query}.`;
}
