/**
 * The JSON Schemas in schema/, compiled once with ajv. The schemas are the single source of
 * truth for what a record may hold; this module only makes them fast to apply.
 *
 * Compiling takes longer than validating a whole catalogue, so the compiled code is kept in
 * node_modules/.cache/catalogue/validators (see generator/cache), keyed on the schemas, ajv's
 * version and our options.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';
import { FILE_KINDS, schemaFileOf } from '../../contract/kinds/index.ts';
import { cacheDir, fingerprint, keepNewest, writeAtomically } from '../cache/index.ts';
import type { FileKind } from '../model.ts';
import { forTheCli } from './cli-schemas.ts';

const SCHEMA_DIR = new URL('../../schema/', import.meta.url);
const CACHE_DIR = cacheDir('validators');
// verbose gives each error its schema and data, which the messages need; strict catches typos in the schemas.
const OPTIONS: Options = { allErrors: true, verbose: true, strict: true };

let schemas: Map<string, AnySchemaObject> | undefined;
let validators: Map<FileKind, ValidateFunction> | undefined;

/** The schemas as the CLI applies them, by file name ('defs.schema.json'). */
function schemasByName(): Map<string, AnySchemaObject> {
  if (schemas) return schemas;
  schemas = new Map();
  for (const name of readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.schema.json')).sort()) {
    // The editor's list of page addresses would repeat what the link checker reports with a
    // line, a column and a "did you mean", so the CLI compiles the schemas without it.
    const schema = forTheCli(name, JSON.parse(readFileSync(new URL(name, SCHEMA_DIR), 'utf8')) as AnySchemaObject);
    if (schema) schemas.set(name, schema as AnySchemaObject);
  }
  return schemas;
}

export function validatorFor(kind: FileKind): ValidateFunction {
  validators ??= loadValidators();
  const validate = validators.get(kind);
  if (!validate) throw new Error(`No schema for '${kind}' files in schema/${schemaFileOf(kind)}`);
  return validate;
}

/** `cacheDir`: where compiled validators are kept (tests). */
export function loadValidators(cacheDir = CACHE_DIR): Map<FileKind, ValidateFunction> {
  const all = schemasByName();
  const key = fingerprint({ packages: ['ajv'], values: [[...all], OPTIONS] }).slice(0, 16);
  const cached = path.join(cacheDir, `${key}.cjs`);
  try {
    const compiled = createRequire(import.meta.url)(cached) as Partial<Record<string, ValidateFunction>> | undefined;
    // A file cut short or emptied (a full disk, a hand edit) is compiled afresh, never taken for schemas without kinds.
    if (FILE_KINDS.every((kind) => typeof compiled?.[kind] === 'function')) return new Map(FILE_KINDS.map((kind) => [kind, compiled![kind]!]));
  } catch {
    // Not compiled yet for these schemas, or not loadable.
  }
  // Loaded only to compile (a new checkout, or schemas changed): 20 ms of every command otherwise.
  const require = createRequire(import.meta.url);
  const { Ajv } = require('ajv') as typeof import('ajv');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
  const ajv = new Ajv({ ...OPTIONS, code: { source: true } });
  for (const schema of all.values()) ajv.addSchema(schema);
  const compiled = new Map(FILE_KINDS.map((kind) => [kind, ajv.getSchema(schemaFileOf(kind)) as ValidateFunction]));
  saveCompiled(cached, () => standaloneCode(ajv, Object.fromEntries(FILE_KINDS.map((kind) => [kind, schemaFileOf(kind)]))));
  return compiled;
}

/** Best effort: a read-only checkout still validates, only more slowly. Only the newest compilation is kept. */
function saveCompiled(file: string, code: () => string): void {
  try {
    if (writeAtomically(file, code())) keepNewest(path.dirname(file), 1);
  } catch {
    // Compiled in memory all the same.
  }
}

/** A property's schema with any $ref followed, so its title and description can be shown. */
export function resolveSchema(schema: unknown, baseId: string | undefined): AnySchemaObject | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const ref = (schema as AnySchemaObject).$ref;
  if (typeof ref !== 'string') return schema as AnySchemaObject;
  const [file = '', pointer = ''] = (ref.startsWith('#') ? `${baseId ?? ''}${ref}` : ref).split('#');
  let target: unknown = schemasByName().get(file);
  for (const part of pointer.split('/').filter(Boolean)) {
    target = target && typeof target === 'object' ? (target as Record<string, unknown>)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  // A description beside the $ref describes this use of it, so it wins over the shared one.
  return target && typeof target === 'object' ? { ...(target as AnySchemaObject), ...(schema as AnySchemaObject) } : (schema as AnySchemaObject);
}
