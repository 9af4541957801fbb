/**
 * Intrinsic image sizes read straight from the file header, so every <img> gets width and height
 * (no layout shift) without an image library. Only the formats staff may use: SVG, PNG, JPEG, WebP.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export type SizeResult = ImageSize | { error: string };

/** The file extensions of the formats above, as imageSize reads them (any case). */
const IMAGE_EXTENSIONS: readonly string[] = ['svg', 'png', 'jpg', 'jpeg', 'webp'];

export function isImageFileName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && IMAGE_EXTENSIONS.includes(fileName.slice(dot + 1).toLowerCase());
}

/** Enough of any file to find its size: SVG roots and JPEG frame headers sit near the start. */
export const HEADER_BYTES = 256 * 1024;

export function imageSize(bytes: Uint8Array, fileName: string): SizeResult {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'svg') return svgSize(new TextDecoder().decode(bytes));
  if (ext === 'png') return pngSize(bytes);
  if (ext === 'jpg' || ext === 'jpeg') return jpegSize(bytes);
  if (ext === 'webp') return webpSize(bytes);
  return { error: `'.${ext}' is not an image format the site accepts (SVG, PNG, JPEG or WebP).` };
}

function valid(width: number, height: number, format: string): SizeResult {
  if (Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0) {
    return { width: Math.round(width), height: Math.round(height) };
  }
  return { error: `its ${format} header gives no usable width and height.` };
}

function svgLength(attribute: string | undefined): number | undefined {
  if (attribute === undefined) return undefined;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(attribute);
  return match ? Number(match[1]) : undefined;
}

function svgSize(text: string): SizeResult {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return { error: 'it has no <svg> element, so it is not an SVG image.' };
  const attribute = (name: string): string | undefined =>
    new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(root)?.slice(1).find((v) => v !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width !== undefined && height !== undefined) return valid(width, height, 'SVG');
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4) {
    const [, , boxWidth = NaN, boxHeight = NaN] = box;
    // One given dimension scales the other by the viewBox's aspect ratio, as browsers do.
    if (width !== undefined) return valid(width, (width * boxHeight) / boxWidth, 'SVG');
    if (height !== undefined) return valid((height * boxWidth) / boxHeight, height, 'SVG');
    return valid(boxWidth, boxHeight, 'SVG');
  }
  return { error: 'its <svg> element has neither width and height in pixels nor a viewBox.' };
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): SizeResult {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b) || ascii(bytes, 12, 4) !== 'IHDR') {
    return { error: 'it does not start with a PNG header.' };
  }
  const data = view(bytes);
  return valid(data.getUint32(16), data.getUint32(20), 'PNG');
}

/** Start-of-frame markers hold the size; C4 (Huffman tables), C8 and CC (arithmetic coding) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): SizeResult {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return { error: 'it does not start with a JPEG header.' };
  const data = view(bytes);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return { error: 'its JPEG structure is damaged.' };
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length (standalone) carry no segment.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return valid(data.getUint16(at + 7), data.getUint16(at + 5), 'JPEG');
    if (marker === 0xd9 || marker === 0xda) break;
    at += 2 + data.getUint16(at + 2);
  }
  return { error: 'no JPEG frame header was found near the start of the file.' };
}

function webpSize(bytes: Uint8Array): SizeResult {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') {
    return { error: 'it does not start with a WebP header.' };
  }
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return valid(data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff, 'WebP');
  if (chunk === 'VP8L') {
    const bits = data.getUint32(21, true);
    return valid((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1, 'WebP');
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return valid(width, height, 'WebP');
  }
  return { error: `its WebP data is in an unknown form ('${chunk}').` };
}
