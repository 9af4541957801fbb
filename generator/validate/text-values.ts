/**
 * Every text and link value, whatever its field: what is invisible in the file but would be
 * published (a no-break space before '/contact', a control character written as '\e' or '\x01',
 * a lone carriage return), a value far too long for any field, and YAML that parses but not as
 * it looks: a list entry or field joined onto the text above by a slipped indent, or text that
 * starts with what YAML reads as a value or marker ('true', '-1.5e3', '>-'), where a block marker
 * was replaced. Only values the data flags are looked up in the YAML tree, so this stays cheap.
 */
import { isScalar, Scalar } from 'yaml';
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, JsonPath, SourceFile } from '../model.ts';
import { fieldPath } from './describe.ts';

/** No field holds more than 1,200 characters; ten times that is no text at all. */
export const MAX_VALUE_LENGTH = 12_000;

/** Control characters (a line feed aside), a lone carriage return, and invisible format characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is this module's job.
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const EDGE_SPACE = /^\s|\s$/u;
/** What YAML would read as a value or a block marker, when it is the first word of a text. */
const YAML_VALUE = /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|[-+]?\.(?:inf|nan)|[>|][-+]?\d?|-|\d{4}-\d{2}-\d{2}(?:[t ][\d:.]+z?)?)$/i;
/**
 * A whole value that older YAML tools (and people) read as a date, though here it is text. A
 * lone 'true' or '12' is no text at all, and the schema already says so where text is expected.
 */
const TYPED_ALONE = /^\d{4}-\d{2}-\d{2}(?:[t ][\d:.]+z?)?$/i;
/** A source line that starts a list entry or a field: inside plain text, one whose indentation slipped. */
const STRUCTURE_LINE = /^\s*(?:-(?:\s|$)|[A-Za-z][\w-]*:(?:\s|$))/;
/** A line that opens a block of its own ('- >-', 'text: |'): inside a '>-' paragraph, an entry indented too far. */
const BLOCK_OPENING_LINE = /^\s*(?:-|[A-Za-z][\w-]*:)\s+[>|][-+]?\d?\s*$/;

export function textValueProblems(file: SourceFile): Diagnostic[] {
  const problems: Diagnostic[] = [];
  visitStrings(file.data, [], (text, path) => {
    const problem = valueProblem(file, text, path);
    if (problem) problems.push(problem);
  });
  return problems;
}

function visitStrings(value: unknown, path: JsonPath, found: (text: string, path: JsonPath) => void): void {
  if (typeof value === 'string') found(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => visitStrings(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) visitStrings(item, [...path, key], found);
  }
}

function valueProblem(file: SourceFile, text: string, path: JsonPath): Diagnostic | undefined {
  const field = fieldPath(path);
  const at = () => locate(file, path);
  if (text.length > MAX_VALUE_LENGTH) {
    return diagnostic('text/too-long', { field, actual: text.length, limit: MAX_VALUE_LENGTH }, at(), {
      hint: 'Shorten it to what the field is for; a paragraph is a few sentences.',
    });
  }
  const invisible = INVISIBLE.exec(text);
  if (invisible) {
    return diagnostic('text/control-character', { field, character: characterName(invisible[0]) }, at(), {
      hint: invisible[0] === '\r' ? 'Save the file with ordinary line ends (LF or CRLF), or join the two lines.' : "Delete it: retype the text around it, and remove any '\\' escape such as '\\e' or '\\x01'.",
    });
  }
  if (EDGE_SPACE.test(text)) {
    const edge = /^\s/u.test(text) ? 'starts' : 'ends';
    const character = characterName((edge === 'starts' ? text.at(0) : text.at(-1)) ?? ' ');
    return diagnostic('text/edge-space', { field, edge, character }, at(), {
      hint: `Delete the ${character.replace(/^an? /, '')} at the ${edge === 'starts' ? 'start' : 'end'} (it may have come with text pasted from elsewhere); put the text in quotes to see exactly where it begins and ends.`,
    });
  }
  return looksDifferentFromItsYaml(file, text, path, field);
}

/** The two silent slips need the value as written, so only values that could be one are looked up. */
function looksDifferentFromItsYaml(file: SourceFile, text: string, path: JsonPath, field: string): Diagnostic | undefined {
  const firstWord = /^\S+/.exec(text)?.[0] ?? '';
  const typedStart = YAML_VALUE.test(firstWord);
  const maybeJoined = / - |\s[A-Za-z][\w-]*: /.test(text);
  if (!typedStart && !maybeJoined && !TYPED_ALONE.test(text)) return undefined;
  const node = file.doc.getIn(path, true);
  if (!isScalar(node) || !node.range) return undefined;
  const written = file.text.slice(node.range[0], node.range[1]);
  const lines = written.split(/\r?\n/);
  const plain = node.type === Scalar.PLAIN;
  // A literal block ('|-') keeps its lines as written, so only plain and folded text can hide one.
  if (plain || node.type === Scalar.BLOCK_FOLDED) {
    // A block scalar's first line is its marker ('>-'); a plain scalar's is the text itself.
    const joined = lines.slice(1).find((line) => (plain ? STRUCTURE_LINE : BLOCK_OPENING_LINE).test(line));
    if (joined !== undefined) {
      return diagnostic('text/joined-line', { field, line: joined.trim().slice(0, 30) }, locate(file, path), {
        hint: "If it is meant to be a list entry or field of its own, line it up with the ones above it; if it is part of the text, put the whole text in quotes.",
      });
    }
  }
  if (plain && ((typedStart && lines.length > 1) || TYPED_ALONE.test(text))) {
    return diagnostic('text/looks-like-value', { field, start: firstWord }, locate(file, path), {
      hint: `If the words are meant, put the whole text in quotes ("${firstWord} ..."); if a '>-' line was replaced, put it back.`,
    });
  }
  return undefined;
}

const NAMES: Record<string, string> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a carriage return (CR) on its own, which old editors write as a line end',
  '\u00a0': 'a no-break space (U+00A0)',
  '\u2028': 'a line separator (U+2028)',
  '\ufeff': 'a byte-order mark (U+FEFF)',
  '\u200b': 'a zero-width space (U+200B)',
  '\u001b': 'the escape character (U+001B), which is how terminal colour codes such as "\\e[31m" begin',
  '\u0000': 'a zero character (U+0000)',
};

function characterName(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMES[character] ?? (/\s/u.test(character) ? `an invisible space (${code})` : `the character ${code}`);
}
