/**
 * GitHub Actions workflow commands, which show each problem on the changed line of a pull
 * request: `::error file=…,line=…,col=…,title=code::message`.
 */
import type { Severity } from '../../model.ts';
import { displayFileOf, sortDiagnostics, type Report } from '../report.ts';
import { summary } from './stylish.ts';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** GitHub's escaping for a command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub's escaping for a property value, where ':' and ',' separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function github(report: Report): string {
  const lines = sortDiagnostics(report.diagnostics).map((d) => {
    const properties: [string, string | number][] = [];
    const file = displayFileOf(report, d);
    if (file !== undefined) properties.push(['file', file]);
    if (d.span) {
      properties.push(
        ['line', d.span.start.line],
        ['col', d.span.start.column],
        ['endLine', d.span.end.line],
        ['endColumn', d.span.end.column],
      );
    }
    properties.push(['title', d.code]);
    const message = d.hint ? `${d.message}\n${d.hint}` : d.message;
    return `::${COMMAND[d.severity]} ${properties.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${escapeData(message)}`;
  });
  lines.push(summary(report));
  return `${lines.join('\n')}\n`;
}
