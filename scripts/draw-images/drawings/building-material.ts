import { aircrete, brick, concrete, darkConcrete, mustard, sand, sky, slate, steel, timber, white, foil } from '../palette.ts';
import { DEPTH, bare, box, circle, ellipse, fine, group, line, path, poly, rect, scene, tube, type Point } from '../svg.ts';
import { extrudeDepth, extrudeX, sack, speckle } from '../parts.ts';
import { blockPallet, brickPallet, bulkBag, crushedStone, gravel, heap } from '../yard.ts';

const G = 505;

function bricks(): string {
  const loose = box(430, 500, 170, 54, 70, brick);
  const [dx, dy] = [70 * DEPTH[0], 70 * DEPTH[1]];
  // The frog on the loose brick is the detail that says "brick" rather than "red block".
  const frog = poly([[470, 500 + dy * 0.3], [560, 500 + dy * 0.3], [560 + dx * 0.4, 500 + dy * 0.7], [470 + dx * 0.4, 500 + dy * 0.7]], brick.dark, fine);
  return scene(group({}, brickPallet(150, G, 460, 5), loose, frog), { shadow: { cx: 400, cy: 520, rx: 320 } });
}

function aeratedBlocks(): string {
  // A half block cut open in front, its face densely pored: aircrete's give-away texture.
  const half = group({}, box(470, 460, 110, 90, 90, aircrete), speckle(476, 466, 98, 78, 60, aircrete.dark, 31, 2.2));
  return scene(group({}, blockPallet(150, G - 10, 200, 90, 2, 3, aircrete), half), { shadow: { cx: 400, cy: 525, rx: 320 } });
}

function denseBlocks(): string {
  return scene(blockPallet(150, G, 230, 62, 2, 3, darkConcrete, true));
}

function sandsAggregates(): string {
  return scene(group({}, bulkBag(300, 250, 230, 240, 100), heap(90, 330, 530, 95, gravel, 5), heap(470, 730, 540, 80, crushedStone, 9, 7)), { shadow: { cx: 400, cy: 520, rx: 330 } });
}

function concreteLintels(): string {
  // Prestressed lintels stacked in tiers on battens, shorter lengths on top, the ends of the
  // steel strands showing on every cut face.
  const lintel = (x: number, y: number, w: number, h: number) => {
    const strands = [0.3, 0.7].flatMap((f) => [0.3, 0.75].map((g) => circle(x + w + 90 * DEPTH[0] * f, y + h * g + 90 * DEPTH[1] * f, 4, darkConcrete.dark, fine)));
    return group({}, box(x, y, w, h, 90, concrete), ...strands);
  };
  const tiers = [[100, 560], [170, 420], [240, 280]] as const;
  const parts: string[] = [];
  let y = G;
  tiers.forEach(([x, w], i) => {
    parts.push(box(x + 40, y - 20, 30, 20, 90, timber), box(x + w - 70, y - 20, 30, 20, 90, timber));
    y -= 20 + 70;
    parts.push(lintel(x, y, w, 70));
    if (i === 2) parts.push(lintel(x + 60, y - 100, 160, 100));
  });
  return scene(group({}, ...parts));
}

function coving(): string {
  // A sample corner of a room, cut through: the wall, the ceiling over it, and the cove filling
  // the angle between them. The cut end shows the cove's hollow curve; its length runs back.
  const [r, wx, ch, d] = [120, 200, 330, 190];
  const cove: Point[] = [[wx, ch], [wx, ch - r]];
  for (let i = 1; i <= 12; i++) {
    const a = (Math.PI / 2) * (i / 12);
    cove.push([wx + r - r * Math.cos(a), ch - r + r * Math.sin(a)]);
  }
  const wall: Point[] = [[wx - 34, 0], [wx, 0], [wx, ch], [wx - 34, ch]];
  const ceiling: Point[] = [[wx - 34, ch], [wx + 380, ch], [wx + 380, ch + 30], [wx - 34, ch + 30]];
  return scene(
    group(
      {},
      extrudeDepth(wall, 0, G, d, { ...sky, base: sky.base }),
      extrudeDepth(ceiling, 0, G, d, white),
      extrudeDepth(cove, 0, G, d, { ...white, base: sand.light }),
      line(wx + 30, G - 40, wx + 30, G - ch + r + 20, { ...fine, stroke: sky.dark }),
    ),
  );
}

