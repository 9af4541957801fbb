/**
 * Emit: plans what the site renders from: layout.ts, manifest.ts, manifest.json,
 * public/_data/<address>.json per page and the content-hashed images under public/images/.
 * Same catalogue in, same bytes out. Writing them (all at once or not at all) is write.ts's job.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataUrlOf, LAYOUT_DATA_URL } from '../../contract/addresses.ts';
import type { LayoutData } from '../../contract/page-data.ts';
import type { LayoutRecord, SiteRecord } from '../../contract/records.generated.ts';
import { collectLinks } from '../links/collect.ts';
import type { PageIndex, PageInfo } from '../links/index.ts';
import { normaliseTel } from '../links/tel.ts';
import type { SourceFile } from '../model.ts';
import { slotOfImagePath } from '../../contract/image-slots.ts';
import { draftAddresses, layoutWithoutDrafts, publishedPages } from './drafts.ts';
import { ImageStore } from './images.ts';
import { linkPreviews } from './link-previews.ts';
import { PageMemo } from './page-memo.ts';
import { layoutModule, manifestModule, manifestOutput, sortedAddresses } from './manifest.ts';
import { buildPage, PageContext } from './pages/index.ts';
import { contentOf, hashOf, hashOfPlanned, writeTreeAtomically, type OutputFile } from './write.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import type { StepSink } from '../progress.ts';

export type { OutputFile };
export { contentOf, hashOf, hashOfPlanned, writeTreeAtomically };

export interface EmitArgs {
  files: SourceFile[];
  pages: PageIndex;
  catalogueDir: string;
  /** Where the files will be written; layout.ts imports the page-data types relative to it. */
  outDir: string;
  /** Include draft pages ('draft: true'), as npm run dev does; the published site leaves them out (drafts.ts). */
  drafts?: boolean;
  /**
   * Link link previews the last run wrote into outDir instead of making them again
   * (link-previews.ts), and build only the pages whose inputs changed since the last run into it
   * (page-memo.ts).
   */
  reuseEarlier?: boolean;
  /** Where the page memo is kept (tests); default node_modules/.cache/catalogue/pages. */
  memoDir?: string;
  /** Told the steps of planning, and where the pictures' and link previews' progress lines go (default stderr). */
  progress?: StepSink;
}

const PAGE_DATA_MODULE = fileURLToPath(new URL('../../contract/page-data.ts', import.meta.url));

function layoutDataOf(files: readonly SourceFile[], drafts: ReadonlySet<string> = new Set()): LayoutData {
  const site = files.find((file) => file.kind === 'site')?.data as SiteRecord | undefined;
  const layout = files.find((file) => file.kind === 'layout')?.data as LayoutRecord | undefined;
  if (!site || !layout) throw new Error('The catalogue needs site.yaml and layout.yaml before the site can be generated.');
  const tel = normaliseTel(site.phone);
  if (!tel.ok) throw new Error(`The phone number '${site.phone}' in site.yaml cannot be dialled: ${tel.reason}.`);
  return { site: { ...site, telHref: `tel:${tel.e164}` }, layout: layoutWithoutDrafts(layout, drafts) };
}

