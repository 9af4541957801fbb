/**
 * Picture checks that guide staff, as pure functions over facts the caller reads from the file
 * (its first and last bytes, its length, its size in pixels). Each problem carries the
 * diagnostic code it is reported under, the code's arguments and a hint naming what to do.
 */
import { MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS } from './encode.ts';
import { megabytes } from '../diagnostics/format/grouped.ts';

/** What a file really holds, from its first bytes. */
export type PictureType = 'jpeg' | 'png' | 'webp' | 'svg' | 'gif' | 'heic' | 'avif' | 'tiff' | 'bmp' | 'pdf';

const ACCEPTED: Readonly<Record<string, PictureType>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', svg: 'svg' };

const TYPE_NAMES: Readonly<Record<PictureType, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  svg: 'SVG',
  gif: 'GIF',
  heic: 'HEIC',
  avif: 'AVIF',
  tiff: 'TIFF',
  bmp: 'BMP',
  pdf: 'PDF',
};

/** The extension to rename a file of each accepted type to. */
const EXTENSION: Readonly<Partial<Record<PictureType, string>>> = { jpeg: 'jpg', png: 'png', webp: 'webp', svg: 'svg' };

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sniffType(head: Uint8Array): PictureType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  if (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*') return 'tiff';
  if (ascii(head, 0, 4) === '%PDF') return 'pdf';
  if (ascii(head, 0, 2) === 'BM') return 'bmp';
  const text = new TextDecoder().decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<') && /<svg\b/i.test(text)) return 'svg';
  return undefined;
}

export interface PictureProblem {
  code:
    | 'image/empty'
    | 'image/wrong-type'
    | 'image/unsupported-type'
    | 'image/truncated'
    | 'image/too-large'
    | 'image/camera-name'
    | 'image/too-small';
  args: Record<string, string | number>;
  hint: string;
}

export interface PictureFile {
  /** The path under catalogue/images/, as image.src gives it. */
  src: string;
  byteLength: number;
  /** The first bytes of the file (a few hundred are enough). */
  head: Uint8Array;
  /** The last bytes of the file (64 are enough). */
  tail: Uint8Array;
}

function parts(src: string): { folder: string; stem: string; ext: string } {
  const slash = src.lastIndexOf('/');
  const name = src.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  return { folder: src.slice(0, slash + 1), stem: dot > 0 ? name.slice(0, dot) : name, ext: dot > 0 ? name.slice(dot + 1).toLowerCase() : '' };
}

/** A file cut short (an interrupted copy or upload) lacks the end marker its format requires. */
function isTruncated(type: PictureType, file: PictureFile): boolean {
  const tail = Buffer.from(file.tail);
  if (type === 'jpeg') return !tail.includes(Buffer.from([0xff, 0xd9]));
  if (type === 'png') return !tail.includes(Buffer.from('IEND', 'latin1'));
  if (type === 'webp') return file.head.length >= 8 && new DataView(file.head.buffer, file.head.byteOffset).getUint32(4, true) + 8 > file.byteLength;
  return false;
}

/** Whether the file is a whole picture of the type its name says. Returns the first problem found. */
export function checkPictureFile(file: PictureFile): PictureProblem | undefined {
  const { src } = file;
  if (file.byteLength === 0) {
    return { code: 'image/empty', args: { src }, hint: 'Copy the picture into catalogue/images/ again from the original: this copy holds nothing.' };
  }
  if (file.byteLength > MAX_SOURCE_BYTES) {
    return {
      code: 'image/too-large',
      args: { src, detail: megabytes(file.byteLength) },
      hint: 'Save a copy about 3000 pixels wide as JPEG (any photo editor’s Export or Resize does it) and use that instead.',
    };
  }
  const { folder, stem, ext } = parts(src);
  const actual = sniffType(file.head);
  const named = ACCEPTED[ext];
  if (actual && named && actual !== named) {
    const rename = EXTENSION[actual];
    if (rename) {
      const renamed = `${stem}.${rename}`;
      return {
        code: 'image/wrong-type',
        args: { src, named: TYPE_NAMES[named], actual: TYPE_NAMES[actual] },
        hint: `This is a ${TYPE_NAMES[actual]} picture: rename it to ${renamed}, and change image.src to '${folder}${renamed}'.`,
      };
    }
  }
  if (actual && !EXTENSION[actual]) {
    return {
      code: 'image/unsupported-type',
      args: { src, actual: TYPE_NAMES[actual] },
      hint:
        actual === 'heic'
          ? `Export it as JPEG and name it ${stem}.jpg (on an iPhone, Settings > Camera > Formats > Most Compatible saves JPEG from then on).`
          : `Open it in an image editor and export it as JPEG (photos) or PNG (drawings), named ${stem}.jpg or ${stem}.png.`,
    };
  }
  if (actual && isTruncated(actual, file)) {
    return {
      code: 'image/truncated',
      args: { src, type: TYPE_NAMES[actual] },
      hint: 'Copy the picture again from the camera, phone or original download, and check it opens in full before saving it here.',
    };
  }
  return undefined;
}

