/**
 * Finds the catalogue's files and decides what each one is from its path, reporting stray YAML
 * files and the files every catalogue must have.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, FileKind, Span } from '../model.ts';
import { KINDS } from '../../contract/kinds/index.ts';
import { classify, intendedName, isCatalogueYaml, unknownFileHint, type Classified } from './kinds.ts';
import { ignoredNearNames } from './near-names.ts';
import type { Listings } from './listings.ts';
import { walkCatalogue, type WalkProblem } from './walk.ts';

export interface FoundFile extends Classified {
  /** Relative to the catalogue, '/' separated. */
  path: string;
  absolutePath: string;
}

/** `listings`: the folders as last listed (listings.ts), so unchanged ones are not listed again. */
export async function discoverFiles(root: string, options: { listings?: Listings } = {}): Promise<{ files: FoundFile[]; diagnostics: Diagnostic[] }> {
  const files: FoundFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const walked = walkCatalogue(root, { skip: (relPath) => relPath === 'images', ...(options.listings ? { listings: options.listings } : {}) });
  diagnostics.push(...walked.problems.flatMap(walkProblem), ...ignoredNearNames(walked.files));
  // The walk gives '/'-separated paths below the folder: joined by hand, ten thousand times.
  const base = path.join(root, '.');
  const prefix = base.endsWith(path.sep) ? base : `${base}${path.sep}`;
  const absoluteOf = path.sep === '/' ? (relPath: string) => prefix + relPath : (relPath: string) => path.join(root, relPath);
  for (const relPath of walked.files) {
    if (!isCatalogueYaml(relPath)) continue;
    const classified = classify(relPath);
    if (classified) {
      const found: FoundFile = { path: relPath, absolutePath: absoluteOf(relPath), kind: classified.kind };
      if (classified.address !== undefined) found.address = classified.address;
      files.push(found);
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

/**
 * Problems met on the walk. A link or pipe that is not named like a catalogue file is left alone,
 * except a folder link, which could hold anything.
 */
function walkProblem(problem: WalkProblem): Diagnostic[] {
  const at = startOf(problem.path);
  const named = isCatalogueYaml(problem.path);
  switch (problem.kind) {
    case 'outside':
      return [diagnostic('file/outside-catalogue', { path: problem.path }, at, { hint: 'Copy the file into the catalogue folder in place of the link, or delete the link.' })];
    case 'loop':
      return [diagnostic('file/link-loop', { path: problem.path }, at, { hint: 'Delete the link: a page belongs in one folder, and other pages can link to it from anywhere.' })];
    case 'broken':
      return named ? [diagnostic('file/unreadable', { path: problem.path, reason: 'it is a link to a file that does not exist.' }, at, { hint: 'Delete the link, or put the file it should lead to in the catalogue.' })] : [];
    case 'not-regular':
      return named ? [diagnostic('file/not-regular', { path: problem.path, what: problem.what }, at, { hint: 'Delete it, and save the page as an ordinary YAML file in its place.' })] : [];
  }
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
