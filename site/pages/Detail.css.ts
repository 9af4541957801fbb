import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

export const lists = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});
