/**
 * Time grows with the number of problems, not with its square: a file with tens of thousands of
 * unknown keys (a paste gone wrong) is located and framed in one pass each. Before, every
 * problem searched the whole mapping and split the whole file again: 20,000 keys took minutes.
 */
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../diagnostics/format/code-frame.ts';
import { locate } from '../load/locate.ts';
import { sourceFile } from '../load/test-helpers.ts';

const KEYS = 20_000;
const text = `title: Plywood\n${Array.from({ length: KEYS }, (_, i) => `unknownKey${i}: x\n`).join('')}`;

describe('a file with 20,000 problems', () => {
  it('locates every key in well under the seconds a search per key took', () => {
    const file = sourceFile('timber/plywood.yaml', text);
    expect(file.doc.errors).toEqual([]); // parsed outside the timing
    const started = performance.now();
    const lines = Array.from({ length: KEYS }, (_, i) => locate(file, [`unknownKey${i}`], 'key').start.line);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(lines[0]).toBe(2);
    expect(lines[KEYS - 1]).toBe(KEYS + 1);
  });

  it('frames every problem in well under the seconds a split per problem took', () => {
    const started = performance.now();
    let last: string[] = [];
    for (let line = 2; line <= KEYS + 1; line += 1) {
      last = codeFrame(text, { file: 'f', start: { line, column: 1 }, end: { line, column: 5 }, offset: 0, length: 4 });
    }
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(last[1]).toContain(`unknownKey${KEYS - 1}: x`);
  });

  it('frames a line of many megabytes by its first part only', () => {
    const huge = `title: ${'x'.repeat(20_000_000)}\n`;
    const started = performance.now();
    const frame = codeFrame(huge, { file: 'f', start: { line: 1, column: 8 }, end: { line: 1, column: 9 }, offset: 7, length: 1 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(frame[0]?.length).toBeLessThan(200);
  });
});
