import { statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, EncodedCache, entryFileOf, keepPageSync, sha256, takeKeptPageSync } from './cache.ts';

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

  it('links outputs to their entries, making an entry and its folder the first time', async () => {
    const cache = new EncodedCache(path.join(dir, 'cache'));
    const key = sha256('a page data file');
    const first = path.join(dir, 'first.json');
    await cache.linkInto(key, '{"title":"Plywood"}', first);
    const entry = entryFileOf(path.join(dir, 'cache'), key);
    expect(await readFile(entry, 'utf8')).toBe('{"title":"Plywood"}');
    expect(statSync(first).ino).toBe(statSync(entry).ino);
    // Found the second time: a link, nothing made.
    const second = path.join(dir, 'second.json');
    await cache.linkInto(key, { make: () => expect.unreachable('made again'), isThem: (there) => there.toString() === '{"title":"Plywood"}' }, second);
    expect(statSync(second).ino).toBe(statSync(entry).ino);
    expect(statSync(entry).nlink).toBe(3);
  });

  it('keeps rendered pages by their hash, and gives back only those kept', async () => {
    const pages = path.join(dir, 'pages');
    const page = Buffer.from('<h1>Plywood</h1>');
    const name = keepPageSync(pages, page, path.join(dir, 'index.html'));
    expect(name).toBe(sha256(page));
    const entry = entryFileOf(pages, name);
    expect(statSync(entry).ino).toBe(statSync(path.join(dir, 'index.html')).ino);
    expect(takeKeptPageSync(entry, path.join(dir, 'again.html'))?.toString()).toBe('<h1>Plywood</h1>');
    expect(statSync(path.join(dir, 'again.html')).ino).toBe(statSync(entry).ino);
    expect(takeKeptPageSync(entryFileOf(pages, sha256('never kept')), path.join(dir, 'none.html'))).toBeUndefined();
    await expect(readFile(path.join(dir, 'none.html'))).rejects.toThrow(/ENOENT/);
  });
});
