import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrap = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  padding: `${vars.space['9']} ${vars.space['4']}`,
  minHeight: '60vh',
  alignContent: 'center',
});

export const code = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: 'clamp(5rem, 3rem + 10vw, 9rem)',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.colour.brandText,
});

export const title = style({ fontSize: vars.fontSize.h2 });
export const text = style({ color: vars.colour.textMuted, maxWidth: '36rem' });
