import type { SourceFile } from '../model.ts';
import { addressOf, kindOf } from './kinds.ts';
import { parseYaml } from './parse.ts';

/** A SourceFile made from text in memory, for tests. */
export function sourceFile(path: string, text: string): SourceFile {
  const parsed = parseYaml(text, path);
  return {
    path,
    absolutePath: `/catalogue/${path}`,
    kind: kindOf(path) ?? 'detail',
    address: addressOf(path),
    text,
    doc: parsed.doc,
    lineCounter: parsed.lineCounter,
    data: parsed.data,
  };
}
