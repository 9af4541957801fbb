import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.sm]: { paddingInline: vars.space['6'] } },
});

export const section = style({
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { paddingBlock: vars.space['9'] } },
});

export const sunken = style({ background: vars.colour.surfaceSunken });

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.width.prose,
  marginBottom: vars.space['7'],
});

export const eyebrow = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.colour.brandText,
});

export const intro = style({ fontSize: vars.fontSize.lead, color: vars.colour.textMuted });

export const rule = style({
  width: '3.5rem',
  height: '5px',
  background: vars.colour.accent,
  border: 0,
  margin: 0,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
