/**
 * A catalogue file's path decides what it is and, for pages, its address, so staff never write
 * an address twice. The patterns come from the kinds' definitions; this is the one place they
 * are read.
 */
import type { FileKindDefinition, PageKindDefinition } from './define.ts';
import { KINDS, type FileKind } from './index.ts';

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Folders that are never a category: the pictures, and names that patterns use literally. */
const RESERVED = new Set(['index', 'images']);

export interface Classified {
  kind: FileKind;
  /** Absent for files that are not pages (site.yaml, layout.yaml). */
  address?: string;
}

/** True for a name that can be one part of a page's address: lower-case letters, digits and single hyphens. */
export function isAddressSegment(name: string): boolean {
  return SEGMENT.test(name);
}

/** The '{name}' values when `parts` fit `pattern` part for part, else undefined. */
function match(pattern: readonly string[], parts: readonly string[]): Map<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params = new Map<string, string>();
  for (const [index, expected] of pattern.entries()) {
    const actual = parts[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(expected)?.[1];
    if (name === undefined) {
      if (actual !== expected) return undefined;
    } else {
      if (!SEGMENT.test(actual) || RESERVED.has(actual)) return undefined;
      params.set(name, actual);
    }
  }
  return params;
}

function fill(template: string, params: ReadonlyMap<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params.get(name) ?? '');
}

const split = (path: string) => path.split('/');

/** A file's kind and address, from its path relative to the catalogue ('timber/plywood.yaml'); undefined when no kind claims it. */
export function classifyPath(relPath: string): Classified | undefined {
  if (!relPath.endsWith('.yaml')) return undefined;
  const parts = split(relPath.slice(0, -'.yaml'.length));
  for (const definition of KINDS as readonly (FileKindDefinition | PageKindDefinition)[]) {
    for (const pattern of definition.files) {
      const params = match(split(pattern.slice(0, -'.yaml'.length)), parts);
      if (!params) continue;
      const kind = definition.kind as FileKind;
      return definition.page ? { kind, address: fill(definition.address, params) } : { kind };
    }
  }
  return undefined;
}

/** The file that would define a page at `address` ('/timber/oak' -> 'timber/oak.yaml'), when a kind of page could live there. */
export function fileForAddress(address: string): string | undefined {
  const parts = address === '/' ? [''] : split(address).slice(1);
  for (const definition of KINDS as readonly (FileKindDefinition | PageKindDefinition)[]) {
    if (!definition.page) continue;
    const template = definition.address === '/' ? [''] : split(definition.address).slice(1);
    const params = match(template, parts);
    const [pattern] = definition.files;
    if (params && pattern) return fill(pattern, params);
  }
  return undefined;
}
