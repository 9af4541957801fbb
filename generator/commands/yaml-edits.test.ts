import { describe, expect, it } from 'vitest';
import { editValues, PageCommandError, setAliases } from './yaml-edits.ts';

const page = `# yaml-language-server: $schema=../../schema/detail.schema.json
title: Boards   # shown on the card too
related:
  - /timber/plywood        # the sheet most asked for with it
  - '/timber/plywood#features'
  - "/services/delivery"
  - /timber/sawn-timber
buttons: [{ label: Plywood, href: /timber/plywood }]
`;

describe('editValues', () => {
  it('replaces each value where it is written, keeping its quotes, its comment and every other line', () => {
    const text = editValues(
      page,
      [
        { path: ['related', 0], value: '/timber/plywood-sheets' },
        { path: ['related', 1], value: '/timber/plywood-sheets#features' },
        { path: ['related', 2], value: '/services/delivery-and-collection' },
        { path: ['buttons', 0, 'href'], value: '/timber/plywood-sheets' },
      ],
      'boards.yaml',
    );
    expect(text).toBe(`# yaml-language-server: $schema=../../schema/detail.schema.json
title: Boards   # shown on the card too
related:
  - /timber/plywood-sheets        # the sheet most asked for with it
  - '/timber/plywood-sheets#features'
  - "/services/delivery-and-collection"
  - /timber/sawn-timber
buttons: [{ label: Plywood, href: /timber/plywood-sheets }]
`);
  });

  it("deletes a '- ' list entry with its line", () => {
    expect(editValues(page, [{ path: ['related', 3], value: null }], 'boards.yaml')).toBe(page.replace('  - /timber/sawn-timber\n', ''));
  });

  it('refuses an entry it cannot delete on its own line, and changes nothing', () => {
    expect(() => editValues(page, [{ path: ['buttons', 0], value: null }], 'boards.yaml')).toThrow(PageCommandError);
  });
});

describe('setAliases', () => {
  const body = 'title: Plywood\nrelated:\n  - /timber/boards\n';

  it("adds 'aliases: [...]' as one line at the end of a file that has none", () => {
    expect(setAliases(body, ['/timber/ply'], 'p.yaml')).toBe(`${body}aliases: [/timber/ply]\n`);
    expect(setAliases(body.trimEnd(), ['/timber/ply'], 'p.yaml')).toBe(`${body}aliases: [/timber/ply]\n`);
  });

  it("adds to a '[...]' list before its ']', and to a '- ' list as a new line like the last", () => {
    expect(setAliases(`aliases: [/a]  # kept\n${body}`, ['/a', '/b'], 'p.yaml')).toBe(`aliases: [/a, /b]  # kept\n${body}`);
    expect(setAliases(`${body}aliases:\n    - /a # first\n`, ['/a', '/b'], 'p.yaml')).toBe(`${body}aliases:\n    - /a # first\n    - /b\n`);
  });

  it('writes the list again when one is taken out, and removes the field when none is left', () => {
    expect(setAliases(`${body}aliases:\n  - /a\n  - /b\n`, ['/b'], 'p.yaml')).toBe(`${body}aliases: [/b]\n`);
    expect(setAliases(`aliases: [/a]\n${body}`, [], 'p.yaml')).toBe(body);
  });
});
