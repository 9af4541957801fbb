import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from '../../generator/test/run-cli.ts';
import { cliIn, differingFiles, EDIT_KINDS, filesOf, preparePhotos, randomEdit, restore, seeded, type EditKind } from './random-edits.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the shipped catalogue to edit. */
function shippedCopy(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'random-edits-'));
  folders.push(folder);
  const catalogue = path.join(folder, 'catalogue');
  cpSync(path.join(REPO, 'catalogue'), catalogue, { recursive: true });
  return catalogue;
}

describe('seeded', () => {
  it('gives the same numbers for a seed, others for another, all in [0, 1)', () => {
    const take = (seed: number) => Array.from({ length: 50 }, seeded(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    for (const value of take(123)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('randomEdit', () => {
  it('makes edits of every kind, each changing the catalogue (a file saved unchanged aside), and restore undoes each', async () => {
    const catalogue = shippedCopy();
    const photos = await preparePhotos();
    const shipped = filesOf(catalogue);
    const foldersOf = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    const random = seeded(2024);
    const seen = new Set<EditKind>();
    for (let tries = 0; tries < 200 && seen.size < EDIT_KINDS.length; tries++) {
      // Each edit on the shipped catalogue, as the check makes it on one that builds.
      const edit = randomEdit(catalogue, random, cliIn(REPO), photos);
      if (!edit) continue;
      seen.add(edit.kind);
      const changed = differingFiles(shipped, filesOf(catalogue));
      if (edit.kind === 'resave' && edit.what.endsWith(' unchanged')) expect(changed).toEqual([]);
      else expect(changed.length, `${edit.kind} ${edit.what}`).toBeGreaterThan(0);
      // The CLI's own edits also rewrite the links to the page: more than one file.
      if (edit.kind === 'move' || edit.kind === 'remove') expect(changed.length, edit.what).toBeGreaterThan(1);
      // A photo: the page's file names it, and it is one of the photos made.
      if (edit.kind === 'photo') {
        const photo = changed.find((file) => file.endsWith('.jpg'))!;
        expect(photos.some((bytes) => bytes.equals(filesOf(catalogue).get(photo)!))).toBe(true);
        const page = changed.find((file) => file.endsWith('.yaml'))!;
        expect(filesOf(catalogue).get(page)!.toString('utf8')).toContain(`src: ${photo.slice('images/'.length)}`);
      }
      restore(catalogue, shipped);
      expect(differingFiles(shipped, filesOf(catalogue)), `${edit.kind} ${edit.what} undone`).toEqual([]);
      expect(foldersOf(catalogue)).toEqual(foldersOf(path.join(REPO, 'catalogue')));
    }
    expect([...seen].sort()).toEqual([...EDIT_KINDS].sort());
  }, 120_000);

  it('makes the same edits again from the same seed', () => {
    const editsOf = (seed: number) => {
      const catalogue = shippedCopy();
      const random = seeded(seed);
      const refuse = () => {
        throw new Error('no CLI here');
      };
      return Array.from({ length: 12 }, () => randomEdit(catalogue, random, refuse));
    };
    expect(editsOf(31)).toEqual(editsOf(31));
  });
});
