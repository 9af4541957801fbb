import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detailText as detail, sourceFile } from '../load/test-helpers.ts';
import { validateRecords } from './index.ts';


function check(text: string, path = 'timber/plywood.yaml') {
  return validateRecords([sourceFile(path, text)]).map((d) => ({
    at: `${d.span?.start.line}:${d.span?.start.column}-${d.span?.end.line}:${d.span?.end.column}`,
    code: d.code,
    message: d.message,
    hint: d.hint,
    suggestion: d.suggestion,
  }));
}

describe('validateRecords', () => {
  it('accepts a valid record', () => {
    expect(check(detail(''))).toEqual([]);
  });

  it('points an unknown key at the key and suggests the nearest field', () => {
    expect(check(detail('featurs:\n  - x\n'))).toMatchInlineSnapshot(`
      [
        {
          "at": "12:1-12:8",
          "code": "schema/unknown-key",
          "hint": "Did you mean 'features'? The fields allowed here are 'title', 'description', 'draft', 'body', 'image', 'features', 'applications', 'brands', 'related', 'facts', 'aliases'.",
          "message": "'featurs' is not a field of this product or service page, so it would be ignored.",
          "suggestion": "features",
        },
      ]
    `);
  });

  it('leaves a bad href to the link checker, also inside a card (a $ref within defs.schema.json)', () => {
    const home = validateRecords([sourceFile('home.yaml', readFileSync(new URL('../../catalogue/home.yaml', import.meta.url), 'utf8').replace(/href: \/services\/delivery/, 'href: javascript:alert(1)'))]);
    expect(home.map((d) => d.code)).toEqual([]);
  });

  it('says what to do with an empty file, not with a line it does not have', () => {
    for (const text of ['', '# nothing yet\n']) {
      const [found, ...rest] = check(text);
      expect(rest).toEqual([]);
      expect(found).toMatchObject({ at: expect.stringMatching(/^1:1-/) as unknown, code: 'schema/wrong-type' });
      expect(found?.hint).toBe("It has no fields yet: to start a product page with every field, run 'npx catalogue new page CATEGORY SLUG' (after deleting this file). Delete the file if the page is not wanted.");
    }
    expect(check('Plywood is a sheet material\n', 'home.yaml')[0]?.hint).toMatch(/^Write one 'name: value' per line, starting at the left margin/);
  });

  it('treats a misspelt required field as one fault', () => {
    const found = check(detail('').replace('features: [', 'featurs: ['));
    expect(found.map((d) => `${d.at} ${d.code} ${d.suggestion}`)).toEqual(['8:1-8:8 schema/unknown-key features']);
  });

  it('names the kind of nested record for an unknown key', () => {
    const [found] = check(detail('').replace('  alt: A stack', '  alt_text: x\n  alt: A stack'));
    expect(found?.message).toBe("'alt_text' is not a field of this image, so it would be ignored.");
    expect(found?.at).toBe('7:3-7:11');
  });

  it('explains a key made by a comma inside { ... }', () => {
    const found = validateRecords([sourceFile('layout.yaml', 'navigation:\n  - { title: Fascias, Eaves & Bargeboards, href: /x }\n')]);
    const unknown = found.find((d) => d.code === 'schema/unknown-key');
    expect(unknown?.span?.start).toEqual({ line: 2, column: 23 });
    expect(unknown?.hint).toMatch(/^Inside \{ \.\.\. \} a comma starts a new field/);
  });

  it('points a missing field at its parent and says what the field is for', () => {
    expect(check(detail('').replace('  alt: A stack of plywood sheets.\n', ''))).toMatchInlineSnapshot(`
      [
        {
          "at": "5:1-5:6",
          "code": "schema/missing-field",
          "hint": "Add a line 'alt: ...' to it.",
          "message": "This image needs the field 'alt': what the picture shows, in a short sentence, for screen readers and for when the image cannot load. Describe the picture, not the product's selling points.",
          "suggestion": undefined,
        },
      ]
    `);
  });

  it('describes a missing top-level field through its $ref', () => {
    const [found] = check(detail('').replace(/^title: Plywood\n/, ''));
    expect(found?.code).toBe('schema/missing-field');
    expect(found?.message).toMatch(/^This product or service page needs the field 'title': the page's name, shown as its main heading/);
    expect(found?.at).toBe('1:1-1:12');
  });

  it('lists several missing fields of one mapping in one message', () => {
    const found = check('title: Plywood\nrelated: []\n');
    expect(found.map((d) => `${d.at} ${d.code} ${d.message}`)).toEqual([
      "1:1-1:6 schema/missing-field This product or service page needs the fields 'description', 'body', 'image', 'features' and 'applications'.",
    ]);
  });

  it('says what type was expected and what was found, once', () => {
    expect(check(detail('').replace('features: [Thicknesses from 3.6 mm, Full sheets or cut, Marine grade]', 'features: Marine grade'))).toEqual([
      {
        at: '8:11-8:23',
        code: 'schema/wrong-type',
        message: "The field 'features' should be a list (one '- ' line per entry), but it is text ('Marine grade').",
        hint: "Write each entry on its own line, starting with '- '.",
        suggestion: undefined,
      },
    ]);
  });

  it('reports a number where text belongs', () => {
    const [found] = check(detail('').replace('title: Plywood', 'title: 1936'));
    expect(found?.message).toBe("The field 'title' should be text, but it is the number 1936.");
    expect(found?.at).toBe('1:8-1:12');
  });

  it('says to quote the very value that YAML read as a number or true/false, as it is written', () => {
    const hintFor = (line: string) => check(detail('').replace('title: Plywood', line))[0]?.hint;
    expect(hintFor('title: 1936')).toBe('Put the value in quotes to make it text: "1936".');
    expect(hintFor('title: 1.50')).toBe('Put the value in quotes to make it text: "1.50".');
    expect(hintFor('title: true')).toBe('Put the value in quotes to make it text: "true".');
    const site = readFileSync('catalogue/site.yaml', 'utf8').replace('opens: "07:30"', 'opens: 8.30');
    expect(validateRecords([sourceFile('site.yaml', site)]).map((d) => d.hint)).toEqual([
      'Put the value in quotes to make it text: "8.30". Opening time, 24-hour \'HH:MM\', such as \'07:30\'.',
    ]);
    const alt = check(detail('').replace('alt: A stack of plywood sheets.', 'alt: -1.5e3'))[0];
    expect(alt?.hint).toBe('Put the value in quotes to make it text: "-1.5e3".');
  });

  it("says what to write where text belongs but a list or 'name: value' lines were given, in words staff use", () => {
    const [list] = check(detail('').replace('title: Plywood', 'title:\n  - Plywood'));
    expect(list?.message).toBe("The field 'title' should be text, but it is a list of 1.");
    expect(list?.hint).toBe("Write the text itself after the colon, on the same line, instead of a list of '- ' lines below it.");
    const [fields] = check(detail('').replace('title: Plywood', 'title:\n  en: Plywood'));
    expect(fields?.message).toBe("The field 'title' should be text, but it is 'name: value' lines.");
    expect(fields?.hint).toBe("Write the text itself after the colon, on the same line, instead of 'name: value' lines below it.");
    const [image] = check(detail('').replace('image:\n  src: timber/plywood.svg\n  alt: A stack of plywood sheets.', 'image: timber/plywood.svg'));
    expect(image?.message).toBe("The field 'image' should be 'name: value' lines, indented below it, but it is text ('timber/plywood.svg').");
    for (const d of [list, fields, image]) expect(`${d?.message} ${d?.hint}`).not.toMatch(/\b(set of fields|object|array|scalar|property|mapping|string)\b/);
  });

  it('collapses several failures of one value into one message', () => {
    // Too short and not matching the pattern: one fault, one message.
    const found = check(detail('').replace('src: timber/plywood.svg', 'src: A.B'));
    expect(found.map((d) => `${d.at} ${d.code}`)).toEqual(['6:8-6:11 schema/too-short']);
  });

  it('leaves href pattern failures to the link checker', () => {
    expect(check(detail('  - javascript:alert(1)\n'))).toEqual([]);
  });

  it('reports lengths, counts, duplicates and enums with numbers', () => {
    const found = check(detail('  - /timber/boards\n').replace('features: [Thicknesses from 3.6 mm, Full sheets or cut, Marine grade]', 'features: [Thicknesses from 3.6 mm]'));
    expect(found.map((d) => `${d.at} ${d.code} ${d.message}`)).toEqual([
      "8:11-8:36 schema/too-few The field 'features' has 1 entry, but needs at least 3.",
      "12:5-12:19 schema/duplicate-item The field 'related' lists the same entry twice (entries 1 and 2).",
    ]);
  });

  it('suggests the nearest allowed value', () => {
    const site = validateRecords([sourceFile('site.yaml', 'openingHours:\n  - days: [Munday]\n')]);
    const notAllowed = site.find((d) => d.code === 'schema/not-allowed');
    expect(notAllowed?.message).toBe(
      "The field 'openingHours[0].days[0]' cannot be 'Munday'; it must be one of 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'.",
    );
    expect(notAllowed?.suggestion).toBe('Monday');
    expect(notAllowed?.span?.start).toEqual({ line: 2, column: 12 });
  });

  describe("site.yaml's delivery terms", () => {
    const shipped = readFileSync(new URL('../../catalogue/site.yaml', import.meta.url), 'utf8');
    const site = (from: string, to: string) => {
      expect(shipped).toContain(from);
      return check(shipped.replace(from, to), 'site.yaml').map((d) => `${d.at} ${d.code} ${d.message}`);
    };

    it('accepts the shipped terms', () => {
      expect(check(shipped, 'site.yaml')).toEqual([]);
    });

    it('rejects a postcode district that is a whole postcode, lower case or not a district at all', () => {
      expect(site('postcodeDistricts: [EX15, EX5, EX14, EX16, TA21]', 'postcodeDistricts: [EX15 1ZZ, ex5, EX14, Tiverton, TA21]')).toEqual([
        "30:23-30:31 schema/pattern The field 'delivery.postcodeDistricts[0]' 'EX15 1ZZ' is not in the expected form.",
        "30:33-30:36 schema/pattern The field 'delivery.postcodeDistricts[1]' 'ex5' is not in the expected form.",
        "30:44-30:52 schema/pattern The field 'delivery.postcodeDistricts[3]' 'Tiverton' is not in the expected form.",
      ]);
      const [found] = check(shipped.replace('[EX15, EX5,', '[EX15 1ZZ, EX5,'), 'site.yaml');
      expect(found?.hint).toBe(
        "A postcode district: one or two letters, then one or two digits or a digit and a letter, such as 'EX15', 'EX5' or 'TA21'. For example 'EX15' or 'TA21'.",
      );
    });

    it('rejects a free-delivery threshold that is not a whole number of pounds', () => {
      expect(site('freeFrom: 250', 'freeFrom: £250')).toEqual([
        "31:13-31:17 schema/wrong-type The field 'delivery.freeFrom' should be a whole number, but it is text ('£250').",
      ]);
      expect(site('freeFrom: 250', 'freeFrom: 249.99')).toEqual([
        "31:13-31:19 schema/wrong-type The field 'delivery.freeFrom' should be a whole number, but it is the number 249.99.",
      ]);
      expect(site('freeFrom: 250', 'freeFrom: 0')).toEqual([
        "31:13-31:14 schema/invalid The field 'delivery.freeFrom' is 0, but must be at least 1.",
      ]);
    });
  });

  it('says an empty file is empty', () => {
    const [found] = check('# nothing yet\n');
    expect(found?.message).toBe("The file should be 'name: value' lines, such as 'title: Plywood', but it is empty.");
  });

  it('skips files that could not be parsed', () => {
    expect(check('title: [unclosed\n')).toEqual([]);
  });
});