/** Refused before decoding: the pixels alone of a larger original would take hundreds of megabytes. */
export function checkPixelCount(src: string, size: { width: number; height: number }): PictureProblem | undefined {
  const pixels = size.width * size.height;
  if (pixels <= MAX_SOURCE_PIXELS) return undefined;
  return {
    code: 'image/too-large',
    args: { src, detail: `${size.width} × ${size.height} pixels (${Math.round(pixels / 1e6)} megapixels)` },
    hint: 'Save a copy about 3000 pixels wide as JPEG (any photo editor’s Export or Resize does it) and use that instead.',
  };
}

/** Names cameras and phones give: IMG_1234, DSC01234, PXL_20261120_094100, 20261120_094100, WhatsApp Image…. */
const CAMERA_NAME = /^(?:img|dsc|dscn|dscf|dcim|pxl|mvimg|photo|image|pic|p)[-_ ]?\d{3,}|^\d{8}[-_ ]\d{6}|^whatsapp image|^screenshot/i;

/** `pageName` is the page's own file name (plywood for timber/plywood.yaml): the natural name for its photo. */
export function checkCameraName(src: string, pageName: string): PictureProblem | undefined {
  const { folder, stem, ext } = parts(src);
  if (!CAMERA_NAME.test(stem)) return undefined;
  const type = ACCEPTED[ext];
  const renamed = `${folder}${pageName}.${(type && EXTENSION[type]) ?? ext}`;
  return {
    code: 'image/camera-name',
    args: { src },
    hint: `Rename the file to '${renamed}' (what it shows, in lower-case words joined by hyphens) and set image.src to '${renamed}'.`,
  };
}

/**
 * The EXIF orientation of a JPEG (1 when it has none), read from its first bytes. Phones store a
 * portrait on its side with orientation 6 or 8; the build turns it upright.
 */
export function exifOrientation(head: Uint8Array): number {
  if (sniffType(head) !== 'jpeg') return 1;
  const data = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let at = 2;
  while (at + 4 <= head.length && head[at] === 0xff) {
    const marker = head[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = data.getUint16(at + 2);
    if (marker === 0xe1 && ascii(head, at + 4, 6) === 'Exif\0\0') {
      const tiff = at + 10;
      if (tiff + 8 > head.length) return 1;
      const little = ascii(head, tiff, 2) === 'II';
      const ifd = tiff + data.getUint32(tiff + 4, little);
      if (ifd + 2 > head.length) return 1;
      const count = data.getUint16(ifd, little);
      for (let entry = ifd + 2; entry + 12 <= head.length && entry < ifd + 2 + count * 12; entry += 12) {
        if (data.getUint16(entry, little) === 0x0112) return data.getUint16(entry + 8, little);
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** The size as shown: orientations 5 to 8 turn the picture a quarter, swapping width and height. */
export function uprightSize(size: { width: number; height: number }, orientation: number): { width: number; height: number } {
  return orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size;
}

/**
 * A photo narrower than the widest it is shown (or too short for the 4:3 frame every slot crops
 * to) is stretched and looks blurred. `shownWidth` is the widest slot, in CSS pixels.
 */
export function checkResolution(src: string, size: { width: number; height: number }, shownWidth: number): PictureProblem | undefined {
  const neededWidth = Math.ceil(shownWidth);
  const neededHeight = Math.ceil((neededWidth * 3) / 4);
  if (size.width >= neededWidth && size.height >= neededHeight) return undefined;
  return {
    code: 'image/too-small',
    args: { src, width: size.width, height: size.height, shownWidth: neededWidth },
    hint: `Use a photo of at least ${neededWidth} × ${neededHeight} pixels; ${neededWidth * 2} × ${neededHeight * 2} or more stays sharp on phones and high-resolution screens.`,
  };
}

/** A photo (JPEG, PNG, WebP) is processed into variants; an SVG drawing is published as it is. */
export function isPhoto(src: string): boolean {
  return !src.toLowerCase().endsWith('.svg');
}
