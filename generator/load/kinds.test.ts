import { describe, expect, it } from 'vitest';
import { addressOf, isCatalogueYaml, kindOf, unknownFileHint } from './kinds.ts';

describe('kindOf and addressOf', () => {
  it.each([
    ['site.yaml', 'site', undefined],
    ['layout.yml', 'layout', undefined],
    ['home.yaml', 'home', '/'],
    ['contact.yaml', 'contact', '/contact'],
    ['timber/index.yaml', 'listing', '/timber'],
    ['timber/plywood.yaml', 'detail', '/timber/plywood'],
    ['timber/plywood.yml', 'detail', '/timber/plywood'],
    ['timber/plywood/index.yaml', 'detail', '/timber/plywood'],
    ['building-material/bricks.yaml', 'detail', '/building-material/bricks'],
  ])('%s is a %s at %s', (path, kind, address) => {
    expect(kindOf(path)).toBe(kind);
    expect(addressOf(path)).toBe(address);
  });

  it.each(['index.yaml', 'notes.yaml', 'timber/Plywood.yaml', 'timber/ply wood.yaml', 'a/b/c.yaml', 'timber/index/index.yaml', 'x--y/z.yaml', 'readme.md', 'timber/plywood.YAML', 'Site.yaml'])(
    '%s fits no kind',
    (path) => {
      expect(kindOf(path)).toBeUndefined();
      expect(addressOf(path)).toBeUndefined();
    },
  );

  it('ignores everything under images/', () => {
    expect(isCatalogueYaml('images/timber/meta.yaml')).toBe(false);
    expect(isCatalogueYaml('timber/plywood.yaml')).toBe(true);
  });

  it('reads a YAML file whatever the case of its extension, so a wrong one is reported, not skipped', () => {
    expect(isCatalogueYaml('timber/plywood.YAML')).toBe(true);
  });
});

describe('unknownFileHint', () => {
  it('names the offending part of a badly named file', () => {
    expect(unknownFileHint('timber/Plywood.yaml')).toContain('"Plywood"');
    expect(unknownFileHint('timber/Oak Sleepers.yaml')).toContain("Rename it to 'timber/oak-sleepers.yaml' (the page '/timber/oak-sleepers').");
    expect(unknownFileHint('Garden Tools/index.yml')).toContain("Rename it to 'garden-tools/index.yml' (the page '/garden-tools').");
    expect(unknownFileHint('timber/¿¿.yaml')).not.toContain('Rename');
    expect(unknownFileHint('timber/plywood.YAML')).toBe("Catalogue files end in '.yaml' in lower case: rename it to 'timber/plywood.yaml'.");
    expect(unknownFileHint('timber/Oak Sleepers.YML')).toContain("Rename it to 'timber/oak-sleepers.yml'");
  });
  it('explains the top level', () => {
    expect(unknownFileHint('notes.yaml')).toContain('site.yaml, layout.yaml, home.yaml, contact.yaml and search.yaml');
  });
  it('explains nesting', () => {
    expect(unknownFileHint('a/b/c.yaml')).toContain('nothing deeper is read');
  });
});
