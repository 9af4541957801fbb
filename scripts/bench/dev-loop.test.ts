import { describe, expect, it } from 'vitest';
import { median } from './dev-loop.ts';

describe('bench:dev helpers', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([900, 100, 300])).toBe(300);
    expect(median([400, 100, 300, 200])).toBe(250);
  });
});
