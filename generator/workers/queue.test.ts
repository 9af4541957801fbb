import { describe, expect, it } from 'vitest';
import { createQueue } from './queue.ts';

describe('createQueue', () => {
  it('never runs more than its limit at once, and runs everything', async () => {
    const run = createQueue(2);
    let active = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
          return index;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps going after a task fails', async () => {
    const run = createQueue(1);
    await expect(run(() => Promise.reject(new Error('bad photo')))).rejects.toThrow('bad photo');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
