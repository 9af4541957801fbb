/**
 * Parses one YAML file into plain data plus the problems found while reading it. Pure and
 * synchronous, so the same code runs on the main thread and in the parse workers.
 */
import { isPair, isScalar, LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../model.ts';
import { spanAt } from './locate.ts';
import { NOT_PLAIN, parsePlainYaml, UNSAFE_KEYS } from './plain-yaml.ts';
import { silentSlips } from './silent-slips.ts';
import { syntaxProblems, tagProblems, type At } from './syntax.ts';

/** Aliases beyond this many in one file are treated as an alias bomb ("billion laughs"). */
export const MAX_ALIAS_COUNT = 100;

export interface ParsedYaml {
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** The plain data, or undefined when the file cannot be trusted (syntax errors, alias bomb). */
  data: unknown;
  diagnostics: Diagnostic[];
}

export function parseDocumentWithPositions(text: string): { doc: Document.Parsed; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  // uniqueKeys is off because we report duplicates ourselves, naming both places.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false, keepSourceTokens: false });
  return { doc, lineCounter };
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const { doc, lineCounter } = parseDocumentWithPositions(text);
  const at = (start: number, end: number) => spanAt(file, lineCounter, start, end);
  const diagnostics = [...syntaxProblems(doc, text, at), ...tagProblems(doc, text, at)];
  if (diagnostics.length > 0) return { doc, lineCounter, data: undefined, diagnostics };

  diagnostics.push(...keyProblems(doc, lineCounter, at), ...silentSlips(doc, text, at));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    diagnostics.push(aliasProblem(doc, error, at));
    return { doc, lineCounter, data: undefined, diagnostics };
  }
  if (diagnostics.some((d) => d.code === 'yaml/unsafe-key')) stripUnsafeKeys(data);
  return { doc, lineCounter, data, diagnostics };
}

/** Reported already; removed so that no later stage (or a careless spread) can ever copy them. */
function stripUnsafeKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(stripUnsafeKeys);
  if (value === null || typeof value !== 'object') return;
  for (const key of UNSAFE_KEYS) {
    if (Object.hasOwn(value, key)) delete (value as Record<string, unknown>)[key];
  }
  Object.values(value).forEach(stripUnsafeKeys);
}


/** Duplicate keys (naming where each was first set) and keys that could poison JavaScript objects. */
function keyProblems(doc: Document.Parsed, lineCounter: LineCounter, at: At): Diagnostic[] {
  const result: Diagnostic[] = [];
  visit(doc, {
    Map(_, map) {
      const first = new Map<string, [number, number]>();
      for (const pair of map.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        const key = String(pair.key.value);
        const range: [number, number] = [pair.key.range[0], pair.key.range[1]];
        if (UNSAFE_KEYS.has(key)) {
          result.push(diagnostic('yaml/unsafe-key', { key }, at(...range), { hint: 'Rename or remove this field.' }));
        }
        const earlier = first.get(key);
        if (earlier) {
          const firstLine = lineCounter.linePos(earlier[0]).line;
          result.push(
            diagnostic('yaml/duplicate-key', { key, firstLine }, at(...range), {
              hint: `Keep one '${key}': merge the two or delete the one you do not want.`,
            }),
          );
        } else {
          first.set(key, range);
        }
      }
    },
  });
  return result;
}

/** toJS() throws for an alias bomb and for an alias whose anchor does not exist; both are the author's to fix. */
function aliasProblem(doc: Document.Parsed, error: ReferenceError, at: At): Diagnostic {
  if (/excessive alias count/i.test(error.message)) {
    const alias = firstAlias(doc, () => true);
    return diagnostic('yaml/alias-limit', { limit: MAX_ALIAS_COUNT }, at(alias?.range?.[0] ?? 0, alias?.range?.[1] ?? 0), {
      hint: 'Write the values out in full instead of repeating them through aliases.',
    });
  }
  const anchors = new Set<string>();
  visit(doc, (_, node) => {
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchors.add(anchor);
  });
  const alias = firstAlias(doc, (name) => !anchors.has(name));
  const name = alias?.source ?? '';
  return diagnostic('yaml/syntax', { detail: `the alias '*${name}' refers to no anchor '&${name}' above it.` }, at(alias?.range?.[0] ?? 0, alias?.range?.[1] ?? 0), {
    hint: "Set the anchor (&name) before the alias (*name) that repeats it, or write the value out in full.",
  });
}

function firstAlias(doc: Document.Parsed, wanted: (name: string) => boolean): Alias | undefined {
  let found: Alias | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (!wanted(alias.source)) return undefined;
      found = alias;
      return visit.BREAK;
    },
  });
  return found;
}



/** A file's text on its way to a parser, possibly on another thread. */
export interface FileToParse {
  path: string;
  text: string;
}

/** What crosses threads and goes in the cache: plain values only, never a Document. */
export interface ParseResult {
  data: unknown;
  diagnostics: Diagnostic[];
}

/** One file, read fast when it is plain YAML, otherwise by `yaml`. */
export function parseCatalogueFile(entry: FileToParse): ParseResult {
  return parsePlainFile(entry) ?? parseYamlFile(entry);
}

/** One file of plain YAML, read fast (plain-yaml.ts), with nothing to report in it; undefined for any other. */
export function parsePlainFile(entry: FileToParse): ParseResult | undefined {
  const plain = parsePlainYaml(entry.text);
  return plain === NOT_PLAIN ? undefined : { data: plain, diagnostics: [] };
}

/** One file read by the `yaml` package, with every problem found in it. */
export function parseYamlFile(entry: FileToParse): ParseResult {
  const parsed = parseYaml(entry.text, entry.path);
  return { data: parsed.data, diagnostics: parsed.diagnostics };
}
