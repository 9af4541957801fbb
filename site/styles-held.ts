/**
 * A page links one stylesheet composed at build time of the app's styles and its kind's
 * (generator/build/client-assets.ts); its `data-holds` attribute lists the built files inside.
 * The bundler's loader fetches a module's styles unless the page already links them by name, so
 * before the entry loads the app (and the app the page's kind), each held file is named by a
 * disabled link, which the browser neither fetches nor applies: no style is downloaded twice.
 */
export const HOLDS_ATTRIBUTE = 'data-holds';

export function markHeldStyles(doc: Document = document): void {
  const linked = (href: string) => [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${HOLDS_ATTRIBUTE}]`)) {
    for (const href of (link.getAttribute(HOLDS_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
      if (linked(href)) continue;
      const stand = doc.createElement('link');
      stand.setAttribute('rel', 'stylesheet');
      stand.setAttribute('disabled', '');
      stand.setAttribute('href', href);
      link.after(stand);
    }
  }
}
