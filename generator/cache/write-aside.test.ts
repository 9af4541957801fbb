import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { stopWriteAside, writeAside, writeAsideCounts, WRITTEN_HERE_FIRST } from './write-aside.ts';

let dir = '';
afterEach(async () => {
  await stopWriteAside();
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = (at: number) => Buffer.from(`entry ${at} `.repeat(200 + at));
/** Every file under `root`, relative to it. */
const filesIn = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

it('writes the first entries here and the rest on its thread, each whole, with its folder made, and no temporary file left', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-aside-'));
  const before = { ...writeAsideCounts };
  const count = WRITTEN_HERE_FIRST + 200;
  const written = await Promise.all(Array.from({ length: count }, (_, at) => writeAside(path.join(dir, (at % 16).toString(16).padStart(2, '0'), `entry-${at}`), bytesOf(at))));
  expect(written.every(Boolean)).toBe(true);
  expect(writeAsideCounts.aside - before.aside).toBeGreaterThanOrEqual(200 - before.here - before.aside);
  expect(writeAsideCounts.aside).toBeGreaterThan(0);
  const files = filesIn(dir);
  expect(files).toHaveLength(count);
  expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  for (let at = 0; at < count; at++) expect(readFileSync(path.join(dir, (at % 16).toString(16).padStart(2, '0'), `entry-${at}`)).equals(bytesOf(at))).toBe(true);
});

it('says false for an entry it cannot put in place, on its thread as here, and leaves no temporary file', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-aside-'));
  // Past the writes made here: these go to the thread.
  await Promise.all(Array.from({ length: WRITTEN_HERE_FIRST }, (_, at) => writeAside(path.join(dir, 'warm', `entry-${at}`), bytesOf(at))));
  // A folder where the entry should go: the rename fails.
  const blocked = path.join(dir, 'blocked');
  mkdirSync(path.join(blocked, 'inside'), { recursive: true });
  const aside = writeAsideCounts.aside;
  expect(await writeAside(blocked, bytesOf(1))).toBe(false);
  expect(writeAsideCounts.aside).toBe(aside + 1);
  expect(readdirSync(dir).sort()).toEqual(['blocked', 'warm']);
  expect(readdirSync(blocked)).toEqual(['inside']);
});

it('writes everything it was given before its thread stops, and starts another for later writes', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-aside-'));
  await Promise.all(Array.from({ length: WRITTEN_HERE_FIRST }, (_, at) => writeAside(path.join(dir, `first-${at}`), bytesOf(at))));
  const aside = writeAsideCounts.aside;
  const asked = Array.from({ length: 100 }, (_, at) => writeAside(path.join(dir, `asked-${at}`), bytesOf(at)));
  await stopWriteAside();
  expect((await Promise.all(asked)).every(Boolean)).toBe(true);
  expect(writeAsideCounts.aside).toBe(aside + 100);
  for (let at = 0; at < 100; at++) expect(readFileSync(path.join(dir, `asked-${at}`)).equals(bytesOf(at))).toBe(true);
  expect(await writeAside(path.join(dir, 'later'), bytesOf(7))).toBe(true);
  expect(writeAsideCounts.aside).toBe(aside + 101);
  expect(filesIn(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
});

it('writes here what its thread had not written when the thread fails', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-aside-'));
  await Promise.all(Array.from({ length: WRITTEN_HERE_FIRST }, (_, at) => writeAside(path.join(dir, `first-${at}`), bytesOf(at))));
  const here = writeAsideCounts.here;
  const asked = Array.from({ length: 300 }, (_, at) => writeAside(path.join(dir, `asked-${at}`), bytesOf(at)));
  await stopWriteAside({ abruptly: true });
  expect((await Promise.all(asked)).every(Boolean)).toBe(true);
  // Stopped before it could have written 300 entries: some were written here.
  expect(writeAsideCounts.here).toBeGreaterThan(here);
  for (let at = 0; at < 300; at++) expect(readFileSync(path.join(dir, `asked-${at}`)).equals(bytesOf(at))).toBe(true);
});

it('lets the process end once everything is written', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-aside-'));
  const script = `
    const { writeAside } = await import(${JSON.stringify(path.join(import.meta.dirname, 'write-aside.ts'))});
    const written = await Promise.all(Array.from({ length: 100 }, (_, at) => writeAside(${JSON.stringify(dir)} + '/entry-' + at, new Uint8Array(1000))));
    console.log(written.filter(Boolean).length);`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe('100');
  expect(run.status).toBe(0);
  expect(readdirSync(dir)).toHaveLength(100);
});
