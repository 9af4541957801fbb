import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const skip = style({
  position: 'absolute',
  left: vars.space['4'],
  top: vars.space['2'],
  zIndex: 100,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.colour.accent,
  color: vars.colour.accentText,
  fontWeight: 700,
  borderRadius: vars.radius.small,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
