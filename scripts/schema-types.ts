/**
 * Writes contract/records.generated.ts, the TypeScript types of catalogue records, from the
 * JSON Schemas in schema/, one per kind in contract/kinds, and .vscode/settings.json's schema
 * mapping from the same kinds. The schemas and the kinds are the single source of truth; run
 * `npm run schema:types` after changing either (a test fails while a file is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { KINDS } from '../contract/kinds/index.ts';
import { VSCODE_SETTINGS_PATH, vscodeSettingsText } from '../generator/editor/vscode-settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RECORD_TYPES_PATH = join(root, 'contract/records.generated.ts');

/** 'detail' -> 'DetailRecord'. */
export function recordTypeName(kind: string): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Record`;
}

export async function renderRecordTypes(): Promise<string> {
  const parts = ['/* Generated from schema/*.schema.json and contract/kinds by `npm run schema:types`. Do not edit by hand. */'];
  for (const { kind, schema: file } of KINDS) {
    const schema = JSON.parse(readFileSync(join(root, 'schema', file), 'utf8')) as JSONSchema;
    const typeName = recordTypeName(kind);
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
  parts.push(
    `/** The record of each kind of catalogue file. */\nexport interface RecordByKind {\n${KINDS.map(({ kind }) => `  ${kind}: ${recordTypeName(kind)};`).join('\n')}\n}`,
  );
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
  writeFileSync(VSCODE_SETTINGS_PATH, vscodeSettingsText(readFileSync(VSCODE_SETTINGS_PATH, 'utf8')));
  console.log(`wrote ${VSCODE_SETTINGS_PATH}`);
}
