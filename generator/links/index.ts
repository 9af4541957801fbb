/**
 * Resolves every link in the catalogue once everything is loaded: pages, hrefs, fragments, images
 * and the checks that need the whole catalogue (orphans, duplicates, site facts, unused pictures). Pure apart from
 * reading catalogue/images/; every problem points at the exact line that holds it.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, SourceFile } from '../model.ts';
import { aliasTargets, checkAliases } from './aliases.ts';
import { collectLinks, type FoundLink } from './collect.ts';
import { renameNotes, type BrokenLink } from './renames.ts';
import { duplicateTexts } from './duplicates.ts';
import { openKeptInspections } from './kept-inspections.ts';
import { checkImages, listImages, type ImageUse } from './images.ts';
import { buildPageIndex, isRecord, type PageIndex } from './pages.ts';
import { addEdge, EVERY_PAGE, orphanPages, type LinkGraph } from './reach.ts';
import { resolveHref, type Resolution } from './resolve.ts';
import { checkFactsShown, checkSiteFacts } from './site-facts.ts';
import { unusedImages } from './unused-images.ts';

export type { PageIndex, PageInfo, PageKind } from './pages.ts';

export interface LinkCheck {
  diagnostics: Diagnostic[];
  pages: PageIndex;
  linksChecked: number;
}

/** `keep`: what was found in each picture file is kept by its stamp between runs (kept-inspections.ts). */
export function checkLinks(files: readonly SourceFile[], options: { catalogueDir: string; keep?: boolean }): LinkCheck {
  const { pages, diagnostics } = buildPageIndex(files);
  diagnostics.push(...checkAliases(pages));
  const oldAddresses = aliasTargets(pages);
  const graph: LinkGraph = new Map();
  const images: ImageUse[] = [];
  // Many pages share an href (a dead '/contact' can be on every page): resolve each once.
  const resolved = new Map<string, Resolution>();
  /** Brand pages some product names: the links run both ways, so a brand nobody names is reported. */
  const namedBrands = new Set<string>();
  let linksChecked = 0;
  const broken: BrokenLink[] = [];
  let everyRecordRead = true;
  for (const file of files) {
    if (!isRecord(file.data)) {
      everyRecordRead = false;
      continue;
    }
    const from = file.address ?? EVERY_PAGE;
    const found = collectLinks(file.kind, file.data);
    for (const link of found.links) {
      linksChecked += 1;
      const key = `${link.type} ${link.value}`;
      let resolution = resolved.get(key);
      if (!resolution) resolved.set(key, (resolution = withOldAddress(resolveHref(link.value, link.type, pages), link.value, oldAddresses)));
      const { target, problem } = resolution;
      if (target !== undefined) addEdge(graph, from, target);
      if (target !== undefined && link.type === 'brandPage') namedBrands.add(target);
      if (target !== undefined && target === file.address && !link.value.includes('#')) diagnostics.push(selfLink(file, link));
      const draft = target === undefined ? undefined : pages.get(target);
      if (draft?.draft && isPublished(file, pages) && !droppedWithDrafts(file, link)) diagnostics.push(linkToDraft(file, link, draft.file));
      if (!problem) continue;
      const address = link.value.trim().split('#')[0] || '/';
      // A link to an old address has its own hint (the page it leads to now), not a rename's.
      if (problem.code === 'link/unknown-page' && !oldAddresses.has(address)) broken.push({ address });
      const extras = problem.suggestion === undefined ? { hint: problem.hint } : { hint: problem.hint, suggestion: problem.suggestion };
      diagnostics.push(diagnostic(problem.code, problem.args, locate(file, link.path), extras));
    }
    for (const image of found.images) images.push({ file, src: image.src, path: image.path });
    if (file.kind === 'site') diagnostics.push(...checkSiteFacts(file));
  }
  // Before orphanPages adds each listing's cards to the graph: the pages some link names.
  if (broken.length > 0) diagnostics.push(...renameNotes(broken, pages, new Set([...graph.values()].flat())));
  const available = listImages(options.catalogueDir);
  const kept = options.keep ? openKeptInspections(options.catalogueDir) : undefined;
  const imageProblems = checkImages(images, options.catalogueDir, available, kept);
  kept?.save();
  diagnostics.push(...imageProblems, ...orphanPages(pages, graph), ...duplicateTexts(pages), ...checkFactsShown(files), ...pagesUnderDrafts(pages));
  if (everyRecordRead) diagnostics.push(...unnamedBrands(pages, namedBrands));
  // A file that could not be read may show any picture, so none is called unused then.
  if (everyRecordRead) diagnostics.push(...unusedImages(available, images, imageProblems));
  return { diagnostics, pages, linksChecked };
}

