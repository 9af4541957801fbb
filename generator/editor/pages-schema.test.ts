import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../pipeline.ts';
import { forTheCli } from '../validate/cli-schemas.ts';
import { pagesSchema, pagesSchemaText, refreshPagesSchema } from './pages-schema.ts';

describe('schema/pages.schema.json', () => {
  it('is what generate writes for the shipped catalogue', async () => {
    const { pages } = await checkCatalogue('catalogue');
    const committed = readFileSync('schema/pages.schema.json', 'utf8');
    // Fails after a page is added, renamed or removed: run `npx catalogue generate` and commit.
    expect(committed, 'schema/pages.schema.json is stale: run `npx catalogue generate`').toBe(pagesSchemaText(pages));
    expect(pages.has('/building-material/coving')).toBe(true);
  });

  it('is the same whatever order the pages come in, and lists only card pages for related links', () => {
    const one = new Map([['/timber', { kind: 'listing' }], ['/', { kind: 'home' }], ['/contact', { kind: 'contact' }], ['/timber/oak', { kind: 'detail' }]]);
    const other = new Map([...one].reverse());
    expect(pagesSchemaText(one)).toBe(pagesSchemaText(other));
    const definitions = (pagesSchema(one) as { definitions: Record<string, { enum: string[] }> }).definitions;
    expect(definitions.pageAddress?.enum).toEqual(['/', '/contact', '/timber', '/timber/oak']);
    expect(definitions.cardPage?.enum).toEqual(['/timber', '/timber/oak']);
    expect(definitions.homeSection?.enum.slice(0, 5)).toEqual(['#products', '#about', '#services', '#reviews', '#contact']);
  });
});

describe('refreshPagesSchema', () => {
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pages-schema-'));
    scratch.push(dir);
    return dir;
  };
  const project = () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'catalogue'));
    mkdirSync(path.join(root, 'schema'));
    writeFileSync(path.join(root, 'schema', 'defs.schema.json'), '{}');
    return root;
  };

  it('writes beside the schemas the modelines point at, and leaves an unchanged file alone', async () => {
    const root = project();
    const pages = (...addresses: string[]) => new Map(addresses.map((address) => [address, { kind: 'listing' }]));
    const file = await refreshPagesSchema(path.join(root, 'catalogue'), pages('/', '/timber'));
    expect(file).toBe(path.join(root, 'schema', 'pages.schema.json'));
    const written = statSync(file!).mtimeMs;
    expect(await refreshPagesSchema(path.join(root, 'catalogue'), pages('/timber', '/'))).toBeUndefined();
    expect(statSync(file!).mtimeMs).toBe(written);
    expect(await refreshPagesSchema(path.join(root, 'catalogue'), pages('/', '/timber', '/timber/oak'))).toBe(file);
    expect(readFileSync(file!, 'utf8')).toContain('"/timber/oak"');
  });

  it('writes nothing for a catalogue with no schema folder beside it', async () => {
    const root = tempDir();
    expect(await refreshPagesSchema(root, new Map([['/', { kind: 'home' }]]))).toBeUndefined();
  });
});

describe('forTheCli', () => {
  it('drops the page list and the editor-only branches, and keeps everything else', () => {
    const defs = JSON.parse(readFileSync('schema/defs.schema.json', 'utf8')) as { definitions: Record<string, Record<string, unknown>> };
    expect(defs.definitions.internalHref?.anyOf).toBeDefined();
    const cli = forTheCli('defs.schema.json', defs) as typeof defs;
    expect(cli.definitions.internalHref?.anyOf).toBeUndefined();
    expect(cli.definitions.href?.anyOf).toBeUndefined();
    expect(cli.definitions.internalHref?.pattern).toBe(defs.definitions.internalHref?.pattern);
    expect(cli.definitions.image).toBe(defs.definitions.image);
    expect(forTheCli('pages.schema.json', {})).toBeUndefined();
  });
});
