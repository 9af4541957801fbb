import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

/** In the header only from the desktop layout up (the mobile menu has its own); full width elsewhere. */
export const root = styleVariants({
  header: { display: 'none', position: 'relative', '@media': { [media.lg]: { display: 'block' } } },
  menu: { display: 'block', position: 'relative' },
  page: { display: 'block', position: 'relative', maxWidth: '40rem', marginBlockStart: vars.space['5'] },
});

/** Only one is shown: the search box with scripts, else the link to /search. */
export const withScripts = style({ selectors: { 'html:not([data-js]) &': { display: 'none' } } });
export const withoutScripts = style({ selectors: { 'html[data-js] &': { display: 'none' } } });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  fontWeight: 700,
  textDecoration: 'none',
});

export const form = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const label = style({ fontWeight: 700 });

export const box = style({ position: 'relative', display: 'block' });

/** A magnifying glass drawn in CSS: a ring and its handle, in the text colour. */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.8rem',
  height: '0.8rem',
  border: '2px solid currentColor',
  borderRadius: '50%',
  position: 'relative',
  selectors: {
    [`${box} > &`]: { position: 'absolute', left: '0.8rem', top: '50%', marginTop: '-0.5rem', color: vars.colour.textMuted, pointerEvents: 'none' },
    '&::after': {
      content: '""',
      position: 'absolute',
      width: '2px',
      height: '0.45rem',
      background: 'currentColor',
      right: '-0.25rem',
      bottom: '-0.4rem',
      transform: 'rotate(-45deg)',
    },
  },
});

export const input = style({
  width: '100%',
  minWidth: '15rem',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} 2.4rem`,
  border: `2px solid ${vars.colour.border}`,
  borderRadius: vars.radius.small,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.colour.textMuted, opacity: 1 },
    '&:focus': { borderColor: vars.colour.focus },
  },
});
