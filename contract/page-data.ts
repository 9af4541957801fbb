/**
 * What the generator hands the site for every page: its records, already resolved (cards filled
 * in from their target pages, images with their sizes). The site renders from these alone. Each
 * kind's own page type sits beside its definition in kinds/; record types come from the schemas.
 */
import type { LayoutRecord, SiteRecord } from './records.generated.ts';

/**
 * An image ready for <img>: its public URL under /images/ and its intrinsic size. For a photo,
 * src is the JPEG fallback and `variants` names the AVIF and WebP files for <picture>.
 */
export interface ResolvedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Photos only: files `${stem}.${width}.avif` and `${stem}.${width}.webp` for each width (ascending). */
  variants?: { stem: string; widths: number[] };
}

export interface ResolvedCard {
  title: string;
  description: string;
  href: string;
  image: ResolvedImage;
  /** The card's link words when its page needs its own ('Find out more' for a service); otherwise the grid's. */
  linkLabel?: string;
}

export interface Crumb {
  title: string;
  href: string;
}

/** What every page has, whatever its kind. */
export interface PageBase {
  address: string;
  /** The <title> text before the site name is added. */
  title: string;
  description: string;
  /** Home > category > page; empty on the home page. */
  breadcrumb: Crumb[];
  /** The link preview (og:image): a 1200 x 630 JPEG made for this page at build time. */
  preview?: ResolvedImage;
  /** A draft ('draft: true'): only npm run dev has it, and shows it with a 'Draft' banner. */
  draft?: true;
  /** Words from search.yaml's 'synonyms:' that should find this page (trade names its text does not use); indexed for site search, not shown. */
  searchTerms?: string[];
}

export type WithImages<T, K extends keyof T> = Omit<T, K> & { [P in K]: ResolvedImage };

/** Shared by every page: the business facts, header navigation and footer. */
export interface LayoutData {
  site: SiteRecord & { telHref: string };
  layout: LayoutRecord;
}

/** What a route holds when no page has the requested address. */
export interface NotFoundData {
  kind: 'not-found';
}

export const notFound: NotFoundData = { kind: 'not-found' };
