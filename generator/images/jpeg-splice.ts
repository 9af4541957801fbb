/**
 * A JPEG whose picture differs from another's only in part of some rows, made by encoding only
 * that part and putting its bits between the other's. Link-preview cards differ from their
 * background only where the title is, a third of the card's rows and under half its width, and
 * encoding was most of a card's time.
 *
 * It works for what libjpeg writes with fixed tables (sharp's jpeg() with optimiseCoding off):
 * baseline, three components without subsampling, no restart markers. There each 8x8 block is
 * encoded from its own pixels alone, and only its DC coefficient is written as the difference
 * from the block before it. So a band's bits are the card's bits for those blocks, but for each
 * row's first blocks (whose DC is written against the block before them in the band's own
 * picture, not the row above's last block), which are written again here.
 *
 * A band is as wide as the blocks the title may touch (the template's split column), so each of
 * its rows is followed in the card by the background's own blocks of that row, from the split
 * column on: those are the background's bits as they are, because the block before them, which
 * no title touches, is the background's too. Several bands are encoded as one picture
 * (spliceRows), each row of blocks ending in a marker, two columns of blocks of noise: their bits
 * lie in the scan exactly once after each row, so they tell where each row's bits end without
 * decoding the row. Anything else (the noise found elsewhere too, a band that changed the column
 * before the split, other tables) is refused (undefined): the caller then encodes the whole card.
 * The result is byte for byte what encoding the whole card gives (jpeg-splice.test.ts).
 */

/** A Huffman table: for decoding, the canonical codes by length; for encoding, each symbol's code and length. */
interface HuffmanTable {
  maxCode: Int32Array;
  valueAt: Int32Array;
  minCode: Int32Array;
  symbols: Uint8Array;
  code: Int32Array;
  size: Int32Array;
}

interface Parsed {
  width: number;
  height: number;
  /** Everything before the scan data (SOI to SOS), as written. */
  header: Uint8Array;
  /** The quantisation and Huffman tables and the components, as written: the band's must be the same. */
  tables: string;
  /** Per component, its DC and AC tables. */
  dc: HuffmanTable[];
  ac: HuffmanTable[];
  /** The scan's bits with byte stuffing taken out. */
  bits: Uint8Array;
  /** The scan as written (stuffed), without the end marker. */
  scan: Uint8Array;
}

/** A JPEG taken apart where each row of blocks starts, for bands to be put into. */
export interface JpegTemplate extends Parsed {
  /** Bit offset in `bits` of each row of blocks, and of the scan's end (padding excluded). */
  rowStart: number[];
  /** Each component's DC predictor at the start of each row of blocks. */
  predictors: Int32Array[];
  /** Where in `scan` (stuffed) the byte holding each row's first bit starts. */
  scanAt: number[];
  /**
   * The scan from a bit to its end as a writer at a byte boundary writes it, by that bit (a row's
   * start, or up to 7 bits on): the same rows follow many bands, and shifting them bit by bit
   * was half a card's copying. The last few kept (TAILS_KEPT).
   */
  tails: Map<number, Tail>;
  /**
   * Where a band narrower than the picture ends: its `column` (in blocks), and for each row of
   * blocks where the blocks from that column start in `bits`, and the DCs of the blocks before
   * them (one a component), which a band's row ends with.
   */
  split: { column: number; at: number[]; before: Int32Array[] };
  /** A row's bits from the split column to the row's end, as `tails` keeps the scan's ends (RANGES_KEPT kept). */
  ranges: Map<number, Tail>;
}

/** Bits written from a byte boundary: whole bytes (stuffed), then `count` (0-7) bits short of a byte. */
interface Tail {
  bytes: Uint8Array;
  pending: number;
  count: number;
}

/** Tails kept per template: a title's height puts its band's end on one of a few rows, each at 8 shifts. */
const TAILS_KEPT = 32;
/** Rows' ends kept per template: titles cover the same thirty rows or so, each at 8 shifts (a few kilobytes each). */
const RANGES_KEPT = 256;

const BLOCK = 8;

