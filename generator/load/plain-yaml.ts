/**
 * A fast reading of the plain YAML staff write: block maps and lists, one-line plain or quoted
 * text, numbers, true/false/null, and '>-' or '|' paragraphs. About ten times faster than the
 * `yaml` package's full parse, which a first build at 10,000 products ran for about 3.7 s of CPU.
 *
 * It only ever answers for a file it reads exactly as `yaml` (1.2, core schema) does, and where
 * parse.ts would report nothing: anything else (comments after a value, anchors, tags, flow
 * lists, escapes, tabs, blank lines inside a paragraph, duplicate or unsafe keys, a date, a
 * paragraph line that looks like a block's opening, ...) gives `NOT_PLAIN`, and the file is read by `yaml` as
 * before, with its diagnostics. plain-yaml.test.ts compares the two on every catalogue file and
 * on generated documents.
 */

import { BLOCK_OPENING_LINE, DATE_ALONE } from './silent-slips.ts';

/** The file is not in the subset read here: read it with the `yaml` package. */
export const NOT_PLAIN: unique symbol = Symbol('not plain YAML');

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/**
 * Any character but a line feed, printable ASCII and the printable characters above U+00A0 (less
 * U+2028 and U+2029, line breaks to older YAML, U+FEFF, a byte order mark, and the surrogates): a
 * tab, a carriage return or a control character is left to `yaml`. So the only white space is
 * the space, the only one YAML trims: String.trim would take more (a no-break space, say).
 */
const UNUSUAL = /[^\n\x20-\x7E\u00A0-\u2027\u202A-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]/;
/** A key as staff write one; not one YAML would read as other than text. */
const KEY = /^[A-Za-z][\w-]*$/;
/** '- key:' or '- key: value' in a list: a map starting at the key. */
const KEY_OPENING_MAP = /^[A-Za-z][\w-]*:(?: |$)/;
const SPECIAL_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
/** Keys that could poison JavaScript objects: reported by parse.ts, so such a file goes to yaml. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
/** A plain value's first character that makes it something other than plain text in YAML. */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** The core schema's other numbers (yaml/dist/schema/core): octal, hex, infinity and not-a-number. */
const OTHER_NUMBER = /^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

/**
 * Maps and lists inside one another, at most: a record has a handful. Deeper files go to yaml,
 * which reports one nested some 900 deep as a syntax error (its stack runs out) where this
 * reader would read it, and then every later step that walks the data would have to be as deep.
 */
const MAX_DEPTH = 32;

/** Thrown inside, caught at the top: the file is not plain. */
class NotPlain extends Error {}
const notPlain = (): never => {
  throw new NotPlain();
};

/** The file's data as `yaml` reads it, or NOT_PLAIN. */
export function parsePlainYaml(text: string): Value | typeof NOT_PLAIN {
  if (text.length === 0 || UNUSUAL.test(text)) return NOT_PLAIN;
  try {
    return new Reader(text.split('\n')).document();
  } catch (error) {
    if (error instanceof NotPlain) return NOT_PLAIN;
    throw error;
  }
}

class Reader {
  /** The next line to read. */
  private at = 0;
  /** Maps and lists open. */
  private depth = 0;

  constructor(private readonly lines: readonly string[]) {}

  document(): Value {
    this.skipBlank();
    if (this.at >= this.lines.length || indentOf(this.lines[this.at]!) !== 0) notPlain();
    const root = this.map(0);
    this.skipBlank();
    if (this.at < this.lines.length) notPlain();
    return root;
  }

