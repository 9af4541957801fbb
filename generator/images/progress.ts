/**
 * A progress line for work counted piece by piece (pictures encoded, link previews made): quiet
 * while the work is short, then one line every few seconds saying how much of it is done.
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
