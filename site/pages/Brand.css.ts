import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** 'Why trades choose it' sits under the band, as wide as a line of text reads well. */
export const reasons = style({ paddingBlock: vars.space['8'], maxWidth: `calc(${vars.width.prose} + 6rem)` });
