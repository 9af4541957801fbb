/**
 * YAML syntax errors in words staff understand. yaml's own messages are written for programmers
 * ("nested mappings are not allowed in compact mappings"); the usual slips behind them are few:
 * an unquoted colon, an apostrophe, an unclosed quote or bracket, indentation, tabs.
 */
import { isCollection, isScalar, visit, type Document, type YAMLError } from 'yaml';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic, Span } from '../model.ts';

export type At = (start: number, end: number) => Span;

interface Explained {
  detail: string;
  hint: string;
  /** Where staff must make the change, when it is not where yaml noticed the problem. */
  start?: number;
}

/** One message per line: yaml often reports a cascade of errors for a single slip. */
export function syntaxProblems(doc: Document.Parsed, text: string, at: At): Diagnostic[] {
  const seenLines = new Set<number>();
  const result: Diagnostic[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const explained = explain(error, doc, text);
    const start = explained.start ?? error.pos[0];
    const span = at(start, explained.start === undefined ? error.pos[1] : start + 1);
    if (seenLines.has(span.start.line)) continue;
    seenLines.add(span.start.line);
    result.push(diagnostic('yaml/syntax', { detail: explained.detail }, span, { hint: explained.hint }));
  }
  return result;
}

/** Explicit tags ('!!binary', '!custom') turn text into other kinds of value; records never need them. */
export function tagProblems(doc: Document.Parsed, text: string, at: At): Diagnostic[] {
  const result: Diagnostic[] = [];
  visit(doc, (_, node) => {
    // Unknown tags ('!custom') already come with a warning from yaml, explained above.
    if ((isScalar(node) || isCollection(node)) && node.tag?.startsWith('tag:yaml.org,2002:') && node.range) {
      const tag = shortTag(node.tag);
      const written = text.lastIndexOf(tag, node.range[0]);
      const start = written >= 0 && !text.slice(written, node.range[0]).includes('\n') ? written : node.range[0];
      result.push(
        diagnostic('yaml/syntax', { detail: `the tag '${tag}' is not used in catalogue files.` }, at(start, start + tag.length), {
          hint: 'Remove the tag; put the value in quotes if it must be read as text.',
        }),
      );
    }
  });
  return result;
}

function shortTag(tag: string): string {
  return tag.replace(/^tag:yaml\.org,2002:/, '!!');
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}

function explain(error: YAMLError, doc: Document.Parsed, text: string): Explained {
  const line = lineAt(text, error.pos[0]);
  const message = error.message;
  if (error.code === 'MISSING_CHAR' && /quote/i.test(message)) {
    return { detail: 'this quoted text is never closed.', hint: 'Add the closing quote at the end of the text.', start: openedAt(doc, error.pos[0], 'scalar') };
  }
  if (/flow (sequence|map)/i.test(message) && /end with a [\]}]/.test(message)) {
    const bracket = /sequence/i.test(message) ? ']' : '}';
    return {
      detail: `this ${bracket === ']' ? '[ ... ] list' : '{ ... } group of fields'} is never closed.`,
      hint: `Add the closing '${bracket}', or, if it continues on the next lines, indent those lines more than the field's name.`,
      start: openedAt(doc, error.pos[0], 'collection'),
    };
  }
  if (error.code === 'MULTIPLE_DOCS') {
    return { detail: "the file holds a second '---' line, which starts another record.", hint: "A catalogue file is one record: remove the '---' line and what belongs in another file." };
  }
  if (error.code === 'TAB_AS_INDENT') return { detail: 'tabs are not allowed for indenting.', hint: 'Indent with spaces instead of tabs.' };
  if (error.code === 'TAG_RESOLVE_FAILED') {
    const tag = /tag: (\S+)/.exec(message)?.[1];
    return { detail: `the tag '${tag ?? '!'}' is not used in catalogue files.`, hint: 'Remove the tag; put the value in quotes if it must be read as text.' };
  }
  if (error.code === 'BAD_SCALAR_START') {
    const character = /character (\S)/.exec(message)?.[1] ?? line.trim().charAt(0);
    return { detail: `text cannot start with '${character}' unless it is quoted.`, hint: `Put the whole value in quotes, such as "${character}...".` };
  }
  if (/compact mappings/.test(message) && /:\s.*:\s/.test(line)) {
    return {
      detail: "a colon followed by a space starts a new field, so this line reads as two fields.",
      hint: `Put the whole value in quotes, such as ${quotedExample(line)}.`,
    };
  }
  if (error.code === 'UNEXPECTED_TOKEN' && /'[^']*'[^']/.test(line)) {
    return { detail: "an apostrophe ends the '...' quotes early.", hint: "Write the apostrophe twice (it''s), or put the text in double quotes instead." };
  }
  const glued = /^\s*(?:- )?([A-Za-z][\w-]*):([^\s/].*)$/.exec(line);
  if (glued && /implicit key|compact mappings/i.test(message)) {
    return {
      detail: `there is no space after the colon in '${glued[1]}:${glued[2]}', so it reads as one word, not a field and its value.`,
      hint: `Add a space after the colon: '${glued[1]}: ${glued[2]}'.`,
    };
  }
  const deeper = overIndentedField(text, error.pos[0]);
  if (deeper !== undefined && /compact mappings|implicit key/i.test(message)) {
    return {
      detail: 'this field is indented further than the one above it, so it reads as part of that field\'s value.',
      hint: 'Start it in the same column as the field above, or indent it under a field that ends with a colon.',
      start: deeper,
    };
  }
  if (/compact mappings|indent|same column|implicit (map )?key|block sequence/i.test(message)) {
    return {
      detail: 'the indentation does not line up.',
      hint: "Fields that belong together start in the same column; a field's value on the next lines is indented further; list entries ('- ') line up with each other.",
    };
  }
  return { detail: sentence(message), hint: 'Check the punctuation and indentation on this line and the one before.' };
}

/** A 'name:' line just below the problem and indented deeper than its line: a field pushed too far right. */
function overIndentedField(text: string, offset: number): number | undefined {
  const indent = /^ */.exec(lineAt(text, offset))?.[0].length ?? 0;
  const nextStart = text.indexOf('\n', offset) + 1;
  if (nextStart === 0) return undefined;
  const field = /^( +)(?:- )?[^\s:#'"][^:#]*:(\s|$)/.exec(lineAt(text, nextStart));
  return field?.[1] && field[1].length > indent ? nextStart + field[1].length : undefined;
}

function quotedExample(line: string): string {
  const match = /^(\s*(?:- )?[^:]+):\s+(.*)$/.exec(line);
  return match ? `${match[1]?.trim()}: "${match[2]?.replace(/"/g, '\\"')}"` : 'title: "Plywood: the basics"';
}

/** yaml reports an unclosed quote or bracket where it gave up; the opening is what staff must fix. */
function openedAt(doc: Document.Parsed, errorAt: number, kind: 'scalar' | 'collection'): number | undefined {
  let start: number | undefined;
  visit(doc, (_, node) => {
    const wanted =
      kind === 'scalar'
        ? isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')
        : isCollection(node) && node.flow === true;
    const range = (node as { range?: [number, number, number] }).range;
    if (wanted && range && range[1] >= errorAt) {
      start = range[0];
      return visit.BREAK;
    }
    return undefined;
  });
  return start;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/ at line \d+, column \d+[\s\S]*$/, '');
  const first = trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  return /[.:]$/.test(first) ? first : `${first}.`;
}
