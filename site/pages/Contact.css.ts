import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const card = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  // A narrower inset on phones, so the email address and times keep to the card.
  padding: vars.space['4'],
  '@media': { [media.sm]: { padding: vars.space['6'] } },
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `5px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const heading = style({ fontSize: vars.fontSize.h3 });

export const details = style({ display: 'grid', gap: vars.space['5'], margin: 0 });
globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.colour.textMuted,
});
globalStyle(`${details} dd`, { margin: 0, display: 'grid', gap: vars.space['1'], overflowWrap: 'anywhere' });

export const address = style({ display: 'grid', fontStyle: 'normal' });
export const big = style({ fontSize: vars.fontSize.h3, fontWeight: 800, fontFamily: vars.fontFamily.heading });

export const quote = style({
  paddingBlock: vars.space['8'],
  background: vars.colour.surfaceSunken,
  borderTop: `1px solid ${vars.colour.border}`,
});

export const quoteInner = style({ display: 'grid', gap: vars.space['4'], maxWidth: vars.width.prose });
