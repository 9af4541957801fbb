/**
 * Load: finds every YAML file in the catalogue, parses each with positions kept, and returns
 * the records with everything found wrong on the way. Nothing here throws for bad content.
 */
import { readCatalogueFile } from './read-file.ts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, SourceFile, Span } from '../model.ts';
import { openParseCache } from './cache.ts';
import { discoverFiles, type FoundFile } from './discover.ts';
import { parseDocumentWithPositions, type ParseResult } from './parse.ts';
import { parseFiles } from './parse-pool.ts';
import { decodeText } from './text.ts';

export interface LoadResult {
  files: SourceFile[];
  diagnostics: Diagnostic[];
}

export interface LoadOptions {
  /** Reuse parse results of unchanged files from earlier runs (default true). */
  cache?: boolean;
}

interface ReadFile extends FoundFile {
  text: string;
  /** Set when the bytes are not text the parser should see; the file then has no data. */
  unreadable?: Diagnostic;
}

export async function loadCatalogue(dir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const root = path.resolve(dir);
  if (!(await isDirectory(root))) {
    const hint = 'Run the command from the project folder, or name the folder with --catalogue.';
    return { files: [], diagnostics: [diagnostic('catalogue/not-found', { dir }, undefined, { hint })] };
  }
  const found = await discoverFiles(root);
  const read = readTexts(found.files);
  const results = await parseWithCache(root, read.files, options);
  const diagnostics = [...found.diagnostics, ...read.diagnostics, ...results.flatMap((result) => result.diagnostics)];
  return { files: read.files.map((file, i) => toSourceFile(file, results[i]?.data)), diagnostics };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

function readTexts(files: readonly FoundFile[]): { files: ReadFile[]; diagnostics: Diagnostic[] } {
  const read: ReadFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
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
    read.push({ ...file, text, ...(unreadable ? { unreadable } : {}) });
  }
  return { files: read, diagnostics };
}

function pointAt(file: string, at: { line: number; column: number; offset: number }): Span {
  return { file, start: { line: at.line, column: at.column }, end: { line: at.line, column: at.column + 1 }, offset: at.offset, length: 1 };
}

/** Parse results in the order of `files`: from the cache when a file is unchanged, else parsed (on every core). */
async function parseWithCache(root: string, files: readonly ReadFile[], options: LoadOptions): Promise<ParseResult[]> {
  const cache = options.cache === false ? undefined : await openParseCache(root);
  const keys = files.map((file) => cache?.key(file.path, file.text) ?? '');
  const results = files.map((file, i) => (file.unreadable ? { data: undefined, diagnostics: [file.unreadable] } : cache?.get(keys[i] ?? '')));
  const misses = files.flatMap((file, i) => (results[i] ? [] : [{ index: i, path: file.path, text: file.text }]));
  const parsed = await parseFiles(misses);
  misses.forEach((miss, j) => {
    const result = parsed[j] as ParseResult;
    results[miss.index] = result;
    cache?.set(keys[miss.index] ?? '', result);
  });
  await cache?.save();
  return results as ParseResult[];
}

/**
 * A Document cannot cross threads or sit in a cache, so every file gets its tree lazily, parsed
 * again on first use: only files that have something to report ever pay for it.
 */
function toSourceFile(file: ReadFile, data: unknown): SourceFile {
  const { text } = file;
  let tree: ReturnType<typeof parseDocumentWithPositions> | undefined;
  const treeOf = () => (tree ??= parseDocumentWithPositions(text));
  const source = { path: file.path, absolutePath: file.absolutePath, kind: file.kind, ...(file.address ? { address: file.address } : {}), text, data } as SourceFile;
  Object.defineProperty(source, 'doc', { enumerable: true, get: () => treeOf().doc });
  Object.defineProperty(source, 'lineCounter', { enumerable: true, get: () => treeOf().lineCounter });
  return source;
}