/** A link to a page's old address still works through its redirect, but should name the page itself. */
function withOldAddress(resolution: Resolution, href: string, oldAddresses: ReadonlyMap<string, string>): Resolution {
  if (resolution.problem?.code !== 'link/unknown-page') return resolution;
  const [address = '', fragment] = href.trim().split('#');
  const now = oldAddresses.get(address);
  if (now === undefined) return resolution;
  const suggestion = fragment === undefined ? now : `${now}#${fragment}`;
  return { problem: { ...resolution.problem, hint: `'${address}' is an old address of '${now}' (in its 'aliases:'): link to '${suggestion}' instead.`, suggestion } };
}

/** A button or card on a page that leads back to that same page ('#section' links are fine). */
function selfLink(file: SourceFile, link: FoundLink): Diagnostic {
  return diagnostic('link/self', { href: link.value }, locate(file, link.path), {
    hint: "Point it at another page, such as the one a visitor would go to next, or delete it.",
  });
}

/** A file whose links reach visitors of the published site: any but a draft page. */
function isPublished(file: SourceFile, pages: PageIndex): boolean {
  const own = file.address === undefined ? undefined : pages.get(file.address);
  return !(own?.file === file && own.draft);
}

/** Menu and footer entries that lead to a draft are left out of the published site with it (emit/drafts.ts), so they are no error. */
function droppedWithDrafts(file: SourceFile, link: FoundLink): boolean {
  return file.kind === 'layout' && (link.path[0] === 'navigation' || (link.path[0] === 'footer' && link.path[1] === 'quickLinks'));
}

/** A published page whose category listing is a draft: its breadcrumb links to the listing. */
function pagesUnderDrafts(pages: PageIndex): Diagnostic[] {
  return [...pages.values()].flatMap((page) => {
    const listing = pages.get(page.address.slice(0, page.address.lastIndexOf('/')) || '/');
    if (page.draft || !listing?.draft || listing === page || listing.kind !== 'listing') return [];
    return [
      diagnostic('link/under-draft', { address: page.address, draft: listing.file.path }, locate(page.file, ['title'], 'key'), {
        hint: `Publish the category first (delete 'draft: true' from ${listing.file.path}), or add 'draft: true' to ${page.file.path} too.`,
      }),
    ];
  });
}

function linkToDraft(file: SourceFile, link: FoundLink, draft: SourceFile): Diagnostic {
  return diagnostic('link/to-draft', { href: link.value, draft: draft.path }, locate(file, link.path), {
    hint: `Publish the draft first (delete 'draft: true' from ${draft.path}), or take this link out of ${file.path} until it is published.`,
  });
}

function unnamedBrands(pages: PageIndex, named: ReadonlySet<string>): Diagnostic[] {
  return [...pages.values()]
    .filter((page) => page.kind === 'brand' && !named.has(page.address))
    .map((page) =>
      diagnostic('brand/unused', { address: page.address }, locate(page.file, ['title'], 'key'), {
        hint: `Add '${page.address}' to the 'brands:' list of each product page that comes in this make, or delete the brand page if we no longer stock it.`,
      }),
    );
}
