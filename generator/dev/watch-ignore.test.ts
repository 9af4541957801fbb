import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServerOnCopy, type TestDevServer } from './fixtures/dev-server.ts';

let dev: TestDevServer;
let work: string;
let server: ViteDevServer;

beforeAll(async () => {
  dev = await devServerOnCopy('watch-ignore-', { logLevel: 'error' });
  ({ work, server } = dev);
}, 60_000);

afterAll(async () => {
  await dev?.close();
  rmSync(probe, { recursive: true, force: true });
});

/** A folder in the project's dist/, which no watcher may enter. */
const probe = path.resolve('dist', `.watch-probe-${process.pid}`);

/** The inodes this process's inotify watches are on (Linux: each watch is a line of its descriptor's fdinfo). */
function watchedInodes(): Set<number> {
  const inodes = new Set<number>();
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue;
    }
    if (target !== 'anon_inode:inotify') continue;
    for (const match of readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8').matchAll(/^inotify wd:\S+ ino:([0-9a-f]+)/gm)) inodes.add(Number.parseInt(match[1]!, 16));
  }
  return inodes;
}

describe('the dev server watcher', () => {
  it('ignores the generated folder, the staging folders `catalogue generate` swaps with it, a build\'s work folders and a site built into any folder', async () => {
    const site = path.join(work, 'site');
    server.watcher.add(site);
    // The first scan of the folder is not what is under test.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const seen: string[] = [];
    server.watcher.on('all', (event, file) => seen.push(`${event} ${path.relative(site, file)}`));
    for (const folder of ['.generated.new-a1', '.generated.old-a1', 'generated/public/_data', '.dist.building-4242/timber/plywood', '.clean.building-77', '.dist.old-4242-1764100000000/timber']) {
      mkdirSync(path.join(site, folder), { recursive: true });
      writeFileSync(path.join(site, folder, 'page.json'), '{}\n');
    }
    // A site built into a folder of another name (catalogue build --out site/public-site): made
    // whole elsewhere and renamed into place, then a page moved into it as a rebuild does.
    const built = path.join(work, 'built-elsewhere');
    mkdirSync(path.join(built, 'timber', 'plywood'), { recursive: true });
    writeFileSync(path.join(built, '_nginx.conf'), '# rules\n');
    writeFileSync(path.join(built, 'timber', 'plywood', 'index.html'), '<p>built</p>\n');
    renameSync(built, path.join(site, 'public-site'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(path.join(work, 'page.html'), '<p>rebuilt</p>\n');
    renameSync(path.join(work, 'page.html'), path.join(site, 'public-site', 'timber', 'plywood', 'index.html'));
    // Written last: once the watcher reports it, it has had its chance to report the others.
    writeFileSync(path.join(site, 'control.txt'), 'seen\n');
    // Long enough for a watcher slowed by a full test run beside it (10 s was not, once).
    const deadline = Date.now() + 25_000;
    while (!seen.includes('add control.txt') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['add control.txt']);
  }, 45_000);

  it.runIf(existsSync('/proc/self/fdinfo'))("leaves build output unwatched, by vanilla-extract's compiler (a Vite server of its own) too", async () => {
    mkdirSync(path.join(probe, 'deep', 'deeper'), { recursive: true });
    writeFileSync(path.join(probe, 'deep', 'deeper', 'page.html'), '<p>built</p>\n');
    // A stylesheet module starts the compiler and its watcher.
    await server.transformRequest('/site/theme/global.css.ts');
    const components = statSync('site/components').ino;
    const deadline = Date.now() + 25_000;
    while (!watchedInodes().has(components) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // Some time more for a crawl to reach the probe, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const watched = watchedInodes();
    expect(watched.has(components)).toBe(true);
    for (const folder of ['', 'deep', 'deep/deeper']) expect(watched.has(statSync(path.join(probe, folder)).ino), `dist/${path.basename(probe)}/${folder}`).toBe(false);
  }, 45_000);
});
