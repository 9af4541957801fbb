import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space['3'] });
export const heading = style({ fontSize: vars.fontSize.h4, color: vars.colour.footerText });
export const text = style({ color: vars.colour.footerMuted, fontSize: vars.fontSize.small });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '3rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: '2px solid rgba(255, 255, 255, 0.5)',
  borderRadius: vars.radius.small,
  background: 'rgba(255, 255, 255, 0.08)',
  color: vars.colour.footerText,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.colour.footerMuted, opacity: 1 },
    '&:focus-visible': { borderColor: vars.colour.accent },
  },
});

export const submit = style({
  minHeight: '3rem',
  padding: `${vars.space['2']} ${vars.space['5']}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.colour.accent,
  color: '#1b1f1c',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.colour.accentHover } },
});

export const note = style({ margin: 0, color: vars.colour.footerMuted, fontSize: vars.fontSize.small });

export const report = style({ fontSize: vars.fontSize.small, fontWeight: 600, color: vars.colour.footerText });
globalStyle(`${report} a`, { color: vars.colour.footerText, textDecoration: 'underline' });
