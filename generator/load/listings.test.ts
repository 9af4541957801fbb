import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openListings } from './listings.ts';
import { walkCatalogue } from './walk.ts';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

/** A catalogue of nested folders, a hidden folder, node_modules and images/, and a cache folder beside it. */
function catalogue(): { root: string; cache: string } {
  const top = mkdtempSync(path.join(tmpdir(), 'catalogue-listings-'));
  dirs.push(top);
  const root = path.join(top, 'catalogue');
  const files = ['site.yaml', 'layout.yaml', 'timber/index.yaml', 'timber/oak.yaml', 'timber/sheet/index.yaml', 'timber/sheet/ply.yaml', 'tools/saw.yaml', 'images/a.png', '.git/x.yaml', 'node_modules/y.yaml', 'timber/notes.txt'];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `title: ${file}\n`);
  }
  return { root, cache: path.join(top, 'cache') };
}

// Folders made by the test are seconds old only by this clock: a later start makes them settled.
const later = () => Date.now() + 60_000;
const skip = (relPath: string) => relPath === 'images';

/** The walk with the listings kept in `cache`, saved afterwards. */
function walked(root: string, cache: string, now = later()) {
  const listings = openListings(root, { now, cacheDir: cache });
  const result = walkCatalogue(root, { skip, listings });
  listings.save();
  return result;
}

const plain = (root: string) => walkCatalogue(root, { skip });
const savedFolders = (cache: string): string[] => {
  const [file] = execFileSync('ls', [cache], { encoding: 'utf8' }).split('\n');
  return Object.keys((JSON.parse(readFileSync(path.join(cache, file!), 'utf8')) as { entries: object }).entries).sort();
};

describe('the catalogue folders as last listed', () => {
  it('give the walk the same files, in the same order, as listing every folder', () => {
    const { root, cache } = catalogue();
    const first = walked(root, cache);
    expect(first).toEqual(plain(root));
    expect(first.files).toEqual(['layout.yaml', 'site.yaml', 'timber/index.yaml', 'timber/notes.txt', 'timber/oak.yaml', 'timber/sheet/index.yaml', 'timber/sheet/ply.yaml', 'tools/saw.yaml']);
    expect(savedFolders(cache)).toEqual(['', 'timber', 'timber/sheet', 'tools']);
    expect(walked(root, cache)).toEqual(first);
  });

  it('are trusted while a folder keeps its stamp, and listed again once anything in it changes', () => {
    const { root, cache } = catalogue();
    walked(root, cache);
    // A listing changed in the cache, the folder not: the walk takes the listing as it is kept.
    const [name] = execFileSync('ls', [cache], { encoding: 'utf8' }).split('\n');
    const file = path.join(cache, name!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"saw.yaml"', '"saw.yaml","hammer.yaml"'));
    expect(walked(root, cache).files).toContain('tools/hammer.yaml');

    // Added, removed, renamed and replaced: each changes its folder's stamp.
    writeFileSync(path.join(root, 'tools/drill.yaml'), 'title: Drill\n');
    rmSync(path.join(root, 'timber/oak.yaml'));
    renameSync(path.join(root, 'timber/sheet'), path.join(root, 'timber/board'));
    rmSync(path.join(root, 'site.yaml'));
    symlinkSync('/etc/hostname', path.join(root, 'site.yaml'));
    const after = walked(root, cache);
    expect(after).toEqual(plain(root));
    expect(after.files).toEqual(['layout.yaml', 'timber/board/index.yaml', 'timber/board/ply.yaml', 'timber/index.yaml', 'timber/notes.txt', 'tools/drill.yaml', 'tools/saw.yaml']);
    expect(after.problems).toEqual([{ kind: 'outside', path: 'site.yaml' }]);
  });

  it('never keep a folder that holds a link, a pipe or a loop, so what it leads to is looked at every time', () => {
    const { root, cache } = catalogue();
    symlinkSync(path.join(root, 'tools'), path.join(root, 'timber/a-link'));
    symlinkSync('..', path.join(root, 'timber/sheet/again'));
    execFileSync('mkfifo', [path.join(root, 'timber/sheet/pipe.yaml')]);
    const first = walked(root, cache);
    expect(first).toEqual(plain(root));
    expect(first.files).toContain('timber/a-link/saw.yaml');
    expect(first.problems).toEqual([
      { kind: 'loop', path: 'timber/sheet/again' },
      { kind: 'not-regular', path: 'timber/sheet/pipe.yaml', what: 'a named pipe' },
    ]);
    expect(savedFolders(cache)).toEqual(['', 'tools']);
    // The folder the link leads to changes; the folder holding the link does not.
    writeFileSync(path.join(root, 'tools/drill.yaml'), 'title: Drill\n');
    const second = walked(root, cache);
    expect(second).toEqual(plain(root));
    expect(second.files).toEqual(expect.arrayContaining(['timber/a-link/drill.yaml', 'tools/drill.yaml']));
  });

  it('keep no folder changed just before the run, and are written only when a folder is learnt', () => {
    const { root, cache } = catalogue();
    walked(root, cache, Date.now());
    expect(existsSync(cache)).toBe(false);
    walked(root, cache);
    const [name] = execFileSync('ls', [cache], { encoding: 'utf8' }).split('\n');
    const file = path.join(cache, name!);
    const kept = readFileSync(file, 'utf8');
    // An edit saved just now (replacing the file, as many editors do): listed again, and not noted.
    writeFileSync(path.join(root, 'timber/oak.new'), 'title: Oak\n');
    renameSync(path.join(root, 'timber/oak.new'), path.join(root, 'timber/oak.yaml'));
    expect(walked(root, cache, Date.now())).toEqual(plain(root));
    expect(readFileSync(file, 'utf8')).toBe(kept);
    // Settled: noted anew.
    walked(root, cache);
    expect(readFileSync(file, 'utf8')).not.toBe(kept);
    expect(savedFolders(cache)).toEqual(['', 'timber', 'timber/sheet', 'tools']);
  });
});
