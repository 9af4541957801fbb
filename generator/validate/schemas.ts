/**
 * The JSON Schemas in schema/, compiled once with ajv. The schemas are the single source of
 * truth for what a record may hold; this module only makes them fast to apply.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import { forTheCli } from '../editor/pages-schema.ts';
import type { FileKind } from '../model.ts';

const SCHEMA_DIR = new URL('../../schema/', import.meta.url);

let ajv: Ajv | undefined;
const validators = new Map<FileKind, ValidateFunction>();

function compiler(): Ajv {
  if (ajv) return ajv;
  // verbose gives each error its schema and data, which the messages need; strict catches typos in the schemas.
  ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
  for (const name of readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.schema.json')).sort()) {
    // The editor's list of page addresses would repeat what the link checker reports with a
    // line, a column and a "did you mean", so the CLI compiles the schemas without it.
    const schema = forTheCli(name, JSON.parse(readFileSync(new URL(name, SCHEMA_DIR), 'utf8')) as AnySchemaObject);
    if (schema) ajv.addSchema(schema as AnySchemaObject);
  }
  return ajv;
}

export function validatorFor(kind: FileKind): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    validate = compiler().getSchema(`${kind}.schema.json`);
    if (!validate) throw new Error(`No schema for '${kind}' files in schema/${kind}.schema.json`);
    validators.set(kind, validate);
  }
  return validate;
}

/** A property's schema with any $ref followed, so its title and description can be shown. */
export function resolveSchema(schema: unknown, baseId: string | undefined): AnySchemaObject | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const ref = (schema as AnySchemaObject).$ref;
  if (typeof ref !== 'string') return schema as AnySchemaObject;
  const absolute = ref.startsWith('#') && baseId ? `${baseId}${ref}` : ref;
  const target = compiler().getSchema(absolute)?.schema;
  // A description beside the $ref describes this use of it, so it wins over the shared one.
  return target && typeof target === 'object' ? { ...target, ...(schema as AnySchemaObject) } : (schema as AnySchemaObject);
}
