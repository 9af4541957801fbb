/**
 * The generator is a small compiler: load -> validate -> resolve links -> emit.
 * Each stage returns diagnostics instead of throwing; only the CLI turns them into an exit code.
 */
import type { Diagnostic, SourceFile } from './model.ts';
import { loadCatalogue, type LoadOptions } from './load/index.ts';
import { validateRecords } from './validate/index.ts';
import { checkLinks, type PageIndex } from './links/index.ts';
import { emit, type EmitHooks } from './emit/index.ts';

export interface CheckResult {
  files: SourceFile[];
  pages: PageIndex;
  diagnostics: Diagnostic[];
  stats: { files: number; pages: number; links: number; durationMs: number };
}

export async function checkCatalogue(catalogueDir: string, options: LoadOptions = {}): Promise<CheckResult> {
  const started = performance.now();
  const loaded = await loadCatalogue(catalogueDir, options);
  const schemaDiagnostics = validateRecords(loaded.files);
  const links = checkLinks(loaded.files, { catalogueDir });
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

export interface GenerateResult extends CheckResult {
  /** Undefined when errors stopped generation and the previous output was left untouched. */
  written?: { files: number; outDir: string };
}

export async function generateSite(catalogueDir: string, outDir: string, options: LoadOptions = {}, hooks: EmitHooks = {}): Promise<GenerateResult> {
  const checked = await checkCatalogue(catalogueDir, options);
  if (checked.diagnostics.some((d) => d.severity === 'error')) return checked;
  const written = await emit({ files: checked.files, pages: checked.pages, catalogueDir, outDir }, hooks);
  return { ...checked, written: { files: written.files, outDir } };
}
