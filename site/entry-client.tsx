/**
 * The only script a page names. The prerendered HTML is complete and its links work, so the app
 * (React and the router, most of a page's JavaScript) is fetched once the page has loaded: it
 * never competes with the first view's text and picture for a weak signal.
 */
const hydrate = () => void import('./hydrate.tsx');

if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
