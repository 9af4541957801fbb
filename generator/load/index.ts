/**
 * Load: finds every YAML file in the catalogue, parses each with positions kept, and returns
 * the records with everything found wrong on the way. Nothing here throws for bad content.
 */
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, FileKind, SourceFile, Span } from '../model.ts';
import { classify, isCatalogueYaml, unknownFileHint, type Classified } from './kinds.ts';
import { openParseCache } from './cache.ts';
import { parseDocumentWithPositions, type FileToParse, type ParseResult } from './parse.ts';
import { parseFiles } from './parse-pool.ts';

export interface LoadResult {
  files: SourceFile[];
  diagnostics: Diagnostic[];
}

export interface LoadOptions {
  /** Reuse parse results of unchanged files from earlier runs (default true). */
  cache?: boolean;
}

interface FileToRead extends Classified {
  path: string;
  absolutePath: string;
}

interface Loaded extends FileToRead {
  text: string;
  result?: ParseResult;
}

export async function loadCatalogue(dir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const root = path.resolve(dir);
  if (!(await isDirectory(root))) {
    return {
      files: [],
      diagnostics: [diagnostic('catalogue/not-found', { dir }, undefined, { hint: 'Run the command from the project folder, or name the folder with --catalogue.' })],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const toRead: FileToRead[] = [];
  for (const relPath of await findYamlFiles(root)) {
    const classified = classify(relPath);
    if (classified) toRead.push({ path: relPath, absolutePath: path.join(root, relPath), ...classified });
    else diagnostics.push(diagnostic('file/unknown', { path: relPath }, startOf(relPath), { hint: unknownFileHint(relPath) }));
  }

  diagnostics.push(...missingRequiredFiles(toRead));

  const cache = options.cache === false ? undefined : await openParseCache(root);
  const loaded: Loaded[] = [];
  for (const entry of toRead) {
    let text: string;
    try {
      text = readFileSync(entry.absolutePath, 'utf8');
    } catch (error) {
      const reason = (error as Error).message;
      diagnostics.push(diagnostic('file/unreadable', { path: entry.path, reason }, startOf(entry.path), { hint: 'Check that it is a file and that you may read it.' }));
      continue;
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    loaded.push({ ...entry, text, result: cache?.get(cache.key(entry.path, text)) });
  }

  const misses = loaded.filter((file) => !file.result);
  const results = await parseFiles(misses.map(({ path: filePath, text }): FileToParse => ({ path: filePath, text })));
  misses.forEach((file, i) => {
    const result = results[i];
    if (!result) return;
    file.result = result;
    cache?.set(cache.key(file.path, file.text), result);
  });
  await cache?.save();

  const files = loaded.map((file) => {
    diagnostics.push(...(file.result?.diagnostics ?? []));
    return toSourceFile(file);
  });
  return { files, diagnostics };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Every .yaml/.yml file below the catalogue, relative and '/' separated, in a stable order. */
async function findYamlFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    const relPath = path.sep === '/' ? entry : entry.split(path.sep).join('/');
    if (!isCatalogueYaml(relPath)) continue;
    if (relPath.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) continue;
    found.push(relPath);
  }
  return found.sort();
}

const REQUIRED: { kind: FileKind; file: string; purpose: string }[] = [
  { kind: 'site', file: 'site.yaml', purpose: "holds the business's name, phone number, address and opening hours" },
  { kind: 'layout', file: 'layout.yaml', purpose: 'holds the navigation and footer of every page' },
  { kind: 'home', file: 'home.yaml', purpose: "is the home page, '/'" },
];

function missingRequiredFiles(files: readonly FileToRead[]): Diagnostic[] {
  return REQUIRED.filter(({ kind }) => !files.some((file) => file.kind === kind)).map(({ file, purpose }) =>
    diagnostic('catalogue/missing-file', { file, purpose }, undefined, { hint: `Create '${file}' at the top of the catalogue folder.` }),
  );
}

/** The very start of a file, for problems with the file as a whole. */
function startOf(file: string): Span {
  return { file, start: { line: 1, column: 1 }, end: { line: 1, column: 1 }, offset: 0, length: 0 };
}

/**
 * A Document cannot cross threads or sit in a cache, so every file gets its tree lazily, parsed
 * again on first use: only files that have something to report ever pay for it.
 */
function toSourceFile(loaded: Loaded): SourceFile {
  const { text } = loaded;
  const data = loaded.result?.data;
  let tree: ReturnType<typeof parseDocumentWithPositions> | undefined;
  const treeOf = () => (tree ??= parseDocumentWithPositions(text));
  const file = { path: loaded.path, absolutePath: loaded.absolutePath, kind: loaded.kind, ...(loaded.address ? { address: loaded.address } : {}), text, data } as SourceFile;
  Object.defineProperty(file, 'doc', { enumerable: true, get: () => treeOf().doc });
  Object.defineProperty(file, 'lineCounter', { enumerable: true, get: () => treeOf().lineCounter });
  return file;
}
