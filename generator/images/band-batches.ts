/**
 * Cards' title bands encoded several to one JPEG, then each put into its background's
 * (jpeg-splice.ts spliceRows). Each encode has a cost of its own besides its pixels: sharp reads
 * its options on the build's thread and wakes an encoder, about as long as a band takes to
 * encode. Ten thousand cards paid it ten thousand times.
 *
 * A band is as wide as the background's split column, and each of its rows of blocks ends in the
 * marker's noise (drawn here). A band waits for the next turn of the event loop, or until
 * BANDS_AT_ONCE have come for its background; while ENCODES_AT_ONCE encodes are under way, bands
 * wait for one of them to end, and so come together in larger batches just when the encoder is busy.
 */
import { MARKER_COLUMNS, markerPixels, rowMarkerOf, spliceRows, type JpegTemplate, type RowMarker } from './jpeg-splice.ts';

/** Encodes raw RGB rows `width` pixels wide as a card is encoded. */
export type EncodeRows = (pixels: Buffer, width: number, height: number) => Promise<Buffer>;

/** Rows of a card: from `top`, `height` of them (whole blocks of 8). */
export interface BandRows {
  top: number;
  height: number;
}

interface Batch {
  template: JpegTemplate;
  /** The bands' rows, each ending in the marker's noise, drawn straight into it. */
  pixels: Buffer;
  /** Rows of `pixels` drawn so far. */
  height: number;
  bands: BandRows[];
  done: ((card: Uint8Array | undefined) => void)[];
}

export const BANDS_AT_ONCE = 8;
const ENCODES_AT_ONCE = 2;
/** Rows a batch's pixels hold: eight titles of four lines, about. */
const BATCH_ROWS = BANDS_AT_ONCE * 320;
/** Batches' pixels kept for the next ones: a few megabytes each, and two or three are in use. */
const BATCHES_KEPT = 4;
/** Kept that long once no band is waiting or encoding (the dev server lives on after drawing cards). */
const KEPT_IDLE_MS = 2000;

export class BandBatches {
  private readonly waiting = new Map<JpegTemplate, Batch>();
  private encoding = 0;
  private readonly free: Buffer[] = [];
  /** The pixels of each row of a band: its own, then the marker's noise. */
  readonly rowWidth: number;
  private readonly rowBytes: number;
  /** The marker's rows of blocks, whose noise ends each of a band's (markerPixels). */
  private readonly markerRows: Buffer;
  private marker: Promise<RowMarker | undefined> | undefined;
  private idle: NodeJS.Timeout | undefined;
  /** Encodes made, and the bands they held (for tests). */
  readonly made = { encodes: 0, bands: 0 };

  /** Bands `columns` pixels wide (the templates' split column, times 8), each drawn by the caller into rows `rowWidth` pixels wide, the marker's noise after them. */
  constructor(
    private readonly encode: EncodeRows,
    private readonly columns: number,
    private readonly keptIdleMs = KEPT_IDLE_MS,
  ) {
    this.rowWidth = columns + MARKER_COLUMNS * 8;
    this.rowBytes = this.rowWidth * 3;
    this.markerRows = markerPixels(this.rowWidth);
  }

  /**
   * A whole picture's rows (RGB, `width` pixels each) as bands are drawn: cut at `columns`, each
   * then ending in the marker's noise. A caller keeps it for a picture many cards are drawn on,
   * and copies a band's rows from it in one piece.
   */
  layOut(picture: Buffer, width: number): Buffer {
    const height = picture.length / (width * 3);
    const rows = Buffer.allocUnsafe(height * this.rowBytes);
    for (let row = 0; row < height; row++) {
      picture.copy(rows, row * this.rowBytes, row * width * 3, (row * width + this.columns) * 3);
      this.markerRows.copy(rows, row * this.rowBytes + this.columns * 3, (row % 8) * this.rowBytes + this.columns * 3, (row % 8 + 1) * this.rowBytes);
    }
    return rows;
  }

  /**
   * The card: `template`'s picture with `band`'s rows, as `draw` draws them into the rows it is
   * given (rowWidth pixels each, at once, before this returns: the band's pixels left of the
   * template's split column, then the marker's noise, as `layOut` has them), in place of the
   * template's left of the split; undefined when the card cannot be spliced (then it is encoded whole).
   */
  card(template: JpegTemplate, band: BandRows, draw: (rows: Buffer) => void): Promise<Uint8Array | undefined> {
    const { height } = band;
    // A band taller than a batch, or for a template split elsewhere, is not spliced.
    if (height > BATCH_ROWS || template.split.column * 8 !== this.columns) return Promise.resolve(undefined);
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
    batch.height += height;
    batch.bands.push(band);
    const card = new Promise<Uint8Array | undefined>((done) => batch.done.push(done));
    if (batch.bands.length >= BANDS_AT_ONCE) void this.flush(batch);
    return card;
  }

  private markerOf(): Promise<RowMarker | undefined> {
    this.marker ??= this.encode(this.markerRows, this.rowWidth, 8).then(rowMarkerOf, () => undefined);
    return this.marker;
  }

  private async flush(batch: Batch): Promise<void> {
    if (this.waiting.get(batch.template) === batch) this.waiting.delete(batch.template);
    this.encoding += 1;
    let cards: Uint8Array[] | undefined;
    try {
      const marker = await this.markerOf();
      if (marker) {
        this.made.encodes += 1;
        this.made.bands += batch.bands.length;
        // sharp reads the pixels while it encodes: they are drawn over again only after.
        const jpeg = await this.encode(batch.pixels.subarray(0, batch.height * this.rowBytes), this.rowWidth, batch.height);
        cards = spliceRows(batch.template, jpeg, batch.bands, marker);
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
