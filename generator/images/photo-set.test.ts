import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encode, type EncodeJob } from './encode.ts';
import { contentOf } from '../emit/write.ts';
import { sha256 } from './cache.ts';
import { PhotoProcessor } from './photo-set.ts';
import { makePhoto } from './test-photos.ts';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'photo-cache-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

function counting(): { encode: typeof encode; jobs: EncodeJob[] } {
  const jobs: EncodeJob[] = [];
  return {
    jobs,
    encode: (source, job) => {
      jobs.push(job);
      return encode(source, job);
    },
  };
}

describe('PhotoProcessor', () => {
  it('publishes AVIF and WebP at the planned widths and one JPEG, upright', async () => {
    const portrait = await makePhoto({ width: 1200, height: 900, orientation: 6 });
    const set = await new PhotoProcessor({ cacheDir }).photoSet(portrait, ['card']);
    expect([set.width, set.height]).toEqual([900, 1200]);
    expect(set.variants.map((v) => `${v.format}-${v.width}`)).toEqual([
      'avif-320', 'avif-480', 'avif-640', 'avif-800', 'avif-900',
      'webp-320', 'webp-480', 'webp-640', 'webp-800', 'webp-900',
    ]);
    expect(set.fallback).toMatchObject({ format: 'jpeg', width: 565, height: 753 });
    for (const picture of [...set.variants, set.fallback]) {
      const metadata = await sharp(contentOf(picture.file)).metadata();
      expect([metadata.width, metadata.height]).toEqual([picture.width, picture.height]);
    }
  });

  it('never encodes an unchanged photo twice: a second build reads every file from the disk cache', async () => {
    const photo = await makePhoto({ width: 700, height: 525 });
    const first = counting();
    const built = await new PhotoProcessor({ cacheDir, encode: first.encode }).photoSet(photo, ['figure']);
    expect(first.jobs.length).toBe(built.variants.length + 1);

    const second = counting();
    const rebuilt = await new PhotoProcessor({ cacheDir, encode: second.encode }).photoSet(photo, ['figure']);
    expect(second.jobs).toEqual([]);
    expect(Buffer.compare(Buffer.from(contentOf(rebuilt.fallback.file)), Buffer.from(contentOf(built.fallback.file)))).toBe(0);

    const changed = counting();
    await new PhotoProcessor({ cacheDir, encode: changed.encode }).photoSet(await makePhoto({ width: 700, height: 525 }), ['figure']);
    expect(changed.jobs.length).toBe(built.variants.length + 1);
  });

  it('says how encoding goes when it takes long, and says nothing when every picture is cached', async () => {
    const photo = await makePhoto({ width: 800, height: 600 });
    const lines: string[] = [];
    // Each encode takes 1.5 s here, so this photo's take long enough to report.
    const slow: typeof encode = async (source, job) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return encode(source, job);
    };
    await new PhotoProcessor({ cacheDir, encode: slow, progress: (line) => lines.push(line) }).photoSet(photo, ['figure']);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/^pictures: [\d,]+ of [\d,]+ encodings done \(each is kept in the picture cache, so later builds skip it\)$/);
    const again: string[] = [];
    await new PhotoProcessor({ cacheDir, encode: slow, progress: (line) => again.push(line) }).photoSet(photo, ['figure']);
    expect(again).toEqual([]);
  });

  it('reads the original only for an encoding the cache lacks', async () => {
    const photo = await makePhoto({ width: 640, height: 480 });
    const reads: number[] = [];
    const source = { hash: sha256(photo), bytes: () => (reads.push(1), Promise.resolve(photo)) };
    await new PhotoProcessor({ cacheDir }).photoSet(source, ['card']);
    expect(reads.length).toBeGreaterThan(0);
    reads.length = 0;
    const set = await new PhotoProcessor({ cacheDir }).photoSet(source, ['card']);
    expect(reads).toEqual([]);
    // Each published file is the cache's own, linked into the output rather than read.
    for (const picture of [...set.variants, set.fallback]) expect(picture.file).toEqual({ linkFrom: expect.stringContaining(cacheDir), remake: expect.any(Function) });
  });

  it('gives link previews as files of the cache, named by what made them', async () => {
    const photos = new PhotoProcessor({ cacheDir });
    const illustration = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#1d4a37"/></svg>');
    const card = await photos.ogCard({ illustration, title: 'Plywood', siteName: 'Kestle & Daw' });
    expect(card.file).toEqual({ linkFrom: expect.stringContaining(cacheDir), remake: expect.any(Function) });
    expect((await sharp(contentOf(card.file)).metadata()).width).toBe(1200);
    // The same card is the same file; another title is another name.
    expect(await photos.ogCard({ illustration, title: 'Plywood', siteName: 'Kestle & Daw' })).toMatchObject({ hash: card.hash, file: { linkFrom: (card.file as { linkFrom: string }).linkFrom } });
    expect((await photos.ogCard({ illustration, title: 'Timber', siteName: 'Kestle & Daw' })).hash).not.toBe(card.hash);
    const preview = await photos.linkPreview(await makePhoto({ width: 1300, height: 800 }));
    expect(preview.file).toEqual({ linkFrom: expect.stringContaining(cacheDir), remake: expect.any(Function) });
    expect(preview.hash).toMatch(/^[0-9a-f]{8}$/);
  });

  it('leaves no temporary files in the cache', async () => {
    await new PhotoProcessor({ cacheDir }).linkPreview(await makePhoto({ width: 1300, height: 800 }));
    const files = await readdir(cacheDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });
});
