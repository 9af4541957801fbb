/**
 * Emit: writes what the site renders from, all at once or not at all (see write.ts):
 * layout.ts, manifest.ts, manifest.json, public/_data/<address>.json per page and the
 * content-hashed images under public/images/. Same catalogue in, same bytes out.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectLinks } from '../links/collect.ts';
import type { PageIndex } from '../links/index.ts';
import { normaliseTel } from '../links/tel.ts';
import type { SourceFile } from '../model.ts';
import type { LayoutRecord, SiteRecord } from '../records.generated.ts';
import { slotOfImagePath } from '../images/slots.ts';
import { ImageStore } from './images.ts';
import { linkPreviews } from './link-previews.ts';
import { dataUrlOf, layoutModule, manifestJson, manifestModule, sortedAddresses } from './manifest.ts';
import type { LayoutData } from './page-data.ts';
import { PageResolver } from './page-records.ts';
import { writeTreeAtomically, type OutputFile } from './write.ts';

export type { OutputFile };

export interface EmitArgs {
  files: SourceFile[];
  pages: PageIndex;
  catalogueDir: string;
  outDir: string;
}

const PAGE_DATA_MODULE = fileURLToPath(new URL('./page-data.ts', import.meta.url));

function layoutDataOf(files: readonly SourceFile[]): LayoutData {
  const site = files.find((file) => file.kind === 'site')?.data as SiteRecord | undefined;
  const layout = files.find((file) => file.kind === 'layout')?.data as LayoutRecord | undefined;
  if (!site || !layout) throw new Error('The catalogue needs site.yaml and layout.yaml before the site can be generated.');
  const tel = normaliseTel(site.phone);
  if (!tel.ok) throw new Error(`The phone number '${site.phone}' in site.yaml cannot be dialled: ${tel.reason}.`);
  return { site: { ...site, telHref: `tel:${tel.e164}` }, layout };
}

function importPath(fromDir: string, module: string): string {
  const relative = path.relative(fromDir, module).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

export interface EmitHooks {
  /**
   * Called with every file emit is about to write, before writing starts: a build can begin
   * bundling from layout.ts while ten thousand page files are still going to disk.
   */
  onPlanned?: (files: readonly OutputFile[]) => void;
}

export async function emit(args: EmitArgs, hooks: EmitHooks = {}): Promise<{ files: number }> {
  const outDir = path.resolve(args.outDir);
  const layoutData = layoutDataOf(args.files);
  const images = new ImageStore(args.catalogueDir);
  const addresses = sortedAddresses(args.pages);
  const pages = addresses.map((address) => args.pages.get(address)!);
  await images.load(
    pages.flatMap((page) =>
      collectLinks(page.kind, page.file.data).images.map((image) => ({ src: image.src, slot: slotOfImagePath(image.path) })),
    ),
  );
  const previews = await linkPreviews(pages, images, layoutData.site.name);

  const resolver = new PageResolver(args.pages, images);
  const outputs: OutputFile[] = [
    { path: 'layout.ts', content: layoutModule(layoutData, importPath(outDir, PAGE_DATA_MODULE)) },
    { path: 'manifest.ts', content: manifestModule(args.pages) },
    { path: 'manifest.json', content: manifestJson(args.pages) },
    ...pages.map((page) => ({
      path: `public${dataUrlOf(page.address)}`,
      content: `${JSON.stringify({ ...resolver.resolve(page), preview: previews.previews.get(page.address) })}\n`,
    })),
    ...images.outputs(),
    ...previews.files,
  ];
  hooks.onPlanned?.(outputs);
  await writeTreeAtomically(outDir, outputs);
  return { files: outputs.length };
}
