import { globalStyle, style } from '@vanilla-extract/css';
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

/** A boxed list under a heading: Key Features, Applications, a brand's reasons, an information page's sections. */
export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `5px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const panelHeading = style({ fontSize: vars.fontSize.h3 });

const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const ticks = style([list]);
export const bullets = style([list]);

globalStyle(`${ticks} > li, ${bullets} > li`, { position: 'relative', paddingLeft: '2rem' });

globalStyle(`${ticks} > li::before`, {
  content: '""',
  position: 'absolute',
  left: '0.35rem',
  top: '0.3em',
  width: '0.45rem',
  height: '0.85rem',
  borderRight: `3px solid ${vars.colour.brandText}`,
  borderBottom: `3px solid ${vars.colour.brandText}`,
  transform: 'rotate(45deg)',
});

globalStyle(`${bullets} > li::before`, {
  content: '""',
  position: 'absolute',
  left: '0.3rem',
  top: '0.55em',
  width: '0.6rem',
  height: '0.6rem',
  background: vars.colour.accent,
  borderRadius: '2px',
});

/** 'Brands: Osmo, Johnstone's' under the buttons. */
export const brands = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['3']}`, alignItems: 'baseline', margin: 0 });

export const brandsLabel = style({ fontWeight: 700 });
