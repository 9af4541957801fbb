/**
 * Validate: checks every record against its JSON Schema and reports each fault once, at the
 * line and column of the YAML it is about, and warns of placeholder text left in.
 */
import type { ErrorObject } from 'ajv';
import type { Diagnostic, SourceFile } from '../model.ts';
import type { CleanFiles } from './clean-files.ts';
import { collapseErrors } from './collapse.ts';
import { explain } from './explain.ts';
import { placeholderTexts } from './placeholders.ts';
import { textValueProblems } from './text-values.ts';
import { validatorFor } from './schemas.ts';

/**
 * Every record's schema, placeholder and text problems. Given the files that validated clean
 * before (clean-files.ts), a file that did, unchanged, is skipped, and one that does now is remembered.
 */
export function validateRecords(files: readonly SourceFile[], clean?: Pick<CleanFiles, 'has' | 'add'>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    // Undefined data means the file could not be read as YAML; load has already said why.
    if (file.data === undefined || clean?.has(file)) continue;
    const found = validateRecord(file);
    if (found.length === 0) clean?.add(file);
    diagnostics.push(...found);
  }
  return diagnostics;
}

function validateRecord(file: SourceFile): Diagnostic[] {
  const placeholders = placeholderTexts(file);
  const texts = textValueProblems(file);
  const validate = validatorFor(file.kind);
  if (validate(file.data)) return [...placeholders, ...texts];
  const errors = collapseErrors(validate.errors ?? []);
  const missing = missingFieldsByMapping(errors);
  const found: Diagnostic[] = [];
  for (const error of errors) {
    const fields = error.keyword === 'required' ? missing.get(error.instancePath) : undefined;
    if (fields && fields.length >= MANY_MISSING && fields[0] !== missingProperty(error)) continue;
    const explained = explain(file, error, fields && fields.length >= MANY_MISSING ? fields : undefined);
    if (explained) found.push(explained);
  }
  return [...placeholders, ...withoutRepeats(texts, found), ...found];
}

/** A value far too long for any field is reported once: by its field's own limit, when it has one. */
function withoutRepeats(texts: readonly Diagnostic[], schema: readonly Diagnostic[]): Diagnostic[] {
  const tooLong = new Set(schema.filter((d) => d.code === 'schema/too-long').map((d) => d.span?.offset));
  return texts.filter((d) => d.code !== 'text/too-long' || !tooLong.has(d.span?.offset));
}

/** From this many missing fields in one mapping (a new, half-written file), one message lists them all. */
const MANY_MISSING = 3;

function missingProperty(error: ErrorObject): string {
  return String((error.params as { missingProperty?: unknown }).missingProperty);
}

function missingFieldsByMapping(errors: readonly ErrorObject[]): Map<string, string[]> {
  const byMapping = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'required') continue;
    const fields = byMapping.get(error.instancePath) ?? [];
    fields.push(missingProperty(error));
    byMapping.set(error.instancePath, fields);
  }
  return byMapping;
}
