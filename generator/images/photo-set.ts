/**
 * Everything published for one photo: AVIF and WebP at each planned width, the JPEG fallback,
 * and on demand its link preview. Encodes go through the on-disk cache and a queue of two, so
 * a rebuild with unchanged photos encodes nothing and a first build cannot swamp the machine.
 */
import { fingerprint } from '../cache/index.ts';
import { cacheKey, EncodedCache, sha256, type LinkedFile } from './cache.ts';
import { encode as encodeWithSharp, ENCODER_SETTINGS, libvipsVersion, limitSharp, uprightSize, type EncodeJob } from './encode.ts';
import { createQueue } from '../workers/queue.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import { Progress } from '../progress.ts';
import { CardThread } from './card-thread.ts';
import type { OgCardContent } from './og-card.ts';
import { sourceOfBytes, type HashedSource } from './source-hashes.ts';
import { planVariants, scaledHeight, type VariantFormat } from './plan.ts';
import type { SlotName } from '../../contract/image-slots.ts';

export interface EncodedPicture {
  format: VariantFormat;
  width: number;
  height: number;
  /** The encoded file in the picture cache (linked into the output, never read), or its bytes where the cache cannot be written. */
  file: LinkedFile | { content: Uint8Array };
}

export interface PhotoSet {
  /** Short hash of the original and the encoder settings, for cache-for-ever file names. */
  hash: string;
  /** The photo's size as shown (after EXIF orientation). */
  width: number;
  height: number;
  /** AVIF then WebP, each in ascending width. */
  variants: EncodedPicture[];
  fallback: EncodedPicture;
}

/** A file made once and kept in the picture cache, named in the output by a hash of what made it. */
export interface CachedPicture {
  /** Short hash of everything that made the bytes (so a published name is never reused for other bytes). */
  hash: string;
  /** The file in the picture cache, linked into the output unread; its bytes where the cache cannot be written. */
  file: EncodedPicture['file'];
}

/** A cached picture's hash, known before its file is made, and the call that makes the file. */
export interface PlannedPicture {
  hash: string;
  make: () => Promise<CachedPicture['file']>;
}

/** Bumped when the encoding itself changes in a way the settings do not show. */
const PIPELINE_VERSION = 1;

/** Everything besides the original that shapes an encoded file. */
let shapers: { settings: typeof ENCODER_SETTINGS; vips: string; version: number } | undefined;
/** Everything besides the original that shapes an encoded file (its libvips version read without loading sharp where it can be: encode.ts). */
function outputShapers(): NonNullable<typeof shapers> {
  return (shapers ??= { settings: ENCODER_SETTINGS, vips: libvipsVersion(), version: PIPELINE_VERSION });
}

/** What else shapes a drawn card: its code, and the font and the library that outline its words. */
const CARD_SHAPERS = fingerprint({ files: ['./og-card.ts', './font-table.ts', './jpeg-splice.ts', './band-batches.ts'].map((file) => new URL(file, import.meta.url)), packages: ['opentype.js', '@fontsource/roboto-condensed'] });

export interface PhotoProcessorOptions {
  cacheDir: string;
  /** Encodes at once; two suits a small shared build machine. */
  concurrency?: number;
  /** Replaced in tests to count encodes. */
  encode?: typeof encodeWithSharp;
  /** Told how encoding goes while it takes long (default: a line on stderr every few seconds). */
  progress?: (line: string) => void;
  /** Replaced in tests: the clock the progress lines go by. */
  clock?: () => number;
}

/**
 * Cards drawn at once. A card takes a few megabytes, not a photo's hundreds, and much of its time
 * is JavaScript (on the card thread while the CLI runs compiled: card-thread.ts). Their title
 * rows are encoded eight cards' to a JPEG (band-batches.ts), so two batches fill while two
 * encode: 3,000 cards took 2.5 s of the build's thread and 4.9 s of CPU, against 3.1 s and 5.9 s
 * encoded one by one four at a time.
 */
const CARDS_AT_ONCE = 16;

export class PhotoProcessor {
  private readonly cache: EncodedCache;
  private readonly run: ReturnType<typeof createQueue>;
  private readonly drawCards = createQueue(CARDS_AT_ONCE);
  private readonly cards: CardThread;
  private readonly encodeJob: typeof encodeWithSharp;
  private readonly say: (line: string) => void;
  private readonly clock: () => number;
  /** The photos' encodings this cache lacked, for the progress line (cards have their own, link-previews.ts). */
  private readonly encodings: Progress;

