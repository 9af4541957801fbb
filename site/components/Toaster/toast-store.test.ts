import { afterEach, describe, expect, it, vi } from 'vitest';
import { isToastShortcut, startCountdown } from './countdown.ts';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

describe('toast store', () => {
  it('shows toasts with the 4 second default and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ tone: 'success', message: 'Sent' });
    expect(store.getSnapshot()).toEqual([{ id, tone: 'success', message: 'Sent', duration: TOAST_DURATION_MS }]);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps at most three, dropping the oldest', () => {
    const store = createToastStore();
    for (const message of ['one', 'two', 'three', 'four']) store.show({ tone: 'info', message });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses by id, and ignores an id already gone', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const first = store.show({ tone: 'info', message: 'one' });
    store.show({ tone: 'error', message: 'two' });
    const unsubscribe = store.subscribe(listener);
    store.dismiss(first);
    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['two']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ tone: 'info', message: 'three' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('startCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after its time, and a pause holds the remainder', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const countdown = startCountdown(4000, done);
    vi.advanceTimersByTime(3000);
    countdown.pause();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    countdown.resume();
    vi.advanceTimersByTime(999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume, and never fires once cancelled', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const countdown = startCountdown(1000, done);
    countdown.resume();
    countdown.pause();
    countdown.pause();
    countdown.cancel();
    countdown.resume();
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(0);
  });
});

describe('isToastShortcut', () => {
  it('is Alt+T only, by physical key', () => {
    const base = { altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, code: 'KeyT' };
    expect(isToastShortcut(base)).toBe(true);
    expect(isToastShortcut({ ...base, altKey: false })).toBe(false);
    expect(isToastShortcut({ ...base, ctrlKey: true })).toBe(false);
    expect(isToastShortcut({ ...base, code: 'KeyY' })).toBe(false);
  });
});
