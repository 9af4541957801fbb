import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';
import { visuallyHidden } from '../components/Section/Section.css.ts';

// The hero is always a dark band (both themes), so its colours are fixed rather than themed.
export const hero = style({
  position: 'relative',
  background: 'linear-gradient(160deg, #163a2b 0%, #1d4a37 55%, #143025 100%)',
  color: '#ffffff',
  paddingBlock: `${vars.space['7']} ${vars.space['6']}`,
  overflow: 'hidden',
  '@media': { [media.lg]: { paddingBlock: `${vars.space['8']} ${vars.space['6']}` } },
});

export const heroInner = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['8'] } },
});

export const heroText = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const heroEyebrow = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderLeft: `4px solid ${vars.colour.accent}`,
  background: 'rgba(255, 255, 255, 0.1)',
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  // Balanced, so a narrow phone does not leave the year alone on the second line.
  textWrap: 'balance',
} as never);

export const heroHeading = style({ color: '#ffffff', maxWidth: '18ch' });

export const heroLead = style({ fontSize: vars.fontSize.lead, color: '#e1ebe5', maxWidth: '38rem' });

export const heroFigure = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
  border: '6px solid rgba(255, 255, 255, 0.12)',
});

export const heroImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });

export const highlights = style({
  listStyle: 'none',
  margin: `${vars.space['7']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const highlight = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.medium,
  background: 'rgba(255, 255, 255, 0.08)',
  borderTop: `4px solid ${vars.colour.accent}`,
  color: '#e1ebe5',
});

export const highlightTitle = style({ fontSize: vars.fontSize.h4, color: '#ffffff' });

export const scrollDown = style({
  display: 'flex',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  margin: `${vars.space['5']} auto 0`,
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  border: '2px solid rgba(255, 255, 255, 0.6)',
  color: '#ffffff',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
});

export const scrollArrow = style({
  width: '0.7rem',
  height: '0.7rem',
  borderRight: '3px solid currentColor',
  borderBottom: '3px solid currentColor',
  transform: 'translateY(-3px) rotate(45deg)',
});

export const scrollLabel = visuallyHidden;
export const newTab = visuallyHidden;

export const about = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

export const aboutFigure = style({});
export const roundedImage = style({ borderRadius: vars.radius.large, boxShadow: vars.shadow.raised, width: '100%' });

export const aboutText = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const facts = style({
  display: 'grid',
  // One across on phones, two across from small tablets up (never three and a lonely fourth).
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: vars.space['4'],
  width: '100%',
  margin: `${vars.space['2']} 0`,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  // Column-reverse: 'flex-end' keeps the figure at the top when a neighbour's figure wraps.
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  minWidth: 0,
  padding: vars.space['4'],
  background: vars.colour.surface,
  borderRadius: vars.radius.medium,
  borderLeft: `5px solid ${vars.colour.brand}`,
});

export const factValue = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  // Smaller than a heading: 'Trade & DIY' and '7:30am' must fit a quarter of the about column.
  fontSize: 'clamp(1.6rem, 1.35rem + 0.7vw, 2.1rem)',
  fontWeight: 800,
  color: vars.colour.brandText,
  lineHeight: 1.05,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
} as never);

export const factLabel = style({ color: vars.colour.textMuted, fontWeight: 600, fontSize: vars.fontSize.small });

export const cta = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['8'],
  padding: vars.space['6'],
  borderRadius: vars.radius.large,
  background: '#1d4a37',
  color: '#e1ebe5',
  '@media': {
    [media.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space['7'] },
  },
});

export const ctaText = style({ display: 'grid', gap: vars.space['2'] });
export const ctaHeading = style({ fontSize: vars.fontSize.h2, color: '#ffffff' });
/** The number on 'Call Us Now': never broken inside, so a narrow button puts it whole on a line of its own. */
export const ctaPhone = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const review = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  boxShadow: vars.shadow.card,
});

export const reviewFigure = style({ margin: 0, padding: vars.space['5'], display: 'grid', gap: vars.space['3'], height: '100%', gridTemplateRows: 'auto 1fr auto' });
export const quote = style({ margin: 0, fontSize: '1.05rem' });
export const reviewer = style({ display: 'grid', color: vars.colour.textMuted, fontSize: vars.fontSize.small });
export const reviewerName = style({ fontWeight: 800, color: vars.colour.text, fontSize: '1rem' });
export const allReviews = style({ marginTop: vars.space['6'] });
