/**
 * The catalogue as the dev server holds it between saves. The first check reads every file; after
 * that only the files the watcher reported are read, parsed and schema-checked again, and every
 * other file keeps its record and its schema diagnostics from before. Links are checked across the
 * whole catalogue each time (a change to one page can break a link on any other), so the result
 * carries the same diagnostics, in the same order, as `checkCatalogue` on the same files.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import { checkLinks } from '../links/index.ts';
import { discoverFiles, type FoundFile } from '../load/discover.ts';
import { openParseCache } from '../load/cache.ts';
import { parseDocumentWithPositions, type ParseResult } from '../load/parse.ts';
import { parseFiles } from '../load/parse-pool.ts';
import { readCatalogueFile } from '../load/read-file.ts';
import { decodeText } from '../load/text.ts';
import type { Diagnostic, SourceFile, Span } from '../model.ts';
import type { CheckResult } from '../pipeline.ts';
import { validateRecords } from '../validate/index.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import { looker, type StepSink } from '../progress.ts';

/** What one file contributed last time: kept while the file is unchanged. */
interface KnownFile {
  /** How the file was classified; a rename to another kind of file reads it again. */
  kind: string;
  address: string | undefined;
  source?: SourceFile;
  parsed: ParseResult;
  schema: Diagnostic[];
}

export class LiveCatalogue {
  readonly root: string;
  private known = new Map<string, KnownFile>();
  /** Absolute paths changed since the last check; undefined reads everything. */
  private changed: Set<string> | undefined;
  /** The files found last time, kept while files are only changed, not added or removed. */
  private found: Awaited<ReturnType<typeof discoverFiles>> | undefined;

  constructor(catalogueDir: string) {
    this.root = path.resolve(catalogueDir);
  }

  /**
   * Records a file the watcher saw added, changed or removed, to be read again at the next check.
   * Only an added or removed file sends the next check looking through the folders again.
   */
  touch(file: string, event: 'add' | 'change' | 'unlink' = 'change'): void {
    this.changed?.add(path.resolve(file));
    if (event !== 'change') this.found = undefined;
  }

  /** Forgets everything, so the next check reads every file (a folder renamed, say). */
  forget(): void {
    this.changed = undefined;
    this.found = undefined;
  }

