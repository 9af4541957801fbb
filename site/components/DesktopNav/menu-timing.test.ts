import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuTiming } from './menu-timing.ts';

describe('dropdown timing', () => {
  let open: number | null;
  const make = () =>
    createMenuTiming(
      (index) => {
        open = index;
      },
      () => open,
    );

  beforeEach(() => {
    open = null;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens 200 ms after the pointer arrives', () => {
    const timing = make();
    timing.pointerEnter(0);
    vi.advanceTimersByTime(199);
    expect(open).toBeNull();
    vi.advanceTimersByTime(1);
    expect(open).toBe(0);
  });

  it('closes 150 ms after the pointer leaves, and not if it comes back', () => {
    const timing = make();
    timing.openNow(1);
    timing.pointerLeave();
    vi.advanceTimersByTime(100);
    timing.pointerEnter(1);
    vi.advanceTimersByTime(500);
    expect(open).toBe(1);
    timing.pointerLeave();
    vi.advanceTimersByTime(149);
    expect(open).toBe(1);
    vi.advanceTimersByTime(1);
    expect(open).toBeNull();
  });

  it('skips the open delay within 300 ms of a menu closing, but not after', () => {
    const timing = make();
    timing.openNow(0);
    timing.pointerLeave();
    vi.advanceTimersByTime(150);
    expect(open).toBeNull();
    vi.advanceTimersByTime(100);
    timing.pointerEnter(2);
    expect(open).toBe(2);

    timing.openNow(null);
    vi.advanceTimersByTime(301);
    timing.pointerEnter(1);
    expect(open).toBeNull();
    vi.advanceTimersByTime(200);
    expect(open).toBe(1);
  });

  it('moves straight to the next menu while one is open', () => {
    const timing = make();
    timing.openNow(0);
    timing.pointerEnter(1);
    expect(open).toBe(1);
  });
});
