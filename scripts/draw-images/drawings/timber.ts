import { darkConcrete, hardwood, mdf, mustard, sand, slate, tanalised, timber, white } from '../palette.ts';
import { DEPTH, box, ellipse, fine, group, line, path, poly, rect, scene, type Point } from '../svg.ts';
import { extrudeDepth, seeded, speckle } from '../parts.ts';
import { plank } from '../timber-parts.ts';

const G = 505;

const bearers = (x0: number, x1: number, ground: number, d: number) => group({}, box(x0, ground - 28, 50, 28, d, timber), box(x1, ground - 28, 50, 28, d, timber));

function softwood(): string {
  // What most softwood becomes: a stud partition framed in 89 x 38 mm lengths, sole plate,
  // head plate, studs at 400 mm centres and staggered noggins between them.
  const [x0, x1, top, d] = [110, 650, 90, 60];
  const t = 34;
  const studs = [0, 1, 2, 3, 4].map((i) => x0 + ((x1 - x0 - t) * i) / 4);
  const parts: string[] = [plank(x0, G - t, x1 - x0, t, d, timber, { rings: false, grain: 1, seed: 2 })];
  studs.forEach((x, i) => parts.push(uprightLength(x, top + t, t, G - top - 2 * t, d, i)));
  studs.slice(0, 4).forEach((x, i) => parts.push(plank(x + t, 260 + (i % 2) * 50, studs[i + 1]! - x - t, t, d, timber, { rings: false, grain: 0 })));
  parts.push(plank(x0, top, x1 - x0, t, d, timber, { rings: false, grain: 1, seed: 3 }));
  return scene(group({}, ...parts));
}

/** A length standing on its end: long grain up the face and knots along it. */
function uprightLength(x: number, y: number, w: number, h: number, d: number, seed: number): string {
  const rnd = seeded(seed + 60);
  const grain = [0.5].map((f) => path(`M${x + w * f} ${y + 10}Q${x + w * f + 4} ${y + h / 2} ${x + w * f} ${y + h - 10}`, 'none', { ...fine, stroke: timber.dark }));
  const knots = [0.2 + rnd() * 0.15, 0.7 + rnd() * 0.15].map((f) => ellipse(x + w / 2, y + h * f, 6, 9, hardwood.base, fine));
  return group({}, box(x, y, w, h, d, timber), ...grain, ...knots);
}

/** A board with cathedral figure: nested arches up its face, as sawn through the crown. */
function cathedral(x: number, w: number, h: number, t: typeof hardwood): string {
  const arches = [0.2, 0.35, 0.5].map((k) => path(`M${x + w * (0.5 - k)} ${-10}Q${x + w / 2} ${-h * (0.55 + k)} ${x + w * (0.5 + k)} ${-10}`, 'none', { ...fine, stroke: t.dark }));
  return group({}, rect(x, -h, w, h, t.base), line(x + 10, -h + 20, x + 10, -20, { ...fine, stroke: t.light }), ...arches);
}

function hardwoodBoards(): string {
  const rack = group({}, rect(140, 120, 24, 385, slate.base), rect(636, 120, 24, 385, slate.base), rect(120, 150, 560, 22, slate.light));
  const boards = [
    [200, 110, 330, -5, hardwood.light],
    [300, 120, 350, -4, hardwood.base],
    [410, 100, 340, -3, hardwood.light],
    [500, 115, 345, -2, hardwood.base],
  ] as const;
  const drawn = boards.map(([x, w, h, deg, base], i) =>
    group({ transform: `translate(0 ${G}) rotate(${deg} ${x} 0)` }, cathedral(x, w, h, { ...hardwood, base }), i === 0 ? '' : ''),
  );
  return scene(group({}, rack, ...drawn));
}

function sheetMaterials(): string {
  // An OSB sheet stood up full height, its face covered in the long pressed strands that give
  // the board its name, with a second sheet showing its edge behind it.
  const [x, y, w, h, d] = [200, 70, 400, 435, 24];
  const back = box(x + 60, y - 20, w, h + 20, d, { ...timber, base: timber.light });
  const rnd = seeded(17);
  const tones = [timber.dark, mustard.dark, hardwood.light, timber.base];
  const strands = tones.map((stroke, k) => {
    let d2 = '';
    for (let i = 0; i < 55; i++) {
      const px = x + 14 + rnd() * (w - 28);
      const py = y + 14 + rnd() * (h - 28);
      const a = rnd() * Math.PI;
      const len = 18 + rnd() * 22;
      d2 += `M${Math.round(px)} ${Math.round(py)}l${Math.round(len * Math.cos(a))} ${Math.round(len * Math.sin(a) * 0.6)}`;
    }
    return path(d2, 'none', { stroke, 'stroke-width': k === 3 ? 7 : 5 });
  });
  return scene(group({}, back, box(x, y, w, h, d, { ...timber, base: mustard.light }), ...strands));
}

