/**
 * A link preview (og:image) for every page, as the main social and messaging apps show it: a
 * 1200 x 630 raster file. A page shown by a photo previews that photo, cropped; a page shown by
 * an illustration gets a card with the illustration, its title and the merchant's name. The
 * contact page, which has no picture of its own, uses the home page's hero.
 *
 * Making ten thousand cards takes seconds even from the picture cache, so each page's preview URL
 * is remembered with what it was made from (the picture's hashed URL, the title and the site's
 * name for a card) and its record's content key (node_modules/.cache/catalogue/previews). When the
 * last generate into the same folder wrote that file, it is linked from there (its name carries a
 * hash of everything that made its bytes), not made again. A preview that is made is kept in the
 * picture cache and linked from there into the output: the bytes of thousands of previews never
 * wait in memory together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, fingerprint, keepNewest, writeAtomically } from '../cache/index.ts';
import { sha256 } from '../images/cache.ts';
import type { CachedPicture } from '../images/photo-set.ts';
import { createQueue } from '../workers/queue.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import { LINK_PREVIEW } from '../../contract/image-slots.ts';
import type { PageInfo } from '../links/pages.ts';
import { isPhoto, type ImageRef, type ImageStore } from './images.ts';
import type { ResolvedImage } from '../../contract/page-data.ts';
import { FolderListings } from './folder-listings.ts';
import type { OutputFile } from './write.ts';

function pictureOf(page: PageInfo | undefined): ImageRef | undefined {
  const data = page?.file.data as { image?: ImageRef; hero?: { image?: ImageRef } } | undefined;
  return data?.image ?? data?.hero?.image;
}

/** '/timber/plywood' -> 'timber/plywood'; the home page is 'home'. */
function nameOf(address: string): string {
  return address === '/' ? 'home' : address.replace(/^\/|\/$/g, '');
}

/** One file per output folder (the project's, each sandbox's), so builds of other catalogues do not crowd it out. */
const memoFileOf = (outDir: string): string => path.join(cacheDir('previews'), `${sha256(path.resolve(outDir)).slice(0, 20)}.json`);
/** Output folders remembered. */
const MEMO_FOLDERS = 16;
/** Raised when what a preview is made from, or how, changes. */
const MEMO_FORMAT = 3;
const PREVIEW_CODE = ['og-card.ts', 'font-table.ts', 'jpeg-splice.ts', 'band-batches.ts', 'photo-set.ts', 'encode.ts'].map((name) => new URL(`../images/${name}`, import.meta.url));

/** Cards asked for at once: twice what are drawn at once (images/photo-set.ts), so none waits on its cache's files. */
const CARDS_QUEUED = 32;

/** What a page's preview was last made from: its record's content key, a hash of all its inputs, and the URL. */
type Remembered = [contentKey: string, madeFrom: string, url: string];

interface Memo {
  format: number;
  /** What every page's preview is made from beside its own record (the code, the merchant's name, the home page, the pictures). */
  shared: string;
  pages: Record<string, Remembered>;
}

