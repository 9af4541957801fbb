import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const menu = style({
  '@media': { [media.lg]: { display: 'none' } },
});

/** Only one of each control is shown: the scripted button, or without scripts the plain link. */
export const withScripts = style({ selectors: { 'html:not([data-js]) &': { display: 'none' } } });
export const withoutScripts = style({ selectors: { 'html[data-js] &': { display: 'none' } } });

export const toggle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `${vars.space['2']} 0.6rem`,
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.colour.text,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const burger = style({
  width: '1.1rem',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
});

export const panel = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  flexDirection: 'column',
  gap: vars.space['5'],
  overflowY: 'auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['7']}`,
  background: vars.colour.page,
  color: vars.colour.text,
  selectors: {
    [`${menu}[data-open="true"] > &`]: { display: 'flex' },
    // Without scripts: full-screen once 'Menu' (a link to '#site-menu') is followed, as with scripts.
    // Not on focus: a tap does not focus a link on every phone, and focus outlives 'Close'.
    [`html:not([data-js]) ${menu} > &:target`]: { display: 'flex' },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const panelTitle = style({ fontFamily: vars.fontFamily.heading, fontWeight: 800, fontSize: vars.fontSize.h3 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const hiddenText = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });

export const nav = style({ display: 'grid' });

export const group = style({ borderBottom: `1px solid ${vars.colour.border}` });

/** A category's row: its name and, for a folding group, a chevron that turns when it is open. */
export const groupToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '3rem',
  paddingBlock: vars.space['2'],
  fontFamily: vars.fontFamily.heading,
  fontSize: '1.2rem',
  fontWeight: 800,
  color: vars.colour.text,
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // The category the visitor is in: a bar beside its name.
    '&[aria-current]': { color: vars.colour.brandText, boxShadow: `inset 4px 0 0 ${vars.colour.accent}`, paddingInlineStart: vars.space['3'] },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '0.55rem',
  height: '0.55rem',
  marginInlineEnd: vars.space['2'],
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
  transition: 'transform 150ms ease',
  selectors: { [`${group}[open] &`]: { transform: 'translateY(2px) rotate(225deg)' } },
});

/** A phone number never breaks inside: '01632 960415' stays on one line of the button. */
export const number = style({ whiteSpace: 'nowrap' });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  columnGap: vars.space['4'],
  paddingBottom: vars.space['3'],
});

export const itemLink = style({
  display: 'block',
  paddingBlock: vars.space['2'],
  color: vars.colour.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { fontWeight: 700, color: vars.colour.text, textDecoration: 'underline', textDecorationColor: vars.colour.accent, textDecorationThickness: '3px' },
  },
});

export const actions = style({ display: 'grid', gap: vars.space['3'] });
