/**
 * `catalogue validate FILE...`: the files and folders named on the command line, as paths inside
 * the catalogue, and the check that reports only their problems. Every file is still loaded (from
 * the parse cache when unchanged), so their links resolve against the whole catalogue; only the
 * named files are checked against their schemas, and only their problems are reported, with a
 * named picture's problems at the lines of the pages that show it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileOf } from '../diagnostics/report.ts';
import { collectLinks } from '../links/collect.ts';
import { checkLinks } from '../links/index.ts';
import { isRecord } from '../links/pages.ts';
import { loadCatalogue, type LoadOptions } from '../load/index.ts';
import { locate } from '../load/locate.ts';
import type { SourceFile, Span } from '../model.ts';
import type { CheckResult } from '../pipeline.ts';
import { validateRecords } from '../validate/index.ts';
import { UsageError } from './usage-error.ts';

/** A named file ('timber/plywood.yaml') or folder ('timber/', or '' for the whole catalogue), relative to the catalogue. */
export interface NamedPath {
  path: string;
  folder: boolean;
}

function statOf(file: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Each name as the user typed it (relative to where the command was run), as a path inside the catalogue; a name outside it or not there is a UsageError. */
export function resolveNamedPaths(catalogueDir: string, names: readonly string[], cwd = process.cwd()): NamedPath[] {
  const root = path.resolve(cwd, catalogueDir);
  return names.map((name) => {
    const absolute = path.resolve(cwd, name);
    const relative = path.relative(root, absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new UsageError(`'${name}' is outside the catalogue folder '${displayPath(cwd, root)}', so validate does not check it: name files inside that folder.`);
    }
    const stats = statOf(absolute);
    if (!stats) {
      const lookedFor = displayPath(cwd, absolute) === name ? '' : ` (looked for '${displayPath(cwd, absolute)}')`;
      throw new UsageError(`there is no file or folder '${name}'${lookedFor}. Check the spelling, or run the command from the folder the path starts in.`);
    }
    const inside = relative.split(path.sep).join('/');
    return { path: stats.isDirectory() && inside !== '' ? `${inside}/` : inside, folder: stats.isDirectory() };
  });
}

/** Relative to where the command was run when inside it, else in full ('..' alone says little). */
function displayPath(cwd: string, absolute: string): string {
  const relative = path.relative(cwd, absolute);
  if (relative.startsWith('..')) return absolute.split(path.sep).join('/');
  return relative === '' ? '.' : relative.split(path.sep).join('/');
}

/** True when a catalogue-relative file is one of the named files or inside a named folder. */
export function isNamed(named: readonly NamedPath[], file: string | undefined): boolean {
  if (file === undefined) return false;
  return named.some((entry) => (entry.folder ? file.startsWith(entry.path) : file === entry.path));
}

const spanKey = (span: Span): string => `${span.file}\0${span.offset}`;

/** Where pages show the named pictures ('images/timber/plywood.jpg' named, 'src: timber/plywood.jpg' found), as span keys. */
function usesOfNamedPictures(files: readonly SourceFile[], named: readonly NamedPath[]): Set<string> {
  const uses = new Set<string>();
  if (!named.some((entry) => entry.path === '' || entry.path.startsWith('images/') || 'images/'.startsWith(entry.path))) return uses;
  for (const file of files) {
    if (!isRecord(file.data)) continue;
    for (const image of collectLinks(file.kind, file.data).images) {
      if (isNamed(named, `images/${image.src}`)) uses.add(spanKey(locate(file, image.path)));
    }
  }
  return uses;
}

/** validate, reporting only the named files' problems; the counts are of the named files and their links. */
export async function checkNamedFiles(catalogueDir: string, named: readonly NamedPath[], options: LoadOptions = {}): Promise<CheckResult> {
  const started = performance.now();
  const loaded = await loadCatalogue(catalogueDir, options);
  const files = loaded.files.filter((file) => isNamed(named, file.path));
  const links = checkLinks(loaded.files, { catalogueDir });
  const pictureUses = usesOfNamedPictures(loaded.files, named);
  const diagnostics = [
    ...loaded.diagnostics.filter((d) => isNamed(named, fileOf(d))),
    ...validateRecords(files),
    // A picture's problems (too small, cut short) are reported where a page shows it, so a named picture brings those lines in.
    ...links.diagnostics.filter((d) => isNamed(named, fileOf(d)) || (d.code.startsWith('image/') && d.span !== undefined && pictureUses.has(spanKey(d.span)))),
  ];
  const loadedPaths = new Set(files.map((file) => file.path));
  // A named picture is counted as a file checked too: its problems are reported at it.
  const otherFiles = named.filter((entry) => !entry.folder && !loadedPaths.has(entry.path)).length;
  return {
    files,
    pages: links.pages,
    diagnostics,
    stats: {
      files: files.length + otherFiles,
      pages: files.filter((file) => file.address !== undefined && links.pages.get(file.address)?.file === file).length,
      links: files.reduce((sum, file) => sum + (isRecord(file.data) ? collectLinks(file.kind, file.data).links.length : 0), 0),
      durationMs: performance.now() - started,
    },
  };
}
