import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse.ts';

const explain = (text: string) =>
  parseYaml(text, 'x.yaml').diagnostics.map((d) => `${d.span?.start.line}:${d.span?.start.column} ${d.code} ${d.message.replace('This is not valid YAML: ', '')} | ${d.hint}`);

describe('YAML slips explained', () => {
  it.each([
    ['an unquoted colon', 'title: Plywood: the basics\n', '1:8 yaml/syntax a colon followed by a space starts a new field, so this line reads as two fields. | Put the whole value in quotes, such as title: "Plywood: the basics".'],
    ['an apostrophe in single quotes', "title: 'it's here'\n", "1:12 yaml/syntax an apostrophe ends the '...' quotes early. | Write the apostrophe twice (it''s), or put the text in double quotes instead."],
    ['an unclosed quote, at the opening quote', 'title: Plywood\nbody: "x\nimage: y\n', '2:7 yaml/syntax this quoted text is never closed. | Add the closing quote at the end of the text.'],
    ['an unclosed list, at the bracket', 'title: [a, b\nbody: x\n', "1:8 yaml/syntax this [ ... ] list is never closed. | Add the closing ']', or, if it continues on the next lines, indent those lines more than the field's name."],
    ['a second document', 'title: A\n---\ntitle: B\n', "2:1 yaml/syntax the file holds a second '---' line, which starts another record. | A catalogue file is one record: remove the '---' line and what belongs in another file."],
    ['a tab', 'title: x\n\tbody: y\n', '2:1 yaml/syntax tabs are not allowed for indenting. | Indent with spaces instead of tabs.'],
    ['a reserved first character', 'title: @home\n', `1:8 yaml/syntax text cannot start with '@' unless it is quoted. | Put the whole value in quotes, such as "@...".`],
    ['an alias with no anchor', 'title: *name\n', "1:8 yaml/syntax the alias '*name' refers to no anchor '&name' above it. | Set the anchor (&name) before the alias (*name) that repeats it, or write the value out in full."],
    ['a standard tag', 'title: !!binary eA==\n', "1:8 yaml/syntax the tag '!!binary' is not used in catalogue files. | Remove the tag; put the value in quotes if it must be read as text."],
    ['an unknown tag', 'title: !custom x\n', "1:8 yaml/syntax the tag '!custom' is not used in catalogue files. | Remove the tag; put the value in quotes if it must be read as text."],
    ['no space after a colon', 'title:Plywood\ndescription: x\n', "1:1 yaml/syntax there is no space after the colon in 'title:Plywood', so it reads as one word, not a field and its value. | Add a space after the colon: 'title: Plywood'."],
    [
      'a field pushed too far right, at that field',
      'image:\n  src: timber/plywood.svg\n    alt: A stack\nfeatures: []\n',
      "3:5 yaml/syntax this field is indented further than the one above it, so it reads as part of that field's value. | Start it in the same column as the field above, or indent it under a field that ends with a colon.",
    ],
  ])('%s', (_, text, expected) => {
    expect(explain(text)).toEqual([expected]);
  });

  it('explains a misaligned list entry as indentation', () => {
    const [found] = explain('features:\n  - one\n - two\n');
    expect(found).toMatch(/^3:1 yaml\/syntax the indentation does not line up\. \| Fields that belong together start in the same column/);
  });
});
