/**
 * Changes to a catalogue file made in its text, at each value's own place, so that comments,
 * quoting, line breaks and the order of fields stay as staff wrote them. Every edit is checked by
 * reading the new text back: the data must be exactly what was asked for, or nothing is changed.
 */
import { isDeepStrictEqual } from 'node:util';
import { isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { JsonPath } from '../model.ts';

/** A move or remove that cannot be made as asked; nothing has been changed when it is thrown. */
export class PageCommandError extends Error {}

export interface ValueEdit {
  path: JsonPath;
  /** The new text value, or null to delete the list entry. */
  value: string | null;
}

function parse(text: string): Document.Parsed {
  return parseDocument(text, { keepSourceTokens: true, uniqueKeys: false });
}

/** The value written the way the old one was: plain, 'single' or "double" quoted. */
function written(node: Node, value: string): string {
  if (isScalar(node) && node.type === 'PLAIN' && /^[/#][\w./#-]*$/.test(value)) return value;
  if (isScalar(node) && node.type === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  return JSON.stringify(value);
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end + 1;
}

/** [start, end, replacement] for one edit. A deleted entry takes its whole '- ...' line. */
function splice(text: string, doc: Document.Parsed, edit: ValueEdit, file: string): [number, number, string] {
  const node = doc.getIn(edit.path, true) as Node | undefined;
  const range = node?.range;
  if (!node || !range) throw new PageCommandError(`could not find '${edit.path.join('.')}' in ${file}.`);
  if (edit.value !== null) return [range[0], range[1], written(node, edit.value)];
  const parent = doc.getIn(edit.path.slice(0, -1), true);
  const start = lineStart(text, range[0]);
  if (!isSeq(parent) || parent.flow || !/^\s*- $/.test(text.slice(start, range[0]))) {
    throw new PageCommandError(`could not delete the entry '${String(edit.path.join('.'))}' in ${file} without touching its neighbours: edit that list by hand.`);
  }
  return [start, lineEnd(text, range[1]), ''];
}

function setIn(data: unknown, path: JsonPath, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
}

/** The data with the edits made: deleted entries taken out, last index first so the rest stay put. */
function expectedData(data: unknown, edits: readonly ValueEdit[]): unknown {
  const copy = structuredClone(data);
  for (const edit of edits) if (edit.value !== null) setIn(copy, edit.path, edit.value);
  const deletions = edits.filter((edit) => edit.value === null).sort((a, b) => Number(b.path.at(-1)) - Number(a.path.at(-1)));
  for (const edit of deletions) {
    let list = copy as Record<string | number, unknown>;
    for (const key of edit.path.slice(0, -1)) list = list[key] as Record<string | number, unknown>;
    (list as unknown as unknown[]).splice(Number(edit.path.at(-1)), 1);
  }
  return copy;
}

/** The text with each value replaced (or each list entry deleted) in place. */
export function editValues(text: string, edits: readonly ValueEdit[], file: string): string {
  if (edits.length === 0) return text;
  const doc = parse(text);
  const splices = edits.map((edit) => splice(text, doc, edit, file)).sort((a, b) => b[0] - a[0]);
  let result = text;
  for (const [start, end, replacement] of splices) result = result.slice(0, start) + replacement + result.slice(end);
  verify(result, expectedData(doc.toJS(), edits), file);
  return result;
}

/**
 * The text with the page's old addresses set to `aliases`. Adding only appends (a new line in a
 * '- ' list, or before the ']' of a '[...]' list, or 'aliases: [...]' at the end of the file);
 * taking one out writes the list again as '[...]' on its line.
 */
export function setAliases(text: string, aliases: readonly string[], file: string): string {
  const doc = parse(text);
  const data = doc.toJS() as Record<string, unknown>;
  const before = Array.isArray(data.aliases) ? (data.aliases as string[]) : [];
  if (isDeepStrictEqual(before, aliases)) return text;
  const node = doc.get('aliases', true) as Node | undefined;
  const added = aliases.filter((alias) => !before.includes(alias));
  const onlyAdded = before.every((alias, index) => aliases[index] === alias);
  let result: string;
  if (!node || !node.range) {
    const body = text.endsWith('\n') || text === '' ? text : `${text}\n`;
    result = `${body}aliases: [${aliases.join(', ')}]\n`;
  } else if (onlyAdded && isSeq(node) && node.flow && text[node.range[1] - 1] === ']') {
    const close = node.range[1] - 1;
    result = `${text.slice(0, close).replace(/\s*$/, '')}${before.length > 0 ? ', ' : ''}${added.join(', ')}${text.slice(close)}`;
  } else if (onlyAdded && isSeq(node) && !node.flow && node.items.length > 0) {
    const last = node.items.at(-1) as Node;
    const lastLine = text.slice(lineStart(text, last.range?.[0] ?? 0), last.range?.[0]);
    const end = lineEnd(text, last.range?.[1] ?? 0);
    const lines = added.map((alias) => `${lastLine}${alias}\n`).join('');
    result = `${text.slice(0, end)}${end === text.length && !text.endsWith('\n') ? '\n' : ''}${lines}${text.slice(end)}`;
  } else {
    const pair = doc.contents && 'items' in doc.contents ? (doc.contents.items as { key: Node }[]).find((item) => isScalar(item.key) && item.key.value === 'aliases') : undefined;
    const keyEnd = pair?.key.range?.[1];
    if (keyEnd === undefined) throw new PageCommandError(`could not find 'aliases:' in ${file}.`);
    // A '- ' list's range runs on past its last line; its last entry's does not.
    const last = isSeq(node) && !node.flow ? (node.items.at(-1) as Node | undefined)?.range : undefined;
    const valueEnd = last?.[1] ?? node.range[1];
    if (aliases.length === 0) result = text.slice(0, lineStart(text, keyEnd)) + text.slice(lineEnd(text, valueEnd - 1));
    else result = `${text.slice(0, keyEnd)}: [${aliases.join(', ')}]${text.slice(valueEnd)}`;
  }
  const expected = { ...data };
  if (aliases.length > 0) expected.aliases = [...aliases];
  else delete expected.aliases;
  verify(result, expected, file, true);
  return result;
}

function verify(text: string, expected: unknown, file: string, ignoreOrder = false): void {
  const doc = parse(text);
  const actual = doc.toJS() as unknown;
  const same = ignoreOrder ? isDeepStrictEqual(sortKeys(actual), sortKeys(expected)) : isDeepStrictEqual(actual, expected);
  if (doc.errors.length > 0 || !same) {
    throw new PageCommandError(`could not change ${file} in place without changing something else in it, so nothing was changed: make this change by hand.`);
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, child]) => [key, sortKeys(child)]));
}
