import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model.ts';
import { checkCatalogue } from '../pipeline.ts';
import { LiveCatalogue } from './live-catalogue.ts';
import { StepLines } from '../progress.ts';

let work: string;
let dir: string;
let live: LiveCatalogue;
const plywood = () => path.join(dir, 'timber', 'plywood.yaml');
let original: string;

/** What staff are shown: code, place and message, in order. */
const shown = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.code} ${d.span?.file ?? ''}:${d.span?.start.line ?? ''}:${d.span?.start.column ?? ''} ${d.message}`);

/** Saves a file as an editor would and tells the live catalogue, as the watcher does. */
function save(file: string, text: string): void {
  writeFileSync(file, text);
  live.touch(file);
}

async function expectSameAsFullCheck(): Promise<Diagnostic[]> {
  const incremental = await live.check();
  const full = await checkCatalogue(dir, { cache: false });
  expect(shown(incremental.diagnostics)).toEqual(shown(full.diagnostics));
  expect([...incremental.pages.keys()]).toEqual([...full.pages.keys()]);
  expect(incremental.files.map((file) => file.data)).toEqual(full.files.map((file) => file.data));
  return incremental.diagnostics;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'live-catalogue-'));
  dir = path.join(work, 'catalogue');
  cpSync('catalogue', dir, { recursive: true });
  original = readFileSync(plywood(), 'utf8');
  live = new LiveCatalogue(dir);
  await live.check();
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('LiveCatalogue', () => {
  it("names each step of a first check that takes long, its counts as they stand", async () => {
    // A clock ten seconds on at every look: every step's line is due as soon as it starts.
    let now = 0;
    const lines: string[] = [];
    const steps = new StepLines((line) => lines.push(line), () => (now += 10_000), 0);
    const result = await new LiveCatalogue(dir).check(steps);
    const files = result.stats.files;
    expect(lines[0]).toBe("checking: looking for the catalogue's files");
    expect(lines).toContain(`checking: 0 of ${files} files read`);
    expect(lines).toContain(`checking: 0 of ${files} records against the schema`);
    expect(lines.at(-1)).toBe('checking: the links between pages');
    // Files parsed are told only when the parse cache lacked some; each line is one of these steps.
    for (const line of lines) expect(line).toMatch(/^checking: (looking for the catalogue's files|[\d,]+ of [\d,]+ (files read|files parsed|records against the schema)|the links between pages)$/);
  });

  it('reads again only the files it is told changed', async () => {
    const before = await live.check();
    writeFileSync(plywood(), original.replace(/^title: Plywood$/m, 'title: Plywood Sheets'));
    const untold = await live.check();
    expect(untold.files.find((file) => file.path === 'timber/plywood.yaml')?.data).toMatchObject({ title: 'Plywood' });
    // Unchanged files keep their records, so nothing about them is worked out twice.
    expect(untold.files.find((file) => file.path === 'timber/boards.yaml')).toBe(before.files.find((file) => file.path === 'timber/boards.yaml'));

    live.touch(plywood());
    const told = await live.check();
    expect(told.files.find((file) => file.path === 'timber/plywood.yaml')?.data).toMatchObject({ title: 'Plywood Sheets' });
    expect(told.pages.get('/timber/plywood')?.title).toBe('Plywood Sheets');
  });

  it('reports a schema fault, a broken link and a non-text file as a full check does, at the same lines', async () => {
    save(plywood(), original.replace(/^title: Plywood$/m, 'title: Plywood\ncolour: birch'));
    expect((await expectSameAsFullCheck()).map((d) => d.code)).toContain('schema/unknown-key');

    save(plywood(), original.replace('  - /timber/boards\n', '  - /timber/bords\n'));
    const badLink = await expectSameAsFullCheck();
    expect(badLink.some((d) => d.severity === 'error' && d.span?.file === 'timber/plywood.yaml')).toBe(true);

    save(plywood(), 'title: Plywood\u0007\n');
    expect((await expectSameAsFullCheck()).map((d) => d.code)).toContain('file/unreadable');

    save(plywood(), original);
    expect((await expectSameAsFullCheck()).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('reads a changed file as load does: a file far too large is refused, and a named pipe put in its place is reported, not waited on', async () => {
    save(plywood(), `${original}# ${'x'.repeat(1100 * 1024)}\n`);
    expect((await expectSameAsFullCheck()).map((d) => d.code)).toContain('file/too-large');

    // Swapped in after the folder was walked, as the watcher reports it: a plain read would never return.
    rmSync(plywood());
    execFileSync('mkfifo', [plywood()]);
    live.touch(plywood());
    const piped = await live.check();
    expect(piped.diagnostics.filter((d) => d.span?.file === 'timber/plywood.yaml').map((d) => d.code)).toEqual(['file/not-regular']);

    rmSync(plywood());
    save(plywood(), original);
    expect((await expectSameAsFullCheck()).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('notices files added and removed', async () => {
    const added = path.join(dir, 'timber', 'osb.yaml');
    writeFileSync(added, original.replace(/^title: Plywood$/m, 'title: OSB Boards'));
    live.touch(added, 'add');
    const withOsb = await expectSameAsFullCheck();
    expect((await live.check()).pages.get('/timber/osb')?.title).toBe('OSB Boards');
    expect(withOsb.length).toBeGreaterThan(0);

    unlinkSync(added);
    live.touch(added, 'unlink');
    expect((await live.check()).pages.has('/timber/osb')).toBe(false);
    await expectSameAsFullCheck();
  });
});
