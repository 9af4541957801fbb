/** Builds in-memory catalogue files for the link checker's tests, parsed the way the loader parses them. */
import { LineCounter, parseDocument } from 'yaml';
import { addressOf, kindOf } from '../load/kinds.ts';
import type { SourceFile } from '../model.ts';

export function sourceFile(relPath: string, text: string): SourceFile {
  const kind = kindOf(relPath);
  if (!kind) throw new Error(`not a catalogue path: ${relPath}`);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const file: SourceFile = { path: relPath, absolutePath: `/catalogue/${relPath}`, kind, text, doc, lineCounter, data: doc.toJS() };
  const address = addressOf(relPath);
  if (address !== undefined) file.address = address;
  return file;
}

export function sourceFiles(texts: Record<string, string>): SourceFile[] {
  return Object.entries(texts).map(([relPath, text]) => sourceFile(relPath, text));
}
