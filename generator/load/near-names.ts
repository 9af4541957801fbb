/**
 * Files the loader skips because their names do not end in '.yaml' or '.yml', though they were
 * plainly meant as, or copied from, catalogue files: an editor's backup ('plywood.yml~',
 * 'plywood.yaml.bak'), a name the operating system extended ('plywood.yaml.txt'), a stray space
 * after the extension, or a slip in the extension itself ('plywood.ymal'). Staff would expect
 * their edits there to be published, so each is a warning rather than silence.
 */
import { distance } from 'fastest-levenshtein';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../model.ts';
import { isCatalogueYaml } from './kinds.ts';

/** '.yaml' or '.yml' anywhere in the name but at its very end: a copy, backup or renamed file. */
const YAML_INSIDE = /\.ya?ml(?=[^a-z0-9])/i;

/** The last extension, when it is one or two edits from 'yaml' or 'yml' without being either. */
function misspeltExtension(name: string): string | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === undefined || extension === 'yaml' || extension === 'yml') return undefined;
  const near = Math.min(distance(extension, 'yaml'), distance(extension, 'yml'));
  return near <= 1 && /^y/.test(extension) ? extension : undefined;
}

export function isNearCatalogueName(relPath: string): boolean {
  if (isCatalogueYaml(relPath)) return false;
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  return YAML_INSIDE.test(name) || misspeltExtension(name) !== undefined;
}

/** The name it was most likely meant to have: everything after the first '.yaml'/'.yml' dropped. */
function meantName(relPath: string): string {
  const slash = relPath.lastIndexOf('/') + 1;
  const name = relPath.slice(slash);
  const inside = YAML_INSIDE.exec(name);
  const fixed = inside ? name.slice(0, inside.index + inside[0].length) : name.replace(/\.[^.]+$/, '.yaml');
  return relPath.slice(0, slash) + fixed.replace(/\s+(?=\.ya?ml$)/i, '');
}

export function ignoredNearNames(relPaths: readonly string[]): Diagnostic[] {
  const present = new Set(relPaths);
  return relPaths.filter(isNearCatalogueName).map((relPath) => {
    const meant = meantName(relPath);
    const original = [meant, meant.replace(/\.ya?ml$/i, (ext) => (ext.length === 4 ? '.yaml' : '.yml'))].find((name) => present.has(name));
    const hint = original
      ? `It looks like a copy of '${original}', which is the file that is read: delete this one, or move it out of the catalogue folder if you need to keep it.`
      : `If it should be published, rename it to '${meant}'; if it is a copy you want to keep, move it out of the catalogue folder.`;
    return diagnostic('file/ignored', { path: relPath }, { file: relPath }, { hint });
  });
}
