import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

/** The delivery and trade-account blocks; the page around them gives the card or panel. */
export const terms = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

/** Across the whole of a two-column grid, as on a product page under its two lists. */
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const heading = style({ fontSize: vars.fontSize.h3 });

export const facts = style({ display: 'grid', gap: vars.space['4'], margin: 0 });
globalStyle(`${facts} dt`, {
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.colour.textMuted,
});
globalStyle(`${facts} dd`, { margin: 0 });

export const list = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: vars.space['2'] });

export const footerLine = style({ margin: 0, color: vars.colour.footerMuted });
globalStyle(`${footerLine} a`, { color: vars.colour.footerText });
