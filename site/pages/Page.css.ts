import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

/** The band at the top of listing, detail and contact pages. */
export const band = style({
  background: vars.colour.surfaceSunken,
  borderBottom: `1px solid ${vars.colour.border}`,
  paddingBlock: `${vars.space['6']} ${vars.space['7']}`,
  '@media': { [media.lg]: { paddingBlock: `${vars.space['7']} ${vars.space['8']}` } },
});

export const bandGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['8'] } },
});

export const bandText = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const lead = style({ fontSize: vars.fontSize.lead, color: vars.colour.textMuted, maxWidth: vars.width.prose });

export const prose = style({ display: 'grid', gap: vars.space['4'], maxWidth: vars.width.prose });

export const figure = style({
  margin: 0,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
  background: vars.colour.surface,
});

export const figureImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });

export const accentRule = style({ width: '3.5rem', height: '5px', border: 0, margin: 0, background: vars.colour.accent });
