/**
 * What the dev server serves from the last catalogue that checked without errors, kept in memory:
 * each page's data is built when it is first asked for (by the same builders `catalogue generate`
 * uses, so the bytes are the same), and pictures are read once and served under their hashed
 * names. Only the modules Vite imports reach the disk (layout.ts, manifest.ts and manifest.json),
 * and only when their text changes, so a save rewrites nothing for ten thousand pages and the
 * watcher sees no storm of files.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataUrlOf, LAYOUT_DATA_URL } from '../../contract/addresses.ts';
import type { PageData } from '../../contract/kinds/index.ts';
import { layoutJsonOutput, layoutOutput } from '../emit/index.ts';
import { slotOfImagePath } from '../../contract/image-slots.ts';
import { ImageStore } from '../emit/images.ts';
import { manifestJson, manifestModule } from '../emit/manifest.ts';
import { aliasesOf } from '../links/aliases.ts';
import { bytesOf, type OutputFile } from '../emit/write.ts';
import { buildPage, PageContext } from '../emit/pages/index.ts';
import { collectLinks } from '../links/collect.ts';
import type { PageIndex } from '../links/index.ts';
import type { SourceFile } from '../model.ts';

interface Snapshot {
  pages: PageIndex;
  context: PageContext;
  /** Pictures by hashed URL: their bytes, or the cached file that holds them. */
  images: Map<string, OutputFile>;
  /** Page data already built, by data URL. */
  built: Map<string, string>;
  /** The shared layout, served at LAYOUT_DATA_URL. */
  layoutJson: string;
  /** Each old address (a page's `aliases:`) and the page's address. */
  moved: Map<string, string>;
}

export class LiveSite {
  private snapshot: Snapshot | undefined;
  private images: ImageStore | undefined;
  /** Records whose pictures the current image store has read: an unchanged file is not looked at again. */
  private imagesRead = new WeakSet<SourceFile>();
  /** The text of each module as last written (or found on disk), by name. */
  private readonly modules = new Map<string, string>();

  constructor(
    private readonly catalogueDir: string,
    private readonly outDir: string,
  ) {}

  /** True once a catalogue without errors has been taken in. */
  get ready(): boolean {
    return this.snapshot !== undefined;
  }

  /** A picture under catalogue/images/ changed: read them all afresh at the next update. */
  forgetImages(): void {
    this.images = undefined;
  }

  /**
   * Takes in a catalogue that checked without errors. Returns the modules it rewrote (absolute
   * paths), which Vite must load again. If a picture cannot be read it throws, and the pages
   * served stay as they were.
   */
  async update(files: readonly SourceFile[], pages: PageIndex): Promise<string[]> {
    const images = this.images ?? new ImageStore(this.catalogueDir);
    const seen = this.images ? this.imagesRead : new WeakSet<SourceFile>();
    const unread = [...pages.values()].filter((page) => !seen.has(page.file));
    await images.load(unread.flatMap((page) => collectLinks(page.kind, page.file.data).images.map((image) => ({ src: image.src, slot: slotOfImagePath(image.path) }))));
    const outputs = [layoutOutput(files, this.outDir), { path: 'manifest.ts', content: manifestModule(pages) }, { path: 'manifest.json', content: manifestJson(pages) }];

    for (const page of unread) seen.add(page.file);
    this.images = images;
    this.imagesRead = seen;
    // Copies go to public/images/<hashed name>, served at /images/<hashed name>.
    const byUrl = new Map(images.outputs().map((image): [string, OutputFile] => [image.path.slice('public'.length), image]));
    const moved = new Map(aliasesOf(pages).map(({ alias, page }) => [alias, page.address]));
    const snapshot: Snapshot = { pages, context: new PageContext(pages, images), images: byUrl, built: new Map(), layoutJson: layoutJsonOutput(files).content, moved };
    // Written, and the snapshot served, in one step with nothing awaited, and nothing awaited
    // before the caller has the modules to load again: a page's data never comes before the
    // modules that list it (a page opened in between would load the old manifest and show "not
    // found", and could miss the reload that follows). A few small files: written at once they
    // took about 25 ms at 10,000 products, waiting on the event loop, against 3 ms.
    const written = outputs.filter((output) => this.writeIfChanged(output.path, output.content)).map((output) => path.join(this.outDir, output.path));
    this.snapshot = snapshot;
    return written;
  }

  /** A page's data as /_data/<address>.json serves it (and the layout at its URL), or undefined for no such page. */
  pageJson(dataUrl: string): string | undefined {
    const snapshot = this.snapshot;
    if (dataUrl === LAYOUT_DATA_URL) return snapshot?.layoutJson;
    const address = addressOfDataUrl(dataUrl);
    const page = address === undefined ? undefined : snapshot?.pages.get(address);
    if (!snapshot || !page) return undefined;
    let json = snapshot.built.get(dataUrl);
    if (json === undefined) snapshot.built.set(dataUrl, (json = `${JSON.stringify(buildPage(page, snapshot.context))}\n`));
    return json;
  }

  /** The address of the page that was at `address` before (one of its `aliases:`), if any. */
  movedTo(address: string): string | undefined {
    return this.snapshot?.moved.get(address);
  }

  pageData(address: string): PageData | undefined {
    const json = this.pageJson(dataUrlOf(address));
    return json === undefined ? undefined : (JSON.parse(json) as PageData);
  }

  /** A picture's bytes by its hashed URL ('/images/timber/plywood.1a2b3c4d.svg'); made again if its picture cache entry has gone since. */
  async image(url: string): Promise<Uint8Array | undefined> {
    const image = this.snapshot?.images.get(url);
    if (!image) return undefined;
    const content = await bytesOf(image);
    return typeof content === 'string' ? Buffer.from(content) : content;
  }

  private writeIfChanged(name: string, content: string): boolean {
    const file = path.join(this.outDir, name);
    if (!this.modules.has(name)) this.modules.set(name, textOf(file));
    if (this.modules.get(name) === content) return false;
    mkdirSync(this.outDir, { recursive: true });
    // Written beside and renamed over, so Vite never reads half a module.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, file);
    this.modules.set(name, content);
    return true;
  }
}

/** A file's text; empty when it cannot be read (not written yet). */
function textOf(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** '/_data/index.json' -> '/', '/_data/timber/plywood.json' -> '/timber/plywood'; undefined for anything else. */
export function addressOfDataUrl(url: string): string | undefined {
  const match = /^\/_data(\/.+)\.json$/.exec(url);
  if (!match) return undefined;
  const address = match[1] === '/index' ? '/' : match[1]!;
  return dataUrlOf(address) === url ? address : undefined;
}