function huffmanTable(counts: Uint8Array, symbols: Uint8Array): HuffmanTable {
  const maxCode = new Int32Array(18).fill(-1);
  const valueAt = new Int32Array(17);
  const minCode = new Int32Array(17);
  const code = new Int32Array(256);
  const size = new Int32Array(256);
  let next = 0;
  let at = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1]!;
    valueAt[length] = at;
    minCode[length] = next;
    for (let i = 0; i < count; i++) {
      const symbol = symbols[at]!;
      code[symbol] = next;
      size[symbol] = length;
      next += 1;
      at += 1;
    }
    maxCode[length] = count ? next - 1 : -1;
    next <<= 1;
  }
  return { maxCode, valueAt, minCode, symbols, code, size };
}

/** Tables made so far, by their bytes: every card and band has the same four. */
const tablesMade = new Map<string, HuffmanTable>();

/** The table written as `bytes` (16 counts, then the symbols). */
function huffmanTableOf(bytes: Uint8Array): HuffmanTable {
  const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let table = tablesMade.get(key);
  if (!table) {
    if (tablesMade.size > 64) tablesMade.clear();
    tablesMade.set(key, (table = huffmanTable(bytes.subarray(0, 16), bytes.slice(16))));
  }
  return table;
}

const bitAt = (bits: Uint8Array, at: number): number => (bits[at >> 3]! >> (7 - (at & 7))) & 1;

function readBits(bits: Uint8Array, at: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i++) value = (value << 1) | bitAt(bits, at + i);
  return value;
}

/** The scan's bits end at `at`: what follows is the padding to a whole byte (0-7 ones). */
function endsAt(bits: Uint8Array, at: number): boolean {
  const left = bits.length * 8 - at;
  return left >= 0 && left <= 7 && readBits(bits, at, left) === (1 << left) - 1;
}

/** The symbol at `at` and the bit after its code; undefined past the data or for a code the table lacks. */
function decodeSymbol(table: HuffmanTable, bits: Uint8Array, at: number): [symbol: number, next: number] | undefined {
  let code = 0;
  for (let length = 1; length <= 16; length++) {
    if (at >= bits.length * 8) return undefined;
    code = (code << 1) | bitAt(bits, at++);
    if (code <= table.maxCode[length]!) return [table.symbols[table.valueAt[length]! + code - table.minCode[length]!]!, at];
  }
  return undefined;
}

/** A DC difference from its category and bits, as JPEG writes it (negative numbers one less, in the category's bits). */
const extend = (value: number, category: number): number => (category === 0 ? 0 : value < 1 << (category - 1) ? value - (1 << category) + 1 : value);

interface Block {
  /** Where the block's DC code starts and ends, and where its AC codes end. */
  dcStart: number;
  dcEnd: number;
  end: number;
  dc: number;
}

/** One block of the scan from `at`; undefined for data that is not a whole block. */
function readBlock(dc: HuffmanTable, ac: HuffmanTable, bits: Uint8Array, at: number): Block | undefined {
  const category = decodeSymbol(dc, bits, at);
  if (!category || category[0] > 11) return undefined;
  const dcEnd = category[1] + category[0];
  const diff = extend(readBits(bits, category[1], category[0]), category[0]);
  let pos = dcEnd;
  for (let k = 1; k < 64; ) {
    const symbol = decodeSymbol(ac, bits, pos);
    if (!symbol) return undefined;
    const [rs, next] = symbol;
    const [run, size] = [rs >> 4, rs & 15];
    pos = next + size;
    if (size === 0) {
      if (run !== 15) break;
      k += 16;
    } else k += run + 1;
  }
  return pos > bits.length * 8 ? undefined : { dcStart: at, dcEnd, end: pos, dc: diff };
}

