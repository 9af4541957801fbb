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
import { clearLeftovers, writeFileAtomically } from '../emit/write.ts';
import { HOME_SECTIONS, SECTION_IDS } from '../model.ts';

export const PAGES_SCHEMA_FILE = 'pages.schema.json';

type Json = Record<string, unknown>;

const refersToPages = (branch: unknown): boolean =>
  typeof branch === 'object' && branch !== null && String((branch as Json).$ref ?? '').startsWith(`${PAGES_SCHEMA_FILE}#`);

/**
 * A schema as the CLI compiles it: undefined for pages.schema.json itself, and any definition's
 * `anyOf` that lists pages.schema.json removed. Those branches only refine the definition's own
 * pattern for the editor; without them the CLI checks exactly what it did before they existed.
 */
export function forTheCli(fileName: string, schema: Json): Json | undefined {
  if (fileName === PAGES_SCHEMA_FILE) return undefined;
  const definitions = schema.definitions as Record<string, Json> | undefined;
  if (!definitions) return schema;
  const kept = Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => {
      if (!Array.isArray(definition.anyOf) || !definition.anyOf.some(refersToPages)) return [name, definition];
      const { anyOf: _editorOnly, ...rest } = definition;
      return [name, rest];
    }),
  );
  return { ...schema, definitions: kept };
}

/** Home sections first (the ones staff link to), then the skip-link targets. */
function homeSectionLinks(): string[] {
  const rest = SECTION_IDS.home.filter((id) => !(HOME_SECTIONS as readonly string[]).includes(id));
  return [...HOME_SECTIONS, ...rest].map((id) => `#${id}`);
}

/** What the page list needs of each page: its kind decides whether it can be a related card. */
export type PageKinds = ReadonlyMap<string, { kind: string }>;

/** Related links are shown as cards with the linked page's picture, which only these pages have. */
const CARD_KINDS = new Set(['listing', 'detail']);

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
        enum: addresses.filter((address) => CARD_KINDS.has(pages.get(address)!.kind)),
      },
      homeSection: {
        title: 'Home-page section',
        description: "A section of the home page, such as '#products'. From another page the link goes home, then scrolls to it.",
        type: 'string',
        tsType: 'string',
        enum: homeSectionLinks(),
      },
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
