/**
 * Turns each page's record into the PageData the site renders: cards and related products filled
 * in from their target pages, breadcrumbs, images with sizes. Runs only on a catalogue that
 * validated without errors, so records have the shape their schema promises.
 */
import type { ContactRecord, DetailRecord, HomeRecord, ListingRecord } from '../records.generated.ts';
import type { PageIndex, PageInfo } from '../links/index.ts';
import type { ImageRef, ImageStore } from './images.ts';
import type { ContactPage, Crumb, DetailPage, HomePage, ListingPage, PageData, ResolvedCard } from './page-data.ts';

type Card = { title: string; description: string; href: string; image: ImageRef };

const HOME: Crumb = { title: 'Home', href: '/' };

function categoryOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/'));
}

/** Title order that does not depend on the machine's locale, so output is the same everywhere. */
function byTitle(a: PageInfo, b: PageInfo): number {
  const left = a.title.toLowerCase();
  const right = b.title.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.address < b.address ? -1 : 1;
}

export class PageResolver {
  private readonly detailsByCategory = new Map<string, PageInfo[]>();

  constructor(
    private readonly pages: PageIndex,
    private readonly images: ImageStore,
  ) {
    for (const page of pages.values()) {
      if (page.kind !== 'detail') continue;
      const category = categoryOf(page.address);
      const list = this.detailsByCategory.get(category);
      if (list) list.push(page);
      else this.detailsByCategory.set(category, [page]);
    }
    for (const list of this.detailsByCategory.values()) list.sort(byTitle);
  }

  resolve(page: PageInfo): PageData {
    switch (page.kind) {
      case 'home':
        return this.home(page);
      case 'contact':
        return this.contact(page);
      case 'listing':
        return this.listing(page);
      case 'detail':
        return this.detail(page);
    }
  }

  private base(page: PageInfo, breadcrumb: Crumb[]): { address: string; title: string; description: string; breadcrumb: Crumb[] } {
    return { address: page.address, title: page.title, description: page.description, breadcrumb };
  }

  private card(card: Card): ResolvedCard {
    return { title: card.title, description: card.description, href: card.href, image: this.images.resolve(card.image) };
  }

  /** A card made from the page it links to; undefined for pages without a picture (home, contact). */
  private cardFor(address: string): ResolvedCard | undefined {
    const target = this.pages.get(address.split('#')[0] || '/');
    const image = (target?.file.data as { image?: ImageRef } | undefined)?.image;
    if (!target || !image) return undefined;
    return { title: target.title, description: target.description, href: address, image: this.images.resolve(image) };
  }

  private home(page: PageInfo): HomePage {
    const record = page.file.data as HomeRecord;
    return {
      kind: 'home',
      ...this.base(page, []),
      record: {
        ...record,
        hero: { ...record.hero, image: this.images.resolve(record.hero.image) },
        products: { ...record.products, cards: record.products.cards.map((card) => this.card(card)) },
        about: { ...record.about, image: this.images.resolve(record.about.image) },
        services: { ...record.services, cards: record.services.cards.map((card) => this.card(card)) },
      },
    };
  }

  private contact(page: PageInfo): ContactPage {
    const listings = [...this.pages.values()].filter((p) => p.kind === 'listing').sort(byTitle);
    const services = this.detailsByCategory.get('/services') ?? [];
    const record = page.file.data as ContactRecord;
    const enquiryOptions = [...new Set([...[...listings, ...services].map((p) => p.title), ...(record.form.extraOptions ?? [])])];
    return {
      kind: 'contact',
      ...this.base(page, [HOME, { title: page.title, href: page.address }]),
      record,
      enquiryOptions,
    };
  }

  private listing(page: PageInfo): ListingPage {
    const { cards = [], ...record } = page.file.data as ListingRecord;
    const own = (this.detailsByCategory.get(page.address) ?? []).map((detail) => this.cardFor(detail.address));
    return {
      kind: 'listing',
      ...this.base(page, [HOME, { title: page.title, href: page.address }]),
      record: { ...record, image: this.images.resolve(record.image) },
      cards: [...own.filter((card) => card !== undefined), ...cards.map((card) => this.card(card))],
    };
  }

  private detail(page: PageInfo): DetailPage {
    const { related, ...record } = page.file.data as DetailRecord;
    const categoryAddress = categoryOf(page.address);
    const category: Crumb = { title: this.pages.get(categoryAddress)?.title || titleFromSlug(categoryAddress), href: categoryAddress };
    return {
      kind: 'detail',
      ...this.base(page, [HOME, category, { title: page.title, href: page.address }]),
      record: { ...record, image: this.images.resolve(record.image) },
      category,
      related: related.map((address) => this.cardFor(address)).filter((card) => card !== undefined),
    };
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
