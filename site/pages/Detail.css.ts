import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

export const lists = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});

/** 'Brands: Osmo, Johnstone's' under the buttons. */
export const brands = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['3']}`, alignItems: 'baseline', margin: 0 });

export const brandsLabel = style({ fontWeight: 700 });
