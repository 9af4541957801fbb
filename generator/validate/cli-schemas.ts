/**
 * The schemas as the CLI compiles them. defs.schema.json refers to the editors' page list
 * (schema/pages.schema.json, written by generate) so that editors complete and flag addresses
 * while staff type; the link checker already reports an unknown page with its line, column and a
 * "did you mean", so the CLI leaves those lists out and nothing is reported twice.
 */
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