function cladding(): string {
  // Feather-edge boards lapped down a wall, each casting a thin shadow on the one below, with a
  // corner trim covering the board ends.
  const [x0, x1, top, d] = [190, 560, 140, 180];
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const rows: string[] = [];
  for (let y = top; y < G; y += 46) {
    const h = Math.min(46, G - y);
    rows.push(rect(x0, y, x1 - x0, h, timber.base, { 'stroke-width': 3 }), rect(x0, y + h - 7, x1 - x0, 7, timber.dark, bare()));
    rows.push(poly([[x1, y], [x1 + dx, y + dy], [x1 + dx, y + dy + h], [x1, y + h]], timber.dark, { 'stroke-width': 3 }));
  }
  const trim = group({}, rect(x1 - 6, top - 6, 34, G - top + 6, timber.light), poly([[x1 + 28, top - 6], [x1 + 28 + 20, top - 21], [x1 + 48, G - 15], [x1 + 28, G]], timber.base));
  const roofEdge = poly([[x0 - 20, top - 6], [x1 + 28, top - 6], [x1 + 28 + dx, top - 6 + dy], [x0 - 20 + dx, top - 6 + dy]], slate.base);
  return scene(group({}, roofEdge, ...rows, trim), { shadow: { cx: 420, cy: 510, rx: 320 } });
}

function bare(): Record<string, string> {
  return { stroke: 'none' };
}

function boards(): string {
  // MDF on the left; melamine-faced chipboard on the right, its speckled core showing at the edge.
  const mdfStack = [25, 18, 12, 9, 6].map((h, i, all) => {
    const y = G - 28 - all.slice(0, i + 1).reduce((a, b) => a + b, 0) * 1.6;
    return box(70 + (i % 2) * 8, y, 240, h * 1.6, 200, mdf);
  });
  const melamine: string[] = [];
  let y = G - 28;
  [25, 18, 18, 15, 12].forEach((h, i) => {
    y -= h * 1.6;
    const x = 400 + (i % 2) * 8;
    melamine.push(box(x, y, 240, h * 1.6, 200, { light: white.light, base: sand.light, dark: sand.base }), speckle(x + 4, y + 3, 232, h * 1.6 - 6, 24, sand.dark, i + 40, 1.6));
  });
  return scene(group({}, bearers(100, 250, G, 200), bearers(430, 580, G, 200), ...mdfStack, ...melamine));
}

function arc(cz: number, ch: number, r: number, a0: number, a1: number, n = 6): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    out.push([cz + r * Math.cos(a), ch + r * Math.sin(a)]);
  }
  return out;
}

function mouldings(): string {
  // Skirting and architrave sections side by side, true to shape on their cut ends.
  const torus: Point[] = ([[0, 0], [44, 0], [44, 190], ...arc(26, 190, 18, 0, 180), [8, 172], [14, 164], [14, 0]] as Point[]).map(([x, h]): Point => [44 - x, h]);
  const ogee: Point[] = ([[0, 0], [44, 0], [44, 240], [30, 240], [24, 232], [24, 220], [30, 208], [26, 196], [18, 188], [14, 176], [14, 0]] as Point[]).map(([x, h]): Point => [44 - x, h]);
  const chamfer: Point[] = [[0, 0], [130, 0], [130, 34], [40, 34], [0, 12]];
  const pencil: Point[] = [[0, 0], [130, 0], [130, 18], ...arc(114, 18, 16, 0, 90, 4), ...arc(16, 18, 16, 90, 180, 4)];
  const primed = { light: white.light, base: white.base, dark: white.dark };
  return scene(
    group(
      {},
      extrudeDepth(ogee, 120, G, 200, primed),
      extrudeDepth(torus, 240, G, 200, timber),
      extrudeDepth(chamfer, 350, G, 200, primed),
      extrudeDepth(pencil, 520, G, 200, timber),
    ),
    { shadow: { cx: 420, cy: 505, rx: 320 } },
  );
}

/** A plywood sheet: its edge banded with alternate veneers, grain crossing in each. */
function plySheet(x: number, y: number, w: number, h: number, d: number, plies: number): string {
  // The edge is banded light and dark, one band a veneer, so the layers show at any size.
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const bands: string[] = [];
  for (let i = 1; i < plies; i += 2) {
    const [b0, b1] = [y + (h * i) / plies, y + (h * (i + 1)) / plies];
    bands.push(rect(x, b0, w, b1 - b0, timber.dark, { 'stroke-width': 2 }), poly([[x + w, b0], [x + w + dx, b0 + dy], [x + w + dx, b1 + dy], [x + w, b1]], hardwood.light, { 'stroke-width': 2 }));
  }
  return group({}, box(x, y, w, h, d, timber), ...bands);
}

function plywood(): string {
  // Three thick sheets fanned out, their front edges to us: the stripes of the cross-laid
  // veneers are what tells plywood from any other board.
  const sheets = [0, 1, 2].map((i) => plySheet(90 + i * 60, G - 70 * (i + 1) - 10 * i, 560 - i * 40, 70, 200 - i * 30, 7));
  return scene(group({}, bearers(160, 520, G, 200), ...sheets.map((svg, i) => group({ transform: `translate(0 ${-28 + i * 0})` }, svg))));
}

