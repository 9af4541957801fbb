/**
 * Turns one ajv error into one diagnostic: the right code, words staff understand, and the
 * position of the YAML node it is about (ajv knows paths, never lines).
 */
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { definitionOf } from '../../contract/kinds/index.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, FileKind, JsonPath, SourceFile } from '../model.ts';
import { expectedType, fieldPath, parseInstancePath, quote, receivedValue } from '../diagnostics/describe.ts';
import { resolveSchema } from './schemas.ts';
import { closestWord } from '../diagnostics/suggest.ts';

/** `many` lists every field missing from one mapping when there are several: one message covers them. */
export function explain(file: SourceFile, error: ErrorObject, many?: readonly string[]): Diagnostic | undefined {
  const path = parseInstancePath(error.instancePath);
  const field = fieldPath(path);
  const parent = error.parentSchema as AnySchemaObject | undefined;
  const params = error.params as Record<string, unknown>;
  // Characters as people count them (and as ajv does): an emoji is one, not two UTF-16 units.
  const length = (value: unknown) => (typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : 0);
  const limit = Number(params.limit);

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const near = closestWord(key, allowed);
      const span = locate(file, [...path, key], 'key');
      const hint = near ? `Did you mean '${near}'? ${allowedList(allowed)}` : afterComma(file.text, span.offset) ? COMMA_HINT : allowedList(allowed);
      return diagnostic('schema/unknown-key', { key, record: recordName(file, path, parent) }, span, { hint, ...(near ? { suggestion: near } : {}) });
    }
    case 'required': {
      if (many) {
        const [first, ...rest] = many;
        return diagnostic('schema/missing-field', { field: first ?? '', alsoMissing: rest, record: recordName(file, path, parent) }, locate(file, path, 'key'), {
          hint: 'Copy the fields from a similar file as a starting point; your editor describes each one as you type.',
        });
      }
      const missing = String(params.missingProperty);
      const property = resolveSchema((parent?.properties as Record<string, unknown> | undefined)?.[missing], baseIdOf(error, file));
      const purpose = typeof property?.description === 'string' ? property.description : undefined;
      return diagnostic('schema/missing-field', { field: missing, record: recordName(file, path, parent), ...(purpose ? { purpose } : {}) }, locate(file, path, 'key'), {
        hint: `Add a line '${missing}: ...' to it.`,
      });
    }
    case 'type': {
      const span = locate(file, path);
      // The whole file has no line above it to indent below.
      const expected = path.length === 0 && params.type === 'object' ? "'name: value' lines, such as 'title: Plywood'" : expectedType(params.type);
      return diagnostic('schema/wrong-type', { field, expected, received: receivedValue(error.data) }, span, {
        hint:
          path.length === 0
            ? wholeFileHint(file.kind, error.data)
            : // A value with a set form ('opens': 'HH:MM') needs that form, not just quotes: its description says which.
              joinHints(typeHint(params.type, error.data, file.text.slice(span.offset, span.offset + span.length)), parent?.pattern ? describedBy(parent) : undefined),
      });
    }
    case 'minLength':
      return diagnostic('schema/too-short', { field, limit, actual: length(error.data) }, locate(file, path), { hint: describedBy(parent) });
    case 'maxLength':
      return diagnostic('schema/too-long', { field, limit, actual: length(error.data) }, locate(file, path), {
        hint: `Shorten it by at least ${length(error.data) - limit} ${length(error.data) - limit === 1 ? 'character' : 'characters'}.`,
      });
    case 'minItems':
      return diagnostic('schema/too-few', { field, limit, actual: length(error.data) }, locate(file, path), {
        hint: joinHints(`Add at least ${limit - length(error.data)} more.`, describedBy(parent)),
      });
    case 'maxItems':
      return diagnostic('schema/too-many', { field, limit, actual: length(error.data) }, locate(file, path), { hint: describedBy(parent) });
    case 'pattern':
      return diagnostic('schema/pattern', { field, value: String(error.data) }, locate(file, path), { hint: patternHint(parent) });
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(String);
      const near = closestWord(String(error.data), allowed);
      return diagnostic('schema/not-allowed', { field, value: String(error.data), allowed }, locate(file, path), {
        ...(near ? { hint: `Did you mean '${near}'?`, suggestion: near } : {}),
      });
    }
    case 'uniqueItems': {
      const [first, second] = [Number(params.j), Number(params.i)].sort((a, b) => a - b) as [number, number];
      return diagnostic('schema/duplicate-item', { field, first, second }, locate(file, [...path, second]), { hint: 'Remove one of the two.' });
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return diagnostic('schema/invalid', { field, detail: `is ${String(error.data)}, but must be at least ${limit}` }, locate(file, path), { hint: describedBy(parent) });
    case 'maximum':
    case 'exclusiveMaximum':
      return diagnostic('schema/invalid', { field, detail: `is ${String(error.data)}, but must be at most ${limit}` }, locate(file, path), { hint: describedBy(parent) });
    default:
      return diagnostic('schema/invalid', { field, detail: error.message ?? 'is not valid' }, locate(file, path), { hint: describedBy(parent) });
  }
}

