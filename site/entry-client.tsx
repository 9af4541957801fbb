/**
 * The only script a page names. The prerendered HTML is complete and its links work, so the app
 * (React and the router, most of a page's JavaScript) is fetched only once the first view is on
 * screen: after the load event and after the browser has painted the page's largest element.
 * Fetching it earlier makes it compete with the hero picture for a weak signal.
 */
import { LAYOUT_DATA_URL } from '../contract/addresses.ts';
import { markHeldStyles } from './styles-held.ts';

/** Two fetches side by side: the app, and the layout (JSON, parsed far faster than the same data as code). */
const hydrate = () => {
  const layout = fetch(LAYOUT_DATA_URL).then((response) => {
    if (!response.ok) throw new Error(`Loading the site's layout failed with status ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  // The app's styles are in the page's stylesheet already: its loader must not fetch them again.
  markHeldStyles();
  void import('./hydrate.tsx').then(({ hydrate: start }) => start(layout));
};

/** Longest we wait for a largest-contentful-paint entry (browsers without it, hidden tabs). */
const FIRST_VIEW_TIMEOUT_MS = 1500;

function afterFirstView(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (!types?.includes('largest-contentful-paint')) return once();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    // Let the frame that reported the paint finish before starting the download.
    requestAnimationFrame(() => setTimeout(once, 0));
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, FIRST_VIEW_TIMEOUT_MS);
}

const onLoad = () => afterFirstView(hydrate);
if (document.readyState === 'complete') onLoad();
else window.addEventListener('load', onLoad, { once: true });