function parse(jpeg: Uint8Array): Parsed | undefined {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  if (jpeg.length < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  const tables: string[] = [];
  const huffman = new Map<number, HuffmanTable>();
  let frame: { width: number; height: number; components: { id: number; quant: number }[] } | undefined;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const marker = view.getUint16(at);
    const length = view.getUint16(at + 2);
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === 0xffdb) tables.push(Buffer.from(jpeg.subarray(at, at + 2 + length)).toString('latin1'));
    else if (marker === 0xffc4) {
      tables.push(Buffer.from(jpeg.subarray(at, at + 2 + length)).toString('latin1'));
      for (let p = 0; p < body.length; ) {
        const counts = body.subarray(p + 1, p + 17);
        const total = counts.reduce((sum, count) => sum + count, 0);
        huffman.set(body[p]!, huffmanTableOf(body.subarray(p + 1, p + 17 + total)));
        p += 17 + total;
      }
    } else if (marker === 0xffc0) {
      const components = body[5]!;
      if (body[0] !== 8 || components !== 3) return undefined;
      const list = Array.from({ length: components }, (_, i) => ({ id: body[6 + i * 3]!, sampling: body[7 + i * 3]!, quant: body[8 + i * 3]! }));
      if (list.some((component) => component.sampling !== 0x11)) return undefined;
      // The components and their quantisation tables, as written (the band's height differs).
      tables.push(Buffer.from(body.subarray(5)).toString('latin1'));
      frame = { height: (body[1]! << 8) | body[2]!, width: (body[3]! << 8) | body[4]!, components: list };
    } else if (marker === 0xffda) {
      if (!frame || body[0] !== 3 || frame.width % BLOCK !== 0) return undefined;
      const selectors = Array.from({ length: 3 }, (_, i) => ({ id: body[1 + i * 2]!, tables: body[2 + i * 2]! }));
      if (selectors.some((selector, i) => selector.id !== frame!.components[i]!.id)) return undefined;
      // Baseline: the whole spectrum in one scan.
      if (body[7] !== 0 || body[8] !== 63 || body[9] !== 0) return undefined;
      const dc = selectors.map((selector) => huffman.get(selector.tables >> 4));
      const ac = selectors.map((selector) => huffman.get(0x10 | (selector.tables & 15)));
      if (dc.some((table) => !table) || ac.some((table) => !table)) return undefined;
      const scan = jpeg.subarray(at + 2 + length);
      const bits = unstuffed(scan);
      if (!bits) return undefined;
      return { width: frame.width, height: frame.height, header: jpeg.subarray(0, at + 2 + length), tables: tables.join(''), dc: dc as HuffmanTable[], ac: ac as HuffmanTable[], bits, scan: scan.subarray(0, scan.length - 2) };
    } else if (marker === 0xffdd || (marker & 0xfff0) === 0xffc0) return undefined; // restart markers, or a frame other than baseline
    at += 2 + length;
  }
  return undefined;
}

/** The scan's bytes with each stuffed 0x00 after 0xFF taken out; undefined for any marker but the end. */
function unstuffed(data: Uint8Array): Uint8Array | undefined {
  const out = Buffer.allocUnsafe(data.length);
  let n = 0;
  // From one 0xFF to the next, copied whole (most bytes are not 0xFF).
  for (let from = 0; ; ) {
    const at = data.indexOf(0xff, from);
    if (at < 0) return undefined;
    out.set(data.subarray(from, at + 1), n);
    n += at + 1 - from;
    const next = data[at + 1];
    if (next === 0xd9 && at + 2 === data.length) return out.subarray(0, n - 1);
    if (next !== 0x00) return undefined;
    from = at + 2;
  }
}

/**
 * Takes apart a whole picture's JPEG: where each row of blocks starts, and the DC predictors
 * there, and where in each row bands `splitColumn` blocks wide end (at least one block, and at
 * least one short of the picture's width).
 */
