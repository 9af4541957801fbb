/**
 * A short excerpt of the file around a problem: the line before, the line itself, and a caret
 * line under the exact text (as Babel and Biome print them).
 */
import type { Span } from '../../model.ts';
import { printable } from '../printable.ts';
import { paint, type Paint } from './paint.ts';

const MAX_WIDTH = 160;

export function codeFrame(text: string, span: Span, p: Paint = paint(false)): string[] {
  const lines = text.split(/\r?\n/);
  const lineIndex = span.start.line - 1;
  const line = lines[lineIndex];
  if (line === undefined) return [];
  const gutterWidth = String(span.start.line).length;
  const show = (source: string) => printable(source.replace(/\t/g, ' ')).slice(0, MAX_WIDTH);
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
