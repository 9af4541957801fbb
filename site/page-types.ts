import type { LayoutData, PageData } from '../generator/emit/page-data.ts';

export type { LayoutData, PageData };
export type {
  ContactPage,
  Crumb,
  DetailPage,
  HomePage,
  ListingPage,
  ResolvedCard,
  ResolvedImage,
} from '../generator/emit/page-data.ts';

/** What a route holds when no page has the requested address. */
export interface NotFoundData {
  kind: 'not-found';
}

export type RouteData = PageData | NotFoundData;

export const notFound: NotFoundData = { kind: 'not-found' };
