import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workDirFor } from './output.ts';
import { filesUnder, finishInterrupted, lockFolder, takeOver } from '../emit/move-in.ts';
import { SiteFolder } from './site-folder.ts';

let root: string;
let dist: string;
let state: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-folder-'));
  dist = join(root, 'dist');
  state = join(root, 'state');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function put(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A previous site: two pages, a page that is going away, their data (linked from the generated folder) and a sitemap. */
function previousSite(): Set<string> {
  put(join(root, 'generated/_data/a.json'), '{"a":1}');
  put(join(root, 'generated/_data/b.json'), '{"b":1}');
  put(join(dist, 'a/index.html'), 'page a');
  put(join(dist, 'b/index.html'), 'page b');
  put(join(dist, 'gone/deep/index.html'), 'page gone');
  mkdirSync(join(dist, '_data'));
  linkSync(join(root, 'generated/_data/a.json'), join(dist, '_data/a.json'));
  linkSync(join(root, 'generated/_data/b.json'), join(dist, '_data/b.json'));
  put(join(dist, 'sitemap.xml'), 'old sitemap');
  // The rest of the site, unchanged: a few changes among many are moved in one by one.
  for (let n = 0; n < 20; n++) put(join(dist, `more/p${n}/index.html`), `page ${n}`);
  return new Set(filesUnder(dist));
}

/** The files of `dir` besides the unchanged rest of the site. */
const besidesTheRest = (files: string[]) => files.filter((file) => !file.startsWith('more/')).sort();

/** The next generate: b's data rewritten (a new file), a's linked as it was, c's new. */
function nextGenerate(): string {
  const next = join(root, 'generated-next');
  mkdirSync(join(next, '_data'), { recursive: true });
  linkSync(join(root, 'generated/_data/a.json'), join(next, '_data/a.json'));
  writeFileSync(join(next, '_data/b.json'), '{"b":2}');
  writeFileSync(join(next, '_data/c.json'), '{"c":1}');
  return next;
}

const inode = (file: string) => statSync(file).ino;

describe('a site folder', () => {
  it('knows whether every file the last build made under a folder is still there, as looked up or as told', () => {
    const previous = previousSite();
    const folder = () => new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    expect(folder().hasWhole('more')).toBe(true);
    rmSync(join(dist, 'more/p3/index.html'));
    expect(folder().hasWhole('more')).toBe(false);
    expect(folder().hasWhole('a')).toBe(true);
    const told = folder();
    told.knowChanges({ gone: new Set(['a/index.html']), extra: [], lookedAt: Date.now() });
    expect(told.hasWhole('a')).toBe(false);
    expect(told.hasWhole('b')).toBe(true);
  });

  it('in place, leaves unchanged files where they are, moves changed ones in and removes what is gone', async () => {
    const previous = previousSite();
    const pageA = inode(join(dist, 'a/index.html'));
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    folder.linkTree(nextGenerate());
    expect(folder.carry('a/index.html')).toBe(true);
    expect(folder.carry('never/index.html')).toBe(false);
    expect(folder.carryFolder('more')).toHaveLength(20);
    put(join(folder.workDir, 'b/index.html'), 'page b, edited');
    put(join(folder.workDir, 'c/index.html'), 'page c');
    put(join(folder.workDir, 'sitemap.xml'), 'new sitemap');
    put(join(folder.workDir, 'more/p7/index.html'), 'page 7');
    // Only the changes are in the work folder; a carried file is read from dist/.
    expect(filesUnder(folder.workDir).sort()).toEqual(['_data/b.json', '_data/c.json', 'b/index.html', 'c/index.html', 'more/p7/index.html', 'sitemap.xml']);
    const page7 = inode(join(dist, 'more/p7/index.html'));
    expect(folder.pathOf('a/index.html')).toBe(join(dist, 'a/index.html'));
    expect(folder.pathOf('b/index.html')).toBe(join(folder.workDir, 'b/index.html'));

    const finished = await folder.finish();
    expect(besidesTheRest(finished.files)).toEqual(['_data/a.json', '_data/b.json', '_data/c.json', 'a/index.html', 'b/index.html', 'c/index.html', 'sitemap.xml']);
    expect(filesUnder(dist).sort()).toEqual(finished.files.sort());
    expect(finished.files).toHaveLength(27);
    expect({ moved: finished.moved, removed: finished.removed }).toEqual({ moved: 5, removed: 1 });
    expect(inode(join(dist, 'a/index.html'))).toBe(pageA);
    // Written again with the same bytes: left as it was, not moved.
    expect(inode(join(dist, 'more/p7/index.html'))).toBe(page7);
    expect(readFileSync(join(dist, 'b/index.html'), 'utf8')).toBe('page b, edited');
    expect(readFileSync(join(dist, '_data/b.json'), 'utf8')).toBe('{"b":2}');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe('new sitemap');
    // The emptied folders went with the page; the work folder and the journal are gone.
    expect(existsSync(join(dist, 'gone'))).toBe(false);
    expect(existsSync(folder.workDir)).toBe(false);
    expect(existsSync(state) ? readdirSync(state) : []).toEqual([]);
  });

  it('does not carry a file gone from dist/ since, looked for alone or among many in its folder', () => {
    const fragments = Array.from({ length: 5 }, (_, n) => `pagefind/fragment/f${n}`);
    for (const file of fragments) put(join(dist, file), file);
    const previous = new Set([...previousSite(), ...fragments]);
    rmSync(join(dist, 'a/index.html'));
    rmSync(join(dist, 'pagefind/fragment/f3'));
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    expect(folder.carry('a/index.html')).toBe(false);
    expect(fragments.map((file) => folder.carry(file))).toEqual([true, true, true, false, true]);
  });

  it('in place, makes again what was changed or deleted in dist/ since, whichever way it is carried, and removes what was added', async () => {
    const previous = previousSite();
    const generated = join(root, 'generated');
    // Since the last build: a page and a data file changed by hand, and a file and a folder added.
    put(join(dist, 'a/index.html'), 'page a, by hand');
    put(join(dist, '_data/a.json.new'), '{"a":"by hand"}');
    renameSync(join(dist, '_data/a.json.new'), join(dist, '_data/a.json'));
    put(join(dist, 'b/notes.txt'), 'notes');
    put(join(dist, 'more/extra/deeper/x.html'), 'x');
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    folder.knowChanges({ gone: new Set(['a/index.html', '_data/a.json', 'more/p2/index.html']), extra: ['b/notes.txt', 'more/extra'], lookedAt: Date.now() });
    expect(folder.carry('a/index.html')).toBe(false);
    expect(folder.carry('b/index.html')).toBe(true);
    expect(folder.carryFolder('more')).toHaveLength(19);
    // Generate changed neither data file, yet the one changed in dist/ is linked in again.
    folder.linkKnown(generated, ['_data/a.json', '_data/b.json'], new Set());
    put(join(folder.workDir, 'a/index.html'), 'page a');
    put(join(folder.workDir, 'more/p2/index.html'), 'page 2');
    await folder.finish();
    expect(readFileSync(join(dist, 'a/index.html'), 'utf8')).toBe('page a');
    expect(readFileSync(join(dist, '_data/a.json'), 'utf8')).toBe('{"a":1}');
    expect(inode(join(dist, '_data/b.json'))).toBe(inode(join(generated, '_data/b.json')));
    expect(existsSync(join(dist, 'b/notes.txt'))).toBe(false);
    expect(existsSync(join(dist, 'more/extra'))).toBe(false);
    // The rest as the last build left it (less what this build neither carried nor made).
    const made = (file: string) => !file.startsWith('gone/') && file !== 'sitemap.xml';
    expect(filesUnder(dist).sort()).toEqual([...previous].filter(made).sort());
  });

  it('otherwise links what it carries into the work folder and swaps the whole folder in', async () => {
    const previous = previousSite();
    const before = inode(dist);
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: false, stateDir: state });
    folder.linkTree(nextGenerate());
    expect(folder.carry('a/index.html')).toBe(true);
    put(join(folder.workDir, 'b/index.html'), 'page b, edited');
    expect(besidesTheRest(filesUnder(folder.workDir))).toEqual(['_data/a.json', '_data/b.json', '_data/c.json', 'a/index.html', 'b/index.html']);
    const finished = await folder.finish();
    expect(finished.moved).toBeUndefined();
    expect(filesUnder(dist).sort()).toEqual(finished.files.sort());
    expect(inode(dist)).not.toBe(before);
    expect(existsSync(join(dist, 'gone'))).toBe(false);
  });

  it('swaps the folder in when most of the site changed, even with the same bundles', async () => {
    const previous = previousSite();
    const before = inode(dist);
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    expect(folder.carry('a/index.html')).toBe(true);
    expect(folder.carryFolder('more')).toHaveLength(20);
    for (let n = 0; n < 10; n++) put(join(folder.workDir, `more/p${n}/index.html`), `page ${n}, new`);
    for (let n = 0; n < 1_200; n++) put(join(folder.workDir, `added/p${n}/index.html`), `page ${n}, added`);
    for (const page of ['b', 'c', 'd', 'e']) put(join(folder.workDir, `${page}/index.html`), `page ${page}, new`);
    const finished = await folder.finish();
    expect(finished.moved).toBeUndefined();
    expect(inode(dist)).not.toBe(before);
    expect(besidesTheRest(filesUnder(dist)).filter((file) => !file.startsWith('added/'))).toEqual(['a/index.html', 'b/index.html', 'c/index.html', 'd/index.html', 'e/index.html']);
    expect(filesUnder(join(dist, 'added'))).toHaveLength(1_200);
    expect(readFileSync(join(dist, 'more/p3/index.html'), 'utf8')).toBe('page 3, new');
    expect(readFileSync(join(dist, 'more/p13/index.html'), 'utf8')).toBe('page 13');
    expect(finished.files.sort()).toEqual(filesUnder(dist).sort());
    expect(readFileSync(join(dist, 'a/index.html'), 'utf8')).toBe('page a');
  });

  it('has a build killed while moving finished by the next one, from its journal', () => {
    const previous = previousSite();
    const folder = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist), previous, inPlace: true, stateDir: state });
    for (const file of ['a/index.html', '_data/a.json', '_data/b.json']) expect(folder.carry(file)).toBe(true);
    folder.carryFolder('more');
    put(join(folder.workDir, 'b/index.html'), 'page b, edited');
    put(join(folder.workDir, 'c/index.html'), 'page c');
    put(join(folder.workDir, 'sitemap.xml'), 'new sitemap');
    // Killed after the journal and the first move: dist/ is half old, half new.
    folder.writeJournal();
    renameSync(join(folder.workDir, 'b/index.html'), join(dist, 'b/index.html'));
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe('old sitemap');

    expect(finishInterrupted(dist, state)).toBe(true);
    expect(besidesTheRest(filesUnder(dist))).toEqual(['_data/a.json', '_data/b.json', 'a/index.html', 'b/index.html', 'c/index.html', 'sitemap.xml']);
    expect(readFileSync(join(dist, 'b/index.html'), 'utf8')).toBe('page b, edited');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe('new sitemap');
    expect(existsSync(join(dist, 'gone'))).toBe(false);
    expect(existsSync(folder.workDir)).toBe(false);
    expect(readdirSync(state)).toEqual([]);
    // Nothing left to finish.
    expect(finishInterrupted(dist, state)).toBe(false);
  });

  it('lets builds of one folder take turns, and takes over a lock whose build died', async () => {
    const release = await lockFolder(dist, () => {}, state);
    const waitedFor: number[] = [];
    let second = false;
    const next = lockFolder(dist, (pid) => waitedFor.push(pid), state).then((done) => {
      second = true;
      return done;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second).toBe(false);
    expect(waitedFor).toEqual([process.pid]);
    release();
    (await next)();
    expect(second).toBe(true);

    // A lock left by a process that is no longer running.
    const held = await lockFolder(dist, () => {}, state);
    const lockFile = readdirSync(state).find((name) => name.endsWith('.lock'))!;
    held();
    writeFileSync(join(state, lockFile), '4000000');
    const taken = await lockFolder(dist, () => expect.unreachable('a dead build is not waited for'), state);
    expect(readFileSync(join(state, lockFile), 'utf8')).toBe(String(process.pid));
    taken();
  });

  it("takes a dead build's lock over once: a build that found it too leaves the new holder's lock alone", () => {
    const lock = join(state, 'site.lock');
    mkdirSync(state, { recursive: true });
    writeFileSync(lock, '4000000');
    // Two builds found it; the first takes it over and takes the lock.
    expect(takeOver(lock, '4000000')).toBe(true);
    writeFileSync(lock, '4242');
    // The second, late, finds the lock is no longer the dead build's.
    expect(takeOver(lock, '4000000')).toBe(false);
    expect(readFileSync(lock, 'utf8')).toBe('4242');

    // While one build takes it over (its claim made), another does not.
    writeFileSync(lock, '4000001');
    expect(takeOver(lock, '4000001')).toBe(true);
    writeFileSync(lock, '4000001');
    const files = readdirSync(state).length;
    const claimFile = `${lock}.taking-over-${createHash('sha1').update('4000001').digest('hex').slice(0, 12)}`;
    writeFileSync(claimFile, '');
    expect(takeOver(lock, '4000001')).toBe(false);
    expect(readFileSync(lock, 'utf8')).toBe('4000001');
    // A claim left by a build that died taking it over is cleared once old, and the next look takes it.
    const old = new Date(Date.now() - 60_000);
    utimesSync(claimFile, old, old);
    expect(takeOver(lock, '4000001')).toBe(false);
    expect(takeOver(lock, '4000001')).toBe(true);
    expect(existsSync(lock)).toBe(false);
    // The lock gone, and no claim left behind.
    expect(readdirSync(state).length).toBe(files - 1);
  });
});
