import { describe, expect, it } from 'vitest';
import { sourceFile } from '../load/test-helpers.ts';
import { validateRecords } from './index.ts';
import { MAX_VALUE_LENGTH, textValueProblems } from './text-values.ts';

const problems = (yaml: string) =>
  textValueProblems(sourceFile('timber/plywood.yaml', yaml)).map((d) => `${d.span?.start.line} ${d.severity} ${d.code} ${d.message}`);

describe('invisible characters in text and links', () => {
  it('refuses a link that starts with a no-break space, which the site would publish broken', () => {
    expect(problems('related:\n  - "\\u00a0/contact"\n')).toEqual([
      "2 error text/edge-space The field 'related[0]' starts with a no-break space (U+00A0), which is invisible in the file but would be published: a link would break and a heading would sit out of line.",
    ]);
  });

  it.each([
    ['"\\u2003/contact"', 'starts with an invisible space (U+2003)'],
    ['"Plywood\\u3000"', 'ends with an invisible space (U+3000)'],
    ["'Plywood '", 'ends with a space'],
  ])('refuses %s at either edge', (value, words) => {
    expect(problems(`title: ${value}\n`).join()).toContain(words);
  });

  it.each([
    ['"Plywood\\x01"', 'U+0001'],
    ['"Plywood\\0 sheets"', 'a zero character'],
    ['"\\e[31mPlywood"', 'the escape character'],
    ['"Ply\\u200bwood"', 'a zero-width space'],
    ['"Ply\\u202ewood"', 'U+202E'],
  ])('refuses the YAML escape %s, which would reach <title> and <h1> raw', (value, named) => {
    const found = problems(`title: ${value}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^1 error text\/control-character /);
    expect(found[0]).toContain(named);
  });

  it('refuses a lone carriage return inside text, saying what it is', () => {
    expect(problems('title: Birch\rplywood\n').join()).toContain('a carriage return (CR) on its own');
  });

  it('refuses a value far longer than any field, once, without looking further', () => {
    const found = problems(`title: " ${'x'.repeat(MAX_VALUE_LENGTH)}"\n`);
    expect(found).toEqual([`1 error text/too-long The field 'title' is ${MAX_VALUE_LENGTH + 1} characters long, more than the ${MAX_VALUE_LENGTH} any catalogue value may hold, so it is not checked further.`]);
  });
});

describe('the same entry twice in a list', () => {
  it('is an error at the second, in every list the schemas define', () => {
    const yaml = 'title: Plywood\nfeatures:\n  - Sanded both faces\n  - Exterior glue line\n  - Sanded both faces\n';
    const found = validateRecords([sourceFile('timber/plywood.yaml', yaml)]).filter((d) => d.code === 'schema/duplicate-item');
    expect(found.map((d) => [d.span?.start.line, d.message])).toEqual([[5, "The field 'features' lists the same entry twice (entries 1 and 3)."]]);
  });
});

describe('a value far too long', () => {
  it("is reported once, by its field's own limit when it has one, and by the general limit otherwise", () => {
    const long = 'x'.repeat(MAX_VALUE_LENGTH + 1);
    const codes = (yaml: string) => validateRecords([sourceFile('timber/plywood.yaml', yaml)]).filter((d) => /too-long/.test(d.code)).map((d) => d.code);
    expect(codes(`title: ${long}\n`)).toEqual(['schema/too-long']);
    expect(codes(`notAField: ${long}\n`)).toEqual(['text/too-long']);
  });
});
