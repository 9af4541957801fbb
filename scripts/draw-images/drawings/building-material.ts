import { aircrete, brick, concrete, darkConcrete, mustard, sky, slate, steel, timber, white, foil } from '../palette.ts';
import { DEPTH, bare, box, circle, ellipse, fine, group, line, path, poly, rect, scene, tube, type Point } from '../svg.ts';
import { extrudeX, sack, speckle } from '../parts.ts';
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
  // Three lintels of different depths lying side by side, strand ends showing on each cut face.
  const lintel = (z: number, h: number, w: number) => {
    const [ox, oy] = [z * DEPTH[0], z * DEPTH[1]];
    const x = 130 + ox;
    const y = G - h + oy;
    const strands = [0.3, 0.7].map((f) => circle(x + w + 80 * DEPTH[0] * f, y + h * 0.75 + 80 * DEPTH[1] * f, 4, darkConcrete.dark, fine));
    return group({}, box(x, y, w, h, 80, concrete), ...strands);
  };
  return scene(group({}, lintel(260, 150, 440), lintel(130, 100, 470), lintel(0, 65, 500)), { shadow: { cx: 420, cy: 500, rx: 320 } });
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
  // The eaves in section: slates down the rafter to a white fascia carrying the gutter, with a
  // vented soffit running back to the brick wall.
  const k = -0.4655;
  const onRafter = (x: number, lift: number): Point => [x, 330 + k * (x - 200) - lift];
  const wall = group({}, rect(536, 410, 150, 190, brick.base), ...[0, 1, 2, 3].map((i) => line(536, 450 + i * 40, 686, 450 + i * 40, { ...fine, stroke: brick.dark })));
  const rafter = poly([onRafter(190, 0), onRafter(790, 0), onRafter(790, -48), onRafter(214, -48)], timber.base);
  const slates: string[] = [];
  for (let i = 7; i >= 0; i--) {
    const x = 186 + i * 76;
    slates.push(poly([onRafter(x, 2), onRafter(x + 110, 2), onRafter(x + 110, 22), onRafter(x, 36)], i % 2 ? slate.light : slate.base));
  }
  const fascia = rect(176, 318, 40, 110, white.base);
  const soffit = group({}, rect(216, 410, 320, 18, white.light), ...[0, 1, 2, 3, 4, 5].map((i) => rect(250 + i * 45, 415, 24, 8, concrete.base, fine)));
  const gutter = path('M100 330H176V356A38 38 0 0 1 100 356Z', white.light);
  return scene(group({}, wall, rafter, ...slates, fascia, soffit, gutter), { disc: { cx: 420, cy: 300, r: 250 }, shadow: false });
}

function insulation(): string {
  const board = (x: number, y: number) => group({}, box(x, y, 210, 320, 36, foil), line(x + 10, y + 10, x + 200, y + 310, { ...fine, stroke: foil.dark }), line(x + 200, y + 10, x + 10, y + 310, { ...fine, stroke: foil.dark }));
  const roll = (x: number, cy: number, len: number, rr: number) => {
    const rings = [0.3, 0.55, 0.8].map((k) => ellipse(x + len, cy, rr * 0.35 * k, rr * k, 'none', { ...fine, stroke: mustard.dark }));
    return group({}, tube(x, cy, len, rr, mustard), ...rings, rect(x + len * 0.3, cy - rr, 26, rr * 2, white.base));
  };
  return scene(group({}, board(470, 160), board(430, 185), roll(120, 415, 300, 90), roll(220, 270, 250, 75)));
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
  const wall = group(bare, rect(0, 0, 800, 450, concrete.light), rect(0, 450, 800, 150, white.dark));
  const sheet = (x: number) => group({}, poly([[x, 440], [x + 300, 440], [x + 320, 90], [x + 20, 90]], white.base), poly([[x + 300, 440], [x + 314, 440], [x + 334, 90], [x + 320, 90]], concrete.base));
  const profile = ([[0, 0], [240, 0], [240, 16], [220, 22], [20, 22], [0, 16]] as const).map(([z, h]): Point => [z, h]);
  return scene(group({}, line(0, 450, 800, 450), sheet(110), sheet(170), sheet(230), extrudeX(profile, 90, 560, 540, { ...white, dark: concrete.base })), { under: wall, disc: false, shadow: false });
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
  const window = group({}, rect(220, G - 200, 350, 200, white.base), rect(240, G - 184, 150, 168, sky.light), rect(402, G - 184, 150, 168, sky.light));
  return scene(group({}, window, ...pier(140), ...pier(570), extrudeX(profile, 110, 650, G - 200, steel), ...holes));
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
