/**
 * A short excerpt of the file around a problem: the line before, the line itself, and a caret
 * line under the exact text (as Babel and Biome print them).
 */
import type { Span } from '../../model.ts';
import { printable } from '../printable.ts';
import { paint, type Paint } from './paint.ts';

const MAX_WIDTH = 160;

/** The lines of the last file framed: a file with thousands of problems is split once, not once per problem. */
let split: { text: string; lines: string[] } | undefined;

function linesOf(text: string): string[] {
  if (split?.text !== text) split = { text, lines: text.split(/\r?\n/) };
  return split.lines;
}

export function codeFrame(text: string, span: Span, p: Paint = paint(false)): string[] {
  const lines = linesOf(text);
  const lineIndex = span.start.line - 1;
  const line = lines[lineIndex];
  if (line === undefined) return [];
  const gutterWidth = String(span.start.line).length;
  // Cut before anything else, so a line of many megabytes costs no more than a short one.
  const show = (source: string) => printable(source.slice(0, MAX_WIDTH).replace(/\t/g, ' '));
  const row = (marker: string, n: number | '', source: string) => `${marker} ${p.dim(`${String(n).padStart(gutterWidth)} |`)} ${source}`.trimEnd();

  const frame: string[] = [];
  const before = lines[lineIndex - 1];
  if (before !== undefined && before.trim() !== '') frame.push(row(' ', span.start.line - 1, p.dim(show(before))));
  frame.push(row(p.red('>'), span.start.line, show(line)));

  const startColumn = span.start.column;
  // A span over several lines is underlined to the end of its first line.
  const endColumn = span.end.line === span.start.line ? span.end.column : line.length + 1;
  const width = Math.max(1, Math.min(endColumn, MAX_WIDTH + 1) - startColumn);
  frame.push(row(' ', '', `${' '.repeat(Math.max(0, startColumn - 1))}${p.red('^'.repeat(width))}`));
  return frame;
}