  /** Skips empty lines and whole-line comments (outside paragraphs). */
  private skipBlank(): void {
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      const indent = indentOf(line);
      if (indent < line.length && line[indent] !== '#') return;
      this.at++;
    }
  }

  /** The indentation of the next line with content, or -1 at the end. */
  private nextIndent(): number {
    this.skipBlank();
    return this.at < this.lines.length ? indentOf(this.lines[this.at]!) : -1;
  }

  /** A block map whose keys are at column `indent`; the first key may sit after a list's '- ' (`first`). */
  private map(indent: number, first?: string): { [key: string]: Value } {
    if (++this.depth > MAX_DEPTH) notPlain();
    const map: { [key: string]: Value } = {};
    const seen = new Set<string>();
    let line = first;
    for (;;) {
      if (line === undefined) {
        if (this.nextIndent() !== indent) break;
        line = this.lines[this.at]!.slice(indent);
      }
      this.at++;
      const colon = line.indexOf(':');
      if (colon <= 0) notPlain();
      const key = line.slice(0, colon);
      if (!KEY.test(key) || SPECIAL_KEY.test(key) || UNSAFE_KEYS.has(key) || seen.has(key)) notPlain();
      seen.add(key);
      const rest = line.slice(colon + 1);
      if (rest !== '' && !rest.startsWith(' ')) notPlain();
      map[key] = this.value(trimSpaces(rest), indent, true);
      line = undefined;
    }
    const after = this.nextIndent();
    if (after > indent) notPlain();
    this.depth--;
    return map;
  }

  /** A block list whose dashes are at column `indent`. */
  private list(indent: number): Value[] {
    if (++this.depth > MAX_DEPTH) notPlain();
    const list: Value[] = [];
    while (this.nextIndent() === indent) {
      const line = this.lines[this.at]!.slice(indent);
      if (line !== '-' && !line.startsWith('- ')) break;
      const item = line.slice(1);
      const column = indent + 1 + indentOf(item);
      const content = line.slice(column - indent);
      if (trimSpaces(content) === '') notPlain();
      // '- key: value' starts a map at the key's column.
      if (KEY_OPENING_MAP.test(content)) {
        list.push(this.map(column, content));
        continue;
      }
      this.at++;
      list.push(this.value(trimSpaces(content), indent, false));
    }
    const after = this.nextIndent();
    if (after > indent) notPlain();
    this.depth--;
    return list;
  }

  /**
   * The value after a key's ':' or a list's '- ' (`written`, trimmed), the line already read;
   * `indent` is the key's or the dash's column.
   */
  private value(written: string, indent: number, ofKey: boolean): Value {
    if (written === '') {
      if (!ofKey) notPlain();
      const next = this.nextIndent();
      const line = next >= 0 ? this.lines[this.at]!.slice(next) : '';
      const isItem = line === '-' || line.startsWith('- ');
      // A list may sit at its key's column; a map must be further in.
      if (isItem && next >= indent) return this.list(next);
      if (next > indent) return this.map(next);
      return null;
    }
    const head = written[0]!;
    if (head === '>' || head === '|') return this.paragraph(written, indent);
    if (head === '"') return doubleQuoted(written);
    if (head === "'") return singleQuoted(written);
    return plainScalar(written);
  }

  /** A '>' or '|' block (with '-' to strip the last line break, or none to keep one), its lines all at one indentation. */
  private paragraph(header: string, indent: number): string {
    if (header !== '>' && header !== '>-' && header !== '|' && header !== '|-') notPlain();
    const folded = header[0] === '>';
    const lines: string[] = [];
    let column = -1;
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      const own = indentOf(line);
      if (line.length === own) {
        // A blank line: the end of the paragraph, or (with more of it after) a blank line inside it.
        let next = this.at + 1;
        while (next < this.lines.length && indentOf(this.lines[next]!) === this.lines[next]!.length) next++;
        if (next < this.lines.length && indentOf(this.lines[next]!) > indent) notPlain();
        break;
      }
      if (column === -1) {
        if (own <= indent) break;
        column = own;
      } else if (own < column) {
        if (own > indent) notPlain();
        break;
      } else if (own > column) notPlain();
      const content = line.slice(column);
      // Silent-slips.ts reports a line of a '>' paragraph that looks like a block's opening.
      if (content.endsWith(' ') || (folded && BLOCK_OPENING_LINE.test(line))) notPlain();
      lines.push(content);
      this.at++;
    }
    if (lines.length === 0) notPlain();
    const joined = lines.join(folded ? ' ' : '\n');
    return header.endsWith('-') ? joined : `${joined}\n`;
  }
}

/** `text` without the spaces at either end (the only white space a plain file has). */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  return text.slice(start, end);
}

function indentOf(line: string): number {
  let at = 0;
  while (line.charCodeAt(at) === 32) at++;
  return at;
}

/** "text" on one line, without escapes. */
function doubleQuoted(written: string): string {
  const end = written.indexOf('"', 1);
  if (end !== written.length - 1 || written.includes('\\')) notPlain();
  return written.slice(1, end);
}

/** 'text' on one line, '' for a quote. */
function singleQuoted(written: string): string {
  let text = '';
  for (let at = 1; ; ) {
    const quote = written.indexOf("'", at);
    if (quote < 0) notPlain();
    text += written.slice(at, quote);
    if (quote === written.length - 1) return text;
    if (written[quote + 1] !== "'") notPlain();
    text += "'";
    at = quote + 2;
  }
}

/** One line of plain text, or a number, true, false or null as YAML's core schema reads it. */
function plainScalar(written: string): Value {
  if (written === '~' || written === 'null' || written === 'Null' || written === 'NULL') return null;
  if (written === 'true' || written === 'True' || written === 'TRUE') return true;
  if (written === 'false' || written === 'False' || written === 'FALSE') return false;
  if (INT.test(written)) return parseInt(written, 10);
  if (FLOAT.test(written)) return parseFloat(written);
  if (OTHER_NUMBER.test(written) || INDICATOR.test(written) || written.includes(': ') || written.endsWith(':') || written.includes(' #')) notPlain();
  // A date is reported by silent-slips.ts (text that starts like a value only when it runs over
  // lines, which plain text here never does): yaml reads it.
  if (DATE_ALONE.test(written)) notPlain();
  return written;
}
