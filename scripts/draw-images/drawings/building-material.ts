import { aircrete, brick, concrete, darkConcrete, green, mustard, sand, sky, slate, steel, terracotta, timber, white, foil, brick as clay } from '../palette.ts';
import { DEPTH, bare, box, circle, ellipse, fine, group, line, path, poly, rect, scene, tube, type Point } from '../svg.ts';
import { extrudeX, pallet, sack, speckle } from '../parts.ts';

const G = 505;

function bricks(): string {
  const p = pallet(150, G, 480, 90);
  const parts = [p.svg];
  const bw = 150;
  const bh = 46;
  for (let row = 0; row < 5; row++) {
    const y = p.top - bh * (row + 1);
    const shift = row % 2 ? bw / 2 : 0;
    const xs: [number, number][] = [];
    let x = 165;
    if (shift) {
      xs.push([x, bw / 2]);
      x += bw / 2;
    }
    while (x + bw <= 615 + 0.1) {
      xs.push([x, bw]);
      x += bw;
    }
    if (x < 615) xs.push([x, 615 - x]);
    for (const [bx, w] of xs) parts.push(box(bx, y, w, bh, 80, brick));
  }
  // The frog on the loose brick is the detail that says "brick" rather than "red block".
  const loose = box(430, 500, 170, 54, 70, brick);
  const [dx, dy] = [70 * DEPTH[0], 70 * DEPTH[1]];
  const frog = poly([[470, 500 + dy * 0.3], [560, 500 + dy * 0.3], [560 + dx * 0.4, 500 + dy * 0.7], [470 + dx * 0.4, 500 + dy * 0.7]], brick.dark, fine);
  return scene(group({}, ...parts, loose, frog), { shadow: { cx: 400, cy: 520, rx: 320 } });
}

function aeratedBlocks(): string {
  const parts: string[] = [];
  const bw = 200;
  const bh = 96;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++) {
      const x = 180 + col * bw + (row === 2 ? 100 : 0);
      if (row === 2 && col === 1) continue;
      const y = G - bh * (row + 1);
      parts.push(box(x, y, bw, bh, 110, aircrete));
      parts.push(speckle(x + 8, y + 8, bw - 16, bh - 16, 26, aircrete.dark, row * 7 + col + 1, 3));
    }
  }
  return scene(group({}, ...parts));
}

function denseBlocks(): string {
  const p = pallet(160, G, 470, 110);
  const parts = [p.svg];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 2; col++) {
      const x = 165 + col * 230;
      const y = p.top - 62 * (row + 1);
      parts.push(box(x, y, 230, 62, 110, darkConcrete));
      parts.push(speckle(x + 6, y + 6, 218, 50, 22, darkConcrete.light, row * 3 + col + 11, 2.4));
    }
  }
  return scene(group({}, ...parts));
}

function sandsAggregates(): string {
  // A bulk bag of sand with its lifting loops, and a heap of gravel in front.
  const [x, y, w, h, d] = [330, 250, 250, 250, 110];
  const dx = d * DEPTH[0];
  const dy = d * DEPTH[1];
  const loop = (lx: number, ly: number) => path(`M${lx - 14} ${ly}Q${lx} ${ly - 50} ${lx + 14} ${ly}`, 'none', { stroke: green.base, 'stroke-width': 10 });
  const loops = [loop(x + 6, y), loop(x + w - 6, y), loop(x + dx + 10, y + dy), loop(x + w + dx - 10, y + dy)];
  const heap = path(`M${x} ${y}C${x + 40} ${y - 90} ${x + w + dx - 60} ${y + dy - 100} ${x + w + dx} ${y + dy}L${x + w} ${y}Z`, sand.light);
  const bag = group(
    {},
    poly([[x + w, y], [x + w + dx, y + dy], [x + w + dx, y + h + dy], [x + w, y + h]], white.dark),
    path(`M${x} ${y}H${x + w}V${y + h}H${x}Z`, white.base),
    line(x + 40, y, x + 40, y + h, { ...fine, stroke: white.dark }),
    line(x + w - 40, y, x + w - 40, y + h, { ...fine, stroke: white.dark }),
  );
  const gravel = path('M110 540Q220 350 340 540Z', concrete.base);
  const stones = speckle(175, 475, 110, 55, 30, darkConcrete.dark, 5, 5);
  const stones2 = speckle(200, 470, 60, 40, 10, concrete.light, 9, 5);
  return scene(group({}, loops[2]!, loops[3]!, heap, bag, loops[0]!, loops[1]!, gravel, stones, stones2), { shadow: { cx: 400, cy: 520, rx: 320 } });
}

