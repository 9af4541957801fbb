/**
 * Load: finds every YAML file in the catalogue, parses each with positions kept, and returns
 * the records with everything found wrong on the way. Nothing here throws for bad content.
 */
import { statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, SourceFile, Span } from '../model.ts';
import { contentKey, openParseCache, stampOf, type ParseCache, type StampsAhead } from './cache.ts';
import { discoverFiles, type FoundFile } from './discover.ts';
import { openListings } from './listings.ts';
import { sizeHeapFor } from './heap.ts';
import { parseDocumentWithPositions, type ParseResult } from './parse.ts';
import { parseFiles } from './parse-pool.ts';
import { readCatalogueFile } from './read-file.ts';
import { decodeText } from './text.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import { looker, type StepSink } from '../progress.ts';

export interface LoadResult {
  files: SourceFile[];
  diagnostics: Diagnostic[];
  /** Files not read, because their stamps were as when they were last read (cache.ts). */
  unread: number;
}

export interface LoadOptions {
  /** Reuse parse results of unchanged files from earlier runs, and skip reading them and listing unchanged folders (default true). */
  cache?: boolean;
  /** When the run counts as started (ms since 1970), for tests; it decides which files are stamped. */
  now?: number;
  /** A build that makes every page: a large catalogue's heap is kept from growing far beyond what is live (heap.ts). */
  boundHeap?: boolean;
  /** The files' stamps as a worker looked at them ahead (build/disk-check.ts); otherwise each file is stat'ed here. */
  stampsAhead?: Promise<StampsAhead | undefined>;
  /** Told each step (finding, reading, parsing the files) for a progress line on a large catalogue. */
  progress?: StepSink;
}

/** A file read now, or known by its stamp and not read (`text` absent, `result` its parse). */
interface ReadFile extends FoundFile {
  text?: string;
  /** Set when the bytes are not text the parser should see; the file then has no data. */
  unreadable?: Diagnostic;
  /** Its stats, taken before reading. */
  stats?: Stats;
  key?: string;
  result?: ParseResult;
}

