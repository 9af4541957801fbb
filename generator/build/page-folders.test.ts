import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foldersOf, startFolderMaker } from './page-folders.ts';

const addresses = (count: number) => ['/', '/timber', ...Array.from({ length: count - 2 }, (_, at) => `/timber/plank-${at}`)];

describe('foldersOf', () => {
  it("lists each page's folder, the last page's first, without the top folder the home page is in", () => {
    const folders = foldersOf(addresses(60))!;
    expect(folders).toHaveLength(59);
    expect(folders[0]).toBe('timber/plank-57');
    expect(folders.at(-1)).toBe('timber');
    expect(folders).not.toContain('.');
    expect(folders).not.toContain('');
  });

  it('leaves a small site to its prerender workers', () => {
    expect(foldersOf(addresses(10))).toBeUndefined();
  });
});

describe('startFolderMaker', () => {
  const roots: string[] = [];
  const root = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-folders-'));
    roots.push(dir);
    return path.join(dir, 'site');
  };
  afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('makes every folder, in a folder that does not exist yet', async () => {
    const site = root();
    const folders = foldersOf(addresses(80))!;
    const maker = startFolderMaker(site, folders);
    expect(await maker.made).toBe(folders.length);
    for (const folder of folders) expect(statSync(path.join(site, folder)).isDirectory()).toBe(true);
    await maker.stop();
  });

  it('skips a folder it cannot make and makes the rest, leaving the page write to report it', async () => {
    const site = root();
    mkdirSync(path.join(site, 'timber'), { recursive: true });
    writeFileSync(path.join(site, 'timber', 'plank-3'), 'in the way');
    const folders = foldersOf(addresses(80))!;
    const maker = startFolderMaker(site, folders);
    expect(await maker.made).toBe(folders.length - 1);
    expect(statSync(path.join(site, 'timber', 'plank-3')).isFile()).toBe(true);
    expect(existsSync(path.join(site, 'timber', 'plank-4'))).toBe(true);
    await maker.stop();
  });

  it('stopped before it is done, with nobody waiting for what it made, leaves no rejection unhandled', async () => {
    // As a build uses it: stopped once the pages are written, its count never asked for.
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const maker = startFolderMaker(root(), foldersOf(addresses(5000))!);
      await maker.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('stops when asked, before it is done, without an error', async () => {
    const site = root();
    const maker = startFolderMaker(site, foldersOf(addresses(5000))!);
    await maker.stop();
    await expect(maker.made).rejects.toThrow(/stopped/);
    await maker.stop();
  });
});
