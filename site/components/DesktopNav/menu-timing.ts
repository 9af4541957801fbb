import { motion } from '../../theme/tokens.ts';

/**
 * The dropdown's hover timing, as Radix's navigation menu does it: open after a delay, but at
 * once when another menu closed moments ago (skip delay), and close after a short grace period so
 * the pointer can cross the gap into the panel. Pure state plus timers, so it is testable.
 */
export interface MenuTiming {
  pointerEnter(index: number): void;
  pointerLeave(): void;
  openNow(index: number | null): void;
  dispose(): void;
}

export function createMenuTiming(
  setOpen: (index: number | null) => void,
  getOpen: () => number | null,
  now: () => number = () => Date.now(),
): MenuTiming {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastClosedAt = Number.NEGATIVE_INFINITY;

  const clear = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
  };
  const apply = (index: number | null) => {
    if (index === null && getOpen() !== null) lastClosedAt = now();
    setOpen(index);
  };

  return {
    pointerEnter(index) {
      clear();
      if (getOpen() === index) return;
      const skip = getOpen() !== null || now() - lastClosedAt < motion.menuSkipDelay;
      if (skip) apply(index);
      else openTimer = setTimeout(() => apply(index), motion.menuOpenDelay);
    },
    pointerLeave() {
      clear();
      closeTimer = setTimeout(() => apply(null), motion.menuCloseDelay);
    },
    openNow(index) {
      clear();
      apply(index);
    },
    dispose: clear,
  };
}
