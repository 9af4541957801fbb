/**
 * Images as the site serves them, under content-hashed names (so they can be cached for ever)
 * with their intrinsic size. Drawings (SVG) are copied as they are. Photos (JPEG, PNG, WebP)
 * are never published as given: generator/images/ turns each into AVIF and WebP at the widths
 * its slots need plus one JPEG, upright and without metadata, through an on-disk cache, from
 * which each encoded file is linked into the output unread. Each distinct file is processed once,
 * however many pages show it, and a photo unchanged since the last build is not read at all.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedImage } from '../../contract/page-data.ts';
import { defaultCacheDir, sha256 } from '../images/cache.ts';
import { SourceHashes, sourceOfBytes, type HashedSource } from '../images/source-hashes.ts';
import type { OutputFile } from './write.ts';
import { FILE_EXTENSIONS } from '../images/encode.ts';
import { createQueue } from '../workers/queue.ts';
import { isPhoto } from '../images/inspect.ts';
import { PhotoProcessor, type PhotoProcessorOptions } from '../images/photo-set.ts';
import type { SlotName } from '../../contract/image-slots.ts';
import { imageSize } from '../load/image-size.ts';

export interface ImageRef {
  src: string;
  alt: string;
}

/** One use of a picture: where it is shown decides the widths published. */
export interface ImageUse {
  src: string;
  slot: SlotName;
}

interface StoredImage {
  url: string;
  width: number;
  height: number;
  /** Photos only: the AVIF and WebP files, named `${stem}.${width}.avif` and `.webp`. */
  variants?: { stem: string; widths: number[] };
  /** What to write, relative to the output directory. */
  files: OutputFile[];
  /** The original: a drawing's bytes, or a photo's hash and bytes on demand. */
  source: HashedSource;
}


export { isPhoto };

/** Originals read at once: a few large photos in memory at a time, not the whole folder. */
const READS_AT_ONCE = 4;

export class ImageStore {
  private readonly stored = new Map<string, StoredImage>();
  private readonly reading = createQueue(READS_AT_ONCE);
  readonly photos: PhotoProcessor;
  private readonly hashes: SourceHashes;

  /** @param photoOptions How its pictures are processed besides where they are cached (tests: where progress lines go, and by what clock). */
  constructor(
    private readonly catalogueDir: string,
    cacheDir = defaultCacheDir(),
    photoOptions: Omit<PhotoProcessorOptions, 'cacheDir'> = {},
  ) {
    this.photos = new PhotoProcessor({ ...photoOptions, cacheDir });
    this.hashes = new SourceHashes(path.join(cacheDir, 'sources.json'));
  }

  /** Reads and processes every image first, so that resolving records afterwards is synchronous. A bare src is shown as a page figure. */
  async load(uses: Iterable<string | ImageUse>): Promise<void> {
    const slots = new Map<string, Set<SlotName>>();
    for (const use of uses) {
      const { src, slot } = typeof use === 'string' ? { src: use, slot: 'figure' as const } : use;
      if (this.stored.has(src)) continue;
      slots.set(src, (slots.get(src) ?? new Set()).add(slot));
    }
    await Promise.all([...slots].map(async ([src, shownIn]) => this.stored.set(src, await this.reading(() => this.read(src, shownIn)))));
    this.hashes.save();
  }

  private async read(src: string, slots: Set<SlotName>): Promise<StoredImage> {
    const dot = src.lastIndexOf('.');
    if (!isPhoto(src)) {
      const bytes = await readFile(this.pathOf(src));
      const size = imageSize(bytes, src);
      if ('error' in size) throw new Error(`The image '${src}' could not be read as a picture: ${size.error}`);
      const hashed = `${src.slice(0, dot)}.${sha256(bytes).slice(0, 8)}${src.slice(dot)}`;
      return { url: `/images/${hashed}`, ...size, files: [{ path: `public/images/${hashed}`, content: bytes }], source: sourceOfBytes(bytes) };
    }
    const source = await this.hashes.of(this.pathOf(src));
    const set = await this.photos.photoSet(source, slots);
    const stem = `/images/${src.slice(0, dot)}.${set.hash}`;
    const files = [...set.variants, set.fallback].map((picture) => ({
      path: `public${stem}.${picture.width}.${FILE_EXTENSIONS[picture.format]}`,
      ...picture.file,
    }));
    const widths = set.variants.filter((picture) => picture.format === 'avif').map((picture) => picture.width);
    const { fallback } = set;
    return { url: `${stem}.${fallback.width}.jpg`, width: fallback.width, height: fallback.height, variants: { stem, widths }, files, source };
  }

  resolve(image: ImageRef): ResolvedImage {
    const stored = this.stored.get(image.src);
    if (!stored) throw new Error(`The image '${image.src}' was not loaded before it was used.`);
    const resolved: ResolvedImage = { src: stored.url, alt: image.alt, width: stored.width, height: stored.height };
    return stored.variants ? { ...resolved, variants: stored.variants } : resolved;
  }

  private pathOf(src: string): string {
    return path.join(this.catalogueDir, 'images', src);
  }

  /** The original of a loaded image, for link previews: its hash, and its bytes when asked (a photo's are read then). */
  source(src: string): HashedSource | undefined {
    return this.stored.get(src)?.source;
  }

  /** Every loaded picture's published URL and size, hashed: what `resolve` gives for any of them. */
  stateKey(): string {
    const state = [...this.stored].sort(([a], [b]) => (a < b ? -1 : 1)).map(([src, image]) => [src, image.url, image.width, image.height, image.variants ?? null]);
    return sha256(JSON.stringify(state));
  }

  /** The files to write, in a stable order. */
  outputs(): OutputFile[] {
    return [...this.stored.values()].flatMap((image) => image.files).sort((a, b) => (a.path < b.path ? -1 : 1));
  }
}
