import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.colour.headerBackground,
  borderBottom: `1px solid ${vars.colour.border}`,
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
  selectors: {
    '&[data-scrolled="true"]': {
      background: vars.colour.headerTranslucent,
      backdropFilter: 'saturate(1.4) blur(10px)',
      WebkitBackdropFilter: 'saturate(1.4) blur(10px)',
      boxShadow: vars.shadow.card,
    },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: vars.width.content,
  minHeight: '4.5rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.sm]: { paddingInline: vars.space['6'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.colour.text,
  textDecoration: 'none',
  minWidth: 0,
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.small,
  background: vars.colour.brand,
  color: vars.colour.brandContrast,
  fontFamily: vars.fontFamily.heading,
  fontWeight: 800,
  // Three letters with room to spare inside the square where the narrow heading face is missing.
  fontSize: '0.9rem',
  letterSpacing: '-0.03em',
  boxShadow: `inset 0 -4px 0 ${vars.colour.accent}`,
});

export const brandText = style({ display: 'grid', lineHeight: 1.15 });
export const brandName = style({
  fontFamily: vars.fontFamily.heading,
  fontWeight: 800,
  fontSize: '1.2rem',
  // One line even at 320 px: a name broken over two lines looks like a fault next to the button.
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 379px)': { fontSize: '1.05rem' } },
});
export const brandSince = style({
  fontSize: '0.8rem',
  color: vars.colour.textMuted,
  fontWeight: 600,
  // The narrowest phones need the room for the menu button.
  '@media': { 'screen and (max-width: 379px)': { display: 'none' } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

/** The menu gets a row of its own on desktop: seven departments do not fit beside the name. */
export const navRow = style({
  display: 'none',
  borderTop: `1px solid ${vars.colour.border}`,
  '@media': { [media.lg]: { display: 'block' } },
});

// Lined up with the page content; the triggers' own padding is pulled back into the gutter.
globalStyle(`${navRow} > nav`, {
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: `calc(${vars.space['6']} - 0.5rem)`,
});

export const phone = style({
  display: 'none',
  textAlign: 'right',
  lineHeight: 1.2,
  color: vars.colour.text,
  textDecoration: 'none',
  '@media': { [media.md]: { display: 'grid' } },
  selectors: { '&:hover': { color: vars.colour.brandText } },
});

export const phoneLabel = style({ fontSize: '0.8rem', color: vars.colour.textMuted, fontWeight: 600 });
export const phoneNumber = style({ fontFamily: vars.fontFamily.heading, fontWeight: 800, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' });

export const quote = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'inline-flex' } },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar under the header while the next page's records load (on a weak signal, a while). */
export const progress = style({
  position: 'absolute',
  left: 0,
  bottom: -1,
  width: '40%',
  height: '3px',
  background: vars.colour.accent,
  opacity: 0,
  pointerEvents: 'none',
  selectors: {
    '&[data-active="true"]': { opacity: 1, animation: `${slide} 1.1s ease-in-out infinite` },
  },
});
