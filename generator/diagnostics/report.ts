/**
 * What a formatter is given: the diagnostics, the counts for the summary, and enough context to
 * print paths editors can open and code frames. Formatters are pure functions of a Report.
 */
import path from 'node:path';
import type { Diagnostic, Severity } from '../model.ts';

export interface ReportStats {
  files: number;
  pages: number;
  links: number;
  durationMs: number;
}

export interface Report {
  diagnostics: readonly Diagnostic[];
  stats: ReportStats;
  /** The catalogue directory relative to the working directory, '/' separated ('catalogue'); spans are relative to it. */
  root: string;
  /**
   * Where the command was run, relative to the catalogue, when that is a folder inside it
   * ('timber'): paths are then printed from there ('plywood.yaml', '../services/delivery.yaml'), as tsc does.
   */
  here?: string;
  /** Each file's text, by catalogue-relative path, for code frames. */
  sources?: ReadonlyMap<string, string>;
}

/** The files a report quotes (catalogue-relative paths): those its messages point into. */
export function quotedFiles(diagnostics: readonly Diagnostic[]): Set<string> {
  return new Set(diagnostics.flatMap((d) => (d.span ? [d.span.file] : [])));
}

export type Formatter = (report: Report, options?: { color?: boolean }) => string;

/** A diagnostic's file as the user should see it: relative to where they ran the command. */
export function displayPath(report: Report, file: string): string {
  if (report.here !== undefined) return path.posix.relative(report.here, file);
  return report.root === '' || report.root === '.' ? file : `${report.root.replace(/\/$/, '')}/${file}`;
}

/** The catalogue-relative file a problem is in, with or without a position; undefined for the catalogue as a whole. */
export function fileOf(d: Diagnostic): string | undefined {
  return d.span?.file ?? d.file;
}

/** fileOf as the user should see it; undefined for the catalogue as a whole. */
export function displayFileOf(report: Report, d: Diagnostic): string | undefined {
  const file = fileOf(d);
  return file === undefined ? undefined : displayPath(report, file);
}

/**
 * Errors and warnings before info notes, which ask for no change: files with a problem first, by
 * file, then line, then column (the catalogue as a whole before any file, a file's own problems
 * before its lines'); then the files that have only notes, the same way. Within a file, its notes
 * come after its problems, so each file is still one group.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const withProblems = new Set(diagnostics.filter((d) => d.severity !== 'info').map((d) => fileOf(d) ?? ''));
  const notesOnly = (d: Diagnostic) => (withProblems.has(fileOf(d) ?? '') ? 0 : 1);
  const note = (d: Diagnostic) => (d.severity === 'info' ? 1 : 0);
  return [...diagnostics].sort((a, b) => {
    if (notesOnly(a) !== notesOnly(b)) return notesOnly(a) - notesOnly(b);
    const fileA = fileOf(a) ?? '';
    const fileB = fileOf(b) ?? '';
    if (fileA !== fileB) return fileA < fileB ? -1 : 1;
    if (note(a) !== note(b)) return note(a) - note(b);
    return (a.span?.start.line ?? 0) - (b.span?.start.line ?? 0) || (a.span?.start.column ?? 0) - (b.span?.start.column ?? 0);
  });
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}
