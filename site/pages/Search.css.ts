import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

export const index = style({ display: 'grid', gap: vars.space['5'], paddingBlock: vars.space['8'] });

export const letters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const letterLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space['2'],
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.colour.brandText, color: vars.colour.brandText } },
});

/** Letters flow in columns from the middle breakpoint, like a printed index. */
export const groups = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: vars.space['6'] } },
});

export const group = style({ scrollMarginTop: '9rem' });

export const groupHeading = style({
  margin: 0,
  paddingBlockEnd: vars.space['2'],
  borderBottom: `3px solid ${vars.colour.accent}`,
  fontSize: vars.fontSize.h3,
});

export const entries = style({ display: 'grid', gap: vars.space['2'], margin: `${vars.space['3']} 0 0`, padding: 0, listStyle: 'none' });
globalStyle(`${entries} a`, { color: vars.colour.link, fontWeight: 600 });

export const type = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.small });