function preparedTimber(): string {
  // Planed sections end-on, from 25 x 25 mm batten to 150 x 50 mm board: crisp, smooth and
  // square, each end showing its rings, the lengths running back away from us.
  const sections: [number, number, number][] = [[60, 40, 40], [122, 60, 60], [204, 140, 56], [366, 90, 90], [478, 170, 46]];
  const ends = sections.map(([x, w, h]) => {
    const y = G - h;
    const rings = [0.15, 0.3].map((k) => path(`M${x + w * k} ${y + h}Q${x + w / 2} ${y + h * (0.1 + k)} ${x + w * (1 - k)} ${y + h}`, 'none', { ...fine, stroke: timber.dark }));
    return group({}, box(x, y, w, h, 180, { light: timber.light, base: sand.light, dark: timber.base }), ...rings);
  });
  return scene(group({}, ...ends));
}

function sawnTimber(): string {
  // Three wide rough-sawn boards, the top one with its waney bark edge left on: bold arcs of
  // the saw across every face and a torn, uneven outline.
  const parts: string[] = [];
  [[60, 407, 420, 70], [80, 327, 400, 70]].forEach(([x, y, w, h], i) => {
    const rnd = seeded(i + 9);
    parts.push(box(x!, y!, w!, h!, 130, tanalised));
    let marks = '';
    for (let mx = x! + 20; mx < x! + w! - 20; mx += 26) marks += `M${mx} ${y! + 4}q${16 + rnd() * 8} ${h! / 2} 0 ${h! - 8}`;
    parts.push(path(marks, 'none', { stroke: tanalised.dark, 'stroke-width': 3 }));
    let top = '';
    for (let mx = x! + 30; mx < x! + w! - 30; mx += 44) top += `M${mx} ${y! - 20}l${60 + rnd() * 20} -${20 + rnd() * 20}`;
    parts.push(path(top, 'none', { stroke: tanalised.dark, 'stroke-width': 3 }));
  });
  // The third board leans up against the pile, its waney edge still carrying the bark.
  const rnd = seeded(30);
  let marks = '';
  for (let u = 0.05; u < 0.95; u += 0.06) marks += `M${470 + 240 * u} ${G - 20 - 320 * u}q${14 + rnd() * 8} ${16} ${-4} ${40}`;
  const leaning = group(
    {},
    poly([[440, G - 20], [500, G - 20], [740, G - 340], [680, G - 340]], tanalised.base),
    poly([[680, G - 340], [740, G - 340], [752, G - 366], [694, G - 366]], tanalised.light),
    path(marks, 'none', { stroke: tanalised.dark, 'stroke-width': 3 }),
    path(`M440 ${G - 20}L680 ${G - 340}L666 ${G - 342}L426 ${G - 26}Z`, hardwood.dark),
  );
  return scene(group({}, bearers(110, 380, G, 130), ...parts, leaning));
}

function timberCutToSize(): string {
  const lengths = [540, 420, 300, 200].map((w, i) => plank(120, G - 70 * (i + 1) + 20, w, 50, 70, timber, { seed: i + 20, knots: 1 }));
  const tapeY = G - 70 * 4 + 20 + 70 * DEPTH[1] * 0.5 - 4;
  const ticks: string[] = [];
  for (let x = 190; x < 490; x += 20) ticks.push(line(x, tapeY - 5, x, tapeY + (x % 100 === 70 ? 8 : 2), { 'stroke-width': 2 }));
  const tape = group({}, rect(170, tapeY - 7, 330, 14, mustard.light, { 'stroke-width': 3 }), ...ticks, rect(100, tapeY - 40, 90, 80, mustard.base, { rx: 16 }), rect(128, tapeY - 12, 34, 24, darkConcrete.base, { rx: 6 }));
  return scene(group({}, ...lengths, tape));
}

function category(): string {
  const planks = [0, 1, 2, 3, 4, 5].map((i) => plank(80 + (i % 2) * 10, G - 24 - 36 * (i + 1), 330, 36, 110, timber, { knots: 1, seed: i + 50, grain: 1 }));
  const ply = [0, 1, 2, 3, 4].map((i) => plySheet(440 + (i % 2) * 10, G - 24 - 30 * (i + 1), 240, 30, 160, 5));
  return scene(group({}, bearers(110, 320, G, 110), bearers(460, 620, G, 160), ...planks, ...ply));
}

export const timberImages: Record<string, () => string> = {
  'timber/softwood.svg': softwood,
  'timber/hardwood.svg': hardwoodBoards,
  'timber/sheet-materials.svg': sheetMaterials,
  'timber/cladding.svg': cladding,
  'timber/boards.svg': boards,
  'timber/mouldings.svg': mouldings,
  'timber/plywood.svg': plywood,
  'timber/prepared-timber.svg': preparedTimber,
  'timber/sawn-timber.svg': sawnTimber,
  'timber/timber-cut-to-size.svg': timberCutToSize,
  'timber/category.svg': category,
};
