/** One JSON document a program can read: every diagnostic with its position, and the summary. */
import { countBySeverity, displayFileOf, sortDiagnostics, type Report } from '../report.ts';

export function json(report: Report): string {
  const counts = countBySeverity(report.diagnostics);
  const document = {
    summary: {
      files: report.stats.files,
      pages: report.stats.pages,
      links: report.stats.links,
      errors: counts.error,
      warnings: counts.warning,
      info: counts.info,
      durationMs: Math.round(report.stats.durationMs),
    },
    diagnostics: sortDiagnostics(report.diagnostics).map((d) => ({
      file: displayFileOf(report, d) ?? null,
      line: d.span?.start.line ?? null,
      column: d.span?.start.column ?? null,
      endLine: d.span?.end.line ?? null,
      endColumn: d.span?.end.column ?? null,
      severity: d.severity,
      code: d.code,
      message: d.message,
      hint: d.hint ?? null,
      suggestion: d.suggestion ?? null,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
