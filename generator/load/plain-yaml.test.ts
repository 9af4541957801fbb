import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSyntheticCatalogue } from '../bench/synthetic.ts';
import { parseCatalogueFile, parseYaml } from './parse.ts';
import { NOT_PLAIN, parsePlainYaml } from './plain-yaml.ts';

/** Either not plain, or read as yaml reads it, and a file yaml finds nothing to report in. */
function expectSameAsYaml(text: string): 'plain' | 'not plain' {
  const plain = parsePlainYaml(text);
  if (plain === NOT_PLAIN) return 'not plain';
  const read = parseYaml(text, 'x.yaml');
  expect(read.diagnostics, text).toEqual([]);
  expect(plain, text).toStrictEqual(read.data);
  return 'plain';
}

function* yamlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* yamlFiles(file);
    else if (name.endsWith('.yaml')) yield file;
  }
}

const temp = mkdtempSync(path.join(tmpdir(), 'plain-yaml-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('parsePlainYaml', () => {
  it('reads the shipped catalogue and a synthetic one as yaml does, nearly every file of them', () => {
    const shipped = [...yamlFiles(path.resolve(import.meta.dirname, '../../catalogue'))].map((file) => expectSameAsYaml(readFileSync(file, 'utf8')));
    expect(shipped.filter((read) => read === 'plain').length).toBeGreaterThanOrEqual(0.85 * shipped.length);
    writeSyntheticCatalogue(temp, 300);
    const synthetic = [...yamlFiles(temp)].map((file) => [file, expectSameAsYaml(readFileSync(file, 'utf8'))] as const);
    // Every product and category page; the site's facts, layout and home page have flow lists.
    expect(synthetic.filter(([file, read]) => read === 'not plain' && /product-|index\.yaml$/.test(file))).toEqual([]);
  });

  it.each([
    ['title: Plywood\n', { title: 'Plywood' }],
    ['# a comment\ntitle:   Plywood sheets  \n\n  # indented comment\nwidth: 1200\nratio: 1.5\nexp: 2e3\nplus: +7\nneg: -3\nyes: true\nno: False\nnone: ~\nempty:\n', { title: 'Plywood sheets', width: 1200, ratio: 1.5, exp: 2000, plus: 7, neg: -3, yes: true, no: false, none: null, empty: null }],
    ["quoted: \"a: b # c\"\nsingle: 'it''s'\nblank: ''\n", { quoted: 'a: b # c', single: "it's", blank: '' }],
    ['href: https://example.com/a#b\ntime: 10:30\nsharp: C#\nsize: 25 kg bags\npound: £12.50\n', { href: 'https://example.com/a#b', time: '10:30', sharp: 'C#', size: '25 kg bags', pound: '£12.50' }],
    ['body:\n  - >-\n    one line\n    and the next\n  - |-\n    kept\n    apart\n  - >\n    with a break\n', { body: ['one line and the next', 'kept\napart', 'with a break\n'] }],
    ['items:\n- a\n- b\nafter: c\n', { items: ['a', 'b'], after: 'c' }],
    ['cards:\n  - title: One\n    href: /one\n    tags:\n    - x\n  -   title: Two\n      body: >-\n        text\n', { cards: [{ title: 'One', href: '/one', tags: ['x'] }, { title: 'Two', body: 'text' }] }],
    ['image:\n  src: a.svg\n  alt: An image\n', { image: { src: 'a.svg', alt: 'An image' } }],
    ['nbsp: a\u00a0\n', { nbsp: 'a\u00a0' }],
    // YAML 1.1 read these as true and a number; 1.2, as yaml and here, as text.
    ['answer: yes\ncount: 1_000\n', { answer: 'yes', count: '1_000' }],
    ['note: >-\n  one\n\nnext: x\n', { note: 'one', next: 'x' }],
  ])('reads %j', (text, data) => {
    expect(parsePlainYaml(text)).toStrictEqual(data);
    expectSameAsYaml(text);
  });

  it.each([
    ['an inline comment', 'a: 1 # pounds\n'],
    ['a flow list', 'a: [x, y]\n'],
    ['a flow map', 'a: {x: 1}\n'],
    ['an anchor', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['an escape', 'a: "x\\ty"\n'],
    ['a tab', 'a:\tx\n'],
    ['a carriage return', 'a: x\r\n'],
    ['a byte order mark', '\ufeffa: x\n'],
    ['a line separator', 'a: x\u2028y\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['an unsafe key', '__proto__: 1\n'],
    ['a key yaml reads as other than text', 'null: 1\n'],
    ['a quoted key', '"a": 1\n'],
    ['a value running over lines', 'a: one\n  two\n'],
    ['a colon and space in text', 'a: b: c\n'],
    ['a date', 'a: 2024-01-01\n'],
    ['hex', 'a: 0x1F\n'],
    ['infinity', 'a: .inf\n'],
    ['not a number', 'a: .NaN\n'],
    ['octal', 'a: 0o17\n'],
    ['a blank line inside a paragraph', 'a: >-\n  one\n\n  two\n'],
    ['a more-indented paragraph line', 'a: >-\n  one\n    two\n'],
    ['a paragraph line ending in a space', 'a: >-\n  one \n  two\n'],
    ['a paragraph line that opens a block', 'a: >-\n  one\n  - >-\n'],
    ['a kept final line break', 'a: |+\n  one\n'],
    ['an indentation indicator', 'a: |2\n  one\n'],
    ['an empty paragraph', 'a: >-\nb: 1\n'],
    ['a document marker', '---\na: 1\n'],
    ['a list at the top', '- a\n'],
    ['an indented top', '  a: 1\n'],
    ['a nested list in one item', 'a:\n  - - x\n'],
    ['an empty item', 'a:\n  -\n'],
    ['a map not further in', 'a:\nb: 1\n  c: 2\n'],
    ['text starting with an indicator', 'a: *x\n'],
    ['a key without a space after its colon', 'a:b\n'],
    ['an empty file', ''],
    ['maps nested deeper than any record', `${Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} 1\n`],
    // yaml's own stack runs out here: it reports a syntax error, and so the build must still.
    ['maps nested 1,000 deep', `${Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} 1\n`],
  ])('leaves %s to yaml', (_, text) => {
    expect(parsePlainYaml(text)).toBe(NOT_PLAIN);
    // And parseCatalogueFile then gives yaml's reading.
    const read = parseYaml(text, 'x.yaml');
    expect(parseCatalogueFile({ path: 'x.yaml', text })).toStrictEqual({ data: read.data, diagnostics: read.diagnostics });
  });

  it('reads any generated document as yaml does, when it reads it at all', () => {
    // Mostly what staff write; now and then something YAML reads otherwise.
    const safe = fc.constantFrom('Plywood', 'sheets', 'a', 'C#', '12', '-3', '+4', '1.5', '.5', '1e3', 'true', 'False', 'yes', 'null', '~', '10:30', "it's", '£5', 'é', '/timber/plywood', 'https://example.com/x#y', 'x:y', '-x', '1_000');
    const tricky = fc.constantFrom('x: y', 'a #b', '0x1F', '.inf', '', '2024-01-01', '"q"', "'s'", '- x', '>-', '|', '[x]', '{x}', '&a', '*a', '!t', '%', '@', '`', '?', ':', '\u00a0', '#', 'x:');
    const word = fc.oneof({ arbitrary: safe, weight: 12 }, { arbitrary: tricky, weight: 1 });
    const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const key = fc.oneof(
      { arbitrary: fc.constantFrom('title', 'href', 'a', 'b-c', 'x_1', 'body', 'image', 'alt', 'src', 'items', 'cards', 'width', 'note', 'tags', 'kind'), weight: 12 },
      { arbitrary: fc.constantFrom('null', 'True', '__proto__', 'a b', '1a', '-a', '"q"'), weight: 1 },
    );
    const scalar = fc.oneof(
      { arbitrary: text, weight: 8 },
      { arbitrary: text.map((t) => `"${t}"`), weight: 2 },
      { arbitrary: text.map((t) => `'${t.replaceAll("'", "''")}'`), weight: 2 },
      { arbitrary: text.map((t) => `${t} # note`), weight: 1 },
    );
    const space = fc.constantFrom(' ', '  ', '');
    /** A value after a key at `indent`: its text on the line, and the lines below it. */
    const value = (indent: number, depth: number): fc.Arbitrary<[string, string[]]> => {
      const inner = indent + 2;
      const pad = ' '.repeat(inner);
      const options: fc.Arbitrary<[string, string[]]>[] = [
        scalar.map((s) => [s, []]),
        fc.tuple(fc.constantFrom('>-', '>-', '>', '|', '|-', '>+'), fc.array(fc.tuple(text, fc.constantFrom('', '', '', '', ' ', '  ')), { minLength: 0, maxLength: 3 }), fc.boolean()).map(([header, lines, blank]) => [
          header,
          [...lines.map(([t, extra]) => `${pad}${extra}${t}`), ...(blank ? [''] : [])],
        ]),
      ];
      if (depth > 0) {
        options.push(
          fc.array(fc.tuple(key, space, value(inner, depth - 1)), { minLength: 1, maxLength: 3 }).map((pairs) => ['', pairs.flatMap(([k, sp, [v, below]]) => [`${pad}${k}:${sp}${v}`, ...below])]),
          fc.tuple(fc.boolean(), fc.array(fc.oneof(scalar.map((s) => [s, []] as [string, string[]]), fc.tuple(key, value(inner + 2, depth - 1)).map(([k, [v, below]]) => [`${k}: ${v}`, below] as [string, string[]])), { minLength: 1, maxLength: 3 })).map(
            ([atKey, items]) => {
              const dash = atKey ? ' '.repeat(indent) : pad;
              return ['', items.flatMap(([v, below]) => [`${dash}- ${v}`, ...below])];
            },
          ),
        );
      }
      return fc.oneof(...options);
    };
    const document = fc
      .array(fc.tuple(key, space, value(0, 2), fc.constantFrom('', '', '# comment', '  # comment')), { minLength: 1, maxLength: 5 })
      .map((pairs) => `${pairs.flatMap(([k, sp, [v, below], comment]) => [`${k}:${sp}${v}`, ...below, ...(comment ? [comment] : [])]).join('\n')}\n`);
    let plain = 0;
    fc.assert(
      fc.property(document, (doc) => {
        if (expectSameAsYaml(doc) === 'plain') plain++;
      }),
      { numRuns: 10_000, seed: 20261126 },
    );
    // Enough of them plain to have tested the reading, not only the refusals.
    expect(plain).toBeGreaterThan(700);
  });
});
