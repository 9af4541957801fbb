/** Field styles shared by the quote form and the newsletter box. */
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

/** Error red with AA contrast on every surface it meets: 5.9:1 on the light sunken band, 9.5:1 or more on dark. */
export const errorColour = createVar();
globalStyle(':root', { vars: { [errorColour]: '#a4231b' } });
globalStyle(":root:not([data-theme='light'])", { '@media': { [media.dark]: { vars: { [errorColour]: '#ffb4ab' } } } });
globalStyle(":root[data-theme='dark']", { vars: { [errorColour]: '#ffb4ab' } });

/** The footer is dark in both themes. */
export const onDark = style({ vars: { [errorColour]: '#ffb4ab' } });

export const error = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  color: errorColour,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

/** For a live region: the colour only, never hidden, so screen readers keep watching it. */
export const errorText = style({ color: errorColour, fontWeight: 600 });

export const invalid = style({
  selectors: { '&[aria-invalid="true"]': { borderColor: errorColour, boxShadow: `0 0 0 1px ${errorColour}` } },
});