const COMMA_HINT =
  "Inside { ... } a comma starts a new field, so text with a comma in it must be quoted, such as title: \"Fascias, Eaves & Bargeboards\".";

/** True when a key directly follows a comma: most often a value with a comma in it, split by YAML. */
function afterComma(text: string, offset: number): boolean {
  return /,\s*$/.test(text.slice(Math.max(0, offset - 20), offset));
}

function allowedList(allowed: readonly string[]): string {
  return allowed.length > 0 ? `The fields allowed here are ${allowed.map((key) => `'${key}'`).join(', ')}.` : 'No fields are allowed here.';
}

/** 'product or service page', 'image', 'entry in navigation', ''address' section' (the fields indented below 'address:'). */
function recordName(file: SourceFile, path: JsonPath, schema: AnySchemaObject | undefined): string {
  if (path.length === 0) return definitionOf(file.kind).label;
  if (typeof schema?.title === 'string') return schema.title.toLowerCase();
  const last = path[path.length - 1];
  if (typeof last === 'number') return `entry in '${fieldPath(path.slice(0, -1))}'`;
  return `'${fieldPath(path)}' section`;
}

/** Refs inside a schema are relative to the file the error's schemaPath starts in. */
function baseIdOf(error: ErrorObject, file: SourceFile): string {
  const hash = error.schemaPath.indexOf('#');
  return hash > 0 ? error.schemaPath.slice(0, hash) : `${file.kind}.schema.json`;
}

function joinHints(...hints: (string | undefined)[]): string {
  return hints.filter(Boolean).join(' ');
}

function describedBy(schema: AnySchemaObject | undefined): string | undefined {
  return typeof schema?.description === 'string' ? schema.description : undefined;
}

function patternHint(schema: AnySchemaObject | undefined): string | undefined {
  const examples = Array.isArray(schema?.examples) ? (schema.examples as unknown[]).map((e) => quote(String(e), 60)) : [];
  const described = describedBy(schema);
  if (examples.length === 0) return described;
  return `${described ? `${described} ` : ''}For example ${examples.slice(0, 2).join(' or ')}.`;
}

/** The whole file is not 'name: value' lines: often a new file not yet written, or the wrong file saved here. */
function wholeFileHint(kind: FileKind, received: unknown): string {
  const start =
    kind === 'detail' ? "to start a product page with every field, run 'npx catalogue new page CATEGORY SLUG' (after deleting this file)" : 'copy a similar file as a starting point';
  const what = received === null || received === undefined ? 'It has no fields yet: ' : "Write one 'name: value' per line, starting at the left margin, such as 'title: Plywood'; or ";
  return `${what}${start}. Delete the file if the page is not wanted.`;
}

/** What to write instead; `written` is the value as it stands in the file, so a hint to quote it shows that very value. */
function typeHint(expected: unknown, received: unknown, written: string): string | undefined {
  if (received === null || received === undefined) return 'Write a value after the colon, or remove the line.';
  if (expected === 'string') {
    if (Array.isArray(received)) return "Write the text itself after the colon, on the same line, instead of a list of '- ' lines below it.";
    if (typeof received === 'object') return "Write the text itself after the colon, on the same line, instead of 'name: value' lines below it.";
    return `Put the value in quotes to make it text: "${quote(written.trim(), 40).slice(1, -1)}".`;
  }
  if (expected === 'array') return "Write each entry on its own line, starting with '- '.";
  if (expected === 'object') return "Write the fields below this line, indented, one 'name: value' per line.";
  if (expected === 'integer' || expected === 'number') return 'Write the number without quotes or other words.';
  return undefined;
}