function feb(): string {
  // The eaves in section: slates down the rafter to a white fascia carrying the gutter, with a
  // vented soffit running back to the brick wall.
  const k = -0.4655;
  const onRafter = (x: number, lift: number): Point => [x, 330 + k * (x - 200) - lift];
  const wall = group({}, rect(536, 410, 150, 95, brick.base), ...[0, 1].map((i) => line(536, 450 + i * 40, 686, 450 + i * 40, { ...fine, stroke: brick.dark })));
  const rafter = poly([onRafter(190, 0), onRafter(740, 0), onRafter(740, -48), onRafter(214, -48)], timber.base);
  const slates: string[] = [];
  for (let i = 6; i >= 0; i--) {
    const x = 186 + i * 76;
    slates.push(poly([onRafter(x, 2), onRafter(x + 110, 2), onRafter(x + 110, 22), onRafter(x, 36)], i % 2 ? slate.light : slate.base));
  }
  const fascia = rect(176, 318, 40, 110, white.base);
  const soffit = group({}, rect(216, 410, 320, 18, white.light), ...[0, 1, 2, 3, 4, 5].map((i) => rect(250 + i * 45, 415, 24, 8, concrete.base, fine)));
  const gutter = path('M100 330H176V356A38 38 0 0 1 100 356Z', white.light);
  return scene(group({}, wall, rafter, ...slates, fascia, soffit, gutter), { shadow: false });
}

function insulation(): string {
  const board = (x: number, y: number) => group({}, box(x, y, 210, 320, 36, foil), line(x + 10, y + 10, x + 200, y + 310, { ...fine, stroke: foil.dark }), line(x + 200, y + 10, x + 10, y + 310, { ...fine, stroke: foil.dark }));
  const roll = (x: number, cy: number, len: number, rr: number) => {
    const rings = [0.3, 0.55, 0.8].map((k) => ellipse(x + len, cy, rr * 0.35 * k, rr * k, 'none', { ...fine, stroke: mustard.dark }));
    return group({}, tube(x, cy, len, rr, mustard), ...rings, rect(x + len * 0.3, cy - rr, 26, rr * 2, white.base));
  };
  return scene(group({}, board(130, 160), board(90, 185), roll(330, 415, 300, 90), roll(400, 270, 250, 75)));
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
  // Boards leaning on a wall, and one laid in front with its tapered edge (the dip at each side).
  const wall = group(bare, rect(70, 40, 660, 410, concrete.light));
  const sheet = (x: number) => group({}, poly([[x, 440], [x + 300, 440], [x + 320, 90], [x + 20, 90]], white.base), poly([[x + 300, 440], [x + 314, 440], [x + 334, 90], [x + 320, 90]], concrete.base));
  const profile = ([[0, 0], [240, 0], [240, 16], [220, 22], [20, 22], [0, 16]] as const).map(([z, h]): Point => [z, h]);
  return scene(group({}, rect(70, 40, 660, 410, 'none'), sheet(110), sheet(170), sheet(230), extrudeX(profile, 90, 560, 540, { ...white, dark: concrete.base })), { under: wall, shadow: { cx: 400, cy: 540, rx: 330 } });
}

