import { describe, expect, it } from 'vitest';
import { planVariants, scaledHeight } from './plan.ts';
import { DISPLAY_SLOTS, slotOfImagePath } from '../../contract/image-slots.ts';

describe('planVariants', () => {
  it('plans widths up to twice the widest slot for a large photo', () => {
    const plan = planVariants({ width: 4000, height: 3000 }, ['figure', 'card']);
    expect(plan.widths).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1918]);
    expect(plan.fallbackWidth).toBe(959);
  });

  it('stops at twice a card when the photo is only ever a card', () => {
    const plan = planVariants({ width: 4000, height: 3000 }, ['card']);
    expect(plan.widths).toEqual([320, 480, 640, 800, 1130]);
    expect(Math.max(...plan.widths)).toBe(DISPLAY_SLOTS.card.maxCssWidth * 2);
  });

  it('never enlarges: the original width is the widest variant', () => {
    const plan = planVariants({ width: 1000, height: 750 }, ['figure']);
    expect(plan.widths).toEqual([320, 480, 640, 800, 1000]);
    expect(plan.fallbackWidth).toBe(959);
  });

  it('drops a step just below the cap rather than publish two near-identical files', () => {
    expect(planVariants({ width: 1050, height: 700 }, ['figure']).widths).toEqual([320, 480, 640, 800, 1050]);
  });

  it('gives a photo narrower than every step a single variant at its own width', () => {
    const plan = planVariants({ width: 300, height: 200 }, ['about']);
    expect(plan).toEqual({ widths: [300], fallbackWidth: 300 });
  });

  it('keeps the aspect ratio when scaling', () => {
    expect(scaledHeight({ width: 4000, height: 3000 }, 640)).toBe(480);
    expect(scaledHeight({ width: 3000, height: 4000 }, 480)).toBe(640);
  });
});

describe('slotOfImagePath', () => {
  it('names the slot from where the image sits in its record', () => {
    expect(slotOfImagePath(['hero', 'image', 'src'])).toBe('hero');
    expect(slotOfImagePath(['about', 'image', 'src'])).toBe('about');
    expect(slotOfImagePath(['products', 'cards', 2, 'image', 'src'])).toBe('card');
    expect(slotOfImagePath(['cards', 0, 'image', 'src'])).toBe('card');
    expect(slotOfImagePath(['image', 'src'])).toBe('figure');
  });
});
