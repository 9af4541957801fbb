import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment, a DHT (C4, which must be skipped), then SOF2 with the size.
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46,
    0xff, 0xc4, 0x00, 0x03, 0x00,
    0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0, 0, 0, 0, 0, 0, 0, 0,
  ]);
}

function webp(chunk: string, body: number[]): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(text('RIFF'), 0);
  bytes.set(text('WEBP'), 8);
  bytes.set(text(chunk), 12);
  body.forEach((value, index) => (bytes[20 + index] = value));
  return bytes;
}

describe('imageSize', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect/></svg>', 640, 480],
    ["<?xml version='1.0'?>\n<svg width='320px' height='200px' viewBox='0 0 10 10'></svg>", 320, 200],
    ['<svg viewBox="0 0 1200 800"></svg>', 1200, 800],
    ['<svg viewBox="0,0,1200,800" width="600"></svg>', 600, 400],
    ['<svg viewBox="0 0 1200 800" height="400" width="100%"></svg>', 600, 400],
  ])('reads an SVG: %s', (svg, width, height) => {
    expect(imageSize(text(svg), 'a.svg')).toEqual({ width, height });
  });

  it('reads PNG, JPEG and the three kinds of WebP', () => {
    expect(imageSize(png(1600, 900), 'a.png')).toEqual({ width: 1600, height: 900 });
    expect(imageSize(jpeg(1024, 768), 'a.JPG')).toEqual({ width: 1024, height: 768 });
    expect(imageSize(jpeg(300, 200), 'a.jpeg')).toEqual({ width: 300, height: 200 });
    // VP8: frame tag and start code, then 14-bit width and height at bytes 26 and 28.
    expect(imageSize(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'a.webp')).toEqual({ width: 640, height: 480 });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (640 - 1) | ((480 - 1) << 14);
    expect(imageSize(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff]), 'a.webp')).toEqual({ width: 640, height: 480 });
    // VP8X: 24-bit width-1 and height-1 at bytes 24 and 27.
    expect(imageSize(webp('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0]), 'a.webp')).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['<html></html>', 'a.svg', 'no <svg> element'],
    ['<svg width="100%" height="100%"></svg>', 'a.svg', 'neither width and height'],
    ['not a png at all, no', 'a.png', 'PNG header'],
    ['GIF89a', 'a.jpg', 'JPEG header'],
    ['RIFF0000WAVEfmt ', 'a.webp', 'WebP header'],
    ['GIF89a', 'a.gif', "'.gif' is not an image format"],
  ])('explains why %s (%s) has no size', (content, name, reason) => {
    const result = imageSize(text(content), name);
    expect('error' in result && result.error).toContain(reason);
  });

  it('rejects a zero-sized PNG and a truncated JPEG', () => {
    expect(imageSize(png(0, 10), 'a.png')).toHaveProperty('error');
    expect(imageSize(jpeg(10, 10).subarray(0, 12), 'a.jpg')).toHaveProperty('error');
  });
});