export function jpegTemplate(jpeg: Uint8Array, splitColumn: number): JpegTemplate | undefined {
  const parsed = parse(jpeg);
  if (!parsed) return undefined;
  const rows = Math.ceil(parsed.height / BLOCK);
  const columns = parsed.width / BLOCK;
  if (!Number.isInteger(splitColumn) || splitColumn < 1 || splitColumn >= columns) return undefined;
  const rowStart: number[] = [];
  const predictors: Int32Array[] = [];
  const split = { column: splitColumn, at: [] as number[], before: [] as Int32Array[] };
  const predictor = new Int32Array(3);
  let at = 0;
  for (let row = 0; row < rows; row++) {
    rowStart.push(at);
    predictors.push(predictor.slice());
    for (let column = 0; column < columns; column++) {
      if (column === splitColumn) {
        split.at.push(at);
        split.before.push(predictor.slice());
      }
      for (let component = 0; component < 3; component++) {
        const block = readBlock(parsed.dc[component]!, parsed.ac[component]!, parsed.bits, at);
        if (!block) return undefined;
        predictor[component] = predictor[component]! + block.dc;
        at = block.end;
      }
    }
  }
  // What is left is the padding to a whole byte (ones), or the scan was not read as written.
  if (!endsAt(parsed.bits, at)) return undefined;
  rowStart.push(at);
  // Each 0xFF before a byte moves it one on in the stuffed scan.
  const scanAt: number[] = [];
  let stuffed = 0;
  let counted = 0;
  for (const start of rowStart) {
    const byte = start >> 3;
    for (; counted < byte; counted++) if (parsed.bits[counted] === 0xff) stuffed += 1;
    scanAt.push(byte + stuffed);
  }
  return { ...parsed, rowStart, predictors, scanAt, tails: new Map(), split, ranges: new Map() };
}

/**
 * Writes a JPEG scan bit by bit after its header, stuffing a 0x00 after each 0xFF byte as it is
 * written (so the scan is written once), then the end marker.
 */
class ScanWriter {
  private bytes: Uint8Array;
  private length: number;
  /** Bits not yet a whole byte: `pending` holds `count` of them, the first the highest. */
  private pending = 0;
  private count = 0;

  constructor(header: Uint8Array, capacity: number) {
    // Not zeroed: only what is written is read (end() gives the bytes up to the last written).
    this.bytes = Buffer.allocUnsafe(header.length + capacity + 2);
    this.bytes.set(header);
    this.length = header.length;
  }

