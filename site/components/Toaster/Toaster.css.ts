import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space['4'],
  insetBlockEnd: vars.space['4'],
  zIndex: 1000,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  // The empty region must not catch clicks meant for the page beneath it.
  pointerEvents: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '4px' } },
});

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.colour.surfaceRaised,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  '@media': { [media.motionOk]: { animation: `${enter} 200ms ease-out` } },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.colour.brand },
  error: { borderInlineStartColor: '#c0392b' },
  info: { borderInlineStartColor: vars.colour.accent },
});

export const message = style({ flex: 1, margin: 0, fontSize: vars.fontSize.small, lineHeight: 1.45 });

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.colour.textMuted,
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.colour.surfaceSunken, color: vars.colour.text } },
});
