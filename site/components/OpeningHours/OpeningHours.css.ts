import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const caption = style({ textAlign: 'left', fontWeight: 800, fontFamily: vars.fontFamily.heading, fontSize: vars.fontSize.h4, marginBottom: vars.space['3'] });
export const days = style({ textAlign: 'left', fontWeight: 600, paddingBlock: vars.space['2'], paddingRight: vars.space['4'] });
export const hours = style({ textAlign: 'right', paddingBlock: vars.space['2'], fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const tone = styleVariants({ page: {}, footer: {} });
globalStyle(`${tone.page} tr`, { borderBottom: `1px solid ${vars.colour.border}` });
globalStyle(`${tone.footer} tr`, { borderBottom: '1px solid rgba(255, 255, 255, 0.15)' });
// The footer's hours column is at least 20rem wide on desktop: room for 'Monday – Friday' on one line.
globalStyle(`${tone.footer} th`, { '@media': { [media.xl]: { whiteSpace: 'nowrap' } } });
