/**
 * What `catalogue move` and `catalogue remove` share once their edits are planned and checked:
 * write them all (put back if a write fails), validate the result, and put everything back if it
 * has errors the catalogue did not have before. Then say what was done, refresh the page list
 * editors read, and print the validation report.
 */
import type { Diagnostic } from '../model.ts';
import { refreshPagesSchema } from '../editor/pages-schema.ts';
import { checkCatalogue, hasErrors, type CheckResult } from '../pipeline.ts';
import { formatResult, printReport, type Io } from '../print.ts';
import { applyChanges, type FileChange } from './apply.ts';

export interface PagePlan {
  changes: FileChange[];
  /** What was done, one line each, printed when it is kept. */
  done: string[];
  /** Errors the command leaves on purpose (a removed page's links, without --redirect-to). */
  expected?: (diagnostic: Diagnostic) => boolean;
}

const keyOf = (d: Diagnostic) => `${d.code} ${d.message}`;

/** Errors in `after` beyond those `before` had, by code and message (a moved file's errors keep theirs). */
function newErrors(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const had = new Map<string, number>();
  for (const d of before) if (d.severity === 'error') had.set(keyOf(d), (had.get(keyOf(d)) ?? 0) + 1);
  return after.filter((d) => {
    if (d.severity !== 'error') return false;
    const left = had.get(keyOf(d)) ?? 0;
    had.set(keyOf(d), left - 1);
    return left <= 0;
  });
}

export async function carryOut(catalogueDir: string, root: string, before: CheckResult, plan: PagePlan, io: Io, what: string): Promise<number> {
  const applied = await applyChanges(catalogueDir, plan.changes);
  const after = await checkCatalogue(catalogueDir, { cache: false });
  const unexpected = newErrors(before.diagnostics, after.diagnostics).filter((d) => !plan.expected?.(d));
  if (unexpected.length > 0) {
    await applied.undo();
    io.stdout(formatResult({ ...after, diagnostics: unexpected }, { format: 'stylish', catalogueDir: root, color: io.color }));
    io.stderr(`catalogue: the ${what} was not made, because it would leave the problems above; nothing was changed.\n`);
    return 1;
  }
  io.stdout(plan.done.map((line) => `${line}\n`).join(''));
  const pagesSchema = await refreshPagesSchema(catalogueDir, after.pages);
  if (pagesSchema) io.stdout(`updated the page list editors read (schema/pages.schema.json)\n`);
  io.stdout('\n');
  printReport(after, { format: 'stylish', catalogueDir: root, io });
  return hasErrors(after) ? 1 : 0;
}
