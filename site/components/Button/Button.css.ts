import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A label and a number ('Call Us Now' '01632 960415') go onto two lines whole, never into a 2x2 block.
  flexWrap: 'wrap',
  columnGap: vars.space['2'],
  rowGap: 0,
  textAlign: 'center',
  minHeight: '3rem',
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.small,
  border: '2px solid transparent',
  fontFamily: vars.fontFamily.body,
  fontSize: '1rem',
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease, transform 150ms ease',
  selectors: { '&:active': { transform: 'translateY(1px)' } },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.colour.accent,
      color: vars.colour.accentText,
      selectors: { '&:hover': { background: vars.colour.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: 'transparent',
      color: vars.colour.brandText,
      borderColor: 'currentColor',
      selectors: { '&:hover': { background: vars.colour.surfaceSunken } },
    },
  ],
  /** For dark bands such as the hero and the call-to-action block. */
  onDark: [
    base,
    {
      background: 'transparent',
      color: '#ffffff',
      borderColor: 'rgba(255, 255, 255, 0.85)',
      selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
    },
  ],
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
