import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../pipeline.ts';
import { copyCatalogue, type CatalogueCopy } from '../test/catalogue-copy.ts';

let copy: CatalogueCopy | undefined;
afterEach(() => copy?.remove());

async function validateAfter(change: (copy: CatalogueCopy) => void) {
  copy = copyCatalogue();
  change(copy);
  const { diagnostics } = await checkCatalogue(copy.dir, { cache: false });
  return { notes: diagnostics.filter((d) => d.code === 'link/renamed'), broken: diagnostics.filter((d) => d.code === 'link/unknown-page') };
}

describe('validate recognises a rename done by hand', () => {
  it('a renamed folder: one note naming the move, as well as each broken link', async () => {
    const { notes, broken } = await validateAfter(({ dir }) => renameSync(path.join(dir, 'timber'), path.join(dir, 'timber-and-sheet')));
    expect(broken.length).toBeGreaterThan(40);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note?.message).toBe(
      `${broken.length} broken links point at '/timber' or a page under it, and each would reach a page if '/timber' read '/timber-and-sheet': it looks as if it was renamed without its links.`,
    );
    expect(note?.hint).toMatch(/^Run 'npx catalogue move \/timber \/timber-and-sheet'/);
    expect(note?.span).toBeUndefined();
  });

  it('a renamed page: one note naming the move', async () => {
    const { notes, broken } = await validateAfter(({ dir }) => renameSync(path.join(dir, 'timber/plywood.yaml'), path.join(dir, 'timber/plywood-sheets.yaml')));
    expect(broken.length).toBeGreaterThanOrEqual(2);
    expect(notes.map((d) => d.hint?.split(':')[0])).toEqual(["Run 'npx catalogue move /timber/plywood /timber/plywood-sheets'"]);
  });

  it('not a single mistyped link, which has its own "did you mean"', async () => {
    const { notes, broken } = await validateAfter((c) => c.write('timber/boards.yaml', c.read('timber/boards.yaml').replace('  - /timber/plywood\n', '  - /timber/plywod\n')));
    expect(broken).toHaveLength(1);
    expect(notes).toEqual([]);
  });

  it('not a page deleted with nothing like it left', async () => {
    const { notes, broken } = await validateAfter(({ dir }) => renameSync(path.join(dir, 'timber/plywood.yaml'), path.join(dir, 'timber/pine-sheets.yaml')));
    expect(broken.length).toBeGreaterThanOrEqual(2);
    expect(notes).toEqual([]);
  });
});
