/**
 * Validate: checks every record against its JSON Schema and reports each fault once, at the
 * line and column of the YAML it is about.
 */
import type { Diagnostic, SourceFile } from '../model.ts';
import { collapseErrors } from './collapse.ts';
import { explain } from './explain.ts';
import { validatorFor } from './schemas.ts';

export function validateRecords(files: readonly SourceFile[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    // Undefined data means the file could not be read as YAML; load has already said why.
    if (file.data === undefined) continue;
    const validate = validatorFor(file.kind);
    if (validate(file.data)) continue;
    for (const error of collapseErrors(validate.errors ?? [])) {
      const found = explain(file, error);
      if (found) diagnostics.push(found);
    }
  }
  return diagnostics;
}
