import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyCatalogue, type CatalogueCopy } from '../test/catalogue-copy.ts';
import { applyChanges } from './apply.ts';

let copy: CatalogueCopy | undefined;
afterEach(() => copy?.remove());

it('writes, renames into a new folder and deletes, and undo puts every file and folder back', async () => {
  copy = copyCatalogue('generator/test/fixtures/clean');
  const before = copy.snapshot();
  const applied = await applyChanges(copy.dir, [
    { path: 'sheet/plywood.yaml', text: 'moved\n' },
    { path: 'timber/boards.yaml', text: 'changed\n' },
    { path: 'timber/plywood.yaml', text: null },
  ]);
  expect(copy.read('sheet/plywood.yaml')).toBe('moved\n');
  expect(copy.snapshot().has('timber/plywood.yaml')).toBe(false);
  await applied.undo();
  expect(copy.snapshot()).toEqual(before);
});

it('puts back what it had done when a write fails part of the way', async () => {
  copy = copyCatalogue('generator/test/fixtures/clean');
  // A folder where the file should go: writing it fails after the first change was made.
  mkdirSync(path.join(copy.dir, 'timber', 'blocked.yaml'));
  const before = copy.snapshot();
  await expect(
    applyChanges(copy.dir, [
      { path: 'timber/boards.yaml', text: 'changed\n' },
      { path: 'timber/blocked.yaml', text: 'cannot\n' },
      { path: 'timber/plywood.yaml', text: null },
    ]),
  ).rejects.toThrow();
  expect(copy.snapshot()).toEqual(before);
});
