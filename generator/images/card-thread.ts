/**
 * Link-preview cards drawn and encoded on a thread of their own (card-worker.mjs), not the
 * build's. A card is mostly JavaScript (its letters laid over the background's rows) with a JPEG
 * encode: a first build at 10,000 products draws some 8,500 of them, about 8 s of the build's
 * thread while it also plans every page, and the rebuild after one title edit draws one, about
 * 0.15 s with sharp's load, on a thread that is busy from start to end. On the thread, the
 * cards are drawn while the build's thread plans and writes the rest.
 *
 * Only while the CLI runs compiled (workers/compiled-workers.ts): the thread then starts in
 * about 0.1 s, where tsx would take as long as a few dozen cards. A card is the same bytes on
 * either thread (card-thread.test.ts draws both ways). Should the thread fail, the cards it owed and
 * every card after are drawn on the build's thread.
 */
import { compiledWorkers } from '../workers/compiled-workers.ts';
import { startWorker, type StartedWorker } from '../workers/pool.ts';
import { renderOgCard, type OgCardContent } from './og-card.ts';

const CARD_WORKER = new URL('./card-worker.mjs', import.meta.url);

type Answer = { id: number; bytes: Uint8Array; error?: undefined } | { id: number; error: string };

interface Owed {
  content: OgCardContent;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

let shared: CardThread | undefined;

export class CardThread {
  /**
   * The process's one card thread: each generate has its own picture store, and a process that
   * generates more than once would otherwise leave a thread behind each time.
   */
  static shared(): CardThread {
    return (shared ??= new CardThread());
  }

  private worker: StartedWorker<'ready'> | undefined;
  private failed = false;
  private next = 0;
  private readonly owed = new Map<number, Owed>();

  /** `onThread`: draw on the thread (default: while the CLI runs compiled); false draws every card here. */
  constructor(private readonly onThread = compiledWorkers() !== undefined) {}

  /** The card's JPEG, as renderOgCard makes it. */
  draw(content: OgCardContent): Promise<Buffer> {
    if (!this.onThread || this.failed) return renderOgCard(content);
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      this.owed.set(id, { content, resolve, reject });
      // Held while it owes a card, so the process waits for it; let go once it owes none.
      worker.hold(true);
      worker.post({ id, content });
    });
  }

  /** Stops the thread (tests); a card asked for after is drawn on a new one. */
  async stop(): Promise<void> {
    const { worker } = this;
    this.worker = undefined;
    await worker?.stop();
  }

  private start(): StartedWorker<'ready'> {
    const worker = startWorker<'ready'>(CARD_WORKER, {
      name: 'The link-preview card thread',
      unref: true,
      onMessage: (message) => {
        if (message === 'ready') return;
        const answer = message as Answer;
        const owed = this.owed.get(answer.id);
        if (!owed) return;
        this.owed.delete(answer.id);
        if (this.owed.size === 0) worker.hold(false);
        if (answer.error !== undefined) owed.reject(new Error(answer.error));
        else owed.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      },
    });
    void worker.ended.then(() => {
      // Stopped on purpose (`stop`): only a thread that fails passes its cards to this one.
      if (this.worker !== worker) return;
      this.failed = true;
      for (const [id, owed] of this.owed) {
        this.owed.delete(id);
        renderOgCard(owed.content).then(owed.resolve, owed.reject);
      }
    });
    return worker;
  }
}
