import { concrete, darkConcrete, hardwood, mdf, mustard, sand, slate, tanalised, timber, white } from '../palette.ts';
import { DEPTH, box, fine, group, line, path, poly, rect, scene, type Point } from '../svg.ts';
import { extrudeDepth, seeded, speckle } from '../parts.ts';
import { plank } from '../timber-parts.ts';

const G = 505;

const bearers = (x0: number, x1: number, ground: number, d: number) => group({}, box(x0, ground - 28, 50, 28, d, timber), box(x1, ground - 28, 50, 28, d, timber));

function softwood(): string {
  const planks = [0, 1, 2, 3, 4].map((i) => plank(130 + (i % 2) * 14, G - 28 - 44 * (i + 1), 520, 44, 130, timber, { knots: 2, seed: i + 3 }));
  return scene(group({}, bearers(180, 540, G, 130), ...planks));
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
  const sheets = [
    { h: 14, t: mdf },
    { h: 22, t: sand },
    { h: 18, t: concrete },
    { h: 12, t: { light: mdf.dark, base: mdf.dark, dark: hardwood.dark } },
    { h: 22, t: timber },
  ];
  const parts = [bearers(190, 520, G, 230)];
  let y = G - 28;
  sheets.forEach(({ h, t }, i) => {
    y -= h;
    parts.push(box(120 + (i % 2) * 12, y, 500, h, 230, t));
  });
  // OSB strands on the top sheet: short overlapping flakes at random angles.
  const rnd = seeded(17);
  const [dx, dy] = [230 * DEPTH[0], 230 * DEPTH[1]];
  let d = '';
  for (let i = 0; i < 70; i++) {
    const u = 0.04 + rnd() * 0.92;
    const v = 0.08 + rnd() * 0.84;
    const px = 120 + 500 * u + dx * v;
    const py = y + dy * v;
    const a = rnd() * Math.PI;
    d += `M${Math.round(px - 12 * Math.cos(a))} ${Math.round(py - 5 * Math.sin(a))}l${Math.round(24 * Math.cos(a))} ${Math.round(10 * Math.sin(a))}`;
  }
  parts.push(path(d, 'none', { stroke: timber.dark, 'stroke-width': 5 }));
  return scene(group({}, ...parts));
}

function cladding(): string {
  // Feather-edge boards lapped down a wall, each casting a thin shadow on the one below, with a
  // corner trim covering the board ends.
  const [x0, x1, top, d] = [130, 520, 140, 200];
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
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const bands: string[] = [];
  for (let i = 1; i < plies; i++) {
    const by = y + (h * i) / plies;
    bands.push(line(x, by, x + w, by, { ...fine, stroke: timber.dark }), line(x + w, by, x + w + dx, by + dy, { ...fine, stroke: timber.dark }));
  }
  for (let i = 1; i < plies; i += 2) {
    const by = y + (h * i) / plies;
    bands.push(rect(x + 2, by, w - 4, h / plies, timber.dark, { stroke: 'none', opacity: 0.35 }));
  }
  return group({}, box(x, y, w, h, d, timber), ...bands);
}

function plywood(): string {
  const sheets = [0, 1, 2, 3, 4, 5].map((i) => plySheet(110 + (i % 3) * 12, G - 28 - 34 * (i + 1), 500, 34, 220, 5));
  return scene(group({}, bearers(160, 500, G, 220), ...sheets));
}

function preparedTimber(): string {
  // A bundle of planed lengths, strapped; drawn row by row so nearer lengths overlap farther ones.
  const s = 56;
  const parts: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let depth = 2; depth >= 0; depth--) {
      const [ox, oy] = [depth * s * DEPTH[0], depth * s * DEPTH[1]];
      parts.push(plank(150 + ox, G - s * (row + 1) + oy, 460, s, s, timber, { seed: row * 3 + depth, grain: 1 }));
    }
  }
  const strap = (x: number) => group({}, rect(x, G - 4 * s, 12, 4 * s, slate.base), poly([[x, G - 4 * s], [x + 12, G - 4 * s], [x + 12 + 3 * s * DEPTH[0], G - 4 * s + 3 * s * DEPTH[1]], [x + 3 * s * DEPTH[0], G - 4 * s + 3 * s * DEPTH[1]]], slate.base));
  return scene(group({}, ...parts, strap(250), strap(490)));
}

function sawnTimber(): string {
  // Treated joists in layers, separated by stickers so air moves through the stack.
  const parts: string[] = [];
  const [h, t] = [78, 34];
  let y = G - 28;
  for (let layer = 0; layer < 3; layer++) {
    y -= h;
    for (let k = 3; k >= 0; k--) {
      const [ox, oy] = [k * (t + 16) * DEPTH[0], k * (t + 16) * DEPTH[1]];
      parts.push(plank(120 + ox, y + oy, 480, h, t, tanalised, { seed: layer * 4 + k, knots: k === 0 ? 2 : 0, grain: k === 0 ? 2 : 0, rings: k === 0 || layer === 2 }));
    }
    // Saw marks across the front faces: the mark of rough-sawn stock.
    for (let i = 0; i < 9; i++) parts.push(path(`M${160 + i * 50} ${y + 8}q10 ${h / 2 - 8} 0 ${h - 16}`, 'none', { ...fine, stroke: tanalised.dark }));
    y -= 18;
    parts.push(box(200, y, 22, 18, 4 * (t + 16), timber), box(500, y, 22, 18, 4 * (t + 16), timber));
  }
  return scene(group({}, bearers(180, 500, G, 4 * (t + 16)), ...parts));
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
