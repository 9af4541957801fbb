import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, EncodedCache, sha256 } from './cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'encoded-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('cacheKey', () => {
  it('changes with the source and with every option, not with their order of arrival', () => {
    const source = sha256('photo bytes');
    const key = cacheKey(source, { format: 'avif', width: 640 });
    expect(cacheKey(source, { format: 'avif', width: 640 })).toBe(key);
    expect(cacheKey(source, { format: 'avif', width: 800 })).not.toBe(key);
    expect(cacheKey(sha256('other photo'), { format: 'avif', width: 640 })).not.toBe(key);
  });
});

describe('EncodedCache', () => {
  it('makes once, then serves the stored bytes', async () => {
    const cache = new EncodedCache(dir);
    let made = 0;
    const make = async () => {
      made += 1;
      return new Uint8Array([1, 2, 3]);
    };
    await cache.getOrMake('ab12', make);
    expect([...(await new EncodedCache(dir).getOrMake('ab12', make))]).toEqual([1, 2, 3]);
    expect(made).toBe(1);
    expect(await readdir(path.join(dir, 'ab'))).toEqual(['ab12']);
  });

  it('gives an entry as its file, with a way to make it again should a look-over of the cache remove it first', async () => {
    const cache = new EncodedCache(dir);
    let made = 0;
    const make = async () => {
      made += 1;
      return new Uint8Array([4, 5, 6]);
    };
    const first = await cache.fileOrMake('ef56', make);
    expect(first).toEqual({ linkFrom: path.join(dir, 'ef', 'ef56'), remake: expect.any(Function) });
    const found = await cache.fileOrMake('ef56', make);
    expect(made).toBe(1);
    await rm(path.join(dir, 'ef', 'ef56'));
    expect([...(await (found as { remake: () => Promise<Uint8Array> }).remake())]).toEqual([4, 5, 6]);
    expect(made).toBe(2);
    // Kept again, for the next build.
    expect([...(await cache.getOrMake('ef56', make))]).toEqual([4, 5, 6]);
    expect(made).toBe(2);
  });

  it('still returns the result when the cache cannot be written', async () => {
    await writeFile(path.join(dir, 'cd'), 'a file where the folder should be');
    const bytes = await new EncodedCache(dir).getOrMake('cd34', async () => new Uint8Array([9]));
    expect([...bytes]).toEqual([9]);
  });
});
