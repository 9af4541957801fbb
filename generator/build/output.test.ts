import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAbandonedSsr, clearAbandonedWork, siteFolderOf, ssrDirFor, swapIn, workDirFor } from './output.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-output-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('build output', () => {
  it('builds into the folder a link leads to, and refuses a link to nothing or to a file', async () => {
    const served = join(root, 'www');
    await mkdir(served);
    await symlink(served, join(root, 'dist'));
    expect(siteFolderOf(join(root, 'dist'))).toBe(served);
    // A relative link, as `ln -s ../www dist` makes.
    await mkdir(join(root, 'project'));
    await symlink('../www', join(root, 'project/dist'));
    expect(siteFolderOf(join(root, 'project/dist'))).toBe(served);
    // A plain folder, or none yet: the folder itself.
    expect(siteFolderOf(served)).toBe(served);
    expect(siteFolderOf(join(root, 'none'))).toBe(join(root, 'none'));
    await symlink(join(root, 'gone'), join(root, 'dangling'));
    expect(() => siteFolderOf(join(root, 'dangling'))).toThrow(`${join(root, 'dangling')} is a link to ${join(root, 'gone')}, which is not there: make that folder, or delete the link`);
    await writeFile(join(root, 'file'), '');
    await symlink(join(root, 'file'), join(root, 'to-file'));
    expect(() => siteFolderOf(join(root, 'to-file'))).toThrow('which is a file, not a folder');
  });

  it('swaps the new build in and clears the old one away', async () => {
    const final = join(root, 'dist');
    const work = workDirFor(final);
    await mkdir(final);
    await writeFile(join(final, 'index.html'), 'old');
    await mkdir(work);
    await writeFile(join(work, 'index.html'), 'new');
    await swapIn(work, final);
    expect(await readFile(join(final, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(root)).sort()).toEqual(['dist']);
    const leftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`dist.old-${process.pid}-`));
    await vi.waitFor(async () => expect(await leftovers()).toEqual([]), { timeout: 5000 });
  });

  it('moves the build in when there was none before', async () => {
    const final = join(root, 'dist');
    await mkdir(workDirFor(final));
    await swapIn(workDirFor(final), final);
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('gives each build process its own work folder and clears those of builds that died', async () => {
    const final = join(root, 'dist');
    expect(workDirFor(final)).not.toBe(workDirFor(final, process.pid + 1));
    // A pid far above any the kernel hands out stands for a build that stopped half way.
    const dead = workDirFor(final, 4_000_000);
    await mkdir(join(dead, 'timber'), { recursive: true });
    await writeFile(join(dead, 'timber', 'index.html'), 'half');
    // This process is alive: its folder is another build's work in progress and stays.
    await mkdir(workDirFor(final));
    expect(await clearAbandonedWork(final)).toEqual([dead]);
    await vi.waitFor(async () => expect((await readdir(root)).sort()).toEqual([`.dist.building-${process.pid}`]), { timeout: 5000 });
  });

  it('clears the SSR bundles of builds killed half way, and only those', async () => {
    const cache = join(root, '.cache');
    expect(ssrDirFor(cache)).toBe(join(cache, `ssr-${process.pid}`));
    const dead = ssrDirFor(cache, 4_000_000);
    await mkdir(dead, { recursive: true });
    await writeFile(join(dead, 'entry-prerender.js'), 'export {};');
    // This build's own bundle, Vite's default folder and another cache are not abandoned work.
    await mkdir(ssrDirFor(cache));
    await mkdir(join(cache, 'ssr'));
    await mkdir(join(cache, 'fixture-generated'));
    expect(await clearAbandonedSsr(cache)).toEqual([dead]);
    await vi.waitFor(async () => expect((await readdir(cache)).sort()).toEqual(['fixture-generated', 'ssr', `ssr-${process.pid}`]), { timeout: 5000 });
    expect(await clearAbandonedSsr(join(root, 'no-cache-yet'))).toEqual([]);
  });
});
