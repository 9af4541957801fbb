/**
 * The generator is a small compiler: load -> validate -> resolve links -> emit.
 * Each stage returns diagnostics instead of throwing; only the CLI turns them into an exit code.
 * `generate` is `planGenerate` then `writeGenerate`, so a caller such as the site build can use
 * the plan (the layout module, say) before ten thousand page files reach the disk.
 */
import path from 'node:path';
import type { Diagnostic, SourceFile } from './model.ts';
import { quotedFiles } from './diagnostics/report.ts';
import { refreshPagesSchema, type PageKinds } from './editor/pages-schema.ts';
import { planOutputsAhead, writeTreeAtomically, type OutputFile } from './emit/index.ts';
import { newTally, type StampCheck, type WriteTally } from './emit/write.ts';
import { checkLinks, type PageIndex } from './links/index.ts';
import { loadCatalogue, type LoadOptions } from './load/index.ts';
import { openCleanFiles } from './validate/clean-files.ts';
import { validateRecords } from './validate/index.ts';
import { grouped } from './diagnostics/format/grouped.ts';
import type { StepSink } from './progress.ts';

export type { OutputFile };

export interface CheckResult {
  files: SourceFile[];
  pages: PageIndex;
  diagnostics: Diagnostic[];
  stats: { files: number; pages: number; links: number; durationMs: number };
}

export async function checkCatalogue(catalogueDir: string, options: LoadOptions = {}): Promise<CheckResult> {
  const started = performance.now();
  const [loaded, clean] = await Promise.all([loadCatalogue(catalogueDir, options), options.cache === false ? undefined : openCleanFiles(catalogueDir)]);
  options.progress?.step(() => `checking: ${grouped(loaded.files.length)} records against the schema`);
  const schemaDiagnostics = validateRecords(loaded.files, clean);
  await clean?.save();
  options.progress?.step(() => 'checking: the links between pages');
  const links = checkLinks(loaded.files, { catalogueDir, keep: options.cache !== false });
  const diagnostics = [...loaded.diagnostics, ...schemaDiagnostics, ...links.diagnostics];
  return {
    files: loaded.files,
    pages: links.pages,
    diagnostics,
    stats: {
      files: loaded.files.length,
      pages: links.pages.size,
      links: links.linksChecked,
      durationMs: performance.now() - started,
    },
  };
}

export function hasErrors(result: { diagnostics: readonly Diagnostic[] }): boolean {
  return result.diagnostics.some((d) => d.severity === 'error');
}

/**
 * A plan, and the result of writing it, hold the catalogue's pages as far as their kinds: writing
 * lets go of the rest (`writeGenerate`).
 */
export interface GeneratePlan extends Omit<CheckResult, 'pages'> {
  pages: PageKinds;
  catalogueDir: string;
  outDir: string;
  /** Every file generate would write; undefined when errors stop generation. */
  outputs?: readonly OutputFile[];
  /**
   * With `ahead`: the link previews, which `outputs` then lacks, once they are drawn and encoded
   * (writeGenerate writes them with the rest).
   */
  previews?: Promise<readonly OutputFile[]>;
  /** With `ahead`: how many of the link previews are being drawn and encoded (the rest were linked as the last run left them). */
  previewsMaking?: number;
}

export interface GenerateResult extends Omit<CheckResult, 'pages'> {
  pages: PageKinds;
  /** Undefined when errors stopped generation and the previous output was left untouched. */
  written?: {
    files: number;
    outDir: string;
    /** Files moved in and deleted when only the changes were written; absent when the whole folder was written. */
    changed?: { moved: number; removed: number; paths: ReadonlySet<string> };
    /** The output folder's generation before and after this write (emit/move-in.ts). */
    generation?: { before?: string; after: string };
    /** schema/pages.schema.json when its page list changed (editors read it). */
    pagesSchema?: string;
  };
}

export interface PlanOptions extends LoadOptions {
  /** Return once every page is planned, the link previews still being made (`previews`), so a build can render pages meanwhile. */
  ahead?: boolean;
  /**
   * Told the check's result as soon as it is known, before any file is planned, so a command
   * reports what it found then: on a large catalogue's first build, drawing the link previews
   * and writing the files take many seconds more.
   */
  onChecked?: (checked: CheckResult) => void;
}

