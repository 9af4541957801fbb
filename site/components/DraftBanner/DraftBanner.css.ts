import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Hard to miss: the accent colour across the top of the page, above its title. */
export const banner = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.colour.accent,
  color: vars.colour.accentText,
  fontWeight: 700,
  textAlign: 'center',
});
