import { mkdtempSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../pipeline.ts';
import { formatResult } from '../print.ts';
import { startDiskCheck } from '../build/disk-check.ts';
import { stampsFileFor } from './cache.ts';
import { loadCatalogue } from './index.ts';
import { locate } from './locate.ts';
import { parseFiles } from './parse-pool.ts';

const root = mkdtempSync(path.join(tmpdir(), 'catalogue-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(relPath: string, text: string) {
  mkdirSync(path.dirname(path.join(root, relPath)), { recursive: true });
  writeFileSync(path.join(root, relPath), text);
}

write('site.yaml', 'name: Test\n');
write('timber/index.yaml', 'title: Timber\n');
write('timber/plywood.yml', '\ufefftitle: Plywood\nrelated:\n  - /timber\n');
write('timber/boards/index.yaml', 'title: Boards\ntitle: Again\n');
write('images/timber/notes.yaml', 'ignored: true\n');
write('.hidden/x.yaml', 'ignored: true\n');
write('notes.yaml', 'stray: true\n');
write('timber/readme.txt', 'not yaml');

describe('loadCatalogue with files that are not UTF-8 text', () => {
  it('reports each once, at its line and column, and keeps its page so links to it still resolve', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-load-bytes-'));
    try {
      writeFileSync(path.join(dir, 'site.yaml'), Buffer.concat([Buffer.from('name: Caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
      mkdirSync(path.join(dir, 'timber'));
      writeFileSync(path.join(dir, 'timber/plywood.yaml'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0]));
      const { files, diagnostics } = await loadCatalogue(dir, { cache: false });
      // layout.yaml and home.yaml are missing from this small catalogue; that is reported apart.
      const inFiles = diagnostics.filter((d) => d.code !== 'catalogue/missing-file');
      expect(inFiles.map((d) => `${d.span?.file}:${d.span?.start.line}:${d.span?.start.column} ${d.code}`)).toEqual([
        'site.yaml:1:10 file/unreadable',
        'timber/plywood.yaml:1:5 file/unreadable',
      ]);
      expect(files.map((f) => [f.path, f.address, f.data])).toEqual([
        ['site.yaml', undefined, undefined],
        ['timber/plywood.yaml', '/timber/plywood', undefined],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadCatalogue with a misnamed page', () => {
  it('reports the name once and still checks the file as the page it was meant to be', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-load-names-'));
    try {
      mkdirSync(path.join(dir, 'timber'));
      writeFileSync(path.join(dir, 'timber/Plywood.YAML'), 'title: Plywood\n');
      const { files, diagnostics } = await loadCatalogue(dir, { cache: false });
      expect(diagnostics.filter((d) => d.span).map((d) => `${d.span?.file} ${d.code} ${d.hint}`)).toEqual([
        `timber/Plywood.YAML file/unknown File and folder names become page addresses, so use only lower-case letters, digits and single hyphens ("Plywood" has other characters). Rename it to 'timber/plywood.yaml' (the page '/timber/plywood').`,
      ]);
      expect(files.map((f) => [f.path, f.kind, f.address, f.data])).toEqual([['timber/Plywood.YAML', 'detail', '/timber/plywood', { title: 'Plywood' }]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadCatalogue', () => {
  it('loads every catalogue file with its kind and address, in path order', async () => {
    const { files } = await loadCatalogue(root, { cache: false });
    expect(files.map((f) => [f.path, f.kind, f.address])).toEqual([
      ['site.yaml', 'site', undefined],
      ['timber/boards/index.yaml', 'detail', '/timber/boards'],
      ['timber/index.yaml', 'listing', '/timber'],
      ['timber/plywood.yml', 'detail', '/timber/plywood'],
    ]);
    expect(files[3]?.data).toEqual({ title: 'Plywood', related: ['/timber'] });
  });

  it('reports stray YAML files and problems inside files', async () => {
    const { diagnostics } = await loadCatalogue(root, { cache: false });
    expect(diagnostics.map((d) => `${d.span?.file}:${d.span?.start.line}:${d.span?.start.column} ${d.code}`)).toEqual([
      'notes.yaml:1:1 file/unknown',
      'undefined:undefined:undefined catalogue/missing-file',
      'undefined:undefined:undefined catalogue/missing-file',
      'timber/boards/index.yaml:2:1 yaml/duplicate-key',
    ]);
  });

  it('gives the same results from the cache, with a working tree for locate()', async () => {
    const first = await loadCatalogue(root);
    const second = await loadCatalogue(root);
    expect(second.diagnostics).toEqual(first.diagnostics);
    expect(second.files.map((f) => f.data)).toEqual(first.files.map((f) => f.data));
    const plywood = second.files.find((f) => f.path === 'timber/plywood.yml');
    expect(plywood && locate(plywood, ['related', 0]).start).toEqual({ line: 3, column: 5 });
  });

  it('names each required file that is missing', async () => {
    const { diagnostics } = await loadCatalogue(root, { cache: false });
    expect(diagnostics.filter((d) => d.code === 'catalogue/missing-file').map((d) => d.message)).toEqual([
      "The catalogue has no 'layout.yaml', which holds the navigation and footer of every page, so the site cannot be built.",
      "The catalogue has no 'home.yaml', which is the home page, '/', so the site cannot be built.",
    ]);
  });

  it('reports a missing catalogue directory instead of throwing', async () => {
    const { files, diagnostics } = await loadCatalogue(path.join(root, 'nope'));
    expect(files).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['catalogue/not-found']);
  });
});

// Each file is stat'ed here, or (as the build does) a worker thread looks at the stamps ahead.
describe.each([
  ['stat here', false],
  ['stamps looked at ahead by a worker', true],
])('loadCatalogue with files unchanged since the last run (%s)', (_, ahead) => {
  /** `options`, with the stamps of `dir`'s files looked at now by the build's disk check when `ahead`. */
  const opts = <T extends object>(dir: string, options: T): T & { stampsAhead?: ReturnType<typeof startDiskCheck>['catalogue'] } => {
    const root = path.resolve(dir);
    return ahead ? { ...options, stampsAhead: startDiskCheck({ catalogue: { root, stampsFile: stampsFileFor(root) } }).catalogue } : options;
  };
  // Files written by the test are seconds old only by this clock; a real run reads them again once.
  const later = () => Date.now() + 60_000;
  const texts = () => ({
    'site.yaml': 'name: Test\n',
    'timber/index.yaml': 'title: Timber\ntitle: Again\n',
    'timber/plywood.yaml': 'title: Plywood\nrelated:\n  - /timber\n',
  });
  const catalogue = (files: Record<string, string | Buffer>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-load-stamps-'));
    for (const [relPath, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, relPath)), { recursive: true });
      writeFileSync(path.join(dir, relPath), text);
    }
    return dir;
  };
  const withCatalogue = async (files: Record<string, string | Buffer>, test: (dir: string) => Promise<void>) => {
    const dir = catalogue(files);
    try {
      await test(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('does not read them again, and gives the same records, messages and texts', () =>
    withCatalogue(texts(), async (dir) => {
      const first = await loadCatalogue(dir, opts(dir, { now: later() }));
      const second = await loadCatalogue(dir, opts(dir, { now: later() }));
      expect([first.unread, second.unread]).toEqual([0, 3]);
      expect(second.diagnostics).toEqual(first.diagnostics);
      expect(second.files.map((f) => [f.path, f.kind, f.address, f.data, f.text])).toEqual(first.files.map((f) => [f.path, f.kind, f.address, f.data, f.text]));
      expect(second.files.map((f) => f.contentKey)).toEqual(first.files.map((f) => f.contentKey));
      const plywood = second.files.find((f) => f.path === 'timber/plywood.yaml')!;
      expect(locate(plywood, ['related', 0]).start).toEqual({ line: 3, column: 5 });
    }));

  it('quotes a file it did not read again in messages, as when it was read', () =>
    withCatalogue(texts(), async (dir) => {
      const report = async () => {
        const result = await checkCatalogue(dir, opts(dir, { now: later() }));
        return formatResult({ ...result, stats: { ...result.stats, durationMs: 0 } }, { format: 'stylish', catalogueDir: dir, color: false });
      };
      const first = await report();
      expect(first).toContain('title: Again');
      expect(await report()).toBe(first);
    }));

  it('reads a file again when it was written since, even with the same size, or replaced', () =>
    withCatalogue(texts(), async (dir) => {
      await loadCatalogue(dir, opts(dir, { now: later() }));
      writeFileSync(path.join(dir, 'timber/plywood.yaml'), 'title: Plywooo\nrelated:\n  - /timber\n');
      writeFileSync(path.join(dir, 'site.new'), 'name: Tost\n');
      renameSync(path.join(dir, 'site.new'), path.join(dir, 'site.yaml'));
      const after = await loadCatalogue(dir, opts(dir, { now: later() }));
      expect(after.unread).toBe(1);
      expect(after.files.map((f) => f.data)).toEqual([{ name: 'Tost' }, { title: 'Again' }, { title: 'Plywooo', related: ['/timber'] }]);
    }));

  it('reads again a file changed just before the last run started', () =>
    withCatalogue(texts(), async (dir) => {
      // As a real run sees them: written a moment ago, so a second save in the same tick could go unseen.
      await loadCatalogue(dir, opts(dir, {}));
      expect((await loadCatalogue(dir, opts(dir, {}))).unread).toBe(0);
      expect((await loadCatalogue(dir, opts(dir, { now: later() }))).unread).toBe(0);
      expect((await loadCatalogue(dir, opts(dir, { now: later() }))).unread).toBe(3);
    }));

  it('does not write the stamps again for a file changed just before the run, only once it has settled', () =>
    withCatalogue(texts(), async (dir) => {
      const stamps = () => readFileSync(stampsFileFor(path.resolve(dir)), 'utf8');
      await loadCatalogue(dir, opts(dir, { now: later() }));
      const before = stamps();
      // An edit just saved: read, and not stamped.
      writeFileSync(path.join(dir, 'timber/plywood.yaml'), 'title: Plywooo\nrelated:\n  - /timber\n');
      const edited = await loadCatalogue(dir, opts(dir, {}));
      expect(edited.unread).toBe(2);
      expect(edited.files.find((f) => f.path === 'timber/plywood.yaml')!.data).toEqual({ title: 'Plywooo', related: ['/timber'] });
      expect(stamps()).toBe(before);
      // Settled: read once more and stamped, then not read.
      expect((await loadCatalogue(dir, opts(dir, { now: later() }))).unread).toBe(2);
      expect(stamps()).not.toBe(before);
      expect((await loadCatalogue(dir, opts(dir, { now: later() }))).unread).toBe(3);
    }));

  it('forgets the stamps of deleted files once there are a few', () =>
    withCatalogue(
      { ...texts(), ...Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`timber/board-${n}.yaml`, `title: Board ${n}\n`])) },
      async (dir) => {
        const stamped = () => Object.keys((JSON.parse(readFileSync(stampsFileFor(path.resolve(dir)), 'utf8')) as { files: object }).files).length;
        await loadCatalogue(dir, opts(dir, { now: later() }));
        expect(stamped()).toBe(23);
        rmSync(path.join(dir, 'timber/board-0.yaml'));
        await loadCatalogue(dir, opts(dir, { now: later() }));
        expect(stamped()).toBe(23);
        for (let n = 1; n < 20; n++) rmSync(path.join(dir, `timber/board-${n}.yaml`));
        await loadCatalogue(dir, opts(dir, { now: later() }));
        expect(stamped()).toBe(3);
      },
    ));

  it('reads every file without the cache, and a file that is not text every time', () =>
    withCatalogue({ ...texts(), 'timber/oak.yaml': Buffer.from([0x74, 0x3a, 0x20, 0xe9, 0x0a]) }, async (dir) => {
      await loadCatalogue(dir, opts(dir, { now: later() }));
      const again = await loadCatalogue(dir, opts(dir, { now: later() }));
      expect(again.unread).toBe(3);
      expect(again.diagnostics.filter((d) => d.code === 'file/unreadable').map((d) => d.span?.file)).toEqual(['timber/oak.yaml']);
      expect((await loadCatalogue(dir, opts(dir, { cache: false, now: later() }))).unread).toBe(0);
    }));
});

describe('parseFiles', () => {
  it('gives the same results from a worker as from the main thread', async () => {
    const entries = Array.from({ length: 400 }, (_, i) => ({ path: `c/p${i}.yaml`, text: i % 7 ? `title: P${i}\n` : `title: [\n` }));
    const here = await parseFiles(entries, { workers: 0 });
    const pooled = await parseFiles(entries, { workers: 1, mainThreadHelps: false });
    expect(pooled).toEqual(here);
    expect(pooled.filter((p) => p.data === undefined)).toHaveLength(58);
  });

  it('tells how many files are parsed as they are, plain and not, in a worker or here, each once', async () => {
    // Plain files (parsed here at once) and flow lists (yaml, a batch at a time), a few hundred of each.
    const entries = Array.from({ length: 700 }, (_, i) => ({ path: `c/p${i}.yaml`, text: i % 2 ? `title: P${i}\n` : `title: [P${i}]\n` }));
    for (const options of [{ workers: 0 }, { workers: 1, mainThreadHelps: false }]) {
      const told: number[] = [];
      await parseFiles(entries, { ...options, onParsed: (count) => told.push(count) });
      expect(told.reduce((sum, count) => sum + count, 0)).toBe(entries.length);
      expect(told.length).toBeGreaterThan(2);
    }
  });

  it('loses nothing when the main thread finishes before a worker has started', async () => {
    // In a flow list: not plain YAML (plain-yaml.ts), so parsed by yaml, in a worker when there is one.
    const entries = Array.from({ length: 30 }, (_, i) => ({ path: `c/p${i}.yaml`, text: `title: [P${i}]
` }));
    const here = await parseFiles(entries, { workers: 0 });
    expect(await parseFiles(entries, { workers: 1 })).toEqual(here);
    expect(await parseFiles(entries, { workers: 2 })).toEqual(here);
  });
});
