import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { filesUnder, generationOf } from '../emit/move-in.ts';
import { writeTreeAtomically } from '../emit/write.ts';
import { DISK_CHECK_FROM_BYTES, diskCheckWorthIt, Go, siteChangesSince, startDiskCheck, type LastBuild } from './disk-check.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const plan = Array.from({ length: 30 }, (_, n) => ({ path: `public/_data/p${n}.json`, content: `{"n":${n}}` }));

it("tells which generated files were changed since their folder's last write, and the write trusts the rest", async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const out = path.join(dir, 'generated');
  await writeTreeAtomically(out, plan);
  const generation = generationOf(out)!;
  expect((await startDiskCheck({ generatedDir: out }).disk)?.generated).toEqual({ generation, restamped: new Set(), files: filesUnder(out) });

  // Edited by hand (same size: only its time and bytes differ) and deleted by hand.
  writeFileSync(path.join(out, 'public/_data/p4.json'), '{"n":5}');
  rmSync(path.join(out, 'public/_data/p9.json'));
  const checked = await startDiskCheck({ generatedDir: out }).disk;
  expect(checked?.generated).toMatchObject({ generation, restamped: new Set(['public/_data/p4.json', 'public/_data/p9.json']) });
  // The write looks again at those two only, and puts both right.
  expect(await writeTreeAtomically(out, plan, { stamps: checked!.generated! })).toMatchObject({ moved: 2, removed: 0 });
  expect(readFileSync(path.join(out, 'public/_data/p4.json'), 'utf8')).toBe('{"n":4}');
  expect(readFileSync(path.join(out, 'public/_data/p9.json'), 'utf8')).toBe('{"n":9}');

  // An answer about another generation of the folder is not taken: each file is looked at.
  writeFileSync(path.join(out, 'public/_data/p5.json'), '{"n":6}');
  expect(await writeTreeAtomically(out, plan, { stamps: { generation: 'an older write', restamped: new Set() } })).toMatchObject({ moved: 1 });
  expect(readFileSync(path.join(out, 'public/_data/p5.json'), 'utf8')).toBe('{"n":5}');
});

it("lists the generated folder's files as the write would, and the write removes a file put there by hand from that list", async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const out = path.join(dir, 'generated');
  await writeTreeAtomically(out, [...plan, { path: 'layout.ts', content: 'export {};\n' }]);
  writeFileSync(path.join(out, 'public/_data/stray.json'), '{}');
  const checked = await startDiskCheck({ generatedDir: out }).disk;
  expect([...checked!.generated!.files!].sort()).toEqual(filesUnder(out).sort());
  expect(checked!.generated!.files).toContain('public/_data/stray.json');
  expect(checked!.generated!.files).toContain('layout.ts');
  // Planned without the last page: it goes, and so does the stray file, though nothing listed the folder again.
  expect(await writeTreeAtomically(out, [...plan.slice(0, -1), { path: 'layout.ts', content: 'export {};\n' }], { stamps: checked!.generated! })).toMatchObject({ moved: 0, removed: 2 });
  expect(filesUnder(out).sort()).toEqual([...plan.slice(0, -1).map((file) => file.path), 'layout.ts'].sort());
  // A listing that is not the folder's (the file written since) is what the write goes by: proof it was used.
  const listed = await startDiskCheck({ generatedDir: out }).disk;
  writeFileSync(path.join(out, 'public/_data/late.json'), '{}');
  await writeTreeAtomically(out, [...plan.slice(0, -1), { path: 'layout.ts', content: 'export {};\n' }], { stamps: listed!.generated! });
  expect(filesUnder(out)).toContain('public/_data/late.json');
});

