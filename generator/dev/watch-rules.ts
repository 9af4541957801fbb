/**
 * What the dev server's watcher leaves alone, as tests of a path rather than globs: a glob such as
 * `**\/dist/**` matches a folder of that name above the project too, so a project or catalogue kept
 * under `~/dist/` or in a benchmark's `.bench/` sandbox had every save go unseen.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILT_SITE_MARK } from '../hosting/rules.ts';

/** A test the watcher runs on each path it meets (chokidar's `ignored`); stats when it has them. */
export type WatchRule = (file: string, stats?: unknown) => boolean;

/** Build output, caches and benchmark sandboxes: folders tools write into, churning while staff work. */
const TOOL_FOLDERS = new Set(['dist', '.cache', '.bench', '.vitest']);

/** A build's work folder beside its output and the old output it moves aside (generator/build/output.ts names them). */
const WORK_FOLDER = /^\..+\.(building|old)-/;

function isInside(dir: string, file: string): boolean {
  return file === dir || file.startsWith(`${dir}${path.sep}`);
}

/** A path in one of the project's tool folders (its dist/, .cache/, .bench/, .vitest/, at any depth inside the project, never above it). */
export function inToolFolder(projectDir: string): WatchRule {
  const project = path.resolve(projectDir);
  return (file) => {
    const absolute = path.resolve(file);
    if (!isInside(project, absolute)) return false;
    return path.relative(project, absolute).split(path.sep).some((part) => TOOL_FOLDERS.has(part));
  };
}

/** A build's work folder or set-aside old output (`.dist.building-<pid>`, `.dist.old-<pid>-<time>`), wherever the output is. */
export const inWorkFolder: WatchRule = (file) => path.resolve(file).split(path.sep).some((part) => WORK_FOLDER.test(part));

/** The generated folder and the staging folders `catalogue generate` swaps with it (`.generated.new-*`, `.generated.old-*`) beside it. */
export function inGeneratedFolder(outDir: string): WatchRule {
  const generated = path.resolve(outDir);
  const beside = path.dirname(generated);
  const staging = `.${path.basename(generated)}.`;
  return (file) => {
    const absolute = path.resolve(file);
    if (isInside(generated, absolute)) return true;
    if (!isInside(beside, absolute) || absolute === beside) return false;
    return path.relative(beside, absolute).split(path.sep)[0]!.startsWith(staging);
  };
}

/**
 * A site folder a build wrote, of whatever name: every build leaves its nginx rules at the top.
 * A build's new site arrives whole (its work folder renamed into place) or into a folder already
 * left out, so the watcher is told so when it first meets the folder and never looks inside.
 */
export const isBuiltSite: WatchRule = (file) => existsSync(path.join(file, BUILT_SITE_MARK));

/**
 * Folders Vite's watcher leaves out wherever they are, above the project too: its own globs
 * (`**\/node_modules/**`, `**\/.git/**`, `**\/test-results/**`), added after every plugin has
 * run, which no rule here can take back.
 */
const VITE_LEFT_OUT = new Set(['node_modules', '.git', 'test-results']);

/** The outermost folder of `dir`'s path (it included) that Vite's watcher leaves out, with its name; undefined when none. */
function leftOutFolder(dir: string): { folder: string; name: string } | undefined {
  const parts = path.resolve(dir).split(path.sep);
  const at = parts.findIndex((part) => VITE_LEFT_OUT.has(part));
  return at < 0 ? undefined : { folder: parts.slice(0, at + 1).join(path.sep), name: parts[at]! };
}

/**
 * What the dev server says at its start when the catalogue (`catalogueDir`) or the site's code
 * (the project, `root`) is kept under a folder Vite's watcher leaves out: saves there would go
 * unseen with no word said. Nothing when both are watched.
 */
export function unwatchedWarnings(catalogueDir: string, root: string): string[] {
  const line = (what: string, { folder, name }: { folder: string; name: string }) =>
    `${what} inside ${folder}, and Vite's file watcher leaves out every folder named '${name}', wherever it is: a save there will not show ` +
    `until npm run dev is started again. Keep the project and its catalogue outside any folder named ${[...VITE_LEFT_OUT].join(', ')}.`;
  const catalogue = leftOutFolder(catalogueDir);
  const project = leftOutFolder(root);
  if (catalogue && project && catalogue.folder === project.folder) return [line(`The project (${path.resolve(root)}) and its catalogue are`, project)];
  return [
    ...(catalogue ? [line(`The catalogue (${path.resolve(catalogueDir)}) is`, catalogue)] : []),
    ...(project ? [line(`The site's code (${path.resolve(root)}) is`, project)] : []),
  ];
}

/**
 * The rules as the dev server applies them: `outDir` (where it writes) always left out, and
 * nothing in `catalogueDir` left out by any other rule, wherever the catalogue is kept (a
 * benchmark's copy in .bench/, a project under a folder named dist). Glob strings pass through
 * as they are: Vite's own (`**\/node_modules/**`, `**\/.git/**`) still match folders above.
 */
export function devWatchRules(rules: readonly unknown[], catalogueDir: string, outDir: string): unknown[] {
  const catalogue = path.resolve(catalogueDir);
  const outsideCatalogue = (file: string): boolean => !isInside(catalogue, path.resolve(file));
  const kept = rules.map((rule) => {
    if (typeof rule === 'function') return (file: string, stats?: unknown) => outsideCatalogue(file) && Boolean((rule as WatchRule)(file, stats));
    if (rule instanceof RegExp) return (file: string) => outsideCatalogue(file) && rule.test(file);
    return rule;
  });
  return [inGeneratedFolder(outDir), ...kept];
}
