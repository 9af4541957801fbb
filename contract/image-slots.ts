/**
 * The places a picture is shown on the site, with the widest it is ever drawn there (in CSS
 * pixels) and the `sizes` attribute that tells the browser its width at every viewport. Both
 * follow the stylesheets: the content column (site/components/Section/Section.css.ts: at most
 * 76rem including its gutters, 1rem on phones and 2rem from 600 px, so it stops growing at
 * 1216 px), the card grid (Card.css.ts: columns of at least 17rem, 1.5rem gaps, 2rem from
 * 1024 px), the two-column bands of listing, detail and home pages (Page.css.ts, Home.css.ts:
 * 1.1fr 1fr with a 4rem gap, about 1fr 1fr with 3rem, one column below 1024 px). Change them together: site/e2e/photos.e2e.ts measures each against
 * the drawn width at viewports either side of every breakpoint. The site imports this file for
 * the `sizes` strings; it holds data only.
 */
export type SlotName = 'card' | 'figure' | 'hero' | 'about';

export interface DisplaySlot {
  /** The widest the picture is drawn, in CSS pixels, at any viewport. */
  maxCssWidth: number;
  /** The `sizes` attribute for <img>/<source>: its drawn width at each viewport width. */
  sizes: string;
}

/**
 * One column below 1024 px: the viewport less the gutters (1rem each side, 2rem from 600 px)
 * and less `frame` px of border around the picture itself.
 */
function oneColumn(frame: number): string {
  return `(min-width: 600px) calc(100vw - ${64 + frame}px), calc(100vw - ${32 + frame}px)`;
}

export const DISPLAY_SLOTS: Readonly<Record<SlotName, DisplaySlot>> = {
  // Inside the card's 1 px border. One card across until two fit (632 px), so the widest is the
  // single card at 631 px; two across from 632 px, three from 928 px.
  card: {
    maxCssWidth: 565,
    sizes:
      '(min-width: 1216px) 361px, (min-width: 1024px) calc((100vw - 128px) / 3 - 2px), ' +
      '(min-width: 928px) calc((100vw - 112px) / 3 - 2px), (min-width: 632px) calc((100vw - 88px) / 2 - 2px), ' +
      oneColumn(2),
  },
  // The page figure spans the column below 1024 px (at most 959 px), then takes 1/2.1 of it.
  figure: {
    maxCssWidth: 959,
    sizes: `(min-width: 1216px) 518px, (min-width: 1024px) calc((100vw - 128px) / 2.1), ${oneColumn(0)}`,
  },
  // As the figure, inside the hero frame's 6 px border.
  hero: {
    maxCssWidth: 947,
    sizes: `(min-width: 1216px) 506px, (min-width: 1024px) calc((100vw - 153px) / 2.1), ${oneColumn(12)}`,
  },
  about: {
    maxCssWidth: 959,
    sizes: `(min-width: 1216px) 552px, (min-width: 1024px) calc((100vw - 112px) / 2), ${oneColumn(0)}`,
  },
};

/** Link previews (og:image): one size every social and messaging app shows well. */
export const LINK_PREVIEW = { width: 1200, height: 630 } as const;

/** The widest any of these slots draws the picture. */
export function largestCssWidth(slots: Iterable<SlotName>): number {
  return Math.max(0, ...[...slots].map((slot) => DISPLAY_SLOTS[slot].maxCssWidth));
}

/**
 * The slot a record's image field is shown in, from its path in the record: the home page's hero
 * and about pictures, any card's picture, otherwise the page figure of a listing or detail page
 * (which is also wider than every card that shows the same picture on other pages).
 */
export function slotOfImagePath(path: readonly (string | number)[]): SlotName {
  if (path[0] === 'hero') return 'hero';
  if (path[0] === 'about') return 'about';
  if (path.includes('cards')) return 'card';
  return 'figure';
}