function concreteLintels(): string {
  const pier = (x: number) => [0, 1, 2].map((i) => box(x, G - 70 * (i + 1), 100, 70, 90, concrete));
  const lintel = box(150, 225, 520, 70, 90, concrete);
  const [dx, dy] = [90 * DEPTH[0], 90 * DEPTH[1]];
  // The strand ends on the cut face mark it as pre-stressed.
  const strands = [0.25, 0.5, 0.75].map((f) => circle(670 + dx * f, 280 + dy * f, 5, darkConcrete.dark, fine));
  return scene(group({}, ...pier(170), ...pier(550), lintel, ...strands));
}

function coving(): string {
  // A wall with cove fitted under the ceiling, and a loose length whose cut end shows the profile.
  const r = 100;
  const profile: Point[] = [[0, 0], [r, 0], [r, r]];
  for (let i = 1; i < 12; i++) {
    const t = (Math.PI / 2) * (i / 12);
    profile.push([r * Math.cos(t), r - r * Math.sin(t)]);
  }
  const room = group(
    {},
    rect(110, 70, 580, 300, sky.light),
    rect(110, 70, 580, 26, white.light),
    rect(110, 96, 580, 16, white.light, bare),
    rect(110, 112, 580, 14, white.dark, bare),
    rect(110, 126, 580, 14, concrete.light, bare),
    rect(110, 140, 580, 12, concrete.base, bare),
    line(110, 152, 690, 152),
    rect(110, 345, 580, 25, white.base),
  );
  return scene(group({}, room, extrudeX(profile, 170, 560, G, { ...white, dark: concrete.light })), { disc: false });
}

function feb(): string {
  // A five-litre admixture can pouring into a bucket of mortar.
  const can = group(
    {},
    path('M230 230H380Q395 230 395 245V480Q395 495 380 495H230Q215 495 215 480V275Z', white.base),
    path('M260 230V195H340V230', 'none'),
    path('M280 230V212H320V230', slate.base),
    rect(228, 300, 154, 110, green.base),
    path('M305 322Q290 345 290 360A15 15 0 0 0 320 360Q320 345 305 322Z', white.light),
    rect(215, 232, 30, 40, slate.base),
  );
  const bucket = group(
    {},
    path('M440 330H640L620 500H460Z', slate.base),
    ellipse(540, 330, 100, 22, concrete.base),
    speckle(470, 320, 140, 18, 12, concrete.dark, 4, 3),
    path('M446 380H634', 'none', { ...fine, stroke: slate.light }),
  );
  const trowel = group({}, poly([[560, 300], [660, 250], [690, 280]], steel.base), line(640, 262, 700, 215, { 'stroke-width': 10, stroke: timber.dark }));
  return scene(group({}, can, bucket, trowel));
}

function insulation(): string {
  const board = group({}, box(420, 150, 230, 340, 40, foil), line(430, 160, 640, 480, { ...fine, stroke: foil.dark }), line(640, 160, 430, 480, { ...fine, stroke: foil.dark }));
  const roll = (x: number, cy: number, len: number, rr: number) => {
    const rings = [0.3, 0.55, 0.8].map((k) => ellipse(x + len, cy, rr * 0.35 * k, rr * k, 'none', { ...fine, stroke: mustard.dark }));
    return group({}, tube(x, cy, len, rr, mustard), ...rings, rect(x + len * 0.3, cy - rr, 26, rr * 2, white.base));
  };
  return scene(group({}, board, roll(120, 415, 300, 90), roll(220, 270, 250, 75)));
}

function plaster(): string {
  const bag = group({}, sack(170, 210, 230, 300, white), rect(175, 300, 220, 70, brick.light), path('M180 220Q285 240 390 220', 'none', fine));
  const hawk = group(
    {},
    rect(548, 330, 24, 130, timber.dark),
    poly([[440, 330], [640, 330], [700, 285], [500, 285]], steel.light),
    rect(440, 330, 200, 12, steel.base),
    path('M520 315Q570 230 630 312Z', white.light),
  );
  const trowel = group({}, poly([[430, 505], [650, 505], [690, 475], [470, 475]], steel.base), path('M560 490V440H620', 'none', { 'stroke-width': 7 }), rect(600, 424, 80, 26, timber.base, { rx: 10 }));
  return scene(group({}, bag, hawk, trowel));
}

