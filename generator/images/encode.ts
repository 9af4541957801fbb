/**
 * Photos encoded with sharp: turned upright from the camera's EXIF orientation, resized, and
 * written with no metadata at all (sharp keeps none unless asked, so GPS position, camera
 * serial and dates never reach the site). A small queue bounds how many encode at once, and
 * libvips' own cache is kept small, so a catalogue of large photos cannot exhaust memory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import type { VariantFormat } from './plan.ts';
import { LINK_PREVIEW } from '../../contract/image-slots.ts';

/** The largest original processed: about a 50-megapixel camera. Larger is refused, not decoded. */
export const MAX_SOURCE_PIXELS = 50_000_000;
/** The largest original file read, in bytes (40 MB). */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** Quality settings; part of every cache key, so changing one re-encodes everything. */
export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
} as const;

export type EncodeJob =
  | { kind: 'variant'; format: VariantFormat; width: number }
  /** A link preview: the photo cropped to 1200 x 630 around its most detailed part. */
  | { kind: 'link-preview' };

export const FILE_EXTENSIONS: Readonly<Record<VariantFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

let loaded: typeof SharpModule | undefined;
let limited = false;

/**
 * sharp, loaded on first use: its native library takes about a tenth of a second to load, and a
 * rebuild whose pictures are all in the picture cache never needs it.
 */
export function sharpLibrary(): typeof SharpModule {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as typeof SharpModule;
    if (limited) applyLimits(loaded);
  }
  return loaded;
}

/**
 * The version of the libvips sharp encodes with (`sharp.versions.vips`), part of every picture's
 * cache key. Read from the prebuilt libvips package sharp loads (its versions.json) when sharp would
 * load that one: no build of sharp's own beside it (which would use the machine's libvips) and one
 * such package for this platform. So a build whose pictures are all cached never loads sharp, about
 * a tenth of a second of the build's thread. Otherwise sharp is loaded and asked.
 */
export function libvipsVersion(): string {
  return prebuiltLibvipsVersion() ?? sharpLibrary().versions.vips;
}

function prebuiltLibvipsVersion(): string | undefined {
  if (loaded) return undefined;
  try {
    // sharp's entry is dist/index.cjs; its package folder is the one above (else sharp is asked).
    const sharpFolder = path.dirname(path.dirname(createRequire(import.meta.url).resolve('sharp')));
    const manifest = path.join(sharpFolder, 'package.json');
    if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name !== 'sharp') return undefined;
    const sharpRequire = createRequire(manifest);
    // A build of sharp against the machine's libvips is loaded before any prebuilt one.
    if (existsSync(path.join(sharpFolder, 'src', 'build', 'Release'))) return undefined;
    // Linux has a package for glibc and one for musl; sharp picks by the C library, so both present is left to sharp.
    const platforms = process.platform === 'linux' ? [`linux-${process.arch}`, `linuxmusl-${process.arch}`] : [`${process.platform}-${process.arch}`];
    const found = platforms.flatMap((platform) => {
      try {
        return [sharpRequire.resolve(`@img/sharp-libvips-${platform}/versions`)];
      } catch {
        return [];
      }
    });
    if (found.length !== 1) return undefined;
    const { vips } = JSON.parse(readFileSync(found[0]!, 'utf8')) as { vips?: unknown };
    return typeof vips === 'string' ? vips : undefined;
  } catch {
    return undefined;
  }
}

function open(source: Uint8Array): Sharp {
  const sharp = sharpLibrary();
  return sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'truncated', autoOrient: true });
}

/** The width and height as shown, after the EXIF orientation is applied. */
export async function uprightSize(source: Uint8Array): Promise<{ width: number; height: number }> {
  const metadata = await sharpLibrary()(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

export async function encode(source: Uint8Array, job: EncodeJob): Promise<Buffer> {
  if (job.kind === 'link-preview') {
    return open(source)
      .resize({ ...LINK_PREVIEW, fit: 'cover', position: sharpLibrary().strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg(ENCODER_SETTINGS.jpeg)
      .toBuffer();
  }
  const resized = open(source).resize({ width: job.width, withoutEnlargement: true });
  if (job.format === 'avif') return resized.avif(ENCODER_SETTINGS.avif).toBuffer();
  if (job.format === 'webp') return resized.webp(ENCODER_SETTINGS.webp).toBuffer();
  return resized.flatten({ background: '#ffffff' }).jpeg(ENCODER_SETTINGS.jpeg).toBuffer();
}

/** One libvips thread per encode and two encodes at a time: the build shares the machine. */
export function limitSharp(): void {
  limited = true;
  if (loaded) applyLimits(loaded);
}

function applyLimits(sharp: typeof SharpModule): void {
  sharp.concurrency(1);
  sharp.cache({ memory: 64, files: 0, items: 32 });
}