function readMemo(outDir: string): Memo | undefined {
  try {
    const saved = JSON.parse(readFileSync(memoFileOf(outDir), 'utf8')) as Memo;
    return saved.format === MEMO_FORMAT && saved.pages ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** A fingerprint of the code that draws and encodes previews. */
function previewCode(): string {
  return fingerprint({ files: PREVIEW_CODE, packages: ['sharp', 'opentype.js', '@fontsource/roboto-condensed'], values: [MEMO_FORMAT] });
}

export interface LinkPreviews {
  /** Each page's preview; a page in `making` has its preview here once `known` has settled. */
  previews: Map<string, ResolvedImage>;
  /**
   * Settles once every page's preview is in `previews`, those being made too: a preview is named
   * by a hash of what it is made from, so its page is known before it is drawn and encoded.
   */
  known: Promise<void>;
  /** The pages whose previews are being made (drawn and encoded): the rest are known at once. */
  making: ReadonlySet<string>;
  /** Every preview file, once those being made are made. */
  files: Promise<OutputFile[]>;
  /** A fingerprint of the code that draws and encodes previews (empty without `outDir`). */
  code: string;
}

/**
 * Links or starts making every page's preview, and returns as soon as it knows which are made:
 * the caller can build the other pages at once, and every page once `known` has settled, while
 * the new previews are drawn and encoded.
 *
 * @param outDir The folder generate writes into: a preview the last generate there wrote is
 *   linked from it. Without one every preview is made.
 * @param picturesKey The pictures' state (ImageStore.stateKey), when the caller has it.
 */
export function linkPreviews(pages: readonly PageInfo[], images: ImageStore, siteName: string, outDir?: string, picturesKey?: string): LinkPreviews {
  const home = pages.find((page) => page.kind === 'home');
  const files = new Map<string, OutputFile>();
  const previews = new Map<string, ResolvedImage>();
  const memo = outDir ? readMemo(outDir) : undefined;
  const earlier = memo?.pages ?? {};
  const learnt: Record<string, Remembered> = {};
  // The code that draws and encodes previews, so a new design is never served from the memo.
  const code = outDir ? previewCode() : '';
  // While these are as they were, a page whose record is unchanged has the preview it had.
  const shared = sha256(JSON.stringify([code, siteName, home?.file.contentKey ?? null, picturesKey ?? images.stateKey()]));
  const sameShared = memo?.shared === shared;
  const publicDir = outDir ? path.join(outDir, 'public') : '';
  /** The preview's picture and words (its alt text); undefined for a page with none. */
  const pictureAndAlt = (page: PageInfo) => {
    const picture = pictureOf(page) ?? pictureOf(home);
    if (!picture) return undefined;
    const photo = isPhoto(picture.src);
    return { picture, photo, alt: photo ? picture.alt : `${page.title} at ${siteName}. ${picture.alt}` };
  };
  /** What a page's preview is made from; undefined for a page with none. */
  const inputsOf = (page: PageInfo) => {
    const shown = pictureAndAlt(page);
    // A photo's bytes are read only if its preview has to be made.
    const source = shown && images.source(shown.picture.src);
    if (!shown || !source) return undefined;
    // The picture's published URL carries a hash of its bytes.
    const published = images.resolve(shown.picture).src;
    const madeFrom = sha256(JSON.stringify(shown.photo ? [code, published] : [code, published, page.address, page.title, siteName])).slice(0, 32);
    return { ...shown, source, madeFrom };
  };
  // Each folder of previews is listed once: ten thousand previews looked for one by one took 70 ms.
  const earlierFiles = new FolderListings();
  /** Links the preview the last generate wrote at `url`, when it is still there. */
  const linked = (page: PageInfo, url: string, alt: string, remembered: Remembered): boolean => {
    const earlierFile = `${publicDir}${url}`;
    if (!outDir || !earlierFiles.has(earlierFile)) return false;
    files.set(url, { path: `public${url}`, linkFrom: earlierFile });
    previews.set(page.address, { src: url, alt, ...LINK_PREVIEW });
    learnt[page.address] = remembered;
    return true;
  };
  /**
   * What the page's preview must be made from; undefined when it has none, or when the preview the
   * last generate wrote for it is still there (it is then linked as it is). A page whose record,
   * and what every preview shares, are as they were is not even hashed: at 10,000 pages the
   * hashing took some 20-30 ms of every build.
   */
  const toMake = (page: PageInfo): ReturnType<typeof inputsOf> => {
    const before = earlier[page.address];
    const contentKey = page.file.contentKey;
    if (before && sameShared && contentKey !== undefined && before[0] === contentKey) {
      const shown = pictureAndAlt(page);
      if (shown && linked(page, before[2], shown.alt, before)) return undefined;
    }
    const inputs = inputsOf(page);
    if (inputs && before?.[1] === inputs.madeFrom && linked(page, before[2], inputs.alt, [contentKey ?? '', inputs.madeFrom, before[2]])) return undefined;
    return inputs;
  };
  /**
   * Names the page's preview at once (its hash is of what it is made from, not of its bytes) and
   * gives the call that makes its file, for a queue to start when it will.
   */
  const named = async (page: PageInfo, inputs: NonNullable<ReturnType<typeof inputsOf>>): Promise<{ url: string; make: () => Promise<CachedPicture['file']> }> => {
    const { picture, source, photo, alt, madeFrom } = inputs;
    const planned = photo ? images.photos.plannedLinkPreview(source) : images.photos.plannedOgCard({ illustration: await source.bytes(), title: page.title, siteName });
    const stem = photo ? picture.src.slice(0, picture.src.lastIndexOf('.')) : `previews/${nameOf(page.address)}`;
    const url = `/images/${stem}.${planned.hash}.preview.jpg`;
    previews.set(page.address, { src: url, alt, ...LINK_PREVIEW });
    learnt[page.address] = [page.file.contentKey ?? '', madeFrom, url];
    return { url, make: planned.make };
  };
  // Those made before are linked at once; the rest a few pages at a time, so no more than a few
  // photos' originals are in memory at once. Cards are drawn from small illustrations, and more
  // at once, so that their title rows are encoded several to a JPEG (images/band-batches.ts).
  const queuedPhotos = createQueue(4);
  const queuedCards = createQueue(CARDS_QUEUED);
  const naming: Promise<unknown>[] = [];
  const making: Promise<void>[] = [];
  const made = new Set<string>();
  // While making them takes long (a large catalogue's first build draws thousands of cards), a
  // line now and then says how many of all are made.
  const progress = images.photos.progressLine((done, of) => `link previews: ${grouped(done)} of ${grouped(of)} made (each is kept in the picture cache, so later builds skip it)`);
  for (const page of pages) {
    const inputs = toMake(page);
    if (!inputs) continue;
    made.add(page.address);
    progress.add();
    const name = named(page, inputs);
    naming.push(name);
    const queued = inputs.photo ? queuedPhotos : queuedCards;
    // Linked from the picture cache when written, so no preview's bytes wait in memory.
    making.push(
      name.then(({ url, make }) =>
        queued(async () => {
          files.set(url, { path: `public${url}`, ...(await make()) });
          progress.finish();
        }),
      ),
    );
  }
  const known = Promise.all(naming).then(() => undefined);
  const done = Promise.all(making).then(() => {
    // What this catalogue's pages were made from (what pages no longer use is dropped).
    if (outDir && (!sameShared || !sameRemembered(earlier, learnt))) {
      writeAtomically(memoFileOf(outDir), JSON.stringify({ format: MEMO_FORMAT, shared, pages: learnt } satisfies Memo));
      keepNewest(cacheDir('previews'), MEMO_FOLDERS);
    }
    return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  });
  // The caller awaits `known` and `files`; should it fail first (a page that cannot be built), a
  // preview that fails afterwards must not end the process as an unhandled rejection.
  known.catch(() => undefined);
  done.catch(() => undefined);
  return { previews, known, making: made, files: done, code };
}

function sameRemembered(a: Record<string, Remembered>, b: Record<string, Remembered>): boolean {
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]!];
    return x !== undefined && x[0] === y[0] && x[1] === y[1] && x[2] === y[2];
  });
}
