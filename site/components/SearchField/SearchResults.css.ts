import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const panelBase = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['2'],
  background: vars.colour.surfaceRaised,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
});

/** Under the box: a dropdown over the page in the header, part of the flow in the menu and on /search. */
export const panel = styleVariants({
  header: [
    panelBase,
    {
      position: 'absolute',
      insetInlineEnd: 0,
      top: 'calc(100% + 0.4rem)',
      zIndex: 45,
      width: 'min(30rem, 90vw)',
      maxHeight: '70vh',
      overflowY: 'auto',
      boxShadow: vars.shadow.raised,
    },
  ],
  menu: [panelBase],
  page: [panelBase, { boxShadow: vars.shadow.card }],
});

export const list = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none', selectors: { '&:empty': { display: 'none' } } });

export const hit = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['2'],
  borderRadius: vars.radius.small,
  selectors: { '&:hover, &:focus-within': { background: vars.colour.surfaceSunken } },
});

export const picture = style({
  width: '3.5rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.colour.surfaceSunken,
});

export const text = style({ display: 'grid', gap: '0.15rem', minWidth: 0 });

/** The title is the link; its ::after stretches over the whole result, so all of it can be clicked. */
export const title = style({
  fontWeight: 700,
  color: vars.colour.link,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
});

export const details = style({ display: 'grid', gap: '0.1rem', fontSize: vars.fontSize.small });

export const category = style({ color: vars.colour.textMuted, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: '0.75rem' });

export const excerpt = style({ color: vars.colour.text, lineHeight: 1.4 });
globalStyle(`${excerpt} mark`, { background: vars.colour.accent, color: vars.colour.accentText, borderRadius: '2px', paddingInline: '0.1em' });

export const empty = style({ margin: 0, padding: vars.space['2'] });

export const more = style({ margin: 0, padding: `${vars.space['1']} ${vars.space['2']}`, fontSize: vars.fontSize.small, fontWeight: 600 });
globalStyle(`${more} a`, { color: vars.colour.link });
