/**
 * What the loader makes of a file's path: its kind and address come from the kinds' patterns
 * (contract/kinds); this module adds what the loader needs around them: which files to read at
 * all, and what a misnamed file was meant to be.
 */
import { classifyPath, isAddressSegment, KINDS, type Classified } from '../../contract/kinds/index.ts';
import type { FileKind } from '../model.ts';

/** Any case, so a file saved as 'Plywood.YAML' is reported rather than silently skipped. */
const YAML_EXTENSION = /\.ya?ml$/i;

export type { Classified };
export { isAddressSegment };

/** The address part a name most likely meant ('Oak Sleepers' -> 'oak-sleepers'), or '' when nothing is left. */
export function tidySegment(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True for a path (relative to the catalogue, '/' separated) that the loader should read at all. */
export function isCatalogueYaml(relPath: string): boolean {
  return YAML_EXTENSION.test(relPath) && !relPath.startsWith('images/');
}

/** A file's kind and address in one step ('.yml' reads as '.yaml'); undefined when its path fits no kind. */
export function classify(relPath: string): Classified | undefined {
  if (!isCatalogueYaml(relPath) || !/\.ya?ml$/.test(relPath)) return undefined;
  return classifyPath(relPath.replace(/\.yml$/, '.yaml'));
}

/** The kind of a catalogue file, or undefined when its path fits no kind. */
export function kindOf(relPath: string): FileKind | undefined {
  return classify(relPath)?.kind;
}

/** The page address a file defines; undefined for site.yaml, layout.yaml and unknown files. */
export function addressOf(relPath: string): string | undefined {
  return classify(relPath)?.address;
}

/**
 * The name a misnamed file was most likely meant to have ('timber/Oak Sleepers.yaml' ->
 * 'timber/oak-sleepers.yaml'), when that name is a catalogue file; undefined otherwise.
 */
export function intendedName(relPath: string): string | undefined {
  const parts = relPath.replace(YAML_EXTENSION, '').split('/');
  const tidy = parts.map((part) => (part === 'index' ? part : tidySegment(part)));
  const renamed = `${tidy.join('/')}${lowerCaseExtension(relPath)}`;
  return renamed !== relPath && tidy.every((part) => part !== '') && classify(renamed) ? renamed : undefined;
}

/** Why a YAML file fits no kind, and what to do about it. */
export function unknownFileHint(relPath: string): string {
  const parts = relPath.replace(YAML_EXTENSION, '').split('/');
  const bad = parts.find((part) => part !== 'index' && !isAddressSegment(part));
  const renamed = intendedName(relPath);
  if (bad !== undefined) {
    const address = renamed ? classify(renamed)?.address : undefined;
    const offer = renamed ? ` Rename it to '${renamed}'${address ? ` (the page '${address}')` : ''}.` : '';
    return `File and folder names become page addresses, so use only lower-case letters, digits and single hyphens (${JSON.stringify(bad)} has other characters).${offer}`;
  }
  if (renamed) return `Catalogue files end in '${lowerCaseExtension(relPath)}' in lower case: rename it to '${renamed}'.`;
  if (parts.length === 1) {
    return `The top level holds only ${listed(TOP_LEVEL_FILES)}; put a category's pages in a folder such as 'timber/'.`;
  }
  return "A category is a folder with index.yaml for its listing and one file per page, such as 'timber/plywood.yaml' (or 'timber/plywood/index.yaml'); nothing deeper is read.";
}

function lowerCaseExtension(relPath: string): string {
  return (YAML_EXTENSION.exec(relPath)?.[0] ?? '.yaml').toLowerCase();
}

/** The files a catalogue may have at its top level, from the kinds' patterns. */
const TOP_LEVEL_FILES = KINDS.flatMap((definition) => definition.files.filter((file) => !file.includes('/')));

function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
