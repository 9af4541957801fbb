import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encode, libvipsVersion, uprightSize } from './encode.ts';
import { CAMERA_MODEL, CAMERA_SERIAL, makePhoto } from './test-photos.ts';

function containsText(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));
}

describe('encode', () => {
  it('turns a portrait stored on its side (EXIF orientation 6) upright', async () => {
    const portrait = await makePhoto({ width: 600, height: 400, orientation: 6 });
    expect((await sharp(portrait).metadata()).orientation).toBe(6);
    expect(await uprightSize(portrait)).toEqual({ width: 400, height: 600 });
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const out = await sharp(await encode(portrait, { kind: 'variant', format, width: 200 })).metadata();
      expect([out.width, out.height, out.orientation ?? 1]).toEqual([200, 300, 1]);
    }
  });

  it('publishes no GPS position, camera serial or other metadata in any output', async () => {
    const photo = await makePhoto({ width: 800, height: 600, gps: true });
    const source = await sharp(photo).metadata();
    expect(source.exif).toBeDefined();
    expect(containsText(photo, CAMERA_SERIAL)).toBe(true);
    const outputs = await Promise.all([
      encode(photo, { kind: 'variant', format: 'avif', width: 320 }),
      encode(photo, { kind: 'variant', format: 'webp', width: 320 }),
      encode(photo, { kind: 'variant', format: 'jpeg', width: 320 }),
      encode(photo, { kind: 'link-preview' }),
    ]);
    for (const output of outputs) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(containsText(output, CAMERA_SERIAL)).toBe(false);
      expect(containsText(output, CAMERA_MODEL)).toBe(false);
      // A name XMP would carry GPS under: 'GPS' alone turns up by chance in about one run in fifty,
      // in the bytes of the encoded noise.
      expect(containsText(output, 'GPSLatitude')).toBe(false);
    }
  });

  it('writes each format it is asked for, never wider than the original', async () => {
    const photo = await makePhoto({ width: 500, height: 400, format: 'png' });
    const formats = await Promise.all(
      (['avif', 'webp', 'jpeg'] as const).map(async (format) => (await sharp(await encode(photo, { kind: 'variant', format, width: 900 })).metadata()).format),
    );
    expect(formats).toEqual(['heif', 'webp', 'jpeg']);
    expect((await sharp(await encode(photo, { kind: 'variant', format: 'webp', width: 900 })).metadata()).width).toBe(500);
  });

  it('crops a link preview to exactly 1200 x 630 JPEG', async () => {
    const portrait = await makePhoto({ width: 900, height: 1200 });
    const metadata = await sharp(await encode(portrait, { kind: 'link-preview' })).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('refuses an original over the pixel limit instead of decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#777777' } }).jpeg().toBuffer();
    await expect(encode(huge, { kind: 'variant', format: 'webp', width: 320 })).rejects.toThrow(/pixel limit/i);
  });
});

describe("the libvips version in every picture's cache key", () => {
  it('is the one sharp reports, read without loading sharp', () => {
    // In a process of its own, so that sharp is not loaded already (this file imports it).
    const script = `
      import { createRequire } from 'node:module';
      const { libvipsVersion } = await import(${JSON.stringify(new URL('./encode.ts', import.meta.url).pathname)});
      const version = libvipsVersion();
      const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\/]sharp[\\/]dist[\\/]/.test(file));
      console.log(JSON.stringify({ version, loaded }));`;
    const child = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { version: string; loaded: boolean };
    expect(child).toEqual({ version: sharp.versions.vips, loaded: false });
    // Once sharp is loaded (here), it is asked.
    expect(libvipsVersion()).toBe(sharp.versions.vips);
  });
});
