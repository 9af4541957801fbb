import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/tokens.ts';

/** 'What is included' and 'What to bring or send' side by side from the middle breakpoint; the steps across both. */
export const lists = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});

export const steps = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: '1.5rem',
  maxWidth: vars.width.prose,
});


/** A phone number never breaks inside: '01632 960415' stays on one line of the button. */
export const number = style({ whiteSpace: 'nowrap' });
