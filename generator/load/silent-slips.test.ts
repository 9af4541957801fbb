import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse.ts';

const problems = (yaml: string) =>
  parseYaml(yaml, 'timber/plywood.yaml')
    .diagnostics.filter((d) => d.code.startsWith('text/'))
    .map((d) => `${d.span?.start.line} ${d.severity} ${d.code} ${d.message}`);

describe('YAML that parses, but not as it looks', () => {
  it('warns of a list entry joined onto the one above by one space too many', () => {
    expect(problems('features:\n  - Exterior grade glue line\n   - Sanded both faces\n')).toEqual([
      "2 warning text/joined-line The field 'features[0]' holds a line that begins '- Sanded both faces', which YAML has joined onto the text above: it looks like a list entry or field whose indentation slipped.",
    ]);
  });

  it("warns of a field with its own '>-' indented into the paragraph above it", () => {
    expect(problems('description: >-\n  Birch plywood for joinery and shopfitting.\n  body: >-\n    Strong and stable.\n').join()).toContain("begins 'body: >-'");
  });

  it("warns of an indented '- >-' that publishes its own marker inside a paragraph", () => {
    const yaml = 'body:\n  - >-\n    Birch plywood is strong and stable.\n    - >-\n      It takes paint well.\n';
    expect(problems(yaml).join()).toContain("text/joined-line The field 'body[0]' holds a line that begins '- >-'");
  });

  it.each(['true', '-1.5e3', 'null', '2024-01-01'])("warns of a paragraph that starts with '%s' where a '>-' was replaced", (word) => {
    const found = problems(`body:\n  - ${word}\n    Birch plywood is strong and stable.\n`);
    expect(found).toEqual([
      `2 warning text/looks-like-value The field 'body[0]' starts with '${word}', which YAML would read as a value or marker rather than words; it may be a '>-' or a value put here by mistake.`,
    ]);
  });

  it('warns of alt text that is only a date', () => {
    expect(problems('image:\n  src: timber/plywood.svg\n  alt: 2024-01-01\n').join()).toContain("text/looks-like-value The field 'image.alt' starts with '2024-01-01'");
  });

  it('accepts the same words when they are quoted or in ordinary text', () => {
    expect(problems('body:\n  - "true to size, every sheet"\n  - >-\n    18 mm sheets - sanded both faces - for joinery:\n    true to size.\n  - 2.4 m lengths\n')).toEqual([]);
    expect(problems('body:\n  - >-\n    Old paint may contain lead. Do not sand or burn it\n    off: ask us about wet abrasives.\n')).toEqual([]);
  });
});
