/**
 * Which pages no link reaches. Home is where visitors start; the header and footer are on every
 * page, so their links count as links from home; a listing reaches every page in its folder
 * because it shows a card for each.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic } from '../model.ts';
import { LISTED_KINDS } from '../../contract/kinds/index.ts';
import type { PageIndex } from './pages.ts';

/** Links found in site.yaml and layout.yaml: shown on every page, so reached from the start. */
export const EVERY_PAGE = '*';

export type LinkGraph = Map<string, string[]>;

export function addEdge(graph: LinkGraph, from: string, to: string): void {
  const targets = graph.get(from);
  if (targets) targets.push(to);
  else graph.set(from, [to]);
}

function listingOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/')) || '/';
}

export function reachablePages(pages: PageIndex, graph: LinkGraph): Set<string> {
  for (const page of pages.values()) {
    if (LISTED_KINDS.has(page.kind)) addEdge(graph, listingOf(page.address), page.address);
  }
  const reached = new Set<string>(['/', EVERY_PAGE]);
  const queue = ['/', EVERY_PAGE];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const target of graph.get(next) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

export function orphanPages(pages: PageIndex, graph: LinkGraph): Diagnostic[] {
  const reached = reachablePages(pages, graph);
  const orphans: Diagnostic[] = [];
  for (const page of pages.values()) {
    if (reached.has(page.address)) continue;
    const listing = listingOf(page.address);
    orphans.push(
      diagnostic('page/orphan', { address: page.address }, locate(page.file, ['title'], 'key'), {
        hint:
          LISTED_KINDS.has(page.kind) && !pages.has(listing)
            ? `Add the category's listing as '${listing.slice(1)}/index.yaml' (it shows a card for every page in the folder), or link to this page from another page.`
            : 'Link to it from the navigation in layout.yaml, a related product or a card, or delete the file if the page is no longer wanted.',
      }),
    );
  }
  return orphans;
}