  private byte(value: number): void {
    if (this.length + 2 > this.bytes.length) {
      const grown = Buffer.allocUnsafe(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = value;
    if (value === 0xff) this.bytes[this.length++] = 0;
  }

  /** Bytes already stuffed, at a byte boundary. */
  stuffed(bytes: Uint8Array): void {
    if (this.length + bytes.length + 2 > this.bytes.length) {
      const grown = Buffer.allocUnsafe((this.length + bytes.length) * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** The lowest `count` (at most 16) bits of `value`, first the highest of them. */
  put(value: number, count: number): void {
    this.pending = (this.pending << count) | (value & ((1 << count) - 1));
    this.count += count;
    while (this.count >= 8) {
      this.count -= 8;
      this.byte((this.pending >> this.count) & 0xff);
    }
    this.pending &= (1 << this.count) - 1;
  }

  /** Puts bits from `from` until the bits pending make a whole byte (or `to` comes first); returns the bit after them. */
  private toByteBoundary(source: Uint8Array, from: number, to: number): number {
    if (this.count === 0 || to <= from) return from;
    const lead = Math.min(8 - this.count, to - from);
    this.put(readBits(source, from, lead), lead);
    return from + lead;
  }

  /** The bits `from` to `to` of `source` (unstuffed). */
  copy(source: Uint8Array, from: number, to: number): void {
    // At a byte boundary, each byte of the source's makes one.
    from = this.toByteBoundary(source, from, to);
    const whole = (to - from) >> 3;
    if (this.length + whole * 2 + 2 > this.bytes.length) {
      const grown = Buffer.allocUnsafe((this.length + whole * 2) * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    const { bytes } = this;
    const shift = from & 7;
    const start = from >> 3;
    let length = this.length;
    if (shift === 0) {
      for (let at = start; at < start + whole; at++) {
        const byte = source[at]!;
        bytes[length++] = byte;
        if (byte === 0xff) bytes[length++] = 0;
      }
    } else {
      // The whole bytes lie within source[start] to source[start + whole], all of them in it.
      let high = source[start]! << shift;
      for (let at = start + 1; at <= start + whole; at++) {
        const next = source[at]!;
        const byte = (high | (next >> (8 - shift))) & 0xff;
        high = next << shift;
        bytes[length++] = byte;
        if (byte === 0xff) bytes[length++] = 0;
      }
    }
    this.length = length;
    from += whole * 8;
    if (to > from) this.put(readBits(source, from, to - from), to - from);
  }

  /** The template's bits from `from` to the end of its scan, as copy() writes them, from the template's tails. */
  copyTail(template: JpegTemplate, from: number): void {
    this.copyKept(template.bits, from, template.rowStart.at(-1)!, template.tails, TAILS_KEPT);
  }

  /** The template's bits of row `row` from its split column to the row's end, as copy() writes them, from the template's ranges. */
  copyRowEnd(template: JpegTemplate, row: number): void {
    this.copyKept(template.bits, template.split.at[row]!, template.rowStart[row + 1]!, template.ranges, RANGES_KEPT);
  }

  /**
   * The bits `from` to `to` of `source`, as copy() writes them, taken from `kept` by the bit they
   * start from once the writer is at a byte boundary (each such bit has one `to`), and kept there
   * when made (the last `limit`).
   */
  private copyKept(source: Uint8Array, from: number, to: number, kept: Map<number, Tail>, limit: number): void {
    from = this.toByteBoundary(source, from, to);
    let tail = kept.get(from);
    if (!tail) {
      const writer = new ScanWriter(new Uint8Array(0), ((to - from) >> 3) * 2);
      writer.copy(source, from, to);
      tail = { bytes: new Uint8Array(writer.bytes.subarray(0, writer.length)), pending: writer.pending, count: writer.count };
      kept.set(from, tail);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    }
    this.stuffed(tail.bytes);
    this.put(tail.pending, tail.count);
  }

  /** Pads the last byte with ones, and ends the scan. */
  end(): Uint8Array {
    if (this.count > 0) this.put((1 << (8 - this.count)) - 1, 8 - this.count);
    this.bytes[this.length++] = 0xff;
    this.bytes[this.length++] = 0xd9;
    return this.bytes.subarray(0, this.length);
  }
}

/** `count` bits of `a` from `atA` equal those of `b` from `atB`. */
function sameBits(a: Uint8Array, atA: number, b: Uint8Array, atB: number, count: number): boolean {
  const eight = (bits: Uint8Array, at: number) => (((bits[at >> 3]! << 8) | (bits[(at >> 3) + 1] ?? 0)) >> (8 - (at & 7))) & 0xff;
  let i = 0;
  for (; i + 8 <= count; i += 8) if (eight(a, atA + i) !== eight(b, atB + i)) return false;
  for (; i < count; i++) if (bitAt(a, atA + i) !== bitAt(b, atB + i)) return false;
  return true;
}

/** A DC difference's category (how many bits it takes), when `table` has a code for it. */
function dcCategory(table: HuffmanTable, diff: number): number | undefined {
  const magnitude = Math.abs(diff);
  const category = magnitude === 0 ? 0 : 32 - Math.clz32(magnitude);
  return category > 11 || table.size[category] === 0 ? undefined : category;
}

/** A DC difference as `table` writes it: its category's code (`size` bits), then `category` bits; undefined when the table has no code for it. */
function dcCode(table: HuffmanTable, diff: number): { code: number; size: number; category: number; bits: number } | undefined {
  const category = dcCategory(table, diff);
  if (category === undefined) return undefined;
  return { code: table.code[category]!, size: table.size[category]!, category, bits: diff < 0 ? diff - 1 + (1 << category) : diff };
}

/** Writes a DC difference with `table`: its category's code, then its bits. */
function putDc(writer: ScanWriter, table: HuffmanTable, diff: number): boolean {
  const dc = dcCode(table, diff);
  if (!dc) return false;
  writer.put(dc.code, dc.size);
  if (dc.category > 0) writer.put(dc.bits, dc.category);
  return true;
}

const NO_DC = [0, 0, 0] as const;

/**
 * The noise that ends each row of blocks of the bands encoded together (spliceRows): its pixels
 * (markerPixels) encoded alone, taken apart.
 */
export interface RowMarker {
  /** The bands' picture's width, in blocks: the bands' own columns, then the noise's. */
  columns: number;
  tables: string;
  bits: Uint8Array;
  /** Its first blocks (one a component): their DCs, and where their other bits lie in `bits`. */
  firstDc: number[];
  firstAc: [from: number, to: number][];
  /** Where its second column's blocks start in `bits`, and where its row ends. */
  rest: number;
  end: number;
  /** The DCs of its last blocks: the first blocks of the row after it are written against them. */
  lastDc: number[];
  /** Its bits from `rest` on as they lie in whole bytes when it starts at each bit of a byte (0-7). */
  needles: Buffer[];
}

/** Columns of blocks of noise at the end of each row: a second column, whose bits never depend on what is before it, is looked for. */
export const MARKER_COLUMNS = 2;
/** Bytes of the marker's noise looked for in a scan; each place they are is then compared whole. */
const NEEDLE_BYTES = 48;

/**
 * A row of blocks `width` pixels wide (RGB) as each row of a band picture ends: its last
 * MARKER_COLUMNS columns of blocks are noise, the same in every build; the rest is grey, and a
 * band's own pixels take its place.
 */
export function markerPixels(width: number): Buffer {
  const pixels = Buffer.alloc(width * BLOCK * 3, 128);
  let seed = 0x2545f491;
  for (let row = 0; row < BLOCK; row++) {
    for (let at = ((row + 1) * width - MARKER_COLUMNS * BLOCK) * 3; at < (row + 1) * width * 3; at++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      pixels[at] = seed >>> 24;
    }
  }
  return pixels;
}

/** `count` bytes of `bits` from bit `from`. */
function bytesAt(bits: Uint8Array, from: number, count: number): Buffer {
  const out = Buffer.alloc(count);
  for (let i = 0; i < count; i++) out[i] = readBits(bits, from + i * 8, 8);
  return out;
}

/** Takes apart the marker's JPEG (markerPixels encoded alone); undefined for anything else. */
export function rowMarkerOf(jpeg: Uint8Array): RowMarker | undefined {
  const parsed = parse(jpeg);
  if (!parsed || parsed.height !== BLOCK) return undefined;
  const columns = parsed.width / BLOCK;
  const noise = columns - MARKER_COLUMNS;
  if (noise < 1) return undefined;
  const dc = [0, 0, 0];
  const firstDc: number[] = [];
  const firstAc: [number, number][] = [];
  let rest = 0;
  let at = 0;
  for (let column = 0; column < columns; column++) {
    for (let component = 0; component < 3; component++) {
      const block = readBlock(parsed.dc[component]!, parsed.ac[component]!, parsed.bits, at);
      if (!block) return undefined;
      dc[component] = dc[component]! + block.dc;
      if (column === noise) {
        firstDc.push(dc[component]!);
        firstAc.push([block.dcEnd, block.end]);
      }
      at = block.end;
    }
    if (column === noise) rest = at;
  }
  if (!endsAt(parsed.bits, at)) return undefined;
  if (at - rest < (NEEDLE_BYTES + 1) * 8) return undefined;
  const needles = Array.from({ length: 8 }, (_, shift) => bytesAt(parsed.bits, rest + ((8 - shift) & 7), NEEDLE_BYTES));
  return { columns, tables: parsed.tables, bits: parsed.bits, firstDc, firstAc, rest, end: at, lastDc: dc, needles };
}

/** Where the marker's bits from `rest` on lie in `bits`, in order. */
function markerPlaces(bits: Uint8Array, marker: RowMarker): number[] {
  const length = marker.end - marker.rest;
  const places = new Set<number>();
  const searched = Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength);
  for (const [shift, needle] of marker.needles.entries()) {
    for (let from = 0; ; ) {
      const byte = searched.indexOf(needle, from);
      if (byte < 0) break;
      from = byte + 1;
      const at = byte * 8 - ((8 - shift) & 7);
      if (at >= 0 && at + length <= bits.length * 8 && sameBits(bits, at, marker.bits, marker.rest, length)) places.add(at);
    }
  }
  return [...places].sort((a, b) => a - b);
}

/**
 * Where the marker found at `place` (its second column) starts: its first blocks are written
 * against `before`, the DCs of the row's last blocks, so they take so many bits, and are checked
 * to be those very bits (compared, not decoded: noise has many codes). Undefined when they are not.
 */
function markerStart(band: Parsed, place: number, marker: RowMarker, before: Int32Array): number | undefined {
  const codes = marker.firstDc.map((dc, component) => dcCode(band.dc[component]!, dc - before[component]!));
  let start = place;
  for (const [component, code] of codes.entries()) {
    const [from, to] = marker.firstAc[component]!;
    if (!code) return undefined;
    start -= code.size + code.category + to - from;
  }
  if (start < 0) return undefined;
  for (let component = 0, at = start; component < 3; component++) {
    const { code, size, category, bits } = codes[component]!;
    const [from, to] = marker.firstAc[component]!;
    if (readBits(band.bits, at, size) !== code || readBits(band.bits, at + size, category) !== bits) return undefined;
    at += size + category;
    if (!sameBits(band.bits, at, marker.bits, from, to - from)) return undefined;
    at += to - from;
  }
  return start;
}

/**
 * Each band put into the template's picture, from one JPEG of them all (`stacked`): each band's
 * rows, from `top` (a whole block) for `height` (whole blocks, none of them the picture's last or
 * partial row), cut at the template's split column, each row of blocks then ending in the
 * marker's noise (markerPixels, `marker` being its JPEG taken apart). The column of blocks before
 * the split must be the template's in every band. Each card is byte for byte the template's
 * picture with those rows encoded whole. Undefined when that cannot be done for them all (the
 * caller encodes each card on its own).
 */
export function spliceRows(template: JpegTemplate, stacked: Uint8Array, bands: readonly { top: number; height: number }[], marker: RowMarker): Uint8Array[] | undefined {
  const parsed = parse(stacked);
  const { split } = template;
  if (!parsed || marker.columns !== split.column + MARKER_COLUMNS || parsed.width !== marker.columns * BLOCK) return undefined;
  if (parsed.tables !== template.tables || marker.tables !== template.tables) return undefined;
  for (const band of bands) {
    if (band.top % BLOCK !== 0 || band.height % BLOCK !== 0 || band.height < BLOCK || band.top + band.height > template.height) return undefined;
    if ((band.top + band.height) / BLOCK >= template.predictors.length) return undefined;
  }
  const rows = bands.reduce((sum, band) => sum + band.height / BLOCK, 0);
  if (parsed.height !== rows * BLOCK) return undefined;
  // Exactly one marker after each row: the scan has no other place its noise's bits lie.
  const places = markerPlaces(parsed.bits, marker);
  if (places.length !== rows) return undefined;
  const length = marker.end - marker.rest;
  if (!endsAt(parsed.bits, places.at(-1)! + length)) return undefined;
  const cards: Uint8Array[] = [];
  // Where the next row's bits start, which row of the stacked picture it is, and the DCs before it there.
  let start = 0;
  let row = 0;
  let before: readonly number[] = NO_DC;
  for (const band of bands) {
    const first = band.top / BLOCK;
    const kept = first + band.height / BLOCK;
    // The template's scan as it is up to the band's first row, then its first bits up to there.
    const writer = new ScanWriter(template.header, template.scan.length + ((places[row + kept - first - 1]! - start) >> 3) * 2);
    const firstBit = template.rowStart[first]!;
    writer.stuffed(template.scan.subarray(0, template.scanAt[first]!));
    writer.copy(template.bits, firstBit & ~7, firstBit);
    for (let at = first; at < kept; at++, row++) {
      const place = places[row]!;
      const end = markerStart(parsed, place, marker, split.before[at]!);
      if (end === undefined || end < start) return undefined;
      // The row's first blocks have their DC written against those before them there: written again against the row above's.
      let from = start;
      for (let component = 0, next = start; component < 3; component++) {
        const block = readBlock(parsed.dc[component]!, parsed.ac[component]!, parsed.bits, next);
        if (!block || block.end > end) return undefined;
        writer.copy(parsed.bits, from, block.dcStart);
        if (!putDc(writer, template.dc[component]!, before[component]! + block.dc - template.predictors[at]![component]!)) return undefined;
        from = block.dcEnd;
        next = block.end;
      }
      writer.copy(parsed.bits, from, end);
      // Then the template's own blocks of the row, written against its block before the split as they are.
      writer.copyRowEnd(template, at);
      start = place + length;
      before = marker.lastDc;
    }
    writer.copyTail(template, template.rowStart[kept]!);
    cards.push(writer.end());
  }
  return cards;
}
