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

/** One part of a pattern: a folder or file name as it is, or a '{name}' standing for any address segment. */
type PatternPart = { literal: string } | { param: string };

function compile(pattern: string): PatternPart[] {
  return split(pattern).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name === undefined ? { literal: part } : { param: name };
  });
}

/** The '{name}' values when `parts` fit `pattern` part for part, else undefined. */
function match(pattern: readonly PatternPart[], parts: readonly string[]): Map<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  // Made at the first '{name}' only: most patterns a file is tried against fail on a literal first.
  let params: Map<string, string> | undefined;
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]!;
    const actual = parts[index] ?? '';
    if ('literal' in expected) {
      if (actual !== expected.literal) return undefined;
    } else {
      if (!SEGMENT.test(actual) || RESERVED.has(actual)) return undefined;
      (params ??= new Map()).set(expected.param, actual);
    }
  }
  return params ?? new Map();
}

/** Each address template cut at its '{name}'s once: its literal text, then each name and the text after it. */
const templates = new Map<string, string[]>();

function fill(template: string, params: ReadonlyMap<string, string>): string {
  let cut = templates.get(template);
  if (!cut) templates.set(template, (cut = template.split(/\{(\w+)\}/)));
  let filled = cut[0]!;
  for (let at = 1; at < cut.length; at += 2) filled += (params.get(cut[at]!) ?? '') + cut[at + 1]!;
  return filled;
}

const split = (path: string) => path.split('/');

/** Every kind's file patterns, in the kinds' order, compiled once (a catalogue of 10,000 files is classified on every build). */
let filePatterns: { definition: FileKindDefinition | PageKindDefinition; pattern: PatternPart[] }[] | undefined;

/** A file's kind and address, from its path relative to the catalogue ('timber/plywood.yaml'); undefined when no kind claims it. */
export function classifyPath(relPath: string): Classified | undefined {
  if (!relPath.endsWith('.yaml')) return undefined;
  const parts = split(relPath.slice(0, -'.yaml'.length));
  filePatterns ??= (KINDS as readonly (FileKindDefinition | PageKindDefinition)[]).flatMap((definition) =>
    definition.files.map((pattern) => ({ definition, pattern: compile(pattern.slice(0, -'.yaml'.length)) })),
  );
  for (const { definition, pattern } of filePatterns) {
    const params = match(pattern, parts);
    if (!params) continue;
    const kind = definition.kind as FileKind;
    return definition.page ? { kind, address: fill(definition.address, params) } : { kind };
  }
  return undefined;
}

/** The file that would define a page at `address` ('/timber/oak' -> 'timber/oak.yaml'), when a kind of page could live there. */
export function fileForAddress(address: string): string | undefined {
  const parts = address === '/' ? [''] : split(address).slice(1);
  for (const definition of KINDS as readonly (FileKindDefinition | PageKindDefinition)[]) {
    if (!definition.page) continue;
    const template = compile(definition.address === '/' ? '' : definition.address.slice(1));
    const params = match(template, parts);
    const [pattern] = definition.files;
    if (params && pattern) return fill(pattern, params);
  }
  return undefined;
}
