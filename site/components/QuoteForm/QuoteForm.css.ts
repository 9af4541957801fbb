import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '56rem',
  marginBlockStart: vars.space['6'],
  padding: vars.space['5'],
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: vars.space['6'], gridTemplateColumns: '1fr 1fr', columnGap: vars.space['5'] } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const group = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gridColumn: '1 / -1', columnGap: vars.space['5'] } },
});

export const legend = style({ padding: 0, fontWeight: 700, marginBlockEnd: vars.space['2'] });
export const groupNote = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: 700 });
export const required = style({ fontWeight: 400, color: vars.colour.textMuted });
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.colour.textMuted });

export const control = style({
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  background: vars.colour.page,
  color: vars.colour.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '2px' } },
});

export const textarea = style({ minHeight: '10rem', resize: 'vertical' });

export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.colour.textMuted });

export const report = style({ fontWeight: 600 });
