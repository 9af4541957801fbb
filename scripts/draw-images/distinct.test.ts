import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { illustrations } from './index.ts';
import { hashDistance, likenessHash, tooAlike, type Hash } from './likeness.ts';
import { listings } from './listings.ts';
import { imagesDir } from './paths.ts';
import { box, scene } from './svg.ts';
import { timber } from './palette.ts';

/**
 * Two drawings on one listing must differ in at least this many of the 64 hash bits. Unrelated
 * drawings sit around 20 to 32 apart; the old plywood and softwood plank stacks were 5 apart.
 */
const MIN_DISTANCE = 12;

const names = Object.keys(illustrations);
const hashes = new Map<string, Hash>();

beforeAll(async () => {
  for (const [name, draw] of Object.entries(illustrations)) hashes.set(name, await likenessHash(draw()));
});

describe('likeness hash', () => {
  const stack = (shift: number, sheets: number) =>
    scene(Array.from({ length: sheets }, (_, i) => box(150 + shift + (i % 2) * 10, 470 - 30 * (i + 1), 480, 30, 200, timber)).join(''));

  it('finds two near-identical drawings too alike, and tells unrelated ones apart', async () => {
    const [a, b, other] = await Promise.all([likenessHash(stack(0, 6)), likenessHash(stack(6, 6)), likenessHash(illustrations['building-material/bricks.svg']!())]);
    expect(hashDistance(a, a)).toBe(0);
    expect(hashDistance(a, b)).toBeLessThan(MIN_DISTANCE);
    expect(hashDistance(a, other)).toBeGreaterThanOrEqual(MIN_DISTANCE);
    const pairs = tooAlike(new Map([['one', a], ['two', b], ['three', other]]), ['one', 'two', 'three'], MIN_DISTANCE);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['one', 'two']]);
  });
});

describe('drawings on one listing', () => {
  const byListing = [...listings(join(imagesDir, '..'), names)];

  it('groups the catalogue into listings that include the pages not yet written', () => {
    const map = new Map(byListing);
    expect(map.get('timber')).toEqual(expect.arrayContaining(['timber/plywood.svg', 'timber/softwood.svg', 'timber/sheet-materials.svg']));
    expect(map.get('building-material')).toEqual(expect.arrayContaining(['building-material/cement.svg', 'building-material/steel-lintels.svg']));
    expect(map.get('brands')).toEqual(expect.arrayContaining(['brands/osmo.svg', 'brands/floplast.svg']));
    expect(map.get('home')).toEqual(expect.arrayContaining(['home/doors-windows.svg']));
  });

  it.each(byListing)('%s has no two near-identical drawings', (_listing, srcs) => {
    const drawn = srcs.filter((src) => hashes.has(src));
    const close = tooAlike(hashes, drawn, MIN_DISTANCE).map((p) => `${p.a} and ${p.b} are ${p.distance} bits apart`);
    expect(close).toEqual([]);
  });
});