function roofing(): string {
  // A roof slope part-slated: the lower courses done, battens on the membrane above.
  const [ex0, ex1, ey] = [110, 490, 470];
  const [rx, ry] = [100, 230];
  const courses = 8;
  const at = (x: number, f: number): Point => [x + rx * f, ey - (ey - ry) * f];
  const parts: string[] = [poly([at(ex0, 0), at(ex1, 0), at(ex1, 1), at(ex0, 1)], sky.base)];
  for (let r = courses - 1; r >= 0; r--) {
    const f0 = r / courses;
    parts.push(poly([at(ex0, f0 + 0.06), at(ex1, f0 + 0.06), at(ex1, f0 + 0.09), at(ex0, f0 + 0.09)], timber.base, { 'stroke-width': 3 }));
  }
  for (let r = 4; r >= 0; r--) {
    const f0 = r / courses;
    const f1 = (r + 1.6) / courses;
    const n = 6;
    const tw = (ex1 - ex0) / n;
    for (let i = 0; i <= n; i++) {
      const l = Math.max(ex0, ex0 + (i - (r % 2) * 0.5) * tw);
      const rr = Math.min(ex1, ex0 + (i + 1 - (r % 2) * 0.5) * tw);
      if (rr - l < 4) continue;
      parts.push(poly([at(l, f0), at(rr, f0), at(rr, f1), at(l, f1)], (i * 3 + r) % 4 ? slate.base : slate.light, { 'stroke-width': 3 }));
    }
  }
  const back: Point = [ex1 + 2 * rx, ey - 150];
  const gable = poly([[ex1, ey], at(ex1, 1), back], concrete.light);
  const wall = group({}, poly([[ex1, ey], back, [back[0], back[1] + 50], [ex1, ey + 50]], concrete.base), rect(ex0, ey, ex1 - ex0, 50, concrete.light));
  const fascia = rect(ex0 - 10, ey - 4, ex1 - ex0 + 10, 16, white.base);
  return scene(group({}, wall, gable, ...parts, fascia), { shadow: { cx: 420, cy: 525, rx: 320 } });
}

function steelLintels(): string {
  // A cavity wall cut through over a window: the galvanised lintel's stepped profile carries the
  // outer brick leaf on its toe and the inner block leaf on its raised box, the frame below.
  const k = 1.3;
  const x0 = 240;
  const lintelAt = 140;
  const profile = ([[0, 0], [260, 0], [260, 12], [225, 12], [225, 170], [185, 170], [60, 12], [0, 12]] as const).map(([z, h]): Point => [x0 + z * k, lintelAt + h * k]);
  const outerTop = lintelAt + 12 * k;
  const innerTop = lintelAt + 170 * k;
  const d = 120;
  const top = 440;
  const leaf = (xa: number, xb: number, h0: number, h1: number): Point[] => [[xa, h0], [xb, h0], [xb, h1], [xa, h1]];
  const outerW = 64 * k;
  const outer = extrudeDepth(leaf(x0, x0 + outerW, outerTop, top), 0, G, d, brick);
  const inner = extrudeDepth(leaf(x0 + 185 * k, x0 + 260 * k, innerTop, top), 0, G, d, concrete);
  const courses = [1, 2, 3].map((i) => line(x0, G - outerTop - i * 58, x0 + outerW, G - outerTop - i * 58, { ...fine, stroke: brick.dark }));
  courses.push(line(x0 + 185 * k, G - innerTop - 44, x0 + 260 * k, G - innerTop - 44, { ...fine, stroke: concrete.dark }));
  const [fx0, fx1] = [x0 + 30 * k, x0 + 150 * k];
  const frame = extrudeDepth(leaf(fx0, fx1, 40, lintelAt), 0, G, d, white);
  const glass = rect(fx0 + 18, G - lintelAt + 18, fx1 - fx0 - 36, lintelAt - 76, sky.light);
  const sill = extrudeDepth(leaf(x0 - 30, fx1 + 20, 16, 40), 0, G, d, concrete);
  const holes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const [hx, hy] = [x0 + 120 * k + i * 36 * DEPTH[0], G - lintelAt - 95 * k + i * 36 * DEPTH[1]];
    holes.push(ellipse(hx + 10, hy - 6, 6, 4, steel.dark, bare));
  }
  return scene(group({}, sill, frame, glass, extrudeDepth(profile, 0, G, d, steel), ...holes, outer, inner, ...courses));
}

function category(): string {
  return scene(group({}, bulkBag(90, 250, 190, 200, 90), blockPallet(280, 470, 150, 56, 2, 3, darkConcrete), brickPallet(440, 545, 250, 4, 125, 40, 70)), { shadow: { cx: 400, cy: 510, rx: 340 } });
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
  'building-material/category.svg': category,
};
