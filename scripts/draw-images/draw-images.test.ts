import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrations } from './index.ts';
import * as palette from './palette.ts';
import { imagesDir } from './paths.ts';

// The pages the seed lists; written out here, independently of index.ts, so a missing or
// misspelt drawing fails the test instead of silently shrinking the set.
const detail: Record<string, string[]> = {
  'building-material': ['sands-and-aggregates', 'aerated-concrete-blocks', 'bricks', 'concrete-lintels', 'coving', 'dense-concrete-blocks', 'feb', 'insulation', 'plaster', 'plasterboard', 'roofing', 'steel-lintels', 'cement', 'lime', 'mortar', 'postcrete'],
  'plumbing-heating': ['copper-fittings', 'floplast-underground-fittings', 'sanitaryware', 'soil-pipes', 'speedfit', 'water-butts', 'heating-systems', 'radiators', 'radiator-valves', 'hot-water-cylinders', 'heating-controls', 'plumbing-supplies'],
  timber: ['softwood', 'hardwood', 'sheet-materials', 'cladding', 'boards', 'mouldings', 'plywood', 'prepared-timber', 'sawn-timber', 'timber-cut-to-size'],
  'tools-electrical': ['drill-bits-hole-saws', 'electrical', 'hand-saws', 'hand-tools'],
  ironmongery: ['door-hardware', 'window-hardware', 'security-products', 'door-handles', 'ironmongery-prepacked', 'nails', 'post-fixings'],
  decorating: ['paints', 'wallpaper', 'brushes-rollers', 'johnstones-paint', 'osmo', 'paint-brushes-rollers', 'paint-mixing', 'painting-sundries', 'woodstain-varnishes'],
  services: ['delivery', 'expert-advice', 'custom-orders', 'boards-cut-to-size', 'key-cutting', 'paint-mixing', 'timber-cut-to-size'],
};
const home = ['hero', 'about', 'timber', 'bricks-blocks', 'cement-aggregates', 'roofing', 'insulation', 'doors-windows'];
const brands = ['index', 'johnstones', 'osmo', 'jg-speedfit', 'floplast'];
const expected = [
  ...Object.entries(detail).flatMap(([category, slugs]) => [...slugs, 'category'].map((slug) => `${category}/${slug}.svg`)),
  ...home.map((name) => `home/${name}.svg`),
  ...brands.map((name) => `brands/${name}.svg`),
  'trade.svg',
];

const drawn = Object.entries(illustrations).map(([name, draw]) => ({ name, svg: draw() }));
const paletteColours = new Set(
  Object.values(palette).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))),
);

describe('illustrations', () => {
  it('draws every image the catalogue references, and nothing else', () => {
    expect(expected).toHaveLength(86);
    expect(Object.keys(illustrations).sort()).toEqual([...expected].sort());
  });

  it.each(drawn)('$name is a safe, self-contained, sized SVG', ({ name, svg }) => {
    const [w, h] = name === 'home/hero.svg' ? [1600, 900] : [800, 600];
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`)).toBe(true);
    // Its own background, so it reads on light and dark pages alike, and the same bare paper
    // under every drawing: no disc behind one subject and not another.
    expect(svg).toContain(`<rect x="0" y="0" width="${w}" height="${h}" fill="${palette.paper}"/>`);
    expect(svg).not.toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="2[45]\d" fill=/);
    expect(svg).not.toMatch(/<(text|script|image|foreignObject|style|use)\b|href=|url\(|font|\son[a-z]+=/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(15_000);
  });

  it.each(drawn)('$name uses only the shared palette', ({ svg }) => {
    const colours = new Set(svg.match(/#[0-9a-f]{6}\b/gi) ?? []);
    expect([...colours].filter((c) => !paletteColours.has(c))).toEqual([]);
  });

  it('keeps every product distinct from every other', () => {
    const seen = new Map<string, string>();
    for (const { name, svg } of drawn) {
      expect(seen.get(svg), `${name} repeats another drawing`).toBeUndefined();
      seen.set(svg, name);
    }
  });

  it.each(drawn)('committed catalogue/images/$name matches the generator', ({ name, svg }) => {
    const file = join(imagesDir, name);
    expect(existsSync(file), `${name} missing: run npx tsx scripts/draw-images/main.ts`).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(svg);
  });
});
