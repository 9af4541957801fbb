/**
 * schema/pages.schema.json: the site's current page addresses and home-page sections, written by
 * `catalogue generate` so that an editor running the YAML language server autocompletes internal
 * links and flags a typo such as '/building-material/caving' while staff type. defs.schema.json
 * refers to it from `href` and `internalHref`.
 *
 * The CLI does not use these lists: the link checker already reports an unknown page with its
 * line, column and a "did you mean", so validate/ compiles the schemas through `forTheCli`,
 * which drops the editor-only branches and nothing is reported twice.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CARD_KINDS, definitionOf, HOME_SECTIONS, PAGE_KINDS, sectionIdsOf, type PageKind } from '../../contract/kinds/index.ts';
import { PAGES_SCHEMA_FILE } from '../validate/cli-schemas.ts';
import { clearLeftovers, writeFileAtomically } from '../emit/write.ts';

export { PAGES_SCHEMA_FILE };

/** Home sections first (the ones staff link to), then the skip-link targets. */
function homeSectionLinks(): string[] {
  const rest = sectionIdsOf('home').filter((id) => !HOME_SECTIONS.includes(id));
  return [...HOME_SECTIONS, ...rest].map((id) => `#${id}`);
}

/** What the page list needs of each page: its kind decides whether it can be a related card. */
export type PageKinds = ReadonlyMap<string, { kind: string }>;

/** A list of one kind's pages, as `brandPage` and the like: a field that names pages of one kind completes from it. */
function pagesOfKind(kind: PageKind, addresses: readonly string[], pages: PageKinds): [string, object] {
  const { label } = definitionOf(kind);
  const ofKind = addresses.filter((address) => pages.get(address)!.kind === kind);
  return [
    `${kind}Page`,
    {
      title: `${label.charAt(0).toUpperCase()}${label.slice(1)}`,
      description: ofKind.length > 0 ? `A ${label} of this site.` : `The catalogue has no ${label} yet, so nothing can name one.`,
      type: 'string',
      tsType: 'string',
      // An empty enum is not a valid schema; 'not: {}' matches nothing, as the empty list means.
      ...(ofKind.length > 0 ? { enum: ofKind } : { not: {} }),
    },
  ];
}

/** The schema for a set of pages: deterministic, so the committed copy can be compared. */
export function pagesSchema(pages: PageKinds): object {
  const addresses = [...pages.keys()].sort();
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: PAGES_SCHEMA_FILE,
    title: 'Pages of this site',
    description:
      "Written by 'catalogue generate' from the catalogue: do not edit by hand. After adding, renaming or removing a page, run 'npx catalogue generate' (or keep 'npm run dev' running) so editors know the new address.",
    definitions: {
      pageAddress: {
        title: 'Page address',
        description: 'A page of this site. The list is the catalogue as it was when it was last generated.',
        type: 'string',
        // The record types must not change whenever a page is added, so they see a plain string.
        tsType: 'string',
        enum: addresses,
      },
      cardPage: {
        title: 'Product or category page',
        description: "A product, service or category page of this site: one with a picture, so it can be shown as a card.",
        type: 'string',
        tsType: 'string',
        enum: addresses.filter((address) => CARD_KINDS.has(pages.get(address)!.kind as PageKind)),
      },
      homeSection: {
        title: 'Home-page section',
        description: "A section of the home page, such as '#products'. From another page the link goes home, then scrolls to it.",
        type: 'string',
        tsType: 'string',
        enum: homeSectionLinks(),
      },
      ...Object.fromEntries(PAGE_KINDS.map((kind) => pagesOfKind(kind, addresses, pages))),
    },
  };
}

export function pagesSchemaText(pages: PageKinds): string {
  return `${JSON.stringify(pagesSchema(pages), null, 2)}\n`;
}

/**
 * The schema folder the catalogue's modelines point at ('../schema' beside the catalogue), or
 * undefined for a catalogue that has none (a fixture or a copy elsewhere): then nothing is written.
 */
export function schemaDirFor(catalogueDir: string): string | undefined {
  const dir = path.resolve(catalogueDir, '..', 'schema');
  return existsSync(path.join(dir, 'defs.schema.json')) ? dir : undefined;
}

/**
 * Writes pages.schema.json beside the catalogue's schemas when its content would change (an
 * unchanged file keeps its time, so editors do not reload it), whole or not at all, as the
 * generated output is written. Returns the path when written.
 */
export async function refreshPagesSchema(catalogueDir: string, pages: PageKinds): Promise<string | undefined> {
  const dir = schemaDirFor(catalogueDir);
  if (!dir) return undefined;
  const file = path.join(dir, PAGES_SCHEMA_FILE);
  const text = pagesSchemaText(pages);
  await clearLeftovers(file);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return undefined;
  await writeFileAtomically(file, text);
  return file;
}
