/**
 * SARIF 2.1.0, the format GitHub code scanning and many editors import. Rules come from the
 * diagnostics catalogue, so every code has its short description.
 */
import type { Severity } from '../../model.ts';
import { codes } from '../codes.ts';
import { displayPath, sortDiagnostics, type Report } from '../report.ts';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

export function sarif(report: Report): string {
  const ruleIds = Object.keys(codes) as (keyof typeof codes)[];
  const rules = ruleIds.map((id) => ({
    id,
    shortDescription: { text: codes[id].title },
    defaultConfiguration: { level: LEVEL[codes[id].severity] },
  }));
  const results = sortDiagnostics(report.diagnostics).map((d) => {
    const ruleIndex = ruleIds.indexOf(d.code as keyof typeof codes);
    return {
      ruleId: d.code,
      ...(ruleIndex >= 0 ? { ruleIndex } : {}),
      level: LEVEL[d.severity],
      message: { text: d.hint ? `${d.message} ${d.hint}` : d.message },
      ...(d.span
        ? {
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: displayPath(report, d.span.file) },
                  region: { startLine: d.span.start.line, startColumn: d.span.start.column, endLine: d.span.end.line, endColumn: d.span.end.column },
                },
              },
            ],
          }
        : {}),
      ...(d.suggestion ? { properties: { suggestion: d.suggestion } } : {}),
    };
  });
  const log = {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [{ tool: { driver: { name: 'catalogue', rules } }, results }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
