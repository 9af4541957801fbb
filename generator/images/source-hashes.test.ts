import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SourceHashes } from './source-hashes.ts';

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof fsPromises>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});
const readFile = vi.mocked(fsPromises.readFile);

let dir: string;
let memo: string;
let photo: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'source-hashes-'));
  memo = path.join(dir, 'cache', 'sources.json');
  photo = path.join(dir, 'yard.jpg');
  writeFileSync(photo, 'first version of the photo');
  readFile.mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const readsOf = (file: string) => readFile.mock.calls.filter(([name]) => name === file).length;

it('hashes a photo once, and a later build with it unchanged does not read it', async () => {
  const first = new SourceHashes(memo);
  expect((await first.of(photo)).hash).toBe(sha('first version of the photo'));
  expect(readsOf(photo)).toBe(1);
  first.save();

  const later = await new SourceHashes(memo).of(photo);
  expect(later.hash).toBe(sha('first version of the photo'));
  expect(readsOf(photo)).toBe(1);
  // Its bytes are still there when an encoding needs them, read once however often asked.
  expect(Buffer.from(await later.bytes()).toString()).toBe('first version of the photo');
  await later.bytes();
  expect(readsOf(photo)).toBe(2);
});

it('hashes afresh a photo edited in place, even one given back its size and modification time', async () => {
  const first = new SourceHashes(memo);
  await first.of(photo);
  first.save();
  const { atime, mtime } = statSync(photo);
  writeFileSync(photo, 'other version of the photo');
  utimesSync(photo, atime, mtime);
  expect((await new SourceHashes(memo).of(photo)).hash).toBe(sha('other version of the photo'));
});

it('hashes afresh a photo replaced by another under the same name', async () => {
  const first = new SourceHashes(memo);
  await first.of(photo);
  first.save();
  const other = path.join(dir, 'other.jpg');
  writeFileSync(other, 'a different photo');
  await fsPromises.rename(other, photo);
  expect((await new SourceHashes(memo).of(photo)).hash).toBe(sha('a different photo'));
});

it('remembers nothing without a memo file, and starts afresh from an unreadable one', async () => {
  const none = new SourceHashes();
  await none.of(photo);
  none.save();
  await new SourceHashes().of(photo);
  expect(readsOf(photo)).toBe(2);

  await fsPromises.mkdir(path.dirname(memo), { recursive: true });
  writeFileSync(memo, '{ not json');
  expect((await new SourceHashes(memo).of(photo)).hash).toBe(sha('first version of the photo'));
});