export async function loadCatalogue(dir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const root = path.resolve(dir);
  if (!(await isDirectory(root))) {
    const hint = 'Run the command from the project folder, or name the folder with --catalogue.';
    return { files: [], diagnostics: [diagnostic('catalogue/not-found', { dir }, undefined, { hint })], unread: 0 };
  }
  // The cache's files are read (by the thread pool) while the folder is walked here.
  const opening = options.cache === false ? undefined : openParseCache(root, undefined, { now: options.now, ...(options.stampsAhead ? { stampsAhead: options.stampsAhead } : {}) });
  const listings = options.cache === false ? undefined : openListings(root, { ...(options.now === undefined ? {} : { now: options.now }) });
  options.progress?.step(() => "checking: looking for the catalogue's files");
  const found = await discoverFiles(root, listings ? { listings } : {});
  listings?.save();
  if (options.boundHeap) sizeHeapFor(found.files.length);
  const cache = await opening;
  const read = readTexts(found.files, cache, options.progress);
  const results = await parseWithCache(read.files, cache, options.progress);
  const diagnostics = [...found.diagnostics, ...read.diagnostics, ...results.flatMap((result) => result.diagnostics)];
  const unread = read.files.filter((file) => file.text === undefined).length;
  return { files: read.files.map((file, i) => toSourceFile(file, results[i]?.data)), diagnostics, unread };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

function readTexts(files: readonly FoundFile[], cache: ParseCache | undefined, progress: StepSink | undefined): { files: ReadFile[]; diagnostics: Diagnostic[] } {
  const read: ReadFile[] = [];
  const diagnostics: Diagnostic[] = [];
  progress?.step(() => `checking: ${grouped(read.length)} of ${grouped(files.length)} files read`);
  // The thread is busy while the files are read: a progress line due is said between them.
  const look = looker(progress);
  for (const file of files) {
    look();
    const known = cache && knownByStamp(file, cache);
    if (known) {
      // Made field by field: ten thousand spreads of two objects cost about 20 ms, this about 2.
      const entry: ReadFile = { path: file.path, absolutePath: file.absolutePath, kind: file.kind, key: known.key, result: known.result };
      if (file.address !== undefined) entry.address = file.address;
      read.push(entry);
      continue;
    }
    const opened = readCatalogueFile(file.absolutePath, file.path);
    // A file refused unread still defines its page, so links to it are not reported as well.
    if ('problem' in opened) {
      read.push({ ...file, text: '', unreadable: opened.problem });
      continue;
    }
    const bytes = opened.bytes;
    const { text, problem } = decodeText(bytes);
    // Kept in the list, without data, so its page still exists and links to it are not reported too.
    const unreadable = problem && diagnostic('file/unreadable', { path: file.path, reason: problem.detail }, pointAt(file.path, problem), { hint: problem.hint });
    read.push({ ...file, text, stats: opened.stats, ...(unreadable ? { unreadable } : {}) });
  }
  return { files: read, diagnostics };
}

/** The parse of a file whose stamp is as when it was last read, and that the cache still holds. */
function knownByStamp(file: FoundFile, cache: ParseCache): { key: string; result: ParseResult } | undefined {
  let key: string | undefined;
  if (cache.checkedAhead) {
    key = cache.keyAhead(file.path);
  } else {
    const stats = statSync(file.absolutePath, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    key = cache.keyByStamp(file.path, stampOf(stats));
  }
  const result = key === undefined ? undefined : cache.get(key);
  return key !== undefined && result ? { key, result } : undefined;
}

function pointAt(file: string, at: { line: number; column: number; offset: number }): Span {
  return { file, start: { line: at.line, column: at.column }, end: { line: at.line, column: at.column + 1 }, offset: at.offset, length: 1 };
}

/** Parse results in the order of `files`: from the cache when a file is unchanged, else parsed (on every core). */
async function parseWithCache(files: ReadFile[], cache: ParseCache | undefined, progress: StepSink | undefined): Promise<ParseResult[]> {
  const results = files.map((file) => {
    if (file.result) return file.result;
    if (file.unreadable) return { data: undefined, diagnostics: [file.unreadable] };
    if (!cache || file.text === undefined) return undefined;
    file.key = cache.key(file.path, file.text);
    return cache.get(file.key);
  });
  const misses = files.flatMap((file, i) => (results[i] ? [] : [{ index: i, path: file.path, text: file.text ?? '' }]));
  let parsedCount = 0;
  if (misses.length > 0) progress?.step(() => `checking: ${grouped(parsedCount)} of ${grouped(misses.length)} files parsed`);
  const parsed = await parseFiles(misses, progress ? { onParsed: (count) => ((parsedCount += count), progress.look()) } : {});
  misses.forEach((miss, j) => {
    const result = parsed[j] as ParseResult;
    results[miss.index] = result;
    const file = files[miss.index]!;
    if (file.key !== undefined) cache?.set(file.key, result);
  });
  // Only a file read whole and whose parse the cache took is stamped.
  for (const file of files) if (cache && file.stats && file.key !== undefined && !file.unreadable && cache.get(file.key)) cache.stamp(file.path, file.stats, file.key);
  await cache?.save();
  return results as ParseResult[];
}

/**
 * A Document cannot cross threads or sit in a cache, so every file gets its tree lazily, parsed
 * again on first use: only files that have something to report ever pay for it. So does the
 * text of a file known by its stamp: it is read when a message quotes it, or a command edits it.
 */
function toSourceFile(file: ReadFile, data: unknown): SourceFile {
  return new LoadedFile(file.path, file.absolutePath, file.kind, file.address, data, file.key, file.text);
}

/**
 * A file as load made it: its text, tree and content key worked out on first use, by getters every
 * file shares (one shape for them all, rather than four closures and accessors on each: at 10,000
 * files the build reads these objects at every stage).
 */
class LoadedFile implements SourceFile {
  readonly address?: string;
  #text: string | undefined;
  #tree: ReturnType<typeof parseDocumentWithPositions> | undefined;
  readonly #key: string | undefined;

  constructor(
    readonly path: string,
    readonly absolutePath: string,
    readonly kind: SourceFile['kind'],
    address: string | undefined,
    readonly data: unknown,
    key: string | undefined,
    text: string | undefined,
  ) {
    if (address !== undefined) this.address = address;
    this.#key = key;
    this.#text = text;
  }

  get text(): string {
    return (this.#text ??= readAgain(this.absolutePath, this.path));
  }

  get doc(): SourceFile['doc'] {
    return this.parsed().doc;
  }

  get lineCounter(): SourceFile['lineCounter'] {
    return this.parsed().lineCounter;
  }

  get contentKey(): string {
    return this.#key ?? contentKey(this.path, this.text);
  }

  private parsed(): ReturnType<typeof parseDocumentWithPositions> {
    return (this.#tree ??= parseDocumentWithPositions(this.text));
  }
}

/** The text of a file not read at load; empty if it can no longer be read (the next run reports why). */
function readAgain(absolutePath: string, relPath: string): string {
  const opened = readCatalogueFile(absolutePath, relPath);
  return 'problem' in opened ? '' : decodeText(opened.bytes).text;
}
