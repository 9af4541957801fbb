import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  '@media': { [media.lg]: { gap: vars.space['6'] } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 200ms ease, transform 200ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.raised },
  },
});

export const media_ = style({
  aspectRatio: '4 / 3',
  background: vars.colour.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  flex: 1,
  padding: vars.space['5'],
  borderTop: `4px solid ${vars.colour.accent}`,
});

export const title = style({ fontSize: vars.fontSize.h3 });

export const description = style({ color: vars.colour.textMuted, flex: 1 });

export const link = style({
  fontWeight: 700,
  color: vars.colour.link,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: {
    // The whole card is the link's hit area, without nesting links.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});
