/**
 * YAML that parses, but not as it looks: a list entry or '- >-' whose indentation slipped and
 * which YAML joined onto the text above, or text that starts with what YAML reads as a value or
 * marker ('true', '-1.5e3', '>-') where a block marker was replaced. Both need the text as
 * written, so they are found here, while the file's tree is at hand (and cached with it).
 */
import { isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Document } from 'yaml';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, JsonPath } from '../model.ts';
import { fieldPath } from '../diagnostics/describe.ts';
import type { At } from './syntax.ts';

/** What YAML would read as a value or a block marker, when it is the first word of a text. */
const YAML_VALUE = /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|[-+]?\.(?:inf|nan)|[>|][-+]?\d?|-|\d{4}-\d{2}-\d{2}(?:[t ][\d:.]+z?)?)$/i;
/**
 * A whole value that older YAML tools (and people) read as a date, though here it is text. A
 * lone 'true' or '12' is no text at all, and the schema already says so where text is expected.
 */
export const DATE_ALONE = /^\d{4}-\d{2}-\d{2}(?:[t ][\d:.]+z?)?$/i;
/** A source line that starts a list entry or a field: inside plain text, one whose indentation slipped. */
const STRUCTURE_LINE = /^\s*(?:-(?:\s|$)|[A-Za-z][\w-]*:(?:\s|$))/;
/** A line that opens a block of its own ('- >-', 'text: |'): inside a '>-' paragraph, an entry indented too far. */
export const BLOCK_OPENING_LINE = /^\s*(?:-|[A-Za-z][\w-]*:)\s+[>|][-+]?\d?\s*$/;

export function silentSlips(doc: Document.Parsed, text: string, at: At): Diagnostic[] {
  const found: Diagnostic[] = [];
  const walk = (node: unknown, path: JsonPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) if (isPair(pair) && isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]));
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      const slip = slipIn(node, node.value, text, path, at);
      if (slip) found.push(slip);
    }
  };
  walk(doc.contents, []);
  return found;
}

function slipIn(node: Scalar, value: string, text: string, path: JsonPath, at: At): Diagnostic | undefined {
  const [start, end] = node.range as [number, number, number];
  const plain = node.type === Scalar.PLAIN;
  const firstWord = /^\S+/.exec(value)?.[0] ?? '';
  if (plain && DATE_ALONE.test(value)) return looksLikeValue(firstWord, path, at(start, end));
  // A literal block ('|-') keeps its lines as written, so only plain and folded text can hide one.
  if (!plain && node.type !== Scalar.BLOCK_FOLDED) return undefined;
  const newline = text.indexOf('\n', start);
  if (newline === -1 || newline >= end) return undefined;
  // A block scalar's first line is its marker ('>-'); a plain scalar's is the text itself.
  const lines = text.slice(start, end).split(/\r?\n/).slice(1);
  const joined = lines.find((line) => (plain ? STRUCTURE_LINE : BLOCK_OPENING_LINE).test(line));
  if (joined !== undefined) {
    return diagnostic('text/joined-line', { field: fieldPath(path), line: joined.trim().slice(0, 30) }, at(start, end), {
      hint: 'If it is meant to be a list entry or field of its own, line it up with the ones above it; if it is part of the text, put the whole text in quotes.',
    });
  }
  return plain && YAML_VALUE.test(firstWord) ? looksLikeValue(firstWord, path, at(start, end)) : undefined;
}

function looksLikeValue(word: string, path: JsonPath, span: ReturnType<At>): Diagnostic {
  return diagnostic('text/looks-like-value', { field: fieldPath(path), start: word }, span, {
    hint: `If the words are meant, put the whole text in quotes ("${word} ..."); if a '>-' line was replaced, put it back.`,
  });
}
