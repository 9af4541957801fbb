import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    for (let i = 0; i < 60; i++) {
      const cache = await openParseCache(`/copy-${i}`, cacheDir);
      cache.set(cache.key('a.yaml', 'a: 1\n'), { data: { a: 1 }, diagnostics: [] });
      await cache.save();
    }
    expect(readdirSync(cacheDir).length).toBeLessThanOrEqual(48);
  });

  it('writes a few new entries beside the base, and the base again once most of it has changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-cache-delta-'));
    try {
      const result = (n: number) => ({ data: { n }, diagnostics: [] });
      const run = async (texts: string[]) => {
        const cache = await openParseCache('/large', dir);
        const hits = texts.filter((text) => cache.get(cache.key('a.yaml', text)) !== undefined).length;
        texts.forEach((text, n) => cache.get(cache.key('a.yaml', text)) ?? cache.set(cache.key('a.yaml', text), result(n)));
        await cache.save();
        return hits;
      };
      const files = () => readdirSync(dir).sort();
      const texts = Array.from({ length: 50 }, (_, n) => `n: ${n}\n`);
      expect(await run(texts)).toBe(0);
      const [base] = files();
      const baseBytes = readFileSync(path.join(dir, base!));

      // One file edited: only a delta is written, and the next run has every entry.
      texts[7] = 'n: 7 edited\n';
      expect(await run(texts)).toBe(49);
      expect(files()).toEqual([base!.replace(/\.json$/, '.delta'), base]);
      expect(readFileSync(path.join(dir, base!)).equals(baseBytes)).toBe(true);
      expect(await run(texts)).toBe(50);
      // Another edit keeps the first delta's entry too.
      texts[8] = 'n: 8 edited\n';
      expect(await run(texts)).toBe(49);
      expect(await run(texts)).toBe(50);

      // Most files edited: the base is written again, with only what is used, and the delta goes.
      const edited = texts.map((text, n) => (n % 2 ? `${text}# edited again\n` : text));
      expect(await run(edited)).toBe(25);
      expect(files()).toEqual([base]);
      expect(readFileSync(path.join(dir, base!)).equals(baseBytes)).toBe(false);
      expect(await run(edited)).toBe(50);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
