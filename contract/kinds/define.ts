/**
 * How a kind of catalogue file is declared. Everything else about a kind (the kinds' unions, the
 * schema map, the editor's mapping, the record types, which renderer a page gets) is derived from
 * these declarations; see index.ts for the list and the README's "Add a kind of page".
 */

/** What every kind of file declares. */
export interface KindBase<K extends string = string> {
  kind: K;
  /** What staff call one of these files, in messages: 'product or service page'. */
  label: string;
  /**
   * Where the files are, relative to the catalogue, '/' separated: literal names, and '{name}'
   * for one address part (lower-case letters, digits, single hyphens; never 'index').
   * The first kind in the list (index.ts) whose pattern fits a path claims the file.
   */
  files: readonly string[];
  /** The file in schema/ that a record of this kind must satisfy. */
  schema: `${string}.schema.json`;
  /** Set when every catalogue needs one of these: what it is for, for the "missing" message. */
  required?: string;
}

export interface FileKindDefinition<K extends string = string> extends KindBase<K> {
  page: false;
}

export interface PageKindDefinition<K extends string = string> extends KindBase<K> {
  page: true;
  /** The page's address, with the same '{name}' parts as `files`: '/brands/{slug}'. */
  address: string;
  /** The ids of the page's own sections, which '#fragment' links may name (the frame adds 'top', 'main' and 'contact'). */
  sections: readonly string[];
  /** True when the page has a picture, so links that are shown as cards may point at it. */
  card: boolean;
  /** True when its category's listing shows a card for it without being told. */
  listed: boolean;
  /** Open Graph type: 'article' for a page about one thing, 'website' otherwise. */
  ogType: 'website' | 'article';
}

/** A kind of file that is not a page (site facts, the layout). */
export function fileKind<const D extends Omit<FileKindDefinition, 'page'>>(definition: D): D & { page: false } {
  return { ...definition, page: false };
}

/**
 * A kind of page. `Data` is what the generator hands the site for one of these pages; it is
 * carried by the definition's type only, so the unions in index.ts follow from the list.
 */
export function pageKind<Data extends { kind: string }>() {
  return <const D extends Omit<PageKindDefinition<Data['kind']>, 'page'>>(definition: D): D & { page: true; readonly data?: Data } => ({
    ...definition,
    page: true,
  });
}
