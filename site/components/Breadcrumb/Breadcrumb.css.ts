import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
  color: vars.colour.textMuted,
});

export const item = style({
  display: 'inline-flex',
  gap: vars.space['2'],
  selectors: { '&:not(:last-child)::after': { content: '"›"', color: vars.colour.textMuted } },
});

export const current = style({ fontWeight: 700, color: vars.colour.text });
