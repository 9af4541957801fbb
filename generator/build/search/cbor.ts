/**
 * The little of CBOR (RFC 8949) that Pagefind's index files use: unsigned and negative integers,
 * text strings and definite-length arrays (its records are encoded as arrays of their fields).
 * Integers are written in their shortest form, as Pagefind's encoder (minicbor) writes them, so
 * decoding a file and encoding the result gives its bytes back.
 */

export type CborValue = number | string | CborValue[];

const UNSIGNED = 0;
const NEGATIVE = 1;
const TEXT = 3;
const ARRAY = 4;

export class CborError extends Error {}

/** Reads CBOR items one at a time, so that a caller can keep an item's bytes instead of decoding it. */
export class CborReader {
  at = 0;
  private readonly view: DataView;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  private need(count: number): void {
    if (this.at + count > this.bytes.length) throw new CborError(`CBOR data ends early, at byte ${this.at}`);
  }

  /** The major type of the item `headOf` read last. */
  private major = 0;

  /**
   * Reads the next item's head: its major type into `major`, its argument (a value, or a length)
   * returned. No object per item: taking apart a first build's index at 10,000 pages reads some
   * ten million of them.
   */
  private headOf(): number {
    this.need(1);
    const head = this.bytes[this.at++]!;
    this.major = head >> 5;
    const info = head & 31;
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0) throw new CborError(`unsupported CBOR length ${info} at byte ${this.at - 1}`);
    this.need(size);
    const at = this.at;
    const value =
      size === 1 ? this.view.getUint8(at) : size === 2 ? this.view.getUint16(at) : size === 4 ? this.view.getUint32(at) : Number(this.view.getBigUint64(at));
    this.at += size;
    return value;
  }

  /**
   * The next item's argument (an integer's value, an array's length), its major type not checked
   * and nothing allocated: for skimming, fast, a layout known because this program wrote it.
   */
  argument(): number {
    const bytes = this.bytes;
    const info = bytes[this.at++]! & 31;
    if (info < 24) return info;
    const at = this.at;
    if (info === 24) {
      this.at += 1;
      return bytes[at]!;
    }
    if (info === 25) {
      this.at += 2;
      return (bytes[at]! << 8) | bytes[at + 1]!;
    }
    if (info === 26) {
      this.at += 4;
      return bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
    }
    this.at -= 1;
    return this.headOf();
  }

  private expectMajor(major: number, what: string): number {
    const start = this.at;
    const value = this.headOf();
    if (this.major !== major) throw new CborError(`expected ${what} at byte ${start}, found major type ${this.major}`);
    return value;
  }

  arrayLength(): number {
    return this.expectMajor(ARRAY, 'an array');
  }

  integer(): number {
    const start = this.at;
    const value = this.headOf();
    if (this.major === UNSIGNED) return value;
    if (this.major === NEGATIVE) return -1 - value;
    throw new CborError(`expected an integer at byte ${start}, found major type ${this.major}`);
  }

  text(): string {
    const length = this.expectMajor(TEXT, 'a text string');
    this.need(length);
    const text = this.decoder.decode(this.bytes.subarray(this.at, this.at + length));
    this.at += length;
    return text;
  }

  /** Any item, decoded. */
  value(): CborValue {
    const start = this.at;
    const value = this.headOf();
    const major = this.major;
    switch (major) {
      case UNSIGNED:
        return value;
      case NEGATIVE:
        return -1 - value;
      case TEXT: {
        this.at = start;
        return this.text();
      }
      case ARRAY:
        return Array.from({ length: value }, () => this.value());
      default:
        throw new CborError(`unsupported CBOR major type ${major} at byte ${start}`);
    }
  }
}

/** Decodes one CBOR item that fills `bytes`. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const reader = new CborReader(bytes);
  const value = reader.value();
  if (!reader.done) throw new CborError(`${bytes.length - reader.at} bytes follow the CBOR item`);
  return value;
}

/** Encodes integers, strings and arrays of them, each in its shortest form. */
/** Past this many bytes, a copy is one block move. */
const COPIED_BY_BYTE = 48;

/** One for every writer: a page's writer is made per page, and making an encoder is not free. */
const ENCODER = new TextEncoder();

export class CborWriter {
  private buffer: Uint8Array;
  private view: DataView;
  private length = 0;

  /** `size`: bytes to start with (it doubles as needed); a page's positions take a kilobyte or so, a word chunk many. */
  constructor(size = 1 << 16) {
    this.buffer = new Uint8Array(size);
    this.view = new DataView(this.buffer.buffer);
  }

  private room(count: number): void {
    if (this.length + count <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + count) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
    this.view = new DataView(grown.buffer);
  }

  private head(major: number, value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new CborError(`cannot encode ${value} as a CBOR argument`);
    this.room(9);
    const type = major << 5;
    if (value < 24) this.buffer[this.length++] = type | value;
    else if (value < 0x100) {
      this.buffer[this.length++] = type | 24;
      this.buffer[this.length++] = value;
    } else if (value < 0x10000) {
      this.buffer[this.length++] = type | 25;
      this.view.setUint16(this.length, value);
      this.length += 2;
    } else if (value < 0x100000000) {
      this.buffer[this.length++] = type | 26;
      this.view.setUint32(this.length, value);
      this.length += 4;
    } else {
      this.buffer[this.length++] = type | 27;
      this.view.setBigUint64(this.length, BigInt(value));
      this.length += 8;
    }
  }

  integer(value: number): this {
    if (value >= 0) this.head(UNSIGNED, value);
    else this.head(NEGATIVE, -1 - value);
    return this;
  }

  text(value: string): this {
    const bytes = ENCODER.encode(value);
    this.head(TEXT, bytes.length);
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** Bytes `start` to `end` of `source`, already CBOR, as they are (a few copied byte by byte: a view of each would cost more). */
  copy(source: Uint8Array, start: number, end: number): this {
    this.room(end - start);
    const buffer = this.buffer;
    if (end - start > COPIED_BY_BYTE) {
      buffer.set(source.subarray(start, end), this.length);
      this.length += end - start;
      return this;
    }
    let length = this.length;
    for (let at = start; at < end; at++) buffer[length++] = source[at]!;
    this.length = length;
    return this;
  }

  /** Bytes written so far. */
  get size(): number {
    return this.length;
  }

  /** Starts an array of `count` items; the caller writes them next. */
  array(count: number): this {
    this.head(ARRAY, count);
    return this;
  }

  /** Writes any value made of integers, strings and arrays. */
  value(value: CborValue): this {
    if (typeof value === 'number') return this.integer(value);
    if (typeof value === 'string') return this.text(value);
    this.array(value.length);
    for (const item of value) this.value(item);
    return this;
  }

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
