import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkPalette, fontFamily, fontSize, layoutWidth, lightPalette, media, radius, space } from './tokens.ts';
import type { Palette } from './tokens.ts';

const colourShape = Object.fromEntries(Object.keys(lightPalette).map((key) => [key, null])) as Record<keyof Palette, null>;

export const vars = createThemeContract({
  colour: colourShape,
  space: { '0': null, '1': null, '2': null, '3': null, '4': null, '5': null, '6': null, '7': null, '8': null, '9': null },
  fontSize: { small: null, body: null, lead: null, h4: null, h3: null, h2: null, h1: null },
  fontFamily: { body: null, heading: null },
  radius: { small: null, medium: null, large: null, pill: null },
  width: { content: null, prose: null },
  shadow: { card: null, raised: null },
});

const shared = { space, fontSize, fontFamily, radius, width: layoutWidth };

createGlobalTheme(':root', vars, {
  ...shared,
  colour: lightPalette,
  shadow: {
    card: '0 1px 2px rgba(27, 31, 28, 0.08), 0 4px 14px rgba(27, 31, 28, 0.06)',
    raised: '0 10px 30px rgba(27, 31, 28, 0.16)',
  },
});

// Dark follows the system; a later toggle can set data-theme on <html> without a flash.
globalStyle(":root:not([data-theme='light'])", {
  '@media': {
    [media.dark]: {
      colorScheme: 'dark',
      vars: {
        ...assignVars(vars.colour, darkPalette),
        ...assignVars(vars.shadow, { card: '0 1px 2px rgba(0, 0, 0, 0.5)', raised: '0 10px 30px rgba(0, 0, 0, 0.6)' }),
      },
    },
  },
});

globalStyle(":root[data-theme='dark']", {
  colorScheme: 'dark',
  vars: assignVars(vars.colour, darkPalette),
});
