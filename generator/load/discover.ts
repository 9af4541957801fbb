/**
 * Finds the catalogue's files and decides what each one is from its path, reporting stray YAML
 * files and the files every catalogue must have.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, FileKind, Span } from '../model.ts';
import { KINDS } from '../../contract/kinds/index.ts';
import { classify, intendedName, isCatalogueYaml, unknownFileHint, type Classified } from './kinds.ts';

export interface FoundFile extends Classified {
  /** Relative to the catalogue, '/' separated. */
  path: string;
  absolutePath: string;
}

export async function discoverFiles(root: string): Promise<{ files: FoundFile[]; diagnostics: Diagnostic[] }> {
  const files: FoundFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const relPath of await findYamlFiles(root)) {
    const classified = classify(relPath);
    if (classified) {
      files.push({ path: relPath, absolutePath: path.join(root, relPath), ...classified });
      continue;
    }
    diagnostics.push(diagnostic('file/unknown', { path: relPath }, startOf(relPath), { hint: unknownFileHint(relPath) }));
    // A misnamed page ('Plywood.YAML') is still checked as the page it was meant to be, so the
    // links to it are not reported too: one slip, one message.
    const intended = intendedName(relPath);
    const meant = intended === undefined ? undefined : classify(intended);
    if (meant) files.push({ path: relPath, absolutePath: path.join(root, relPath), ...meant });
  }
  diagnostics.push(...missingRequiredFiles(files));
  return { files, diagnostics };
}

/** Every .yaml/.yml file below the catalogue (images/ and hidden folders aside), in a stable order. */
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

/** The files every catalogue must have, and what each is for (from the kinds' definitions). */
const REQUIRED = KINDS.flatMap((definition) =>
  'required' in definition && definition.files[0] ? [{ kind: definition.kind as FileKind, file: definition.files[0], purpose: definition.required }] : [],
);

function missingRequiredFiles(files: readonly FoundFile[]): Diagnostic[] {
  return REQUIRED.filter(({ kind }) => !files.some((file) => file.kind === kind)).map(({ file, purpose }) =>
    diagnostic('catalogue/missing-file', { file, purpose }, undefined, { hint: `Create '${file}' at the top of the catalogue folder.` }),
  );
}

/** The very start of a file, for problems with the file as a whole. */
export function startOf(file: string): Span {
  return { file, start: { line: 1, column: 1 }, end: { line: 1, column: 1 }, offset: 0, length: 0 };
}
