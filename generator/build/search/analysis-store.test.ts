import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisStore, type StoredAnalyses } from './analysis-store.ts';
import type { AssemblyState, PageAnalysis } from './pagefind-format.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A small analysis of two terms, its fields telling pages apart; numbered by the table 'table'. */
const analysis = (n: number, table = 'table'): PageAnalysis => ({
  fragment: new Uint8Array([n % 256, n >> 8, 7]),
  hash: `h${n}`,
  wordCount: n,
  extra: '',
  metaFields: n % 2 ? ['title'] : [],
  locs: new Uint8Array([0x81, n % 24, 0x80 + (n % 3)]),
  locEnds: Uint32Array.of(2, 3),
  locCounts: Uint32Array.of(1, 0),
  metaLocs: Int32Array.of(-1, n),
  metaEnds: Uint32Array.of(1, 2),
  numbered: { table, numbers: Uint32Array.of(n % 2, 1) },
});

function index(keys: number[], key: string): StoredAnalyses {
  return {
    indexer: 'pagefind 1.6',
    key,
    shell: { language: 'en' } as StoredAnalyses['shell'],
    analyses: new Map(keys.map((n) => [`page ${n}`, analysis(n)])),
    packed: new Map([[`chunk of ${key}`, new Uint8Array([1, 2, 3])]]),
    fragments: new Map([[`fragment of ${key}`, 'hash']]),
    terms: { id: 'table', terms: ['timber', key] },
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, at) => from + at);

