import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogueYaml } from '../load/kinds.ts';
import { modelineFor } from './modeline.ts';

const CATALOGUE = path.resolve('catalogue');

function catalogueYaml(): string[] {
  return (readdirSync(CATALOGUE, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter(isCatalogueYaml)
    .sort();
}

describe('modelineFor', () => {
  it('points each kind of file at its schema, relative to the file', () => {
    expect(modelineFor('site.yaml')).toBe('# yaml-language-server: $schema=../schema/site.schema.json');
    expect(modelineFor('timber/index.yaml')).toBe('# yaml-language-server: $schema=../../schema/listing.schema.json');
    expect(modelineFor('timber/plywood.yaml')).toBe('# yaml-language-server: $schema=../../schema/detail.schema.json');
    expect(modelineFor('timber/plywood/index.yaml')).toBe('# yaml-language-server: $schema=../../../schema/detail.schema.json');
    expect(modelineFor('notes.yaml')).toBeUndefined();
  });
});

describe('the shipped catalogue', () => {
  it('ties every YAML file to its schema on its first line', () => {
    const files = catalogueYaml();
    expect(files.length).toBeGreaterThan(60);
    const wrong = files.filter((file) => readFileSync(path.join(CATALOGUE, file), 'utf8').split('\n')[0] !== modelineFor(file));
    // A file without it loses completion and checking in the editor (the workspace settings only
    // cover the usual paths); `catalogue new page` always writes it.
    expect(wrong).toEqual([]);
  });
});
