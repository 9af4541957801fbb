/**
 * The catalogue's problems as Vite's browser error overlay shows them: the first error's file,
 * line and column (clickable), its message and hint, the same code frame as the CLI's, and a list
 * of any others. Staff see in the browser what `catalogue validate` would print.
 */
import { codeFrame } from '../diagnostics/format/code-frame.ts';
import { sortDiagnostics } from '../diagnostics/report.ts';
import type { Diagnostic } from '../model.ts';

/** The `err` of Vite's `{ type: 'error' }` payload (ErrorPayload['err']). */
export interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id?: string;
  frame?: string;
  loc?: { file: string; line: number; column: number };
}

export interface OverlayContext {
  /** The catalogue folder as staff know it ('catalogue'), for the paths in messages. */
  root: string;
  /** Absolute catalogue folder, so the overlay's link opens the file in the editor. */
  catalogueDir: string;
  sources: ReadonlyMap<string, string>;
}

const MORE_SHOWN = 10;

function where(d: Diagnostic, root: string): string {
  if (d.span) return `${root}/${d.span.file}:${d.span.start.line}:${d.span.start.column}`;
  return d.file === undefined ? root : `${root}/${d.file}`;
}

/** Undefined when nothing is an error (warnings only show in the terminal). */
export function overlayError(diagnostics: readonly Diagnostic[], context: OverlayContext): OverlayError | undefined {
  const errors = sortDiagnostics(diagnostics.filter((d) => d.severity === 'error'));
  const [first, ...rest] = errors;
  if (!first) return undefined;
  const lines = [`${where(first, context.root)}  ${first.message}  (${first.code})`];
  if (first.hint) lines.push(`hint: ${first.hint}`);
  if (rest.length > 0) {
    lines.push('', `${rest.length} more ${rest.length === 1 ? 'error' : 'errors'}:`);
    for (const d of rest.slice(0, MORE_SHOWN)) lines.push(`  ${where(d, context.root)}  ${d.message}  (${d.code})`);
    if (rest.length > MORE_SHOWN) lines.push(`  and ${rest.length - MORE_SHOWN} more: run 'npx catalogue validate' to see them all.`);
  }
  lines.push('', 'The page below is the last version without errors. Save a fix and this message goes away.');
  const error: OverlayError = { message: lines.join('\n'), stack: '', plugin: 'catalogue' };
  if (!first.span) return error;
  const file = `${context.catalogueDir}/${first.span.file}`;
  const text = context.sources.get(first.span.file);
  return {
    ...error,
    id: file,
    // The overlay trims the frame, which would shift its first line left of the others; a
    // zero-width space is not trimmed, so the line numbers stay in one column.
    ...(text === undefined ? {} : { frame: `\u200b${codeFrame(text, first.span).join('\n')}` }),
    loc: { file, line: first.span.start.line, column: first.span.start.column },
  };
}
