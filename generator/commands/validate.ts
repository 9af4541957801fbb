/**
 * `catalogue validate [FILE...]`, with ESLint's `--quiet` (errors only) and `--max-warnings N`
 * (exit 1 when more warnings than N are found, saying so). Exit 0 clean, 1 errors or too many
 * warnings; usage mistakes are UsageErrors (exit 2).
 */
import type { FormatName } from '../diagnostics/format/index.ts';
import { checkCatalogue, hasErrors, type CheckResult } from '../pipeline.ts';
import { printReport, type Io } from '../print.ts';
import { checkNamedFiles, resolveNamedPaths } from './named-files.ts';
import { StepLines } from '../progress.ts';

export interface ValidateOptions {
  /** The catalogue folder, absolute or relative to where the command was run. */
  catalogue: string;
  format: FormatName;
  cache: boolean;
  quiet?: boolean;
  maxWarnings?: number;
}

export async function validateCommand(names: readonly string[], options: ValidateOptions, io: Io): Promise<number> {
  const named = resolveNamedPaths(options.catalogue, names);
  // Naming the catalogue folder itself ('catalogue validate catalogue') is the whole catalogue, problems of no one file included.
  const whole = named.length === 0 || named.some((entry) => entry.path === '');
  // A large catalogue's check says how far it has got while it takes long (on stderr).
  const progress = new StepLines((line) => io.stderr(`${line}\n`));
  const result = await (whole ? checkCatalogue(options.catalogue, { cache: options.cache, progress }) : checkNamedFiles(options.catalogue, named, { cache: options.cache })).finally(() => progress.stop());
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  printReport(options.quiet ? errorsOnly(result) : result, { format: options.format, catalogueDir: options.catalogue, io });
  if (hasErrors(result)) return 1;
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    io.stderr(`catalogue: ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} found, more than the ${options.maxWarnings} that --max-warnings allows.\n`);
    return 1;
  }
  return 0;
}

/** --quiet: the errors alone, so the report and its counts are of errors only. */
function errorsOnly(result: CheckResult): CheckResult {
  return { ...result, diagnostics: result.diagnostics.filter((d) => d.severity === 'error') };
}
