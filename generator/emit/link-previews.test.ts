/**
 * Link previews as a large catalogue's first build makes them: while making them takes long, a
 * line now and then says how many of all are made, the total fixed from the first line.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { slotOfImagePath } from '../../contract/image-slots.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import { collectLinks } from '../links/collect.ts';
import { checkCatalogue } from '../pipeline.ts';
import { REPO } from '../test/run-cli.ts';
import { defaultCacheDir } from '../images/cache.ts';
import { ImageStore } from './images.ts';
import { linkPreviews } from './link-previews.ts';

const CATALOGUE = path.join(REPO, 'catalogue');

it('says how many of all the previews it makes are made, when making them takes a while', async () => {
  const { pages } = await checkCatalogue(CATALOGUE, { cache: false });
  const lines: string[] = [];
  // A clock a second on at every look: the previews seem slow, so each few finished say so.
  let now = 0;
  const images = new ImageStore(CATALOGUE, defaultCacheDir(), { progress: (line) => lines.push(line), clock: () => (now += 1000) });
  const all = [...pages.values()];
  await images.load(all.flatMap((page) => collectLinks(page.kind, page.file.data).images.map((image) => ({ src: image.src, slot: slotOfImagePath(image.path) }))));
  // No earlier output to link from: every page's preview is made (or taken from the picture cache).
  const previews = linkPreviews(all, images, 'Test Merchant');
  const files = await previews.files;
  const total = previews.making.size;
  expect(total).toBeGreaterThan(50);
  expect(files).toHaveLength(total);
  const said = lines.filter((line) => line.startsWith('link previews: '));
  expect(said.length).toBeGreaterThan(1);
  const counts = said.map((line) => {
    const match = /^link previews: ([\d,]+) of ([\d,]+) made \(each is kept in the picture cache, so later builds skip it\)$/.exec(line);
    expect(match, line).not.toBeNull();
    expect(match![2]).toBe(grouped(total));
    return Number(match![1]!.replace(/,/g, ''));
  });
  // Counting up to the total, never past it.
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(counts.at(-1)).toBeLessThanOrEqual(total);
}, 60_000);
