import { describe, expect, it } from 'vitest';
import { sourceFile } from '../load/test-helpers.ts';
import { detailPageYaml, PLACEHOLDER } from '../scaffold/page-template.ts';
import { isPlaceholderText, placeholderTexts } from './placeholders.ts';

const where = (text: string, path = 'timber/oak-sleepers.yaml') =>
  placeholderTexts(sourceFile(path, text)).map((d) => `${d.span?.start.line}:${d.span?.start.column}-${d.span?.end.line}:${d.span?.end.column} ${d.severity} ${d.code} ${d.message}`);

describe('isPlaceholderText', () => {
  it('is text that starts with the marker as a word of its own', () => {
    expect(isPlaceholderText(`${PLACEHOLDER} this with a sentence.`)).toBe(true);
    expect(isPlaceholderText(PLACEHOLDER)).toBe(true);
    expect(isPlaceholderText('Replacement joists and rafters for repairs')).toBe(false);
    expect(isPlaceholderText('Replaced under warranty')).toBe(false);
    expect(isPlaceholderText('We cut to size. Replace this and it is gone.')).toBe(false);
    expect(isPlaceholderText('replace the old fence panels')).toBe(false);
  });
});

describe('placeholderTexts', () => {
  it('reports each placeholder string once, at its value, and nothing else', () => {
    const text = `title: Oak Sleepers
description: Replace this with a sentence.
body:
  - Oak sleepers for garden edging and steps.
  - >-
    Replace this paragraph
    with another.
  - We can Replace worn sleepers too.
image:
  src: timber/oak-sleepers.svg
  alt: "Replace this with what the picture shows."
features: [Replace with a feature, Air-dried oak, Replace with another]
applications:
  - Replacement steps
  - Replace with a job
`;
    expect(where(text)).toEqual([
      "2:14-2:43 warning content/placeholder The field 'description' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
      "5:5-8:1 warning content/placeholder The field 'body[1]' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
      "11:8-11:51 warning content/placeholder The field 'image.alt' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
      "12:12-12:34 warning content/placeholder The field 'features[0]' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
      "12:51-12:71 warning content/placeholder The field 'features[2]' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
      "15:5-15:23 warning content/placeholder The field 'applications[1]' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.",
    ]);
  });

  it('says what to do', () => {
    const [first] = placeholderTexts(sourceFile('timber/x.yaml', 'title: Replace this\n'));
    expect(first?.hint).toBe("Write the real text in its place. Any text that starts with the word 'Replace' is taken for a placeholder, so begin yours another way.");
  });

  it('finds every text the scaffold leaves to write, and none once they are written', () => {
    const page = detailPageYaml({ category: 'timber', slug: 'oak-sleepers', title: 'Oak Sleepers', imageSrc: 'timber/oak-sleepers.svg' });
    const fields = placeholderTexts(sourceFile('timber/oak-sleepers.yaml', page)).map((d) => /'([^']+)'/.exec(d.message)?.[1]);
    expect(fields).toEqual(['description', 'body[0]', 'body[1]', 'image.alt', 'features[0]', 'features[1]', 'features[2]', 'applications[0]', 'applications[1]', 'applications[2]']);
    const written = page.replace(new RegExp(`\\b${PLACEHOLDER} (this|with)\\b`, 'g'), 'Written');
    expect(where(written)).toEqual([]);
  });

  it('looks at values only, never at keys or comments, and copes with files that hold no record', () => {
    expect(where('# Replace every text that starts with Replace\nReplace: 3\ntitle: Oak\n')).toEqual([]);
    expect(where('', 'site.yaml')).toEqual([]);
    expect(where('- Replace this\n', 'layout.yaml')).toHaveLength(1);
  });
});
