import { describe, expect, it } from 'vitest';
import { Progress } from './progress.ts';

/** A clock the test moves by hand, and the lines said. */
function setUp() {
  let now = 1_000_000;
  const lines: string[] = [];
  const progress = new Progress(
    (line) => lines.push(line),
    (done, of) => `${done} of ${of}`,
    () => now,
  );
  return { progress, lines, wait: (ms: number) => void (now += ms) };
}

describe('a progress line', () => {
  it('says nothing of work done within three seconds', () => {
    const { progress, lines, wait } = setUp();
    progress.add(10);
    for (let i = 0; i < 10; i++) {
      wait(250);
      progress.finish();
    }
    expect(lines).toEqual([]);
  });

  it('then says how much of all the work counted is done, every five seconds at most', () => {
    const { progress, lines, wait } = setUp();
    progress.add(3);
    progress.add(7);
    for (let i = 0; i < 10; i++) {
      wait(1000);
      progress.finish();
    }
    // 3 s in: a line (and not before); 5 s later, the next.
    expect(lines).toEqual(['3 of 10', '8 of 10']);
  });

  it('counts afresh once everything counted is done', () => {
    const { progress, lines, wait } = setUp();
    progress.add(2);
    wait(4000);
    progress.finish();
    progress.finish();
    expect(lines).toEqual(['1 of 2']);
    // A new burst: quiet again for its first three seconds, and counted from nothing.
    wait(60_000);
    progress.add(5);
    wait(1000);
    progress.finish();
    expect(lines).toEqual(['1 of 2']);
    wait(3000);
    progress.finish();
    expect(lines).toEqual(['1 of 2', '2 of 5']);
  });
});
