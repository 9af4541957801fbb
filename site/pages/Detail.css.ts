import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

export const lists = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `5px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const panelHeading = style({ fontSize: vars.fontSize.h3 });

const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const ticks = style([list]);
export const bullets = style([list]);

globalStyle(`${ticks} > li, ${bullets} > li`, { position: 'relative', paddingLeft: '2rem' });

globalStyle(`${ticks} > li::before`, {
  content: '""',
  position: 'absolute',
  left: '0.35rem',
  top: '0.3em',
  width: '0.45rem',
  height: '0.85rem',
  borderRight: `3px solid ${vars.colour.brandText}`,
  borderBottom: `3px solid ${vars.colour.brandText}`,
  transform: 'rotate(45deg)',
});

globalStyle(`${bullets} > li::before`, {
  content: '""',
  position: 'absolute',
  left: '0.3rem',
  top: '0.55em',
  width: '0.6rem',
  height: '0.6rem',
  background: vars.colour.accent,
  borderRadius: '2px',
});