  constructor(options: PhotoProcessorOptions) {
    limitSharp();
    this.cache = new EncodedCache(options.cacheDir);
    this.run = createQueue(options.concurrency ?? 2);
    this.encodeJob = options.encode ?? encodeWithSharp;
    this.say = options.progress ?? ((line) => process.stderr.write(`${line}\n`));
    this.clock = options.clock ?? Date.now;
    // Drawn on the process's card thread while the CLI runs compiled (card-thread.ts), else here.
    this.cards = CardThread.shared();
    this.encodings = this.progressLine((done, of) => `pictures: ${grouped(done)} of ${grouped(of)} encodings done (each is kept in the picture cache, so later builds skip it)`);
  }

  /** A progress line of its own, told where and by what clock this processor's lines go. */
  progressLine(describe: (done: number, of: number) => string): Progress {
    return new Progress(this.say, describe, this.clock);
  }

  /** Runs one photo encode the cache did not have, counting it for the progress line. */
  private counted(make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    this.encodings.add();
    return this.run(make).finally(() => this.encodings.finish());
  }

  private encodedFile(source: HashedSource, job: EncodeJob): Promise<EncodedPicture['file']> {
    const key = cacheKey(source.hash, { job, ...outputShapers() });
    return this.cache.fileOrMake(key, () => this.counted(async () => this.encodeJob(await source.bytes(), job)));
  }

  /**
   * Every file published for one photo. The original is read only for an encoding the cache
   * lacks: a rebuild with the photo unchanged reads nothing of it (SourceHashes).
   */
  async photoSet(original: HashedSource | Uint8Array, slots: Iterable<SlotName>): Promise<PhotoSet> {
    const source = original instanceof Uint8Array ? sourceOfBytes(original) : original;
    const { hash } = source;
    const size = await this.cache.getOrMake(cacheKey(hash, { job: 'size', version: PIPELINE_VERSION }), async () =>
      new TextEncoder().encode(JSON.stringify(await uprightSize(await source.bytes()))),
    );
    const upright = JSON.parse(new TextDecoder().decode(size)) as { width: number; height: number };
    const plan = planVariants(upright, slots);
    const make = async (format: VariantFormat, width: number): Promise<EncodedPicture> => ({
      format,
      width,
      height: scaledHeight(upright, width),
      file: await this.encodedFile(source, { kind: 'variant', format, width }),
    });
    const [variants, fallback] = await Promise.all([
      Promise.all((['avif', 'webp'] as const).flatMap((format) => plan.widths.map((width) => make(format, width)))),
      make('jpeg', plan.fallbackWidth),
    ]);
    return { hash: cacheKey(hash, outputShapers()).slice(0, 8), ...upright, variants, fallback };
  }

  /**
   * The photo cropped to 1200 x 630 JPEG. Previews are returned as cached files, never as bytes
   * held until the output is written: 50,000 pages' previews would fill the memory.
   */
  async linkPreview(original: HashedSource | Uint8Array): Promise<CachedPicture> {
    const { hash, make } = this.plannedLinkPreview(original instanceof Uint8Array ? sourceOfBytes(original) : original);
    return { hash, file: await make() };
  }

  /** `linkPreview`'s hash, known at once, and the call that makes its file (for a queue to start when it will). */
  plannedLinkPreview(source: HashedSource): PlannedPicture {
    const key = cacheKey(source.hash, { job: { kind: 'link-preview' }, ...outputShapers() });
    return { hash: key.slice(0, 8), make: () => this.cache.fileOrMake(key, () => this.counted(async () => this.encodeJob(await source.bytes(), { kind: 'link-preview' }))) };
  }

  /** The card for a page shown by an illustration (1200 x 630 JPEG), as a cached file. */
  async ogCard(content: OgCardContent): Promise<CachedPicture> {
    const { hash, make } = this.plannedOgCard(content);
    return { hash, file: await make() };
  }

  /** `ogCard`'s hash, known at once, and the call that draws and encodes it (unless the cache has it). */
  plannedOgCard(content: OgCardContent): PlannedPicture {
    const key = cacheKey(sha256(content.illustration), { job: 'og-card', title: content.title, siteName: content.siteName, card: CARD_SHAPERS, ...outputShapers() });
    return { hash: key.slice(0, 8), make: () => this.cache.fileOrMake(key, () => this.drawCards(() => this.cards.draw(content))) };
  }
}
