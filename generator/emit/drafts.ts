/**
 * Drafts ('draft: true' on a page) are shown by `npm run dev` and left out of everything the
 * published site is made from: their pages and page data, the manifest (so the sitemap and the
 * prerender), listings, related cards and brand pages (which are made from the pages left), and
 * the menu and footer entries that lead to them. Validate has already made sure no published
 * page links to one (link/to-draft).
 */
import { splitPageHref } from '../../contract/addresses.ts';
import type { LayoutRecord } from '../../contract/records.generated.ts';
import type { PageIndex } from '../links/index.ts';

/** The pages the published site has: every page but the drafts. */
export function publishedPages(pages: PageIndex): PageIndex {
  return new Map([...pages].filter(([, page]) => !page.draft));
}

/** The addresses of draft pages. */
export function draftAddresses(pages: PageIndex): Set<string> {
  return new Set([...pages.values()].filter((page) => page.draft).map((page) => page.address));
}

/** The header menu and footer links without the entries that lead to a draft. */
export function layoutWithoutDrafts(layout: LayoutRecord, drafts: ReadonlySet<string>): LayoutRecord {
  if (drafts.size === 0) return layout;
  const live = (href: string) => !href.startsWith('/') || !drafts.has(splitPageHref(href).address);
  const navigation = layout.navigation
    .filter((entry) => live(entry.href))
    .map((entry) => (entry.items ? { ...entry, items: entry.items.filter((item) => live(item.href)) } : entry));
  return { ...layout, navigation, footer: { ...layout.footer, quickLinks: layout.footer.quickLinks.filter((link) => live(link.href)) } };
}
