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

/** A valid product record's text, with `lines` added at its end, for tests. */
export const detailText = (lines: string) => `title: Plywood
description: Structural, marine and hardwood-faced plywood in full sheets or cut to size.
body:
  - Plywood is the sheet we sell most of, because it does so many jobs well.
image:
  src: timber/plywood.svg
  alt: A stack of plywood sheets.
features: [Thicknesses from 3.6 mm, Full sheets or cut, Marine grade]
applications: [Floor overlays, Roof decking, Van linings]
related:
  - /timber/boards
${lines}`;
