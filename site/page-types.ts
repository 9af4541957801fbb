/** The page data the site renders, as the contract with the generator defines it. */
export type { BrandPage, ContactPage, DetailPage, HomePage, InfoPage, ListingPage, PageData, PageDataOf, PageKind, SearchEntry, SearchLetter, SearchPage, ServicePage } from '../contract/kinds/index.ts';
export type { Crumb, LayoutData, NotFoundData, ResolvedCard, ResolvedImage } from '../contract/page-data.ts';
export { notFound } from '../contract/page-data.ts';
export type { RouteData } from '../contract/render.ts';
