/**
 * Progress lines for long work, quiet while the work is short, then one line every few seconds:
 * `Progress` for work counted piece by piece as it is done (pictures encoded, link previews made),
 * `StepLines` for a run of steps that says what it is doing whenever it has been quiet a while
 * (a build's last steps: rendering pages, the search index).
 */

/** Quiet for work this short; after that a line, then one this often. */
const PROGRESS_AFTER_MS = 3000;
const PROGRESS_EVERY_MS = 5000;

export class Progress {
  private started = 0;
  private done = 0;
  private since = 0;
  private reported = 0;

  /**
   * @param say Where the lines go.
   * @param describe The line for `done` pieces of `of`.
   * @param now The clock the intervals go by (tests replace it).
   */
  constructor(
    private readonly say: (line: string) => void,
    private readonly describe: (done: number, of: number) => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** `count` more pieces to do. Once everything counted is done, the next piece starts a new count. */
  add(count = 1): void {
    if (this.started === this.done) {
      this.started = 0;
      this.done = 0;
      this.since = this.now();
      // The first line may come as soon as the work has taken PROGRESS_AFTER_MS.
      this.reported = Number.NEGATIVE_INFINITY;
    }
    this.started += count;
  }

  /** One piece done: a line, when the work has taken a while and none was said lately. */
  finish(): void {
    this.done += 1;
    const now = this.now();
    if (now - this.since < PROGRESS_AFTER_MS || now - this.reported < PROGRESS_EVERY_MS) return;
    this.reported = now;
    this.say(this.describe(this.done, this.started));
  }
}

/** Where a long run's steps are told (StepLines, or nothing). */
export interface StepSink {
  /** The step now under way, described as it stands whenever a line is due. */
  step(describe: () => string): void;
  /** A chance to say a line due, from work that keeps the thread busy (the timer cannot fire then). */
  look(): void;
  /** Says a line of the work's own (another Progress's): the steps stay quiet a little longer than a Progress's lines are apart. */
  say(line: string): void;
  /** Something else was just said (a report): the steps stay quiet for PROGRESS_AFTER_MS at least. */
  heard(): void;
}

/** Pieces of busy work (files read, hashed or compared) between looks (`looker`). */
const PIECES_BETWEEN_LOOKS = 512;

/**
 * For work that keeps the thread busy a piece at a time, where the timer cannot fire: a function
 * to call once per piece, which gives `sink` a look (StepSink.look) every `every` pieces. Does
 * nothing without a sink.
 */
export function looker(sink: Pick<StepSink, 'look'> | undefined, every = PIECES_BETWEEN_LOOKS): () => void {
  if (!sink) return () => {};
  let pieces = 0;
  return () => {
    if (++pieces % every === 0) sink.look();
  };
}

/**
 * Says what a run of steps is doing whenever it has said nothing for a while: first once the run
 * has taken PROGRESS_AFTER_MS, then every PROGRESS_EVERY_MS, each line the current step's
 * description as it is then (its counts read afresh). Looked at on a timer that never keeps the
 * process alive, and whenever the step changes. `stop` ends it.
 */
/** How much longer than PROGRESS_EVERY_MS the steps stay quiet after a Progress's line. */
const SAID_SLACK_MS = 1000;

export class StepLines implements StepSink {
  /** No line before this (by `now`). */
  private quietUntil: number;
  private describe: (() => string) | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;

  /**
   * @param output Where the lines go.
   * @param now The clock the intervals go by (tests replace it).
   * @param lookEveryMs How often the timer looks (0: only when the step changes, for tests).
   */
  constructor(
    private readonly output: (line: string) => void,
    private readonly now: () => number = Date.now,
    lookEveryMs = 250,
  ) {
    this.quietUntil = now() + PROGRESS_AFTER_MS;
    if (lookEveryMs > 0) {
      this.timer = setInterval(() => this.look(), lookEveryMs);
      this.timer.unref();
    }
  }

  /** The step now under way, described as it stands whenever a line is due. */
  step(describe: () => string): void {
    this.describe = describe;
    this.look();
  }

  /** A line, when the steps have taken a while and none was said lately. */
  look(): void {
    if (!this.describe) return;
    const now = this.now();
    if (now < this.quietUntil) return;
    this.quietUntil = now + PROGRESS_EVERY_MS;
    this.output(this.describe());
  }

  say(line: string): void {
    // A second longer than between a Progress's lines, so one speaking every five seconds keeps these quiet.
    this.quietUntil = this.now() + PROGRESS_EVERY_MS + SAID_SLACK_MS;
    this.output(line);
  }

  heard(): void {
    this.quietUntil = Math.max(this.quietUntil, this.now() + PROGRESS_AFTER_MS);
  }

  stop(): void {
    this.describe = undefined;
    if (this.timer) clearInterval(this.timer);
  }
}
