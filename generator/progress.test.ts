import { afterEach, describe, expect, it, vi } from 'vitest';
import { looker, Progress, StepLines } from './progress.ts';

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

describe('lines for a run of steps', () => {
  afterEach(() => void vi.useRealTimers());

  /** Steps looked at only when they change, by a clock the test moves by hand. */
  function steps() {
    let now = 5_000_000;
    const lines: string[] = [];
    const run = new StepLines((line) => lines.push(line), () => now, 0);
    return { run, lines, wait: (ms: number) => void (now += ms) };
  }

  it('says nothing while the steps take under three seconds', () => {
    const { run, lines, wait } = steps();
    run.step(() => 'rendering');
    wait(1500);
    run.step(() => 'indexing');
    wait(1400);
    run.look();
    expect(lines).toEqual([]);
  });

  it('then says what the step under way is doing, as it stands, every five seconds at most', () => {
    const { run, lines, wait } = steps();
    let read = 0;
    run.step(() => 'rendering');
    wait(2000);
    run.step(() => `reading: ${read} done`);
    wait(1000);
    read = 40;
    run.look();
    wait(2000);
    read = 70;
    run.look();
    wait(3000);
    read = 90;
    run.look();
    expect(lines).toEqual(['reading: 40 done', 'reading: 90 done']);
  });

  it("stays quiet for six seconds after a line of the work's own, and three after something else was said", () => {
    const { run, lines, wait } = steps();
    run.step(() => 'drawing');
    wait(3000);
    run.say('link previews: 10 of 90 made');
    // Its own line every five seconds comes first: the steps wait a second longer.
    wait(5000);
    run.look();
    expect(lines).toEqual(['link previews: 10 of 90 made']);
    wait(1000);
    run.look();
    expect(lines).toEqual(['link previews: 10 of 90 made', 'drawing']);
    // Something else said (a report): three seconds' quiet, as at the start.
    wait(5000);
    run.heard();
    wait(2900);
    run.look();
    expect(lines).toHaveLength(2);
    wait(100);
    run.look();
    expect(lines).toHaveLength(3);
  });

  it('is told by its own timer, and says nothing once stopped', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const run = new StepLines((line) => lines.push(line));
    run.step(() => 'writing the index');
    vi.advanceTimersByTime(2900);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(lines).toEqual(['writing the index']);
    vi.advanceTimersByTime(5000);
    expect(lines).toEqual(['writing the index', 'writing the index']);
    run.stop();
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
  });
});

describe('a looker, for work that keeps the thread busy a piece at a time', () => {
  it('gives the steps a look every 512 pieces, or as often as asked, and does nothing without them', () => {
    let looks = 0;
    const sink = { look: () => (looks += 1) };
    const piece = looker(sink);
    for (let n = 0; n < 1_100; n++) piece();
    expect(looks).toBe(2);
    looks = 0;
    const often = looker(sink, 3);
    for (let n = 0; n < 10; n++) often();
    expect(looks).toBe(3);
    expect(() => looker(undefined)()).not.toThrow();
  });
});
