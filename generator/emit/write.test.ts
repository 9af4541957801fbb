import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshPagesSchema } from '../editor/pages-schema.ts';
import { setGeneration } from './move-in.ts';
import { bytesOf, hashOf, newTally, plannedLazily, writeTreeAtomically, type WriteTally } from './write.ts';
import { writingLine } from '../pipeline.ts';
import { EncodedCache } from '../images/cache.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-write-'));
  made.push(dir);
  return dir;
};

/** The id of a process that has finished, as a run killed with kill -9 leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('leftovers of a killed run', () => {
  it('are cleared by the next run; those of a run still under way are left alone', async () => {
    const site = scratch();
    const dead = deadPid();
    const running = process.ppid;
    for (const name of [`.generated.new-${dead}-aB3dE6`, `.generated.old-${dead}-aB3dE6`, '.generated.new-Xy12Zq', `.generated.new-${running}-Qw34Er`]) {
      mkdirSync(path.join(site, name));
      writeFileSync(path.join(site, name, 'manifest.json'), '{}');
    }
    await writeTreeAtomically(path.join(site, 'generated'), [{ path: 'manifest.json', content: '{"pages":[]}\n' }]);
    expect(readdirSync(site).sort()).toEqual([`.generated.new-${running}-Qw34Er`, 'generated']);
    expect(readFileSync(path.join(site, 'generated', 'manifest.json'), 'utf8')).toBe('{"pages":[]}\n');
  });

  it('never leave the editors\' page list half written: it is written whole, and old temporary copies go', async () => {
    const root = scratch();
    mkdirSync(path.join(root, 'schema'));
    mkdirSync(path.join(root, 'catalogue'));
    writeFileSync(path.join(root, 'schema', 'defs.schema.json'), '{}');
    const leftover = path.join(root, 'schema', `pages.schema.json.${deadPid()}.tmp`);
    writeFileSync(leftover, '{"half":');
    const written = await refreshPagesSchema(path.join(root, 'catalogue'), new Map([['/timber', { kind: 'listing' }]]));
    expect(written).toBe(path.join(root, 'schema', 'pages.schema.json'));
    expect(existsSync(leftover)).toBe(false);
    expect(readdirSync(path.join(root, 'schema')).sort()).toEqual(['defs.schema.json', 'pages.schema.json']);
    expect(JSON.parse(readFileSync(written!, 'utf8')).definitions.pageAddress.enum).toEqual(['/timber']);
  });
});

describe('an output folder written anew', () => {
  it("links each public file from the picture cache when a folder written before held the same bytes, and writes one whose kept copy was changed through a link", async () => {
    const dir = scratch();
    const kept = new EncodedCache(path.join(dir, 'cache'));
    const plan = [
      { path: 'layout.ts', content: 'export {};\n' },
      { path: 'public/_data/a.json', content: '{"title":"A"}\n' },
      { path: 'public/_data/b.json', content: '{"title":"B"}\n' },
    ];
    const first = path.join(dir, 'first');
    await writeTreeAtomically(first, plan, { kept });
    const second = path.join(dir, 'second');
    await writeTreeAtomically(second, plan, { kept });
    const stats = (root: string, file: string) => statSync(path.join(root, file));
    for (const file of ['public/_data/a.json', 'public/_data/b.json']) {
      expect(stats(second, file).ino).toBe(stats(first, file).ino);
      expect(stats(second, file).nlink).toBe(3);
    }
    // Not public: written, never kept.
    expect(stats(second, 'layout.ts').nlink).toBe(1);
    // Changed in place through a link: the next folder has the planned bytes all the same.
    writeFileSync(path.join(first, 'public/_data/a.json'), '{"title":"Z"}\n', { flag: 'r+' });
    const third = path.join(dir, 'third');
    await writeTreeAtomically(third, plan, { kept });
    expect(readFileSync(path.join(third, 'public/_data/a.json'), 'utf8')).toBe('{"title":"A"}\n');
    expect(readFileSync(path.join(third, 'public/_data/b.json'), 'utf8')).toBe('{"title":"B"}\n');
    expect(stats(third, 'public/_data/b.json').ino).toBe(stats(first, 'public/_data/b.json').ino);
  });

  it('does not make the data of a page planned by its hash (unchanged since the last run) when the picture cache holds it', async () => {
    const dir = scratch();
    const kept = new EncodedCache(path.join(dir, 'cache'));
    const pages = { a: '{"title":"A"}\n', b: '{"title":"B"}\n' };
    const first = path.join(dir, 'first');
    await writeTreeAtomically(first, Object.entries(pages).map(([name, content]) => ({ path: `public/_data/${name}.json`, content })), { kept });
    // a's kept copy changed through a link: it alone is made, and written.
    writeFileSync(path.join(first, 'public/_data/a.json'), '{"title":"Z"}\n', { flag: 'r+' });
    const madeNow: string[] = [];
    const lazily = Object.entries(pages).map(([name, content]) => plannedLazily(`public/_data/${name}.json`, hashOf(content), () => (madeNow.push(name), content)));
    const second = path.join(dir, 'second');
    await writeTreeAtomically(second, lazily, { kept });
    expect(madeNow).toEqual(['a']);
    expect(readFileSync(path.join(second, 'public/_data/a.json'), 'utf8')).toBe(pages.a);
    expect(readFileSync(path.join(second, 'public/_data/b.json'), 'utf8')).toBe(pages.b);
    expect(statSync(path.join(second, 'public/_data/b.json')).ino).toBe(statSync(path.join(first, 'public/_data/b.json')).ino);
  });
});

describe('writing an output folder again', () => {
  it('links text that is unchanged and files planned as links, and writes what changed', async () => {
    const out = path.join(scratch(), 'generated');
    await writeTreeAtomically(out, [
      { path: 'public/_data/a.json', content: '{"title":"A"}\n' },
      { path: 'public/_data/b.json', content: '{"title":"B"}\n' },
      { path: 'public/images/card.1a2b3c4d.jpg', content: new Uint8Array([1, 2, 3]) },
    ]);
    const inode = (file: string) => statSync(path.join(out, file)).ino;
    const before = { a: inode('public/_data/a.json'), b: inode('public/_data/b.json'), card: inode('public/images/card.1a2b3c4d.jpg') };
    await writeTreeAtomically(out, [
      { path: 'public/_data/a.json', content: '{"title":"A"}\n' },
      { path: 'public/_data/b.json', content: '{"title":"B, edited"}\n' },
      { path: 'public/images/card.1a2b3c4d.jpg', linkFrom: path.join(out, 'public/images/card.1a2b3c4d.jpg') },
    ]);
    expect(inode('public/_data/a.json')).toBe(before.a);
    expect(inode('public/images/card.1a2b3c4d.jpg')).toBe(before.card);
    expect(inode('public/_data/b.json')).not.toBe(before.b);
    expect(readFileSync(path.join(out, 'public/_data/b.json'), 'utf8')).toBe('{"title":"B, edited"}\n');
    expect([...readFileSync(path.join(out, 'public/images/card.1a2b3c4d.jpg'))]).toEqual([1, 2, 3]);
  });

  it('makes a file planned as a link again when what it was to be linked from has gone, and fails when it cannot be', async () => {
    const out = path.join(scratch(), 'generated');
    const gone = path.join(scratch(), 'removed-by-a-look-over.jpg');
    const remake = async () => new Uint8Array([7, 8, 9]);
    const card = { path: 'public/images/card.5e6f7a8b.jpg', linkFrom: gone };
    await writeTreeAtomically(out, [{ path: 'manifest.json', content: '{}\n' }, { ...card, remake }]);
    expect([...readFileSync(path.join(out, card.path))]).toEqual([7, 8, 9]);
    expect([...(await bytesOf({ ...card, remake }))]).toEqual([7, 8, 9]);
    // Without a way to make it, the write fails and the folder is left as it was.
    const other = { path: 'public/images/other.1c2d3e4f.jpg', linkFrom: gone };
    await expect(writeTreeAtomically(out, [{ path: 'manifest.json', content: '{}\n' }, card, other])).rejects.toThrow(/ENOENT/);
    expect(existsSync(path.join(out, other.path))).toBe(false);
    await expect(bytesOf(other)).rejects.toThrow(/ENOENT/);
  });

  it('moves only the changes into a folder that is there, and deletes what is no longer planned', async () => {
    const out = path.join(scratch(), 'generated');
    const page = (n: number) => ({ path: `public/_data/p${n}.json`, content: `{"n":${n}}\n` });
    const first = [...Array.from({ length: 40 }, (_, n) => page(n)), { path: 'public/_data/gone/old.json', content: '{}' }];
    const firstWrite = await writeTreeAtomically(out, first);
    expect(firstWrite.moved).toBeUndefined();
    const folder = statSync(out).ino;
    const inode = (file: string) => statSync(path.join(out, file)).ino;
    const unchanged = inode('public/_data/p1.json');
    const written = await writeTreeAtomically(out, [...Array.from({ length: 40 }, (_, n) => (n === 3 ? { ...page(3), content: '{"n":"three"}\n' } : page(n))), page(40)]);
    expect(written).toMatchObject({ moved: 2, removed: 1, generation: { before: firstWrite.generation.after } });
    expect([...written.changed!].sort()).toEqual(['public/_data/gone/old.json', 'public/_data/p3.json', 'public/_data/p40.json']);
    expect(written.generation.after).not.toBe(firstWrite.generation.after);
    // The same folder, the unchanged file the same file; the emptied folder went with its file.
    expect(statSync(out).ino).toBe(folder);
    expect(inode('public/_data/p1.json')).toBe(unchanged);
    expect(readFileSync(path.join(out, 'public/_data/p3.json'), 'utf8')).toBe('{"n":"three"}\n');
    expect(readFileSync(path.join(out, 'public/_data/p40.json'), 'utf8')).toBe('{"n":40}\n');
    expect(existsSync(path.join(out, 'public/_data/gone'))).toBe(false);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('gives a progress line a chance every 512 files it hashes and compares: the thread is busy for seconds at 50,000 pages', async () => {
    const out = path.join(scratch(), 'generated');
    const files = Array.from({ length: 1_100 }, (_, n) => ({ path: `public/_data/p${n}.json`, content: `{"n":${n}}\n` }));
    let looks = 0;
    const progress = { look: () => (looks += 1) };
    await writeTreeAtomically(out, files, { progress });
    // Hashed: 1,100 files, two looks.
    expect(looks).toBe(2);
    looks = 0;
    await writeTreeAtomically(out, files.map((file, n) => (n === 7 ? { ...file, content: '{}' } : file)), { progress });
    // Hashed, then each compared with the folder's: 2,200 files, four looks.
    expect(looks).toBe(4);
  });

  it("counts the files it compares with the folder's and those it writes, for generate's progress line", async () => {
    const out = path.join(scratch(), 'generated');
    const files = (changed: (n: number) => boolean, length = 30) => Array.from({ length }, (_, n) => ({ path: `public/_data/p${n}.json`, content: changed(n) ? `new ${n}` : `old ${n}` }));
    const tallied = async (planned: ReturnType<typeof files>) => {
      const tally = newTally();
      await writeTreeAtomically(out, planned, { tally });
      return tally;
    };
    const counts = (compared: number, written: number, linked = 0) => ({ compared, written, toWrite: written, linked, toLink: linked });
    // A new folder: nothing to compare with, every file written.
    expect(await tallied(files(() => false))).toEqual(counts(0, 30));
    // Two changed: each file compared, the two written and moved in.
    expect(await tallied(files((n) => n < 2))).toEqual(counts(30, 2));
    // Most of a larger folder changed: each compared, then the changed written and the rest
    // linked into a new folder, which is swapped in. They are counted apart, so the number to
    // write does not grow once the written ones are done.
    await tallied(files(() => false, 1_200));
    expect(await tallied(files((n) => n < 1_100, 1_200))).toEqual(counts(1_200, 1_100, 100));
    const line = (tally: WriteTally) => writingLine(101_012, tally);
    expect(line(newTally())).toBe('generate: writing 101,012 files');
    expect(line({ ...newTally(), compared: 45_056 })).toBe('generate: writing 101,012 files: 45,056 compared with those there');
    expect(line({ ...counts(101_012, 40_000), written: 12_000 })).toBe('generate: writing 101,012 files: 12,000 of 40,000 written');
    expect(line({ ...counts(101_012, 40_000, 61_012), linked: 30_000 })).toBe('generate: writing 101,012 files: 40,000 written, 30,000 of 61,012 unchanged linked into the new folder');
  });

  it('makes a new folder and swaps it in when most of it changes', async () => {
    const out = path.join(scratch(), 'generated');
    const files = (text: string) => Array.from({ length: 1_200 }, (_, n) => ({ path: `public/_data/p${n}.json`, content: n < 1_100 ? `${text}${n}` : `same ${n}` }));
    await writeTreeAtomically(out, files('first '));
    const folder = statSync(out).ino;
    const second = await writeTreeAtomically(out, files('second '));
    expect(second.moved).toBeUndefined();
    expect(second.changed).toBeUndefined();
    expect(statSync(out).ino).not.toBe(folder);
    expect(readFileSync(path.join(out, 'public/_data/p7.json'), 'utf8')).toBe('second 7');
    expect(readFileSync(path.join(out, 'public/_data/p1150.json'), 'utf8')).toBe('same 1150');
  });

  it('knows an unchanged public file by the hash and stamp its last write kept, and reads one that changed since', async () => {
    const out = path.join(scratch(), 'generated');
    const plan = Array.from({ length: 20 }, (_, n) => ({ path: `public/_data/p${n}.json`, content: `{"n":${n}}` }));
    await writeTreeAtomically(out, plan);
    expect(await writeTreeAtomically(out, plan)).toMatchObject({ moved: 0, removed: 0 });
    // Edited by hand (same size, so only its time and bytes differ): seen, and put right.
    writeFileSync(path.join(out, 'public/_data/p4.json'), '{"n":5}');
    expect(await writeTreeAtomically(out, plan)).toMatchObject({ moved: 1, removed: 0 });
    expect(readFileSync(path.join(out, 'public/_data/p4.json'), 'utf8')).toBe('{"n":4}');
    // With the generation unknown (a write that died, a cache emptied), every file is compared on disk.
    setGeneration(path.resolve(out), undefined);
    expect(await writeTreeAtomically(out, [...plan.slice(0, 19), { ...plan[19]!, content: 'new' }])).toMatchObject({ moved: 1, removed: 0 });
  });
});
