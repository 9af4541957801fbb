/**
 * What every kind's page builder may ask about the rest of the catalogue: other pages as cards,
 * the pages a listing shows, breadcrumbs and images with their sizes. Runs only on a catalogue
 * that validated without errors, so records have the shape their schema promises.
 */
import { splitPageHref } from '../../../contract/addresses.ts';
import { LISTED_KINDS, type PageKind } from '../../../contract/kinds/index.ts';
import type { Crumb, PageBase, ResolvedCard, ResolvedImage } from '../../../contract/page-data.ts';
import type { SearchRecord } from '../../../contract/records.generated.ts';
import type { PageIndex, PageInfo } from '../../links/index.ts';
import type { ImageRef, ImageStore } from '../images.ts';

export type Card = { title: string; description: string; href: string; image: ImageRef };

/** What a card that points at a service page says, wherever it is shown. */
export const SERVICE_LINK_LABEL = 'Find out more';

export const HOME: Crumb = { title: 'Home', href: '/' };

/** '/timber/plywood' -> '/timber'. */
export function parentOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/')) || '/';
}

/** Title order that does not depend on the machine's locale, so output is the same everywhere. */
export function byTitle(a: PageInfo, b: PageInfo): number {
  const left = a.title.toLowerCase();
  const right = b.title.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.address < b.address ? -1 : 1;
}

/**
 * What a page builder read of the catalogue beyond its own page, as tokens (emit/page-memo.ts
 * gives each its value): 'page:<address>' one page's record, 'kind:<kind>' every page of a
 * kind, 'under:<address>' the pages a listing shows. The pages there are, the search page's
 * synonyms and the pictures are read by every page, and are not noted.
 */
export type Read = `page:${string}` | `kind:${string}` | `under:${string}`;

export class PageContext {
  private readonly listedByParent = new Map<string, PageInfo[]>();
  /** search.yaml's 'synonyms:', by the address of the page they find. */
  private readonly searchTerms = new Map<string, string[]>();
  /** What the builder running under `tracked` has read so far. */
  private reads: Set<Read> | undefined;

  constructor(
    private readonly pages: PageIndex,
    private readonly images: ImageStore,
  ) {
    for (const page of pages.values()) {
      if (!LISTED_KINDS.has(page.kind)) continue;
      const parent = parentOf(page.address);
      const list = this.listedByParent.get(parent);
      if (list) list.push(page);
      else this.listedByParent.set(parent, [page]);
    }
    for (const list of this.listedByParent.values()) list.sort(byTitle);
    for (const page of pages.values()) {
      if (page.kind !== 'search') continue;
      for (const { page: address, words } of (page.file.data as SearchRecord).synonyms ?? []) {
        const target = address.split('#')[0] ?? address;
        this.searchTerms.set(target, [...new Set([...(this.searchTerms.get(target) ?? []), ...words])]);
      }
    }
  }

  /** Runs `build`, noting what it reads through this context. */
  tracked<T>(build: () => T): { value: T; reads: Read[] } {
    const outer = this.reads;
    this.reads = new Set();
    try {
      const value = build();
      return { value, reads: [...this.reads] };
    } finally {
      this.reads = outer;
    }
  }

  /** The page at `address`, if there is one. */
  pageAt(address: string): PageInfo | undefined {
    this.reads?.add(`page:${address}`);
    return this.pages.get(address);
  }

  /** The fields every page has (emit adds its link preview). */
  base(page: PageInfo, breadcrumb: Crumb[]): PageBase {
    const searchTerms = this.searchTerms.get(page.address);
    return {
      address: page.address,
      title: page.title,
      description: page.description,
      breadcrumb,
      ...(page.draft ? { draft: true as const } : {}),
      ...(searchTerms ? { searchTerms } : {}),
    };
  }

  image(image: ImageRef): ResolvedImage {
    return this.images.resolve(image);
  }

  card(card: Card): ResolvedCard {
    return { title: card.title, description: card.description, href: card.href, image: this.image(card.image) };
  }

  /** A card made from the page it links to; undefined for pages without a picture (home, contact). */
  cardFor(address: string): ResolvedCard | undefined {
    const target = this.pageAt(splitPageHref(address).address);
    const image = (target?.file.data as { image?: ImageRef } | undefined)?.image;
    if (!target || !image) return undefined;
    const card = { title: target.title, description: target.description, href: address, image: this.image(image) };
    // A service is something we do, not a range to browse: its cards say so.
    return target.kind === 'service' ? { ...card, linkLabel: SERVICE_LINK_LABEL } : card;
  }

  /** Pages a listing at `address` shows without being told, sorted by title. */
  listedUnder(address: string): PageInfo[] {
    this.reads?.add(`under:${address}`);
    return this.listedByParent.get(address) ?? [];
  }

  /** Pages of one kind, sorted by title. */
  pagesOfKind(kind: PageKind): PageInfo[] {
    this.reads?.add(`kind:${kind}`);
    return [...this.pages.values()].filter((page) => page.kind === kind).sort(byTitle);
  }

  /** The crumb of a page's category: its listing's title, or one made from the folder's name. */
  categoryOf(address: string): Crumb {
    const category = parentOf(address);
    return { title: this.pageAt(category)?.title || titleFromSlug(category), href: category };
  }
}

/** A readable category name when the folder has no listing: '/building-material' -> 'Building Material'. */
function titleFromSlug(address: string): string {
  return address
    .slice(1)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Turns one page's records into the data its renderer needs. */
export type PageBuilder<K extends PageKind> = (page: PageInfo, context: PageContext) => import('../../../contract/kinds/index.ts').PageDataOf<K>;
