/**
 * Every kind of catalogue file, in the order they claim paths (the first whose pattern fits a
 * file takes it, so a specific folder such as 'brands/' comes before the general '{category}/').
 * Adding a kind is adding it here; the unions, schema map, editor mapping, record types and the
 * site's renderer table follow, and typecheck names whatever still needs it.
 */
import { brand } from './brand.ts';
import { contact } from './contact.ts';
import { detail } from './detail.ts';
import { home } from './home.ts';
import { info } from './info.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { search } from './search.ts';
import { service } from './service.ts';
import { site } from './site.ts';

export const KINDS = [site, layout, home, contact, search, listing, brand, info, service, detail] as const;

type Definition = (typeof KINDS)[number];
type PageDefinition = Extract<Definition, { page: true }>;

export type FileKind = Definition['kind'];
export type PageKind = PageDefinition['kind'];
/** What the generator hands the site for a page of kind K. */
export type PageDataOf<K extends PageKind> = NonNullable<Extract<PageDefinition, { kind: K }>['data']>;
export type PageData = PageDataOf<PageKind>;

export type { BrandPage } from './brand.ts';
export type { ContactPage } from './contact.ts';
export type { DetailPage } from './detail.ts';
export type { HomePage } from './home.ts';
export type { InfoPage } from './info.ts';
export type { ListingPage } from './listing.ts';
export type { ServicePage } from './service.ts';
export type { SearchEntry, SearchLetter, SearchPage } from './search.ts';
export type { FileKindDefinition, PageKindDefinition } from './define.ts';

export const FILE_KINDS: readonly FileKind[] = KINDS.map((definition) => definition.kind);
export const PAGE_KINDS: readonly PageKind[] = KINDS.filter((definition): definition is PageDefinition => definition.page).map((definition) => definition.kind);

const BY_KIND = new Map<string, Definition>(KINDS.map((definition) => [definition.kind, definition]));

export function definitionOf<K extends FileKind>(kind: K): Extract<Definition, { kind: K }> {
  return BY_KIND.get(kind) as Extract<Definition, { kind: K }>;
}

export function isPageKind(kind: string): kind is PageKind {
  return BY_KIND.get(kind)?.page === true;
}

/** Section ids the frame around every page has: the top, the main content and the footer. */
export const FRAME_SECTIONS = ['top', 'main', 'contact'] as const;

/** Every id a '#fragment' link to a page of this kind may name. */
export function sectionIdsOf(kind: PageKind): readonly string[] {
  return [...FRAME_SECTIONS.slice(0, 2), ...definitionOf(kind).sections, FRAME_SECTIONS[2]];
}

/** The home page's own sections and the footer: what '#products' and the like point at. */
export const HOME_SECTIONS: readonly string[] = [...home.sections, 'contact'];

/** Kinds of page that links shown as cards may point at (they have a picture). */
export const CARD_KINDS: ReadonlySet<PageKind> = new Set(PAGE_KINDS.filter((kind) => definitionOf(kind).card));

/** Kinds of page whose category listing shows a card for each without being told. */
export const LISTED_KINDS: ReadonlySet<PageKind> = new Set(PAGE_KINDS.filter((kind) => definitionOf(kind).listed));

/** The schema file every file kind is checked against, by kind. */
export function schemaFileOf(kind: FileKind): string {
  return definitionOf(kind).schema;
}

export { classifyPath, fileForAddress, isAddressSegment, type Classified } from './paths.ts';
