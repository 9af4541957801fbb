/**
 * Bagged and tubbed building materials: cement, hydrated lime, ready-mixed mortar and post mix.
 * Each shows its pack in the form the yard sells it, beside the thing that tells it apart.
 */
import { concrete, darkConcrete, green, sand, sky, slate, tanalised, white, type Tone } from '../palette.ts';
import { DEPTH, box, drum, ellipse, fine, group, line, path, poly, rect, scene } from '../svg.ts';
import { pallet, place, sack, speckle } from '../parts.ts';
import { brickTrowel } from '../tools.ts';

const G = 505;

/** A paper sack lying flat, seen from the long side: a pillow with its top face showing. */
function flatSack(x: number, y: number, w: number, h: number, d: number, t: Tone, band?: string): string {
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const top = path(`M${x + 6} ${y}Q${x + w / 2} ${y - 6} ${x + w - 6} ${y}L${x + w - 6 + dx} ${y + dy}Q${x + w / 2 + dx} ${y + dy - 6} ${x + 6 + dx} ${y + dy}Z`, t.light);
  const side = path(`M${x + w - 6} ${y}L${x + w - 6 + dx} ${y + dy}Q${x + w + 8 + dx} ${y + dy + h / 2} ${x + w - 6 + dx} ${y + dy + h}L${x + w - 6} ${y + h}Z`, t.dark);
  const front = path(`M${x + 6} ${y}Q${x + w / 2} ${y - 6} ${x + w - 6} ${y}Q${x + w + 8} ${y + h / 2} ${x + w - 6} ${y + h}Q${x + w / 2} ${y + h + 6} ${x + 6} ${y + h}Q${x - 8} ${y + h / 2} ${x + 6} ${y}Z`, t.base);
  return group({}, top, side, front, band ? rect(x + w * 0.3, y + 4, w * 0.4, h - 8, band, { 'stroke-width': 2 }) : '');
}

/** Grey paper cement sacks stacked flat on a pallet, bonded like bricks, a green band on each. */
function cement(): string {
  const p = pallet(140, G, 520, 150);
  const parts = [p.svg];
  for (let row = 0; row < 4; row++) {
    const y = p.top - 52 * (row + 1);
    const offset = row % 2 ? 60 : 0;
    const n = row % 2 ? 1 : 2;
    for (let i = 0; i < n; i++) parts.push(flatSack(150 + offset + i * 250 + (row % 2 ? 70 : 0), y, row % 2 ? 380 : 250, 52, 140, concrete, green.base));
  }
  return scene(group({}, ...parts));
}

/** Hydrated lime: white sacks standing in a row, one opened with its fine white powder spilling. */
function lime(): string {
  const bags = [0, 1, 2].map((i) => group({}, sack(110 + i * 130, 200 + (i % 2) * 20, 140, 300 - (i % 2) * 20, white), rect(130 + i * 130, 300, 100, 34, sky.base, { 'stroke-width': 3 }), path(`M${122 + i * 130} ${212 + (i % 2) * 20}L${238 + i * 130} ${212 + (i % 2) * 20}`, 'none', fine)));
  // The open sack has its top rolled down to a cuff, the powder level showing inside it.
  const open = group({}, sack(530, 340, 180, 165, white), rect(524, 330, 192, 28, white.base, { rx: 12 }), ellipse(620, 340, 84, 12, white.dark, fine), ellipse(620, 343, 70, 8, white.light, fine));
  const heap = path('M440 505Q470 470 510 480Q540 465 560 505Z', white.light);
  const scoop = group({}, path('M600 330L650 300L680 330L630 352Z', concrete.light), path('M660 312L730 270', 'none', { 'stroke-width': 10 }));
  return scene(group({}, ...bags, open, heap, scoop));
}

/** A tub of ready-mixed mortar with its lid off, the brick trowel resting across it. */
function mortar(): string {
  const tub = group({}, drum(330, 230, 170, 270, darkConcrete, 46), ellipse(330, 230, 150, 38, sand.dark), speckle(220, 214, 220, 30, 40, darkConcrete.light, 7, 2), rect(160, 330, 340, 16, darkConcrete.dark, fine), rect(160, 420, 340, 16, darkConcrete.dark, fine));
  const lid = group({}, ellipse(630, 480, 130, 34, darkConcrete.light), ellipse(630, 470, 110, 26, darkConcrete.base, fine));
  const heap = path('M430 232Q470 190 520 224Z', sand.dark);
  return scene(group({}, lid, tub, heap, place(430, 200, 20, brickTrowel())));
}

/** A fence post stood in its hole, set in post mix, in a cut-away bank of soil; the bag waits beside. */
function postcrete(): string {
  const [dx, dy] = [200 * DEPTH[0], 200 * DEPTH[1]];
  const soil = group({}, poly([[90, 330], [520, 330], [520 + dx, 330 + dy], [90 + dx, 330 + dy]], green.base), rect(90, 330, 430, 175, sand.dark), poly([[520, 330], [520 + dx, 330 + dy], [520 + dx, 505 + dy], [520, 505]], sand.base));
  const hole = group({}, path('M200 330L220 490H390L410 330Z', concrete.light), speckle(226, 340, 158, 140, 60, darkConcrete.base, 5, 2.5), rect(270, 330, 70, 130, tanalised.dark, { 'stroke-width': 3 }));
  const post = group({}, box(270, 60, 70, 400, 50, tanalised), line(290, 100, 290, 440, { ...fine, stroke: tanalised.dark }), line(316, 100, 316, 440, { ...fine, stroke: tanalised.dark }));
  const bag = group({}, sack(560, 260, 170, 240, sky), rect(580, 330, 130, 60, white.light, { 'stroke-width': 3 }), path('M600 360h90', 'none', { ...fine, stroke: slate.base }));
  return scene(group({}, soil, post, hole, bag));
}

export const baggedMaterials: Record<string, () => string> = {
  'building-material/cement.svg': cement,
  'building-material/lime.svg': lime,
  'building-material/mortar.svg': mortar,
  'building-material/postcrete.svg': postcrete,
};
