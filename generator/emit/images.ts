/**
 * Images as the site serves them: copied to public/images/ under a content-hashed name (so they
 * can be cached for ever) with their intrinsic size read from the file. Each distinct file is
 * read and hashed once, however many pages show it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedImage } from '../../contract/page-data.ts';
import { imageSize } from '../load/image-size.ts';

export interface ImageRef {
  src: string;
  alt: string;
}

interface StoredImage {
  url: string;
  /** Where the copy goes, relative to the output directory. */
  outPath: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export class ImageStore {
  private readonly stored = new Map<string, StoredImage>();

  constructor(private readonly catalogueDir: string) {}

  /** Reads every image first, so that resolving records afterwards is synchronous. */
  async load(sources: Iterable<string>): Promise<void> {
    const pending = [...new Set(sources)].filter((src) => !this.stored.has(src));
    await Promise.all(pending.map(async (src) => this.stored.set(src, await this.read(src))));
  }

  private async read(src: string): Promise<StoredImage> {
    const bytes = await readFile(path.join(this.catalogueDir, 'images', src));
    const size = imageSize(bytes, src);
    if ('error' in size) throw new Error(`The image '${src}' could not be read as a picture: ${size.error}`);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const dot = src.lastIndexOf('.');
    const hashed = `${src.slice(0, dot)}.${hash}${src.slice(dot)}`;
    return { url: `/images/${hashed}`, outPath: `public/images/${hashed}`, bytes, ...size };
  }

  resolve(image: ImageRef): ResolvedImage {
    const stored = this.stored.get(image.src);
    if (!stored) throw new Error(`The image '${image.src}' was not loaded before it was used.`);
    return { src: stored.url, alt: image.alt, width: stored.width, height: stored.height };
  }

  /** The copies to write, in a stable order. */
  outputs(): { path: string; content: Uint8Array }[] {
    return [...this.stored.values()]
      .sort((a, b) => (a.outPath < b.outPath ? -1 : 1))
      .map((image) => ({ path: image.outPath, content: image.bytes }));
  }
}
