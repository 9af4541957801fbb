import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const nav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: 0, listStyle: 'none', margin: 0, padding: `${vars.space['1']} 0` });

export const item = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} 0.5rem`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.colour.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 700,
  '@media': { [media.xl]: { fontSize: '0.975rem', paddingInline: '0.75rem' } },
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colour.surfaceSunken },
    // The category the visitor is in (its page or one under it): a bar under its name.
    '&[aria-current]': { color: vars.colour.brandText, boxShadow: `inset 0 -3px 0 ${vars.colour.accent}` },
    [`${item}[data-open="true"] > &`]: { background: vars.colour.surfaceSunken, color: vars.colour.brandText },
  },
});

export const chevron = style({
  width: '0.45rem',
  height: '0.45rem',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
  transition: 'transform 150ms ease',
  selectors: { [`${item}[data-open="true"] &`]: { transform: 'translateY(1px) rotate(225deg)' } },
});

export const panel = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  // The transparent top padding bridges the gap so the pointer can reach the panel.
  paddingTop: vars.space['2'],
  selectors: {
    [`${item}[data-open="true"] > &`]: { display: 'block' },
    // Menus from the right half of the bar open leftwards so they stay on screen.
    [`${item}[data-align="end"] > &`]: { left: 'auto', right: 0 },
    // Without scripts: open on hover and while focus is inside, so every link is reachable.
    [`html:not([data-js]) ${item}:hover > &, html:not([data-js]) ${item}:focus-within > &`]: { display: 'block' },
  },
});

/** Two columns keep even a dozen links short enough to leave the page below in view. */
export const panelList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['2'],
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(11.5rem, 1fr))',
  columnGap: vars.space['2'],
  maxHeight: 'calc(100vh - 6rem)',
  overflowY: 'auto',
  background: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `4px solid ${vars.colour.accent}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
});

export const panelAll = style({
  gridColumn: '1 / -1',
  borderBottom: `1px solid ${vars.colour.border}`,
  marginBottom: vars.space['1'],
  paddingBottom: vars.space['1'],
  fontWeight: 800,
});

export const panelLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.colour.surfaceSunken, color: vars.colour.brandText },
    '&[aria-current="page"]': { fontWeight: 700, color: vars.colour.brandText, boxShadow: `inset 3px 0 0 ${vars.colour.accent}` },
  },
});
