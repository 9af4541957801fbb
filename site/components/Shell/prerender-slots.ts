import { createContext } from 'react';

/**
 * Set only while prerendering: the shell then leaves empty markers where the header and footer
 * go, and the prerender splices in their markup, rendered once, instead of rendering the same
 * hundreds of menu links again for each of thousands of pages. The markers keep their place in
 * the tree, so everything else renders exactly as in a full render (useId included).
 */
export const PrerenderSlots = createContext(false);

export const HEADER_SLOT = '<header data-prerender-slot="header"></header>';
export const FOOTER_SLOT = '<footer data-prerender-slot="footer"></footer>';
