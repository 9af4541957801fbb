/**
 * Maps a record path (ajv's instancePath, split) back to the YAML node it came from, so every
 * diagnostic can name a line and column. ajv cannot do this on its own (ajv issue 1768).
 */
import { isMap, isPair, isScalar, isSeq, type LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';
import type { JsonPath, SourceFile, Span } from '../model.ts';

/** A Span for the text between two 0-based offsets. */
export function spanAt(file: string, lineCounter: LineCounter, start: number, end: number): Span {
  const from = lineCounter.linePos(start);
  const to = lineCounter.linePos(Math.max(start, end));
  return {
    file,
    start: { line: from.line, column: from.col },
    end: { line: to.line, column: to.col },
    offset: start,
    length: Math.max(0, end - start),
  };
}

function rangeOf(node: unknown): [number, number] | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? [range[0], range[1]] : undefined;
}

/** A key as written, compared with the path segment the way toJS() would turn it into a property name. */
function keyMatches(pair: Pair, segment: string | number): boolean {
  const key = isScalar(pair.key) ? pair.key.value : pair.key;
  return String(key) === String(segment);
}

/** Above this many keys a mapping is indexed once, so reporting every key of a huge one stays linear. */
const INDEX_FROM = 32;
const indexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The first pair whose key reads as `segment`, as a linear search would find it. */
function pairFor(map: YAMLMap, segment: string | number): Pair | undefined {
  if (map.items.length < INDEX_FROM) return map.items.find((pair) => isPair(pair) && keyMatches(pair, segment));
  let index = indexes.get(map);
  if (!index) {
    index = new Map();
    for (const pair of map.items) {
      if (!isPair(pair)) continue;
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (!index.has(key)) index.set(key, pair);
    }
    indexes.set(map, index);
  }
  return index.get(String(segment));
}

/**
 * The exact range of the value (or its key) at `path`. A missing property points at the key of
 * the mapping that should hold it; the empty path points at the first key of the file. Never throws.
 */
export function locate(file: SourceFile, path: JsonPath, part: 'key' | 'value' = 'value'): Span {
  const fallback = (): Span => spanAt(file.path, file.lineCounter, 0, firstLineEnd(file.text));
  try {
    let node: unknown = file.doc.contents;
    let owner: Pair | undefined;
    for (const segment of path) {
      let next: Pair | undefined;
      let item: unknown;
      if (isMap(node)) {
        next = pairFor(node, segment);
        item = next?.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        item = node.items[segment];
      }
      if (next === undefined && item === undefined) return pointAtOwner(file, owner, node) ?? fallback();
      owner = next;
      node = item;
      if (item === null || item === undefined) break;
    }
    // With no key of its own (the whole file, or a list entry), a mapping is named by its first key.
    const keyRange = owner ? rangeOf(owner.key) : isMap(node) ? rangeOf(node.items[0]?.key) : undefined;
    const valueRange = rangeOf(node);
    // The whole file is named by its first key rather than underlined from top to bottom.
    if (path.length === 0) return pointAtOwner(file, undefined, node) ?? fallback();
    const range = part === 'key' ? keyRange ?? valueRange : valueRange && valueRange[1] > valueRange[0] ? valueRange : keyRange ?? valueRange;
    if (!range) return pointAtOwner(file, owner, node) ?? fallback();
    return spanAt(file.path, file.lineCounter, range[0], range[1]);
  } catch {
    return fallback();
  }
}

/** Where to point when a property is missing: the key that holds the mapping, else its first key. */
function pointAtOwner(file: SourceFile, owner: Pair | undefined, node: unknown): Span | undefined {
  const range = rangeOf(owner?.key) ?? (isMap(node) ? rangeOf(node.items[0]?.key) : undefined) ?? rangeOf(node);
  return range ? spanAt(file.path, file.lineCounter, range[0], range[1]) : undefined;
}

function firstLineEnd(text: string): number {
  const newline = text.indexOf('\n');
  return newline === -1 ? text.length : newline;
}