function importPath(fromDir: string, module: string): string {
  const relative = path.relative(fromDir, module).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** layout.ts, which the site imports: the site's facts and the header and footer (without entries leading to `drafts`), as data. */
export function layoutOutput(files: readonly SourceFile[], outDir: string, drafts?: ReadonlySet<string>): OutputFile & { content: string } {
  return { path: 'layout.ts', content: layoutModule(layoutDataOf(files, drafts), importPath(path.resolve(outDir), PAGE_DATA_MODULE)) };
}

/** The same layout as JSON, which the browser fetches while the app's code downloads (not bundled into it). */
export function layoutJsonOutput(files: readonly SourceFile[], drafts?: ReadonlySet<string>): OutputFile & { content: string } {
  return { path: `public${LAYOUT_DATA_URL}`, content: `${JSON.stringify(layoutDataOf(files, drafts))}\n` };
}

/** Pages built between turns given to previews being made (a few milliseconds' work). */
const PAGES_BETWEEN_YIELDS = 250;

/** Every file generate writes, in a stable order; the layout module first. */
export async function planOutputs(args: EmitArgs): Promise<OutputFile[]> {
  const { outputs, previews } = await planOutputsAhead(args);
  return [...outputs, ...(await previews)];
}

/** Planned outputs whose link previews may still be being drawn and encoded. */
export interface PlannedAhead {
  /** Every file but the link previews, in planOutputs' order. */
  outputs: OutputFile[];
  /** The link previews' files, once made: planOutputs puts them last. */
  previews: Promise<OutputFile[]>;
  /** How many of those are being drawn and encoded now (the rest are the last run's, linked as they were). */
  previewsMaking: number;
}

/**
 * planOutputs, returning as soon as every page is built: the previews being made are named
 * before they are drawn, so a build can render the pages while they are drawn and encoded.
 */
export async function planOutputsAhead(args: EmitArgs): Promise<PlannedAhead> {
  const index = args.drafts ? args.pages : publishedPages(args.pages);
  const layout = layoutOutput(args.files, args.outDir, args.drafts ? undefined : draftAddresses(args.pages));
  const { progress } = args;
  const images = new ImageStore(args.catalogueDir, undefined, progress ? { progress: (line) => progress.say(line) } : {});
  const addresses = sortedAddresses(index);
  const pages = addresses.map((address) => index.get(address)!);
  progress?.step(() => "generate: looking over the catalogue's pictures");
  await images.load(
    pages.flatMap((page) =>
      collectLinks(page.kind, page.file.data).images.map((image) => ({ src: image.src, slot: slotOfImagePath(image.path) })),
    ),
  );
  const siteName = layoutDataOf(args.files).site.name;
  const picturesKey = images.stateKey();
  const previews = linkPreviews(pages, images, siteName, args.reuseEarlier ? args.outDir : undefined, picturesKey);

  const context = new PageContext(index, images);
  // Pages whose inputs are as at the last generate into the same folder are not built (page-memo.ts).
  // A link preview is made from the page's record and, beside what every page reads, these.
  const previewsFrom = [siteName, pages.find((page) => page.kind === 'home')?.file.contentKey ?? 'no home page', previews.code];
  const memo = args.reuseEarlier ? new PageMemo(args.outDir, index, context, [picturesKey, args.drafts ? 'drafts' : 'published'], args.memoDir, previewsFrom) : undefined;
  const dataOf = (page: PageInfo): OutputFile => {
    const filePath = `public${dataUrlOf(page.address)}`;
    const preview = previews.previews.get(page.address);
    const make = () => `${JSON.stringify({ ...buildPage(page, context), preview })}\n`;
    return memo ? memo.output(page, filePath, preview, make) : { path: filePath, content: make() };
  };
  // Every page is built while the new previews are drawn and encoded. Their reads and writes
  // need this thread between their steps, so it yields to them now and then.
  await previews.known;
  const pageData: OutputFile[] = [];
  progress?.step(() => `generate: ${grouped(pageData.length)} of ${grouped(pages.length)} pages made`);
  for (const [at, page] of pages.entries()) {
    pageData.push(dataOf(page));
    if (at % PAGES_BETWEEN_YIELDS === 0) progress?.look();
    if (previews.making.size > 0 && at % PAGES_BETWEEN_YIELDS === PAGES_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  memo?.save();
  return {
    outputs: [
      layout,
      layoutJsonOutput(args.files, args.drafts ? undefined : draftAddresses(args.pages)),
      { path: 'manifest.ts', content: manifestModule(index) },
      manifestOutput(index),
      ...pageData,
      ...images.outputs(),
    ],
    previews: previews.files,
    previewsMaking: previews.making.size,
  };
}

/** Plans and writes in one step (tests, benchmarks); the pipeline plans first so a build can start bundling. */
export async function emit(args: EmitArgs): Promise<{ files: number }> {
  const outputs = await planOutputs(args);
  await writeTreeAtomically(args.outDir, outputs);
  return { files: outputs.length };
}