function plasterboard(): string {
  const parts = [box(210, G - 30, 60, 30, 220, timber), box(530, G - 30, 60, 30, 220, timber)];
  for (let i = 0; i < 9; i++) parts.push(box(140, G - 30 - 16 * (i + 1), 500, 16, 220, { light: white.light, base: concrete.light, dark: white.dark }));
  return scene(group({}, ...parts));
}

function roofing(): string {
  // A pitched roof slope running back to the ridge, plain tiles laid in broken bond.
  const [ex0, ex1, ey] = [110, 490, 470];
  const [rx, ry] = [100, 230];
  const courses = 7;
  const at = (x: number, f: number): Point => [x + rx * f, ey - (ey - ry) * f];
  const tiles: string[] = [poly([at(ex0, 0), at(ex1, 0), at(ex1, 1), at(ex0, 1)], clay.dark)];
  for (let r = courses - 1; r >= 0; r--) {
    const f0 = r / courses;
    const f1 = (r + 1.25) / courses;
    const n = 7;
    const tw = (ex1 - ex0) / n;
    for (let i = 0; i <= n; i++) {
      const l = Math.max(ex0, ex0 + (i - (r % 2) * 0.5) * tw);
      const rr = Math.min(ex1, ex0 + (i + 1 - (r % 2) * 0.5) * tw);
      if (rr - l < 4) continue;
      const [a, b, c, d] = [at(l, f0), at(rr, f0), at(rr, Math.min(f1, 1)), at(l, Math.min(f1, 1))];
      tiles.push(poly([a, b, c, d], (i * 3 + r) % 4 ? clay.base : terracotta.base, { 'stroke-width': 3 }));
    }
  }
  const back: Point = [ex1 + 2 * rx, ey - 150];
  const gable = poly([[ex1, ey], at(ex1, 1), back], concrete.light);
  const wall = group({}, poly([[ex1, ey], back, [back[0], back[1] + 50], [ex1, ey + 50]], concrete.base), rect(ex0, ey, ex1 - ex0, 50, concrete.light));
  const ridge = tube(at(ex0, 1)[0] - 10, ry - 4, ex1 - ex0 + 20, 20, clay);
  const fascia = rect(ex0 - 10, ey - 4, ex1 - ex0 + 10, 16, slate.base);
  return scene(group({}, wall, gable, ...tiles, ridge, fascia), { shadow: { cx: 420, cy: 525, rx: 320 } });
}

function steelLintels(): string {
  const k = 0.6;
  const profile = ([[0, 0], [260, 0], [260, 12], [225, 12], [225, 170], [185, 170], [60, 12], [0, 12]] as const).map(([z, h]): Point => [z * k, h * k]);
  const pier = (x: number) => [0, 1, 2, 3].map((i) => box(x, G - 50 * (i + 1), 80, 50, 150, brick));
  // The perforations in the sloping web give plaster a key, and make the lintel read as steel.
  const holes: string[] = [];
  for (let i = 0; i < 9; i++) {
    for (const f of [0.35, 0.7]) {
      const z = (60 + 165 * f) * k;
      const h = (12 + 158 * f) * k;
      holes.push(ellipse(150 + i * 50 + z * DEPTH[0], G - 200 - h + z * DEPTH[1], 6, 4, steel.dark, bare));
    }
  }
  return scene(group({}, ...pier(140), ...pier(570), extrudeX(profile, 110, 650, G - 200, steel), ...holes));
}

export const buildingMaterial: Record<string, () => string> = {
  'building-material/bricks.svg': bricks,
  'building-material/aerated-concrete-blocks.svg': aeratedBlocks,
  'building-material/dense-concrete-blocks.svg': denseBlocks,
  'building-material/sands-and-aggregates.svg': sandsAggregates,
  'building-material/concrete-lintels.svg': concreteLintels,
  'building-material/coving.svg': coving,
  'building-material/feb.svg': feb,
  'building-material/insulation.svg': insulation,
  'building-material/plaster.svg': plaster,
  'building-material/plasterboard.svg': plasterboard,
  'building-material/roofing.svg': roofing,
  'building-material/steel-lintels.svg': steelLintels,
};
