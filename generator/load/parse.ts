/**
 * Parses one YAML file into plain data plus the problems found while reading it. Pure and
 * synchronous, so the same code runs on the main thread and in the parse workers.
 */
import { isPair, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../model.ts';
import { spanAt } from './locate.ts';

/** Aliases beyond this many in one file are treated as an alias bomb ("billion laughs"). */
export const MAX_ALIAS_COUNT = 100;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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
  const diagnostics = syntaxProblems(doc, at);
  if (diagnostics.length > 0) return { doc, lineCounter, data: undefined, diagnostics };

  diagnostics.push(...keyProblems(doc, lineCounter, at));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
    const alias = firstAlias(doc);
    diagnostics.push(
      diagnostic('yaml/alias-limit', { limit: MAX_ALIAS_COUNT }, at(alias?.[0] ?? 0, alias?.[1] ?? 0), {
        hint: 'Write the values out in full instead of repeating them through aliases.',
      }),
    );
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

type At = (start: number, end: number) => ReturnType<typeof spanAt>;

/** One message per line: yaml often reports a cascade of errors for a single slip. */
function syntaxProblems(doc: Document.Parsed, at: At): Diagnostic[] {
  const seenLines = new Set<number>();
  const result: Diagnostic[] = [];
  for (const error of doc.errors) {
    const unclosed = error.code === 'MISSING_CHAR' && /quote/i.test(error.message) ? unclosedQuote(doc, error.pos[0]) : undefined;
    if (unclosed !== undefined) {
      const span = at(unclosed, unclosed + 1);
      seenLines.add(span.start.line);
      result.push(diagnostic('yaml/syntax', { detail: 'this quoted text is never closed.' }, span, { hint: 'Add the closing quote at the end of the text.' }));
      continue;
    }
    const span = at(error.pos[0], error.pos[1]);
    if (seenLines.has(span.start.line)) continue;
    seenLines.add(span.start.line);
    result.push(diagnostic('yaml/syntax', { detail: sentence(error.message) }, span, { hint: syntaxHint(error.code) }));
  }
  for (const warning of doc.warnings) {
    const span = at(warning.pos[0], warning.pos[1]);
    result.push(diagnostic('yaml/syntax', { detail: sentence(warning.message) }, span, { severity: 'warning' }));
  }
  return result;
}

/** yaml reports an unclosed quote at the end of the file; the opening quote is what staff must fix. */
function unclosedQuote(doc: Document.Parsed, errorAt: number): number | undefined {
  let start: number | undefined;
  visit(doc, {
    Scalar(_, scalar) {
      const quoted = scalar.type === 'QUOTE_DOUBLE' || scalar.type === 'QUOTE_SINGLE';
      if (quoted && scalar.range && scalar.range[1] >= errorAt) {
        start = scalar.range[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return start;
}

function syntaxHint(code: string): string {
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, never tabs.';
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'Check the indentation: entries of one block must start in the same column.';
    case 'MISSING_CHAR':
      return 'Check for an unclosed quote or bracket; text with a colon followed by a space needs quotes.';
    default:
      return 'Check the punctuation and indentation on this line and the one before.';
  }
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  return /[.:]$/.test(first) ? first : `${first}.`;
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
          result.push(diagnostic('yaml/unsafe-key', { key }, at(...range), { hint: 'Rename or remove this key.' }));
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

function firstAlias(doc: Document.Parsed): [number, number] | undefined {
  let found: [number, number] | undefined;
  visit(doc, {
    Alias(_, alias) {
      const range = (alias as Node).range;
      if (range) found = [range[0], range[1]];
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

/** Parses a file; `keep` receives the live Document when the caller can use it. */
export function parseCatalogueFile(entry: FileToParse, keep?: (parsed: ParsedYaml) => void): ParseResult {
  const parsed = parseYaml(entry.text, entry.path);
  keep?.(parsed);
  return { data: parsed.data, diagnostics: parsed.diagnostics };
}
