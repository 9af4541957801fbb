/**
 * Writes generator/records.generated.ts, the TypeScript types of catalogue records, from the
 * JSON Schemas in schema/. The schemas are the single source of truth; run `npm run schema:types`
 * after changing one (a test fails while the file is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RECORD_TYPES_PATH = join(root, 'generator/records.generated.ts');

const KINDS = [
  ['site', 'SiteRecord'],
  ['layout', 'LayoutRecord'],
  ['home', 'HomeRecord'],
  ['contact', 'ContactRecord'],
  ['listing', 'ListingRecord'],
  ['detail', 'DetailRecord'],
] as const;

export async function renderRecordTypes(): Promise<string> {
  const parts = [
    '/* Generated from schema/*.schema.json by `npm run schema:types`. Do not edit by hand. */',
  ];
  for (const [kind, typeName] of KINDS) {
    const schema = JSON.parse(readFileSync(join(root, 'schema', `${kind}.schema.json`), 'utf8')) as JSONSchema;
    schema.title = typeName;
    const ts = await compile(schema, typeName, {
      cwd: join(root, 'schema'),
      bannerComment: '',
      additionalProperties: false,
      declareExternallyReferenced: true,
      format: true,
      ignoreMinAndMaxItems: true,
      strictIndexSignatures: true,
    });
    parts.push(ts.trim());
  }
  return dedupe(parts.join('\n\n')) + '\n';
}

/** json-schema-to-typescript repeats shared definitions once per schema; keep the first of each. */
function dedupe(source: string): string {
  const seen = new Set<string>();
  const blocks = source.split(/\n(?=export (?:interface|type) )/);
  return blocks
    .filter((block) => {
      const name = /^export (?:interface|type) (\w+)/.exec(block)?.[1];
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(RECORD_TYPES_PATH, await renderRecordTypes());
  console.log(`wrote ${RECORD_TYPES_PATH}`);
}
