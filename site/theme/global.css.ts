import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './tokens.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light dark',
  WebkitTextSizeAdjust: '100%',
  '@media': {
    // Smooth only when the visitor has not asked for less motion; works for fragment links without JS too.
    [media.motionOk]: { scrollBehavior: 'smooth' },
  },
});

globalStyle('body', {
  margin: 0,
  background: vars.colour.page,
  color: vars.colour.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.6,
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.fontFamily.heading,
  lineHeight: 1.1,
  margin: 0,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
} as never);

globalStyle('h1', { fontSize: vars.fontSize.h1, fontWeight: 800 });
globalStyle('h2', { fontSize: vars.fontSize.h2, fontWeight: 800 });
globalStyle('h3', { fontSize: vars.fontSize.h3, fontWeight: 700 });
globalStyle('p', { margin: 0 });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });

globalStyle('a', { color: vars.colour.link, textUnderlineOffset: '0.18em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.colour.focus}`,
  outlineOffset: '2px',
});

// Sections land below the sticky header (taller on desktop, where the menu has its own row).
globalStyle('[id]', { scrollMarginTop: '5.5rem', '@media': { [media.lg]: { scrollMarginTop: '8.5rem' } } });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Scroll reveal: only elements that were below the fold when scripts started are ever hidden.
// The stagger delay sits on both states, so it is readable while waiting and used when revealing.
globalStyle('[data-reveal-state="pending"]', {
  opacity: 0,
  transform: 'translateY(24px)',
  // Hidden at once (no fade out), but the delay it will reveal with is already set.
  transitionProperty: 'none',
  transitionDelay: 'var(--reveal-delay, 0ms)',
});

globalStyle('[data-reveal-state="done"]', {
  opacity: 1,
  transform: 'none',
  transitionProperty: 'opacity, transform',
  transitionDuration: '600ms',
  transitionTimingFunction: 'ease-out',
  transitionDelay: 'var(--reveal-delay, 0ms)',
});
