/**
 * Cards' title bands encoded several to one JPEG, then each put into its background's
 * (jpeg-splice.ts spliceBands). Each encode has a cost of its own besides its pixels: sharp reads
 * its options on the build's thread and wakes an encoder, about as long as a band takes to
 * encode. Ten thousand cards paid it ten thousand times.
 *
 * A band waits for the next turn of the event loop, or until BANDS_AT_ONCE have come for its
 * background; while ENCODES_AT_ONCE encodes are under way, bands wait for one of them to end, and
 * so come together in larger batches just when the encoder is busy.
 */
import { separatorOf, separatorPixels, spliceBands, type JpegTemplate, type Separator } from './jpeg-splice.ts';

/** Encodes raw RGB rows (the card's width) as a card is encoded. */
export type EncodeRows = (pixels: Buffer, height: number) => Promise<Buffer>;

/** Rows of a card: from `top`, `height` of them (whole blocks of 8). */
export interface BandRows {
  top: number;
  height: number;
}

interface Batch {
  template: JpegTemplate;
  /** The bands' rows, each followed by the separator's, drawn straight into it. */
  pixels: Buffer;
  /** Rows of `pixels` drawn so far. */
  height: number;
  bands: BandRows[];
  done: ((card: Uint8Array | undefined) => void)[];
}

export const BANDS_AT_ONCE = 8;
const ENCODES_AT_ONCE = 2;
/** Rows a batch's pixels hold, bands and separators: eight titles of four lines, about. */
const BATCH_ROWS = BANDS_AT_ONCE * 320;
/** Batches' pixels kept for the next ones: a few megabytes each, and two or three are in use. */
const BATCHES_KEPT = 4;
/** Kept that long once no band is waiting or encoding (the dev server lives on after drawing cards). */
const KEPT_IDLE_MS = 2000;

export class BandBatches {
  private readonly waiting = new Map<JpegTemplate, Batch>();
  private encoding = 0;
  private readonly free: Buffer[] = [];
  private readonly rowBytes: number;
  private readonly separatorRows: Buffer;
  /** The separator's height in rows: one row of blocks. */
  private readonly separatorHeight: number;
  private separator: Promise<Separator | undefined> | undefined;
  private idle: NodeJS.Timeout | undefined;
  /** Encodes made, and the bands they held (for tests). */
  readonly made = { encodes: 0, bands: 0 };

  constructor(
    private readonly encode: EncodeRows,
    width: number,
    private readonly keptIdleMs = KEPT_IDLE_MS,
  ) {
    this.rowBytes = width * 3;
    this.separatorRows = separatorPixels(width);
    this.separatorHeight = this.separatorRows.length / this.rowBytes;
  }

  /**
   * The card: `template`'s picture with `band`'s rows as `draw` draws them, into the rows it is
   * given (at once, before this returns); undefined when the card cannot be spliced (then it is
   * encoded whole).
   */
  card(template: JpegTemplate, band: BandRows, draw: (rows: Buffer) => void): Promise<Uint8Array | undefined> {
    const height = band.height + this.separatorHeight;
    if (height > BATCH_ROWS) return Promise.resolve(undefined);
    let batch = this.waiting.get(template);
    if (batch && batch.height + height > BATCH_ROWS) {
      void this.flush(batch);
      batch = undefined;
    }
    if (!batch) {
      clearTimeout(this.idle);
      const made: Batch = { template, pixels: this.free.pop() ?? Buffer.allocUnsafe(BATCH_ROWS * this.rowBytes), height: 0, bands: [], done: [] };
      this.waiting.set(template, made);
      setImmediate(() => {
        if (this.waiting.get(template) === made && this.encoding < ENCODES_AT_ONCE) void this.flush(made);
      });
      batch = made;
    }
    const at = batch.height * this.rowBytes;
    draw(batch.pixels.subarray(at, at + band.height * this.rowBytes));
    this.separatorRows.copy(batch.pixels, at + band.height * this.rowBytes);
    batch.height += height;
    batch.bands.push(band);
    const card = new Promise<Uint8Array | undefined>((done) => batch.done.push(done));
    if (batch.bands.length >= BANDS_AT_ONCE) void this.flush(batch);
    return card;
  }

  private separatorOf(): Promise<Separator | undefined> {
    this.separator ??= this.encode(this.separatorRows, this.separatorHeight).then(separatorOf, () => undefined);
    return this.separator;
  }

  private async flush(batch: Batch): Promise<void> {
    if (this.waiting.get(batch.template) === batch) this.waiting.delete(batch.template);
    this.encoding += 1;
    let cards: Uint8Array[] | undefined;
    try {
      const separator = await this.separatorOf();
      if (separator) {
        this.made.encodes += 1;
        this.made.bands += batch.bands.length;
        // sharp reads the pixels while it encodes: they are drawn over again only after.
        const jpeg = await this.encode(batch.pixels.subarray(0, batch.height * this.rowBytes), batch.height);
        cards = spliceBands(batch.template, jpeg, batch.bands, separator);
      }
    } catch {
      cards = undefined;
    } finally {
      this.encoding -= 1;
      if (this.free.length < BATCHES_KEPT) this.free.push(batch.pixels);
      batch.done.forEach((done, index) => done(cards?.[index]));
      // The oldest bands waiting go next.
      for (const waiting of this.waiting.values()) {
        if (this.encoding >= ENCODES_AT_ONCE) break;
        void this.flush(waiting);
      }
      if (this.encoding === 0 && this.waiting.size === 0) {
        clearTimeout(this.idle);
        this.idle = setTimeout(() => (this.free.length = 0), this.keptIdleMs).unref();
      }
    }
  }

  /** Batches' pixels kept for the next ones (for tests). */
  get kept(): number {
    return this.free.length;
  }
}
