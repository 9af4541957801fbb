/**
 * Design tokens as plain typed data, shared by the theme contract and by components that need
 * a number (breakpoints in media queries, motion timings in scripts).
 */
export const breakpoints = {
  /** Small tablets and large phones in landscape. */
  sm: 600,
  /** Tablets. */
  md: 800,
  /** The desktop navigation (dropdown menu) takes over from here; below it the mobile menu. */
  lg: 1024,
  xl: 1280,
} as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowLg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  dark: '(prefers-color-scheme: dark)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
  '9': '6rem',
} as const;

/** Fluid type: each step grows with the viewport between 320 px and 1280 px. */
export const fontSize = {
  small: '0.875rem',
  body: '1.0625rem',
  lead: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3rem)',
  h4: '1.2rem',
  h3: 'clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)',
  h2: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.75rem)',
  h1: 'clamp(2.2rem, 1.6rem + 3vw, 4.25rem)',
} as const;

export const fontFamily = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Arial Narrow', 'Roboto Condensed', 'Helvetica Neue', system-ui, sans-serif",
} as const;

export const radius = { small: '4px', medium: '8px', large: '14px', pill: '999px' } as const;

export const layoutWidth = { content: '76rem', prose: '42rem' } as const;

/** Motion constants from the original site. */
export const motion = {
  headerScrollThreshold: 20,
  menuOpenDelay: 200,
  menuSkipDelay: 300,
  menuCloseDelay: 150,
  revealThreshold: 0.1,
  revealRootMargin: '0px',
  revealStagger: 100,
  revealDuration: 600,
} as const;

export interface Palette {
  page: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  border: string;
  brand: string;
  brandText: string;
  brandContrast: string;
  accent: string;
  accentHover: string;
  accentText: string;
  link: string;
  focus: string;
  headerBackground: string;
  headerTranslucent: string;
  footerBackground: string;
  footerText: string;
  footerMuted: string;
  star: string;
}

/** Hedgerow green, safety amber and warm stone: legible in sunlight, AA contrast throughout. */
export const lightPalette: Palette = {
  page: '#f6f3ec',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#ebe6da',
  text: '#1b1f1c',
  textMuted: '#4a524d',
  border: '#cfc7b6',
  brand: '#1d4a37',
  brandText: '#1d4a37',
  brandContrast: '#ffffff',
  accent: '#f2b600',
  accentHover: '#ffc933',
  accentText: '#1b1f1c',
  link: '#1d5c42',
  focus: '#0b57d0',
  headerBackground: '#ffffff',
  headerTranslucent: 'rgba(255, 255, 255, 0.86)',
  footerBackground: '#15241d',
  footerText: '#f1efe8',
  footerMuted: '#c2c9c4',
  star: '#a86f00',
};

export const darkPalette: Palette = {
  page: '#111513',
  surface: '#1a201d',
  surfaceRaised: '#212925',
  surfaceSunken: '#0b0e0c',
  text: '#eeece6',
  textMuted: '#b8c0ba',
  border: '#36413b',
  brand: '#8fd3af',
  brandText: '#9fdcbb',
  brandContrast: '#0d1a13',
  accent: '#f2b600',
  accentHover: '#ffc933',
  accentText: '#111513',
  link: '#9fdcbb',
  focus: '#8ab4f8',
  headerBackground: '#151a17',
  headerTranslucent: 'rgba(21, 26, 23, 0.85)',
  footerBackground: '#0a0d0b',
  footerText: '#eeece6',
  footerMuted: '#aab3ad',
  star: '#f2b600',
};
