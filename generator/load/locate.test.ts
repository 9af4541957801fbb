import { describe, expect, it } from 'vitest';
import { locate } from './locate.ts';
import { sourceFile } from './test-helpers.ts';

const text = `# a comment
title: Plywood
image:
  src: timber/plywood.svg
  alt: Sheets
related:
  - /timber/boards
  - /timber/caving
empty:
`;
const file = sourceFile('timber/plywood.yaml', text);
const where = (path: (string | number)[], part?: 'key' | 'value') => {
  const span = locate(file, path, part);
  return `${span.start.line}:${span.start.column}-${span.end.line}:${span.end.column} ${JSON.stringify(text.slice(span.offset, span.offset + span.length))}`;
};

describe('locate', () => {
  it('finds a scalar value', () => {
    expect(where(['title'])).toBe('2:8-2:15 "Plywood"');
  });
  it('finds a key', () => {
    expect(where(['image', 'alt'], 'key')).toBe('5:3-5:6 "alt"');
  });
  it('finds a nested value and a sequence item', () => {
    expect(where(['image', 'src'])).toBe('4:8-4:26 "timber/plywood.svg"');
    expect(where(['related', 1])).toBe('8:5-8:19 "/timber/caving"');
  });
  it('points a missing property at the key of the mapping that should hold it', () => {
    expect(where(['image', 'width'])).toBe('3:1-3:6 "image"');
  });
  it('points a missing top-level property at the first key', () => {
    expect(where(['features'])).toBe('2:1-2:6 "title"');
  });
  it('names the whole file by its first key', () => {
    expect(where([])).toBe('2:1-2:6 "title"');
    expect(where([], 'key')).toBe('2:1-2:6 "title"');
  });
  it('points at the key when the value is empty', () => {
    expect(where(['empty'])).toBe('9:1-9:6 "empty"');
  });
  it('points past the end of a list at the list key', () => {
    expect(where(['related', 9])).toBe('6:1-6:8 "related"');
  });
  it('never throws, even for an unparsable file', () => {
    const broken = sourceFile('x.yaml', 'a: [1, 2\nb: "x');
    expect(() => locate(broken, ['a', 'b', 3])).not.toThrow();
    expect(locate(sourceFile('y.yaml', ''), ['title']).start).toEqual({ line: 1, column: 1 });
  });
});