it('tells what was done to the site folder since the last build: files gone, changed in place or replaced, and added', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const site = path.join(dir, 'dist');
  const files = ['index.html', 'timber/index.html', 'timber/plywood/index.html', '_data/timber.json', ...Array.from({ length: 12 }, (_, n) => `pagefind/fragment/en_${n}.pf_fragment`)];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), file);
  }
  // Every file and folder made a moment before the build finished.
  const since = Date.now() + 1;
  const earlier = new Date(since - 5_000);
  for (const entry of [...files, ...new Set(files.map((file) => path.dirname(file)))]) utimesSync(path.join(site, entry), earlier, earlier);
  const changes = async (last: LastBuild) => {
    const asked = Date.now();
    const check = (await startDiskCheck({ distDir: site, lastBuild: last }).disk)?.site;
    // The build's own thread, for a small site, finds the same; each says when it looked.
    expect(siteChangesSince(site, last)).toEqual({ ...check, lookedAt: expect.any(Number) });
    expect(check?.lookedAt).toBeGreaterThanOrEqual(asked);
    return check && { gone: [...check.gone].sort(), extra: [...check.extra].sort() };
  };
  expect(await changes({ files, since })).toEqual({ gone: [], extra: [] });

  rmSync(path.join(site, 'timber/plywood'), { recursive: true });
  rmSync(path.join(site, 'pagefind/fragment/en_3.pf_fragment'));
  // Written over in place (as through a hard link, the same size), and replaced by another file (as `sed -i` does).
  writeFileSync(path.join(site, 'index.html'), 'xxxxxxxxxx');
  writeFileSync(path.join(site, '_data/timber.json.new'), '{}');
  renameSync(path.join(site, '_data/timber.json.new'), path.join(site, '_data/timber.json'));
  // Added: a file beside a page, a folder with a file in it.
  writeFileSync(path.join(site, 'timber/notes.txt'), 'x');
  mkdirSync(path.join(site, 'pagefind/extra/deeper'), { recursive: true });
  expect(await changes({ files, since })).toEqual({
    gone: ['_data/timber.json', 'index.html', 'pagefind/fragment/en_3.pf_fragment', 'timber/plywood/index.html'].sort(),
    extra: ['pagefind/extra', 'timber/notes.txt'],
  });
  // Those changes made before the last build finished are its own.
  expect(await changes({ files: files.filter((file) => existsSync(path.join(site, file))), since: Date.now() + 1 })).toEqual({ gone: [], extra: [] });
  // A page's folder, and a file, put back as links to copies of what they held: no files of the build's.
  cpSync(path.join(site, 'timber'), path.join(dir, 'timber-copy'), { recursive: true });
  rmSync(path.join(site, 'timber'), { recursive: true });
  symlinkSync(path.join(dir, 'timber-copy'), path.join(site, 'timber'));
  cpSync(path.join(site, 'pagefind/fragment/en_5.pf_fragment'), path.join(dir, 'fragment-copy'));
  rmSync(path.join(site, 'pagefind/fragment/en_5.pf_fragment'));
  symlinkSync(path.join(dir, 'fragment-copy'), path.join(site, 'pagefind/fragment/en_5.pf_fragment'));
  expect(await changes({ files, since })).toMatchObject({
    gone: expect.arrayContaining(['timber/index.html', 'pagefind/fragment/en_5.pf_fragment']),
    extra: expect.arrayContaining(['timber']),
  });

  // Changed while the last build ran, after it looked: gone, unless moved in by that build (`own`)
  // and as it left it. (The moments are set by hand, as a build and an edit would leave them.)
  rmSync(path.join(site, 'timber'));
  mkdirSync(path.join(site, 'timber/plywood'), { recursive: true });
  const present = ['index.html', '_data/timber.json', 'timber/index.html', 'timber/plywood/index.html'];
  for (const file of present) writeFileSync(path.join(site, file), file);
  const looked = Date.now() - 10_000;
  const before = new Date(looked - 1_000);
  const during = new Date(looked + 1_000);
  for (const entry of [...present, 'timber', 'timber/plywood', '_data', '']) utimesSync(path.join(site, entry), before, before);
  for (const file of ['index.html', 'timber/index.html', 'timber/plywood/index.html']) utimesSync(path.join(site, file), during, during);
  const movedIn = lstatSync(path.join(site, 'index.html')).mtimeMs;
  const own = { 'index.html': movedIn, 'timber/plywood/index.html': movedIn - 1 };
  expect(await changes({ files: present, since: looked, own })).toEqual({
    // The build's own page as it left it stays; one changed after it moved it in, and one it carried, do not.
    gone: ['timber/index.html', 'timber/plywood/index.html'],
    extra: [],
  });
  expect(await changes({ files: present, since: looked })).toMatchObject({ gone: ['index.html', 'timber/index.html', 'timber/plywood/index.html'] });

  // Told the last build's files later (the build reads its records while the worker starts on
  // the catalogue): dist/ is looked at once told, so a file removed before then is found gone.
  const told = startDiskCheck({ distDir: site, lastBuild: 'later' });
  rmSync(path.join(site, 'timber/index.html'));
  told.lastBuild({ files, since });
  expect((await told.disk)?.site?.gone).toContain('timber/index.html');
  // No record of the last build's files: nothing said of dist/.
  const none = startDiskCheck({ distDir: site, lastBuild: 'later' });
  none.lastBuild(undefined);
  expect((await none.disk)?.site).toBeUndefined();
  // Without a generated folder's records there is nothing to say of it.
  expect((await startDiskCheck({ generatedDir: path.join(dir, 'none') }).disk)?.generated).toBeUndefined();
});

