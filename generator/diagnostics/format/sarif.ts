/**
 * SARIF 2.1.0, the format GitHub code scanning and many editors import. Rules come from the
 * diagnostics catalogue, so every code has its short description. Typed against @types/sarif,
 * so a misshapen log fails typecheck rather than an upload.
 */
import type { Location, Log, ReportingDescriptor, Result } from 'sarif';
import type { Diagnostic, Severity } from '../../model.ts';
import { codes } from '../codes.ts';
import { displayFileOf, sortDiagnostics, type Report } from '../report.ts';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** A relative URI reference: each path segment percent-encoded, so 'Oak Sleepers.yaml' stays one valid URI. */
function uriOf(relPath: string): string {
  return relPath.split('/').map(encodeURIComponent).join('/');
}

/**
 * Where a result is. Code scanning drops a result without a location, so a problem with the
 * catalogue as a whole (a missing site.yaml) points at the catalogue folder, and a problem with a
 * whole file (a picture no page shows) at the file, with no region.
 */
function locationOf(report: Report, d: Diagnostic): Location {
  const file = displayFileOf(report, d);
  if (file === undefined) return { physicalLocation: { artifactLocation: { uri: `${uriOf(report.root === '' ? '.' : report.root.replace(/\/$/, ''))}/` } } };
  if (!d.span) return { physicalLocation: { artifactLocation: { uri: uriOf(file) } } };
  const { start, end } = d.span;
  return {
    physicalLocation: {
      artifactLocation: { uri: uriOf(file) },
      region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column },
    },
  };
}

export function sarif(report: Report): string {
  const ruleIds = Object.keys(codes) as (keyof typeof codes)[];
  const rules: ReportingDescriptor[] = ruleIds.map((id) => ({
    id,
    shortDescription: { text: codes[id].title },
    defaultConfiguration: { level: LEVEL[codes[id].severity] },
  }));
  const results: Result[] = sortDiagnostics(report.diagnostics).map((d) => {
    const ruleIndex = ruleIds.indexOf(d.code as keyof typeof codes);
    return {
      ruleId: d.code,
      ...(ruleIndex >= 0 ? { ruleIndex } : {}),
      level: LEVEL[d.severity],
      message: { text: d.hint ? `${d.message} ${d.hint}` : d.message },
      locations: [locationOf(report, d)],
      ...(d.suggestion ? { properties: { suggestion: d.suggestion } } : {}),
    };
  });
  const log: Log = {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    // Columns are counted as JavaScript strings count them, which is SARIF's default made explicit.
    runs: [{ tool: { driver: { name: 'catalogue', rules } }, columnKind: 'utf16CodeUnits', results }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
