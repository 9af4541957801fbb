/**
 * The files that validated without a single diagnostic, remembered between runs: a file whose
 * path, kind and text are what validated clean before, under the same schemas and checks, is not
 * validated again. At 10,000 products that is most of validation's third of a second after an edit.
 * A file with any diagnostic is always validated afresh, so every message keeps its line and column.
 *
 * Kept in node_modules/.cache/catalogue/validated (one file per catalogue folder). The key covers
 * every module of validate/, the schemas as the CLI applies them, the diagnostic codes and ajv's
 * version; any trouble with the cache only costs speed.
 */
import { createHash, hash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir as cacheFolder, fingerprint, keepNewest, modulesIn, writeAtomically } from '../cache/index.ts';
import { contentKey } from '../load/cache.ts';
import type { SourceFile } from '../model.ts';

/** Catalogue folders remembered (the project's and the benchmarks' and tests' copies). */
const MAX_CACHE_FILES = 16;

export interface CleanFiles {
  /** True when `file` as it is now validated clean before. */
  has(file: SourceFile): boolean;
  /** Remembers that `file` as it is now validated clean. */
  add(file: SourceFile): void;
  /** Writes the files seen clean in this run (dropping the rest) when anything changed. */
  save(): Promise<void>;
}

let version: string | undefined;
function versionOfChecks(): string {
  if (version) return version;
  const own = modulesIn(new URL('./', import.meta.url));
  const schemaDir = new URL('../../schema/', import.meta.url);
  const schemas = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => new URL(name, schemaDir));
  const shared = ['../diagnostics/codes.ts', '../../contract/kinds/index.ts', '../../contract/url-rules.ts'].map((file) => new URL(file, import.meta.url));
  version = fingerprint({ files: [...own, ...schemas, ...shared], packages: ['ajv'] });
  return version;
}

/** The file's kind and its content key (its path and text hashed once, by load), hashed. */
const keyOf = (file: SourceFile): string => hash('sha1', `${file.kind}\0${file.contentKey ?? contentKey(file.path, file.text)}`, 'base64url');

export async function openCleanFiles(catalogueRoot: string, cacheDir = cacheFolder('validated')): Promise<CleanFiles> {
  const current = versionOfChecks();
  const file = path.join(cacheDir, `${createHash('sha1').update(path.resolve(catalogueRoot)).digest('hex').slice(0, 16)}.json`);
  let stored = new Set<string>();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: string; clean?: string[] };
    if (parsed.version === current && Array.isArray(parsed.clean)) stored = new Set(parsed.clean);
  } catch {
    // Nothing remembered yet: every file is validated.
  }
  const seen = new Set<string>();
  let added = false;
  return {
    has(source) {
      const key = keyOf(source);
      if (!stored.has(key)) return false;
      seen.add(key);
      return true;
    },
    add(source) {
      seen.add(keyOf(source));
      added = true;
    },
    async save() {
      if (!added && seen.size === stored.size) return;
      if (writeAtomically(file, JSON.stringify({ version: current, clean: [...seen] }))) keepNewest(cacheDir, MAX_CACHE_FILES);
    },
  };
}
