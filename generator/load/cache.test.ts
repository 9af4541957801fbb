import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openParseCache } from './cache.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'catalogue-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('openParseCache', () => {
  it('keys on path and content, and remembers results between runs', async () => {
    const first = await openParseCache('/catalogue', cacheDir);
    const key = first.key('timber/plywood.yaml', 'title: Plywood\n');
    expect(first.key('timber/boards.yaml', 'title: Plywood\n')).not.toBe(key);
    expect(first.key('timber/plywood.yaml', 'title: Plywood!\n')).not.toBe(key);
    expect(first.get(key)).toBeUndefined();
    first.set(key, { data: { title: 'Plywood' }, diagnostics: [] });
    await first.save();

    const second = await openParseCache('/catalogue', cacheDir);
    expect(second.get(key)).toEqual({ data: { title: 'Plywood' }, diagnostics: [] });
  });

  it('does not cache values JSON cannot hold', async () => {
    const cache = await openParseCache('/other', cacheDir);
    const key = cache.key('a.yaml', 'n: .inf\n');
    cache.set(key, { data: { n: Infinity }, diagnostics: [] });
    await cache.save();
    expect((await openParseCache('/other', cacheDir)).get(key)).toBeUndefined();
  });

  it('keeps only the newest cache files', async () => {
    for (let i = 0; i < 20; i++) {
      const cache = await openParseCache(`/copy-${i}`, cacheDir);
      cache.set(cache.key('a.yaml', 'a: 1\n'), { data: { a: 1 }, diagnostics: [] });
      await cache.save();
    }
    expect(readdirSync(cacheDir).length).toBeLessThanOrEqual(16);
  });
});
