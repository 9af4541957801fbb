import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const stars = style({ color: vars.colour.star, fontSize: '1.25rem', letterSpacing: '0.1em', lineHeight: 1 });
export const empty = style({ color: vars.colour.border });
