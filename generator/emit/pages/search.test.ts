/**
 * The search page: its A–Z index of every product, service and brand, and the synonyms staff
 * give pages in search.yaml, which reach those pages' data (and so their prerendered HTML) and
 * are checked like every other field and link.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { DetailPage, SearchPage } from '../../../contract/kinds/index.ts';
import { checkCatalogue, generateSite } from '../../pipeline.ts';
import { byLetter, initialOf } from './search.ts';

const MINI = fileURLToPath(new URL('../fixtures/mini/', import.meta.url));
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SEARCH_YAML = `title: Search and A–Z of Products
description: Search the site, or browse every product, service and brand we sell from A to Z.
intro:
  - Type what you are after, a material, a make or a job, and the pages that cover it appear.
synonyms:
  - page: /timber/plywood
    words: [ply, WBP]
  - page: /timber/plywood
    words: [marine ply, ply]
`;

/** The mini catalogue with a search.yaml (and a footer link to it), in a folder of its own. */
function catalogueWith(search: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-page-'));
  temporary.push(dir);
  cpSync(MINI, dir, { recursive: true });
  writeFileSync(path.join(dir, 'search.yaml'), search);
  const layout = path.join(dir, 'layout.yaml');
  writeFileSync(layout, readFileSync(layout, 'utf8').replace('quickLinks:\n', 'quickLinks:\n    - { label: A–Z of Products, href: /search }\n'));
  return dir;
}

describe('the search page', () => {
  it('lists every product and service page from A to Z, and gives each page its synonyms once', async () => {
    const catalogue = catalogueWith(SEARCH_YAML);
    const out = path.join(catalogue, 'generated');
    const result = await generateSite(catalogue, out, { cache: false });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const search = JSON.parse(readFileSync(path.join(out, 'public/_data/search.json'), 'utf8')) as SearchPage;
    expect(search.kind).toBe('search');
    expect(search.record).not.toHaveProperty('synonyms');
    expect(search.index).toEqual([
      { letter: 'B', entries: [{ title: 'Boards', href: '/timber/boards', type: 'Product' }] },
      { letter: 'D', entries: [{ title: 'Delivery', href: '/services/delivery', type: 'Service' }] },
      { letter: 'P', entries: [{ title: 'Plywood', href: '/timber/plywood', type: 'Product' }] },
    ]);
    const plywood = JSON.parse(readFileSync(path.join(out, 'public/_data/timber/plywood.json'), 'utf8')) as DetailPage;
    expect(plywood.searchTerms).toEqual(['ply', 'WBP', 'marine ply']);
    const boards = JSON.parse(readFileSync(path.join(out, 'public/_data/timber/boards.json'), 'utf8')) as DetailPage;
    expect(boards).not.toHaveProperty('searchTerms');
  }, 60_000);

  it('reports a synonym for a page that does not exist, and words that are not words, at their lines', async () => {
    const broken = SEARCH_YAML.replace('page: /timber/plywood\n    words: [ply, WBP]', 'page: /timber/plywod\n    words: [ply!, WBP, WBP]');
    const { diagnostics } = await checkCatalogue(catalogueWith(broken), { cache: false });
    const found = diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.span?.file, d.span?.start.line]);
    expect(found).toContainEqual(['link/unknown-page', 'search.yaml', 6]);
    expect(diagnostics.find((d) => d.code === 'link/unknown-page')?.hint).toMatch(/\/timber\/plywood/);
        // 'ply!' is not a word and 'WBP' is there twice: both are schema errors on the words' line.
    expect(found.filter(([code, , line]) => code !== 'link/unknown-page' && line === 7).length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('the A–Z', () => {
  it('files titles under their first letter, and digits under #, which comes first', () => {
    expect(initialOf('Éclair')).toBe('E');
    expect(initialOf('2x4 Studwork')).toBe('#');
    const entry = (title: string) => ({ title, href: `/x/${title.length}`, type: 'Product' as const });
    expect(byLetter([entry('Bricks'), entry('2x4'), entry('Boards'), entry('Axes')]).map(({ letter, entries }) => [letter, entries.length])).toEqual([
      ['#', 1],
      ['A', 1],
      ['B', 2],
    ]);
  });
});
