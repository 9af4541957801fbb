import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const footer = style({
  background: vars.colour.footerBackground,
  color: vars.colour.footerText,
  borderTop: `6px solid ${vars.colour.accent}`,
});

globalStyle(`${footer} :focus-visible`, { outlineColor: vars.colour.accent });

export const grid = style({
  display: 'grid',
  gap: vars.space['7'],
  maxWidth: vars.width.content,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', paddingInline: vars.space['6'] },
    // Four across only where the opening hours keep 'Monday – Friday' and its times on one line.
    [media.xl]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 0.8fr) minmax(20rem, 1.3fr) minmax(0, 1.2fr)', columnGap: vars.space['6'] },
  },
});

export const column = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start', minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.h3, color: vars.colour.footerText });
export const heading = style({ fontSize: vars.fontSize.h4, color: vars.colour.footerText });
export const muted = style({ color: vars.colour.footerMuted });
export const address = style({ display: 'grid', fontStyle: 'normal' });
export const contactLines = style({ display: 'grid', gap: vars.space['1'] });
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const link = style({
  color: vars.colour.footerText,
  textDecorationColor: 'rgba(255, 255, 255, 0.4)',
  selectors: { '&:hover': { textDecorationColor: vars.colour.accent } },
});

export const strongLink = style([link, { fontSize: vars.fontSize.h4, fontWeight: 800, textDecoration: 'none' }]);

export const bottom = style({
  maxWidth: vars.width.content,
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']}`,
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  color: vars.colour.footerMuted,
  fontSize: vars.fontSize.small,
  '@media': { [media.sm]: { paddingInline: vars.space['6'] } },
});
