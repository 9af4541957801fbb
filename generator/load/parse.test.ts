import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse.ts';

const brief = (text: string) =>
  parseYaml(text, 'x.yaml').diagnostics.map((d) => `${d.span?.start.line}:${d.span?.start.column} ${d.code} ${d.message}`);

describe('parseYaml', () => {
  it('returns plain data for good YAML', () => {
    const parsed = parseYaml('title: Plywood\nrelated: [/a, /b]\n', 'x.yaml');
    expect(parsed.data).toEqual({ title: 'Plywood', related: ['/a', '/b'] });
    expect(parsed.diagnostics).toEqual([]);
  });

  it('reports a syntax error at its position and gives no data', () => {
    const parsed = parseYaml('title: Plywood\nbody: "unclosed\nimage: x\n', 'x.yaml');
    expect(parsed.data).toBeUndefined();
    expect(brief('title: Plywood\nbody: "unclosed\nimage: x\n')).toEqual([
      '2:7 yaml/syntax This is not valid YAML: this quoted text is never closed.',
    ]);
  });

  it('reports one syntax error per line, not the cascade', () => {
    const lines = brief('a:\n  b: 1\n c: 2\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^3:1 yaml\/syntax /);
  });

  it('names a duplicate key and where it was first set', () => {
    expect(brief('title: A\nbody: []\ntitle: B\n')).toEqual([
      "3:1 yaml/duplicate-key The field 'title' is given twice in the same place (first on line 1); only the last one would be used, so the first is silently lost.",
    ]);
  });

  it('allows the same key in different mappings', () => {
    expect(brief('a:\n  title: x\nb:\n  title: y\n')).toEqual([]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('rejects the unsafe key %s', (key) => {
    const parsed = parseYaml(`ok: 1\nnested:\n  ${key}:\n    polluted: true\n`, 'x.yaml');
    expect(parsed.diagnostics.map((d) => [d.code, d.span?.start.line, d.span?.start.column])).toEqual([['yaml/unsafe-key', 3, 3]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed.data).toEqual({ ok: 1, nested: {} });
    expect(Object.hasOwn(parsed.data as object, key)).toBe(false);
  });

  it('stops an alias bomb quickly with yaml/alias-limit', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    // 9^12 values if expanded: without the limit this would not finish within the test's timeout.
    const parsed = parseYaml(levels.join('\n') + '\n', 'bomb.yaml');
    expect(parsed.data).toBeUndefined();
    expect(parsed.diagnostics.map((d) => `${d.code} ${d.span?.start.line}:${d.span?.start.column}`)).toEqual(['yaml/alias-limit 2:8']);
  });
});
