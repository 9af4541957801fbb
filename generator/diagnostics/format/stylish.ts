/**
 * The human format: problems grouped by file, each with a clickable `path:line:column`, a code
 * frame with a caret under the exact text, hints, and a closing summary.
 */
import type { Diagnostic, Severity } from '../../model.ts';
import { countBySeverity, displayFileOf, sortDiagnostics, type Report } from '../report.ts';
import { codeFrame } from './code-frame.ts';
import { paint, type Paint } from './paint.ts';
import { grouped } from './grouped.ts';

export function stylish(report: Report, options: { color?: boolean } = {}): string {
  const p = paint(options.color ?? false);
  const out: string[] = [];
  let currentFile: string | undefined;
  for (const d of sortDiagnostics(report.diagnostics)) {
    const file = displayFileOf(report, d) ?? report.root;
    if (file !== currentFile) {
      out.push(p.underline(file));
      currentFile = file;
    }
    out.push(...describe(d, file, report, p));
  }
  out.push(summary(report, p));
  return `${out.join('\n')}\n`;
}

function describe(d: Diagnostic, file: string, report: Report, p: Paint): string[] {
  const where = d.span ? `${file}:${d.span.start.line}:${d.span.start.column}` : file;
  const lines = [`  ${where}  ${severityWord(d.severity, p)}  ${d.message}  ${p.dim(d.code)}`];
  const text = d.span ? report.sources?.get(d.span.file) : undefined;
  // An info note asks for no change on its line (the forms' mail fallback), so a frame would only suggest one.
  if (d.span && text !== undefined && d.severity !== 'info') lines.push(...codeFrame(text, d.span, p).map((line) => `    ${line}`));
  if (d.hint) lines.push(`    ${p.cyan('hint:')} ${d.hint}`);
  lines.push('');
  return lines;
}

function severityWord(severity: Severity, p: Paint): string {
  if (severity === 'error') return p.red('error');
  if (severity === 'warning') return p.yellow('warning');
  return p.blue('info');
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

export function summary(report: Report, p: Paint = paint(false)): string {
  const { files, pages, links, durationMs } = report.stats;
  const counts = countBySeverity(report.diagnostics);
  const problems = [count(counts.error, 'error'), count(counts.warning, 'warning')];
  if (counts.info > 0) problems.push(`${grouped(counts.info)} info`);
  const mark = counts.error > 0 ? p.red('✖') : p.green('✔');
  const text = `${count(files, 'file')}, ${count(pages, 'page')}, ${count(links, 'link')} checked: ${problems.join(', ')} (${(durationMs / 1000).toFixed(2)} s)`;
  return `${mark} ${counts.error > 0 ? p.bold(text) : text}`;
}