it('answers at once about the catalogue when not asked about it, so no one waits for an answer', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const checks = startDiskCheck({ generatedDir: path.join(dir, 'generated'), distDir: path.join(dir, 'dist'), lastBuild: 'later' });
  expect(await checks.catalogue).toBeUndefined();
  checks.lastBuild({ files: ['index.html'], since: Date.now() });
  expect((await checks.disk)?.site?.gone).toEqual(new Set(['index.html']));
});

it('is started for a catalogue of some thousands of files, by its stamps file, and not for a small one', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const stamps = path.join(dir, 'catalogue.stamps');
  // None noted yet (a first build): nothing to look at ahead.
  expect(diskCheckWorthIt(stamps)).toBe(false);
  writeFileSync(stamps, 'x'.repeat(DISK_CHECK_FROM_BYTES - 1));
  expect(diskCheckWorthIt(stamps)).toBe(false);
  writeFileSync(stamps, 'x'.repeat(DISK_CHECK_FROM_BYTES));
  expect(diskCheckWorthIt(stamps)).toBe(true);
  // A test starts it for a small catalogue.
  writeFileSync(stamps, '{}');
  expect(diskCheckWorthIt(stamps, 0)).toBe(true);
});

it('looks at the generated folder only once its Go is raised, by whichever thread raises it', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-check-'));
  const out = path.join(dir, 'generated');
  await writeTreeAtomically(out, plan);
  const go = new Go();
  const checks = startDiskCheck({ generatedDir: out, after: go });
  let answered = false;
  void checks.disk.then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(answered).toBe(false);
  // Removed while it waits: found restamped, so it looked after the flag, not before.
  rmSync(path.join(out, 'public/_data/p1.json'));
  // Raised from another thread, as a prerender worker raises it once warm.
  const { Worker } = await import('node:worker_threads');
  const raiser = new Worker('const { workerData } = require("node:worker_threads"); Atomics.store(workerData, 0, 1); Atomics.notify(workerData, 0);', { eval: true, workerData: go.flag });
  expect((await checks.disk)?.generated?.restamped).toEqual(new Set(['public/_data/p1.json']));
  await raiser.terminate();
  // Raised twice: no harm.
  go.raise();
  go.raise();
  expect(Atomics.load(go.flag, 0)).toBe(1);
});