  /** `progress`: told each step, for a progress line while a check takes long (the first, on a large catalogue). */
  async check(progress?: StepSink): Promise<CheckResult> {
    const started = performance.now();
    if (!(await isDirectory(this.root))) {
      this.known.clear();
      this.found = undefined;
      const hint = 'Run the command from the project folder, or name the folder with --catalogue.';
      const diagnostics = [diagnostic('catalogue/not-found', { dir: this.root }, undefined, { hint })];
      return { files: [], pages: new Map(), diagnostics, stats: { files: 0, pages: 0, links: 0, durationMs: performance.now() - started } };
    }
    const changed = this.changed;
    this.changed = new Set();
    progress?.step(() => "checking: looking for the catalogue's files");
    const found = (this.found ??= await discoverFiles(this.root));
    const isFresh = (file: FoundFile) => {
      const before = this.known.get(file.path);
      return !before || !changed || changed.has(file.absolutePath) || before.kind !== file.kind || before.address !== file.address;
    };
    const read = await readFiles(this.root, found.files.filter(isFresh), { cache: !changed, ...(progress ? { progress } : {}) });
    const known = new Map<string, KnownFile>();
    for (const file of found.files) known.set(file.path, read.get(file.path) ?? this.known.get(file.path)!);
    this.known = known;

    const entries = [...known.values()];
    const files = entries.flatMap((entry) => (entry.source ? [entry.source] : []));
    progress?.step(() => 'checking: the links between pages');
    const links = checkLinks(files, { catalogueDir: this.root, keep: true });
    const diagnostics = [
      ...found.diagnostics,
      ...entries.flatMap((entry) => entry.parsed.diagnostics),
      ...entries.flatMap((entry) => entry.schema),
      ...links.diagnostics,
    ];
    return {
      files,
      pages: links.pages,
      diagnostics,
      stats: { files: files.length, pages: links.pages.size, links: links.linksChecked, durationMs: performance.now() - started },
    };
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Reads, parses and schema-checks files as load and validate do for the whole catalogue: on every
 * core, and through load's parse cache on the first check, so the dev server starts as fast as
 * `catalogue validate` runs.
 */
async function readFiles(root: string, found: readonly FoundFile[], options: { cache: boolean; progress?: StepSink }): Promise<Map<string, KnownFile>> {
  const { progress } = options;
  let done = 0;
  progress?.step(() => `checking: ${grouped(done)} of ${grouped(found.length)} files read`);
  // The thread is busy while the files are read and checked: a progress line due is said between them.
  const look = looker(progress);
  const texts = found.map((file) => {
    done += 1;
    look();
    return { file, ...readText(file) };
  });
  const cache = options.cache ? await openParseCache(root) : undefined;
  const keys = texts.map(({ file, text }) => cache?.key(file.path, text) ?? '');
  const parsed = texts.map((entry, i) => (entry.unreadable ? { data: undefined, diagnostics: [entry.unreadable] } : cache?.get(keys[i]!)));
  const misses = texts.flatMap((entry, i) => (parsed[i] ? [] : [{ index: i, path: entry.file.path, text: entry.text }]));
  done = 0;
  if (misses.length > 0) progress?.step(() => `checking: ${grouped(done)} of ${grouped(misses.length)} files parsed`);
  const results = await parseFiles(misses, progress ? { onParsed: (count) => ((done += count), progress.look()) } : {});
  misses.forEach((miss, j) => {
    parsed[miss.index] = results[j]!;
    cache?.set(keys[miss.index]!, results[j]!);
  });
  await cache?.save();

  const known = new Map<string, KnownFile>();
  done = 0;
  progress?.step(() => `checking: ${grouped(done)} of ${grouped(texts.length)} records against the schema`);
  texts.forEach(({ file, text }, i) => {
    done += 1;
    look();
    const result = parsed[i]!;
    const entry: KnownFile = { kind: file.kind, address: file.address, parsed: result, schema: [] };
    const source = toSourceFile(file, text, result.data);
    known.set(file.path, { ...entry, source, schema: validateRecords([source]) });
  });
  return known;
}

/**
 * A file's text, or why it cannot be read or is not text, through load's guarded reader: a path
 * the watcher reports changed may now be a named pipe or a device, which a plain read would wait
 * on for ever, or a file far larger than any page. As in load, a file refused unread still
 * defines its page, without data, so links to it are not reported as well.
 */
function readText(file: FoundFile): { text: string; unreadable?: Diagnostic } {
  const opened = readCatalogueFile(file.absolutePath, file.path);
  if ('problem' in opened) return { text: '', unreadable: opened.problem };
  const { text, problem } = decodeText(opened.bytes);
  if (!problem) return { text };
  const at: Span = { file: file.path, start: { line: problem.line, column: problem.column }, end: { line: problem.line, column: problem.column + 1 }, offset: problem.offset, length: 1 };
  return { text, unreadable: diagnostic('file/unreadable', { path: file.path, reason: problem.detail }, at, { hint: problem.hint }) };
}

/** As load makes it: the YAML tree is parsed again only when a diagnostic needs a position. */
function toSourceFile(file: FoundFile, text: string, data: unknown): SourceFile {
  let tree: ReturnType<typeof parseDocumentWithPositions> | undefined;
  const treeOf = () => (tree ??= parseDocumentWithPositions(text));
  const source = { path: file.path, absolutePath: file.absolutePath, kind: file.kind, ...(file.address ? { address: file.address } : {}), text, data } as SourceFile;
  Object.defineProperty(source, 'doc', { enumerable: true, get: () => treeOf().doc });
  Object.defineProperty(source, 'lineCounter', { enumerable: true, get: () => treeOf().lineCounter });
  return source;
}
