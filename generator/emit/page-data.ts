/**
 * What the generator hands the site: every page's records, already resolved (related cards
 * filled in from their target pages, listing cards made for every detail page, images with
 * their sizes). The site renders from these alone. Record types come from the JSON Schemas.
 */
import type {
  ContactRecord,
  DetailRecord,
  HomeRecord,
  LayoutRecord,
  ListingRecord,
  SiteRecord,
} from '../records.generated.ts';

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
}

export interface Crumb {
  title: string;
  href: string;
}

interface PageBase {
  address: string;
  /** The <title> text before the site name is added. */
  title: string;
  description: string;
  /** Home > category > page; empty on the home page. */
  breadcrumb: Crumb[];
  /** The link preview (og:image): a 1200 x 630 JPEG or PNG made for this page. */
  preview?: ResolvedImage;
}

type WithImages<T, K extends keyof T> = Omit<T, K> & { [P in K]: ResolvedImage };

export interface HomePage extends PageBase {
  kind: 'home';
  record: Omit<HomeRecord, 'hero' | 'products' | 'about' | 'services'> & {
    hero: WithImages<HomeRecord['hero'], 'image'>;
    products: Omit<HomeRecord['products'], 'cards'> & { cards: ResolvedCard[] };
    about: WithImages<HomeRecord['about'], 'image'>;
    services: Omit<HomeRecord['services'], 'cards'> & { cards: ResolvedCard[] };
  };
}

export interface ContactPage extends PageBase {
  kind: 'contact';
  record: ContactRecord;
  /** What the quote form's 'What do you need?' choice offers: every category and service. */
  enquiryOptions: string[];
}

export interface ListingPage extends PageBase {
  kind: 'listing';
  record: WithImages<Omit<ListingRecord, 'cards'>, 'image'>;
  /** A card for every detail page of the category (sorted by title), then the listing's extra cards. */
  cards: ResolvedCard[];
}

export interface DetailPage extends PageBase {
  kind: 'detail';
  record: WithImages<Omit<DetailRecord, 'related'>, 'image'>;
  category: Crumb;
  related: ResolvedCard[];
}

export type PageData = HomePage | ContactPage | ListingPage | DetailPage;

/** Shared by every page: the business facts, header navigation and footer. */
export interface LayoutData {
  site: SiteRecord & { telHref: string };
  layout: LayoutRecord;
}
