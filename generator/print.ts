/**
 * One way to print what a run found and did, for every command that checks the catalogue
 * (validate, generate, build) and the dev server: the diagnostics in the chosen format, then what
 * was written. generate and build print the diagnostics as soon as the check is done
 * (printChecked) and what was written once it is (printWritten). json and sarif stay one parsable
 * document on stdout, so the lines about written files go to stderr for them.
 */
import path from 'node:path';
import { formatters, type FormatName } from './diagnostics/format/index.ts';
import { quotedFiles, type Report } from './diagnostics/report.ts';
import type { CheckResult, GenerateResult } from './pipeline.ts';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour the stylish format (a terminal that has not asked for NO_COLOR). */
  color: boolean;
}

export const processIo = (): Io => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
});

/** Paths relative to where the command was run, so editors and CI can open them. */
export function displayDir(dir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  return relative === '' ? '.' : relative.split(path.sep).join('/');
}

/** What a report shows of a check or a generate: its messages and counts, and the files it quotes. */
type Reported = Pick<CheckResult, 'diagnostics' | 'stats' | 'files'>;

export function formatResult(result: Reported, options: { format: FormatName; catalogueDir: string; color: boolean }): string {
  const report: Report = {
    diagnostics: result.diagnostics,
    stats: result.stats,
    root: displayDir(options.catalogueDir),
    ...folderInside(options.catalogueDir),
    sources: quotedSources(result),
  };
  return formatters[options.format](report, { color: options.color });
}

/** The text of each file a message points into (only those: the others may not have been read). */
function quotedSources(result: Reported): Map<string, string> {
  const quoted = quotedFiles(result.diagnostics);
  return new Map(result.files.filter((file) => quoted.has(file.path)).map((file) => [file.path, file.text]));
}

/** The folder the command runs in, relative to the catalogue, when it is one inside it (run from 'catalogue/timber/'). */
function folderInside(catalogueDir: string): { here?: string } {
  const here = path.relative(path.resolve(catalogueDir), process.cwd());
  if (here === '' || here.startsWith('..') || path.isAbsolute(here)) return {};
  return { here: here.split(path.sep).join('/') };
}

type PrintOptions = { format: FormatName; catalogueDir: string; io: Io };

/** What a check or a generate found, then what it wrote. */
export function printReport(result: Reported | GenerateResult, options: PrintOptions): void {
  printChecked(result, options);
  printWritten(result, options);
}

/** What a check found: its messages and counts in the chosen format, on stdout. */
export function printChecked(result: Reported, options: PrintOptions): void {
  options.io.stdout(formatResult(result, { format: options.format, catalogueDir: options.catalogueDir, color: options.io.color }));
}

/** The lines saying what generate wrote, when it wrote anything (on stderr for json and sarif). */
export function printWritten(result: Reported | GenerateResult, options: Pick<PrintOptions, 'format' | 'io'>): void {
  const { io, format } = options;
  const written = 'written' in result ? result.written : undefined;
  if (!written) return;
  const changes = written.changed ? ` (${written.changed.moved} changed, ${written.changed.removed} removed; the rest as they were)` : '';
  const lines = `wrote ${written.files} files to ${displayDir(written.outDir)}${changes}\n${written.pagesSchema ? `updated ${displayDir(written.pagesSchema)} (the page list editors read)\n` : ''}`;
  if (format === 'stylish' || format === 'github') io.stdout(lines);
  else io.stderr(lines);
}