/**
 * Checks the catalogue and, when it has no errors, plans every file generate writes. Writes
 * nothing.
 */
export async function planGenerate(catalogueDir: string, outDir: string, options: PlanOptions = {}): Promise<GeneratePlan> {
  const { ahead = false, onChecked, ...loadOptions } = options;
  const checked = await checkCatalogue(catalogueDir, loadOptions);
  onChecked?.(checked);
  const plan = { ...checked, catalogueDir, outDir: path.resolve(outDir) };
  if (hasErrors(checked)) return plan;
  const reuseEarlier = loadOptions.cache ?? true;
  const { progress } = loadOptions;
  progress?.heard();
  const planned = await planOutputsAhead({ files: checked.files, pages: checked.pages, catalogueDir, outDir: plan.outDir, reuseEarlier, ...(progress ? { progress } : {}) });
  return ahead ? { ...plan, ...planned } : { ...plan, outputs: [...planned.outputs, ...(await planned.previews)] };
}

/**
 * Writes a plan's files all at once (or not at all), then the editors' page list; nothing when it
 * has errors. `stamps`: the folder's files' stamps as looked at ahead (build/disk-check.ts).
 *
 * The plan's parsed catalogue is let go first (`releaseSources`): the plan, and the result, keep
 * only the files its messages quote and each page's kind.
 */
export async function writeGenerate(plan: GeneratePlan, options: { stamps?: StampCheck; progress?: StepSink } = {}): Promise<GenerateResult> {
  if (plan.outputs) releaseSources(plan);
  const { outputs: planned, previews, previewsMaking: _making, catalogueDir, outDir, ...checked } = plan;
  if (!planned) return checked;
  const { progress } = options;
  if (previews) progress?.step(() => 'generate: link previews still being made');
  const outputs = previews ? [...planned, ...(await previews)] : planned;
  const tally = newTally();
  progress?.step(() => writingLine(outputs.length, tally));
  const { moved, removed, changed: paths, generation } = await writeTreeAtomically(outDir, outputs, { ...options, tally });
  const pagesSchema = await refreshPagesSchema(catalogueDir, checked.pages);
  const changed = moved === undefined ? {} : { changed: { moved, removed: removed ?? 0, paths: paths ?? new Set<string>() } };
  return { ...checked, written: { files: outputs.length, outDir, ...changed, generation, ...(pagesSchema ? { pagesSchema } : {}) } };
}

/**
 * Generate's progress line while it writes: at 50,000 products the write of 101,012 files takes
 * some fifteen seconds, and says how far it has got rather than the same words every five.
 */
export function writingLine(files: number, tally: WriteTally): string {
  const line = `generate: writing ${grouped(files)} files`;
  if (tally.toLink > 0) return `${line}: ${grouped(tally.written)} written, ${grouped(tally.linked)} of ${grouped(tally.toLink)} unchanged linked into the new folder`;
  if (tally.toWrite > 0) return `${line}: ${grouped(tally.written)} of ${grouped(tally.toWrite)} written`;
  if (tally.compared > 0) return `${line}: ${grouped(tally.compared)} compared with those there`;
  return line;
}

/**
 * Lets go of a plan's parsed catalogue, once its files are planned: every record's text, parsed
 * document and data (at 50,000 products about 260 MB, held through the writing of 100,000 files
 * otherwise, the moment a first build's memory peaks). The plan keeps the files its messages
 * quote (a report shows their lines) and each page's kind (the editors' page list).
 */
export function releaseSources(plan: GeneratePlan): void {
  const quoted = quotedFiles(plan.diagnostics);
  plan.files = plan.files.filter((file) => quoted.has(file.path));
  plan.pages = new Map([...plan.pages].map(([address, { kind }]) => [address, { kind }]));
}

export async function generateSite(catalogueDir: string, outDir: string, options: Omit<PlanOptions, 'ahead'> = {}): Promise<GenerateResult> {
  return writeGenerate(await planGenerate(catalogueDir, outDir, options), options.progress ? { progress: options.progress } : {});
}
