/**
 * Every text and link value, whatever its field: what is invisible in the file but would be
 * published (a no-break space before '/contact', a control character written as '\e' or '\x01',
 * a lone carriage return), and a value far too long for any field. Slips that need the YAML as
 * written (an indent that joins a list entry onto the text above) are found in load/silent-slips.ts.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, JsonPath, SourceFile } from '../model.ts';
import { fieldPath } from '../diagnostics/describe.ts';

/** No field holds more than 1,200 characters; ten times that is no text at all. */
export const MAX_VALUE_LENGTH = 12_000;

/** Control characters (a line feed aside), a lone carriage return, and invisible format characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is this module's job.
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const EDGE_SPACE = /^\s|\s$/u;

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
