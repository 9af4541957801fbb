/**
 * A timer that can be paused: a toast under the pointer or holding focus stays until it is
 * left, then gets the rest of its time, not a fresh start.
 */
export interface Countdown {
  pause(): void;
  resume(): void;
  cancel(): void;
}

export function startCountdown(ms: number, onDone: () => void, now: () => number = Date.now): Countdown {
  let remaining = ms;
  let startedAt = now();
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(onDone, remaining);
  return {
    pause() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (now() - startedAt));
    },
    resume() {
      if (timer !== undefined || cancelled) return;
      startedAt = now();
      timer = setTimeout(onDone, remaining);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      cancelled = true;
    },
  };
}

/** Alt+T (the seed's shortcut). `code` rather than `key`: on a Mac, Option+T types '†'. */
export function isToastShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyT';
}