describe('the search analysis store', () => {
  it('adds a few new analyses in a delta beside the base, and rewrites the base when many change', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    new AnalysisStore('dist', dir).write(index(range(0, 100), 'first'));
    const store = new AnalysisStore('dist', dir);
    const base = readFileSync(store.file);
    expect(existsSync(store.deltaFile)).toBe(false);

    // A rebuild that read three pages: only they (and the index's small files) are written.
    expect(store.read('pagefind 1.6')?.analyses.size).toBe(100);
    store.write(index([...range(0, 97), 200, 201, 202], 'second'));
    expect(readFileSync(store.file).equals(base)).toBe(true);
    expect(readFileSync(store.deltaFile).length).toBeLessThan(base.length / 4);

    const again = new AnalysisStore('dist', dir).read('pagefind 1.6')!;
    expect(again.key).toBe('second');
    expect([...again.fragments.keys()]).toEqual(['fragment of second']);
    // The term table is the latest, from the delta.
    expect(again.terms).toEqual({ id: 'table', terms: ['timber', 'second'] });
    expect(again.analyses.get('page 201')).toEqual(analysis(201));
    expect(again.analyses.get('page 5')).toEqual(analysis(5));
    // Another indexer's store counts as none.
    expect(new AnalysisStore('dist', dir).read('pagefind 1.7')).toBeUndefined();

    // Most pages new: the base is written afresh and the delta goes.
    const rewriting = new AnalysisStore('dist', dir);
    rewriting.read('pagefind 1.6');
    rewriting.write(index(range(300, 400), 'third'));
    expect(existsSync(rewriting.deltaFile)).toBe(false);
    const third = new AnalysisStore('dist', dir).read('pagefind 1.6')!;
    expect([...third.analyses.keys()]).toEqual(range(300, 400).map((n) => `page ${n}`));
    expect(third.key).toBe('third');
    expect(third.terms).toEqual({ id: 'table', terms: ['timber', 'third'] });
  });

  it('keeps each field of every page, and leaves out a page numbered by another table', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    const stored = index(range(0, 30), 'first');
    stored.analyses.set('page 99', analysis(99, 'another table'));
    new AnalysisStore('dist', dir).write(stored);
    const read = new AnalysisStore('dist', dir).read('pagefind 1.6')!;
    expect([...read.analyses.keys()]).toEqual(range(0, 30).map((n) => `page ${n}`));
    for (const n of range(0, 30)) expect(read.analyses.get(`page ${n}`)).toEqual(analysis(n));
    // A file cut short (a full disk, say) counts as none.
    const store = new AnalysisStore('dist', dir);
    const whole = readFileSync(store.file);
    writeFileSync(store.file, whole.subarray(0, whole.length - 8));
    expect(new AnalysisStore('dist', dir).read('pagefind 1.6')).toBeUndefined();
  });

  it("keeps what the index's assembly left for the next, in the base and in a delta", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    const state = (key: string): AssemblyState => ({
      table: 'table',
      keys: [key, 'page 1'],
      fields: ['title'],
      pageCounts: Uint32Array.of(2, 1),
      entries: Float64Array.of(5, 0.5e9),
      sorted: Uint32Array.of(1, 0),
      chunkEnds: Uint32Array.of(2),
      chunkHashes: [`chunk of ${key}`],
      spans: Uint32Array.of(2, 9, 9, 30),
    });
    new AnalysisStore('dist', dir).write({ ...index(range(0, 100), 'first'), assembly: state('first') });
    expect(new AnalysisStore('dist', dir).read('pagefind 1.6')!.assembly).toEqual(state('first'));
    const store = new AnalysisStore('dist', dir);
    store.read('pagefind 1.6');
    store.write({ ...index([...range(0, 100), 500], 'second'), assembly: state('second') });
    expect(existsSync(store.deltaFile)).toBe(true);
    expect(new AnalysisStore('dist', dir).read('pagefind 1.6')!.assembly).toEqual(state('second'));
  });

  it('ignores a delta written for another base', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    new AnalysisStore('dist', dir).write(index(range(0, 100), 'first'));
    const firstBase = readFileSync(new AnalysisStore('dist', dir).file);
    new AnalysisStore('dist', dir).write(index(range(0, 100), 'second'));
    const store = new AnalysisStore('dist', dir);
    store.read('pagefind 1.6');
    store.write(index([...range(0, 100), 500], 'second, with a delta'));
    expect(existsSync(store.deltaFile)).toBe(true);
    // The first base put back (a copy restored, say): the delta was written for the second.
    writeFileSync(store.file, firstBase);
    const read = new AnalysisStore('dist', dir).read('pagefind 1.6')!;
    expect(read.key).toBe('first');
    expect(read.analyses.has('page 500')).toBe(false);
  });

  it('hands what it read ahead to the next read, once, and writes on from it', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    new AnalysisStore('dist', dir).write(index(range(0, 100), 'first'));
    const store = new AnalysisStore('dist', dir);
    store.readAhead('pagefind 1.6');
    // Gone after it was read ahead: the read takes what was read then.
    rmSync(store.file);
    expect(store.read('pagefind 1.6')?.key).toBe('first');
    // A late read ahead reads nothing; the next read reads the disk.
    store.readAhead('pagefind 1.6');
    expect(store.read('pagefind 1.6')).toBeUndefined();

    const ahead = new AnalysisStore('dist', dir);
    ahead.write(index(range(0, 100), 'second'));
    const rebuild = new AnalysisStore('dist', dir);
    rebuild.readAhead('pagefind 1.6');
    expect(rebuild.read('pagefind 1.6')?.key).toBe('second');
    // A few pages new: written as a delta beside the base read ahead.
    rebuild.write(index([...range(0, 100), 500], 'third'));
    expect(existsSync(rebuild.deltaFile)).toBe(true);
    expect(new AnalysisStore('dist', dir).read('pagefind 1.6')?.analyses.has('page 500')).toBe(true);
    // Read ahead for another indexer: the read reads its own.
    const other = new AnalysisStore('dist', dir);
    other.readAhead('pagefind 1.7');
    expect(other.read('pagefind 1.6')?.key).toBe('third');
  });

  it('reads from the files it fetched off the thread, as from the disk, and counts a file not there then as none', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'analysis-store-'));
    new AnalysisStore('dist', dir).write(index(range(0, 100), 'first'));
    // A page added: a delta beside the base.
    const writer = new AnalysisStore('dist', dir);
    writer.read('pagefind 1.6');
    writer.write(index([...range(0, 100), 500], 'second'));
    const fetched = new AnalysisStore('dist', dir);
    await fetched.fetch();
    // Taken from what was fetched: the files are gone since.
    const base = readFileSync(fetched.file);
    rmSync(fetched.file);
    rmSync(fetched.deltaFile);
    const read = fetched.read('pagefind 1.6')!;
    expect(read.key).toBe('second');
    expect(read.analyses.get('page 500')).toEqual(analysis(500));
    expect(read.analyses.get('page 7')).toEqual(analysis(7));
    // Fetched once: the next read reads the disk.
    expect(fetched.read('pagefind 1.6')).toBeUndefined();
    // No base when fetched: none, though one is written before the read.
    const none = new AnalysisStore('dist', dir);
    await none.fetch();
    writeFileSync(none.file, base);
    expect(none.read('pagefind 1.6')).toBeUndefined();
    expect(new AnalysisStore('dist', dir).read('pagefind 1.6')?.key).toBe('first');
    // Let go, before or after its files arrive: nothing fetched is kept, and a read reads the disk.
    const early = new AnalysisStore('dist', dir);
    const arriving = early.fetch();
    early.letGo();
    await arriving;
    rmSync(early.file);
    expect(early.read('pagefind 1.6')).toBeUndefined();
  });
});
