import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints, media } from '../../theme/tokens.ts';

/** Phones where the call button is its icon alone (still read out as 'Call the counter 01632 960415'). */
const NARROW = 'screen and (max-width: 439px)';
/** The narrowest phones (320 to 379 px): the name without its monogram. */
const NARROWEST = 'screen and (max-width: 379px)';

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
  '@media': { [NARROWEST]: { paddingInline: vars.space['3'] }, [media.sm]: { paddingInline: vars.space['6'] } },
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
  // Below 380 px the name, the call button and Menu need the room; the name says who we are.
  '@media': { [NARROWEST]: { display: 'none' } },
});

export const brandText = style({ display: 'grid', lineHeight: 1.15 });
export const brandName = style({
  fontFamily: vars.fontFamily.heading,
  fontWeight: 800,
  fontSize: '1.2rem',
  // One line even at 320 px: a name broken over two lines looks like a fault next to the button.
  whiteSpace: 'nowrap',
  '@media': { [NARROWEST]: { fontSize: '1.05rem' } },
});
export const brandSince = style({
  fontSize: '0.8rem',
  color: vars.colour.textMuted,
  fontWeight: 600,
  // Phones need the room for the call and menu buttons.
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  '@media': { [media.sm]: { gap: vars.space['4'] } },
});

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

/**
 * The phone link. Below the tablet breakpoint a compact 'Call' button beside Menu (a phone icon
 * alone on the narrowest phones, where the name and Menu need the room); from tablets the label
 * and the number, which never breaks inside.
 */
export const phone = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.35rem',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} 0.6rem`,
  border: `2px solid ${vars.colour.brandText}`,
  borderRadius: vars.radius.small,
  color: vars.colour.brandText,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  '@media': {
    [NARROW]: { paddingInline: 0 },
    [media.md]: { display: 'grid', gap: 0, padding: 0, border: 0, textAlign: 'right', color: vars.colour.text },
  },
  selectors: { '&:hover': { color: vars.colour.brandText, background: vars.colour.surfaceSunken } },
});

export const phoneIcon = style({ flexShrink: 0, '@media': { [media.md]: { display: 'none' } } });

/** Read out but not shown: the words a phone's compact button leaves out. */
const readOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const shown = { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } as const;

export const phoneLabel = style({
  '@media': {
    [NARROW]: readOnly,
    [media.md]: { display: 'block', fontSize: '0.8rem', color: vars.colour.textMuted, fontWeight: 600 },
  },
});
export const phoneLabelRest = style({ ...readOnly, '@media': { [media.md]: shown } });
export const phoneNumber = style({
  ...readOnly,
  '@media': {
    [media.md]: {
      ...shown,
      display: 'block',
      fontFamily: vars.fontFamily.heading,
      fontWeight: 800,
      fontSize: '1.15rem',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
});

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
