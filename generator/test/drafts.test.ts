/**
 * Drafts on a copy of the shipped catalogue: a page with 'draft: true' is in what npm run dev
 * serves (with draft: true in its data, for the banner) and in nothing the published site is made
 * from; a published page that links to a draft is an error at the link that names the draft.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOf, planOutputs, type OutputFile } from '../emit/index.ts';
import { checkCatalogue, planGenerate } from '../pipeline.ts';

const SCRATCH = fileURLToPath(new URL('../../.bench/', import.meta.url));
mkdirSync(SCRATCH, { recursive: true });
const root = mkdtempSync(path.join(SCRATCH, 'drafts-'));
const dir = path.join(root, 'catalogue');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OAK = `title: Oak Sleepers
description: Green oak railway-style sleepers for raised beds, steps and garden edging, in two lengths, ready to collect or deliver.
draft: true
body:
  - Green oak sleepers are sawn from fresh-felled oak and left to season in place, so they weather to a silver grey and last for decades in the ground.
image:
  src: timber/hardwood.svg
  alt: Oak sleepers stacked in the yard.
features:
  - Sawn green oak, 200 x 100 mm
  - Lengths of 1.2 m and 2.4 m
  - Untreated, so safe beside food crops
applications:
  - Raised vegetable beds
  - Garden steps and terraces
  - Edging for drives and paths
brands:
  - /brands/osmo
related:
  - /timber/hardwood
`;

function edit(file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  expect(text, file).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

const text = (outputs: readonly OutputFile[] | undefined, file: string) => (() => { const found = outputs?.find((output) => output.path === file); return found ? String(contentOf(found)) : ''; })();

beforeAll(() => {
  cpSync(fileURLToPath(new URL('../../catalogue/', import.meta.url)), dir, { recursive: true });
  writeFileSync(path.join(dir, 'timber/oak-sleepers.yaml'), OAK);
  edit('layout.yaml', '      - { title: Hardwood, href: /timber/hardwood }\n', '      - { title: Hardwood, href: /timber/hardwood }\n      - { title: Oak Sleepers, href: /timber/oak-sleepers }\n');
});

describe('a draft page', () => {
  it('validates cleanly while only drafts and the menu link to it', async () => {
    const checked = await checkCatalogue(dir);
    expect(checked.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('is left out of the published site: no page, no manifest or sitemap entry, no card, menu entry or brand-page mention', async () => {
    const plan = await planGenerate(dir, path.join(root, 'generated'));
    const files = plan.outputs?.map((output) => output.path) ?? [];
    expect(files).toContain('public/_data/timber/hardwood.json');
    expect(files).not.toContain('public/_data/timber/oak-sleepers.json');
    expect(text(plan.outputs, 'manifest.json')).not.toContain('/timber/oak-sleepers');
    expect(text(plan.outputs, 'layout.ts')).toContain('/timber/hardwood');
    expect(text(plan.outputs, 'layout.ts')).not.toContain('Oak Sleepers');
    expect(text(plan.outputs, 'public/_data/timber.json')).not.toContain('Oak Sleepers');
    expect(text(plan.outputs, 'public/_data/brands/osmo.json')).not.toContain('Oak Sleepers');
  });

  it('is in everything npm run dev serves, marked as a draft', async () => {
    const checked = await checkCatalogue(dir);
    const outputs = await planOutputs({ files: checked.files, pages: checked.pages, catalogueDir: dir, outDir: path.join(root, 'generated'), drafts: true });
    expect(JSON.parse(text(outputs, 'public/_data/timber/oak-sleepers.json'))).toMatchObject({ title: 'Oak Sleepers', draft: true });
    expect(JSON.parse(text(outputs, 'public/_data/timber/hardwood.json'))).not.toHaveProperty('draft');
    expect(text(outputs, 'manifest.json')).toContain('/timber/oak-sleepers');
    expect(text(outputs, 'layout.ts')).toContain('Oak Sleepers');
    expect(text(outputs, 'public/_data/timber.json')).toContain('Oak Sleepers');
    expect(text(outputs, 'public/_data/brands/osmo.json')).toContain('Oak Sleepers');
  });

  it('may not be the category of a published page, whose breadcrumb leads to it', async () => {
    edit('timber/index.yaml', 'title: ', 'draft: true\ntitle: ');
    try {
      const errors = (await checkCatalogue(dir)).diagnostics.filter((d) => d.code === 'link/under-draft');
      expect(errors.map((d) => d.span?.file)).toContain('timber/hardwood.yaml');
      // A draft in the draft category is fine.
      expect(errors.map((d) => d.span?.file)).not.toContain('timber/oak-sleepers.yaml');
      expect(errors[0]?.message).toContain("its category page 'timber/index.yaml' is a draft");
    } finally {
      edit('timber/index.yaml', 'draft: true\ntitle: ', 'title: ');
    }
  });

  it('may not be linked from a published page: an error at each link, naming the draft', async () => {
    edit('timber/hardwood.yaml', 'title: Hardwood\n', 'title: Hardwood\ndraft: true\n');
    try {
      const checked = await checkCatalogue(dir);
      const errors = checked.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((d) => d.code === 'link/to-draft')).toBe(true);
      const files = errors.map((d) => d.span?.file);
      expect(files).toContain('decorating/osmo.yaml');
      expect(files).toContain('timber/mouldings.yaml');
      // The draft Oak Sleepers page and the menu may link to it.
      expect(files).not.toContain('timber/oak-sleepers.yaml');
      expect(files).not.toContain('layout.yaml');
      for (const error of errors) {
        expect(error.message).toContain("'timber/hardwood.yaml', a draft");
        expect(error.span?.start.line).toBeGreaterThan(0);
        expect(error.hint).toContain(error.span?.file);
      }
    } finally {
      edit('timber/hardwood.yaml', 'title: Hardwood\ndraft: true\n', 'title: Hardwood\n');
    }
  });
});
