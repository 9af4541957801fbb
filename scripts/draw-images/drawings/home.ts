import { brick, concrete, darkConcrete, green, hardwood, mustard, sand, sky, slate, steel, terracotta, timber, white, foil } from '../palette.ts';
import { DEPTH, bare, box, circle, ellipse, fine, group, line, path, poly, rect, scene, tube } from '../svg.ts';
import { plank } from '../timber-parts.ts';
import { blockPallet, brickPallet, bulkBag, heap } from '../yard.ts';
import { flatbedLorry } from '../vehicles.ts';
import { buttHinge, lever } from './ironmongery.ts';
import { place } from '../parts.ts';
import { groundShadow } from '../palette.ts';

/** Devon behind the yard: two rolls of hills with hedgerows, under a pale sky. */
function landscape(w: number, h: number, horizon: number): string {
  const hill = (y: number, amp: number, fill: string, phase: number) => {
    amp *= w / 1600 + 0.5;
    let d = `M0 ${h}V${y}`;
    for (let x = 0; x < w; x += w / 4) d += `Q${x + w / 8} ${y - amp * Math.sin(phase + x / 300)} ${x + w / 4} ${y}`;
    return path(`${d}V${h}Z`, fill, bare);
  };
  const hedge = (x: number, y: number, len: number) => path(`M${x} ${y}Q${x + len / 2} ${y - 24} ${x + len} ${y - 6}`, 'none', { stroke: green.dark, 'stroke-width': 5, 'stroke-linecap': 'round' });
  const tree = (x: number, y: number, r: number) => group(bare, rect(x - 3, y, 6, r, slate.base), circle(x, y, r, green.dark));
  const hedges = [0.12, 0.42, 0.7].map((f, i) => hedge(w * f, horizon - 80 + i * 12, w * 0.22));
  const trees = [[0.33, 0.9], [0.61, 1], [0.9, 0.8]].map(([f, k]) => tree(w * f!, horizon - 120 + 20 * k!, 18 * k! * (w / 800)));
  return group({}, rect(0, 0, w, h, sky.light, bare), hill(horizon - 150, 70, green.light, 0.5), ...trees, hill(horizon - 60, 45, green.base, 2), ...hedges);
}

function hero(): string {
  const [W, H, yard] = [1600, 900, 650];
  const under = group({}, landscape(W, H, yard), circle(1340, 150, 50, mustard.light, bare), ...[[420, 170, 1], [900, 110, 0.8], [1150, 250, 0.6]].map(([x, y, k]) => path(`M${x} ${y}h${160 * k!}a${30 * k!} ${30 * k!} 0 0 0 -${40 * k!} -${34 * k!}a${44 * k!} ${44 * k!} 0 0 0 -${80 * k!} 0a${26 * k!} ${26 * k!} 0 0 0 -${40 * k!} ${34 * k!}z`, white.light, bare)), rect(0, yard, W, H - yard, concrete.light, bare), ...[[260, 775, 260], [700, 815, 200], [1290, 845, 320]].map(([cx, cy, rx]) => ellipse(cx!, cy!, rx!, 22, groundShadow, bare)));
  // Open-fronted timber store: lengths racked at four levels.
  const store = group(
    {},
    box(40, 400, 420, 370, 130, { light: slate.light, base: slate.dark, dark: slate.base }),
    poly([[20, 406], [480, 406], [578, 334], [118, 334]], slate.base),
    ...[0, 1, 2, 3].flatMap((i) => [0, 1].map((j) => plank(64 + j * 10, 440 + i * 80 + j * 26, 370, 26, 60, timber, { seed: i * 2 + j, grain: 0, rings: j === 1 }))),
    ...[40, 240, 440].map((x) => rect(x, 406, 20, 364, slate.light)),
  );
  const stock = group({}, bulkBag(520, 610, 140, 150, 70), blockPallet(630, 815, 110, 50, 2, 3, darkConcrete));
  const load = (deck: number) => group({}, ...[0, 1].map((i) => plank(1010, deck - 30 * (i + 1), 200, 30, 70, timber, { seed: i + 90 })), brickPallet(1230, deck, 150, 3, 75, 34, 60));
  const lorry = flatbedLorry(1000, 860, load);
  const pier = (x: number) => group({}, box(x, 470, 60, 390, 60, brick), box(x - 6, 456, 72, 16, 70, concrete));
  const fence = group({}, line(480, yard - 36, 1460, yard - 36, { 'stroke-width': 6 }), ...[560, 700, 840, 980, 1120, 1260, 1400].map((x) => rect(x - 6, yard - 66, 12, 66, timber.base, { 'stroke-width': 3 })));
  return scene(group({}, fence, pier(1470), store, stock, lorry.svg), { size: [W, H], shadow: false, under });
}

function about(): string {
  // A weatherboarded store with big open doors and a painted sign board over them.
  const under = group({}, landscape(800, 600, 430), rect(0, 430, 800, 170, concrete.light, bare), ellipse(400, 520, 330, 22, groundShadow, bare));
  const boards: string[] = [];
  for (let y = 250; y < 510; y += 26) boards.push(line(130, y, 670, y, { ...fine, stroke: slate.dark }));
  const shed = group(
    {},
    poly([[130, 510], [130, 230], [400, 90], [670, 230], [670, 510]], slate.base),
    ...boards,
    path('M100 245L400 75L700 245', 'none', { 'stroke-width': 22 }),
    path('M100 245L400 75L700 245', 'none', { 'stroke-width': 14, stroke: concrete.base }),
    rect(270, 300, 260, 210, slate.dark),
    ...[0, 1, 2].map((i) => plank(290, 350 + i * 50, 220, 26, 40, timber, { seed: i + 30, grain: 1 })),
    poly([[270, 300], [200, 320], [200, 520], [270, 510]], green.base),
    poly([[530, 300], [600, 320], [600, 520], [530, 510]], green.base),
    rect(250, 232, 300, 52, green.dark),
    rect(260, 242, 280, 32, green.base, { 'stroke-width': 3, stroke: white.base }),
    circle(400, 258, 8, mustard.light, fine),
    circle(400, 160, 22, white.light),
  );
  return scene(shed, { shadow: false, under });
}

function timberCard(): string {
  // Lengths stacked with their ends to us, rings showing, beside a pile of ply.
  const ends: string[] = [];
  const s = 64;
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 4 - row; i++) {
      const x = 110 + row * (s / 2) + i * s;
      const y = 505 - s * (row + 1);
      ends.push(box(x, y, s, s, 260, timber), circle(x + s / 2, y + s / 2, 20, 'none', { ...fine, stroke: timber.dark }), circle(x + s / 2, y + s / 2, 8, 'none', { ...fine, stroke: timber.dark }));
    }
  }
  const ply: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 505 - 26 * (i + 1);
    ply.push(box(430 + (i % 2) * 10, y, 230, 26, 170, timber), line(430 + (i % 2) * 10, y + 9, 660 + (i % 2) * 10, y + 9, { ...fine, stroke: timber.dark }), line(430 + (i % 2) * 10, y + 17, 660 + (i % 2) * 10, y + 17, { ...fine, stroke: timber.dark }));
  }
  return scene(group({}, ...ends, ...ply));
}

function bricksBlocks(): string {
  return scene(group({}, blockPallet(90, 500, 150, 64, 2, 4, darkConcrete), brickPallet(400, 520, 300, 5, 150, 44, 80)), { shadow: { cx: 400, cy: 512, rx: 340 } });
}

function mixer(): string {
  // Cement mixer: tilted drum on a frame with a wheel and a stand leg.
  return group(
    {},
    path('M560 470L640 340L700 470', 'none', { 'stroke-width': 12 }),
    circle(700, 480, 30, slate.base),
    circle(700, 480, 10, steel.light),
    group({ transform: 'rotate(-30 600 300)' }, path('M520 230H680L700 300Q700 380 600 390Q500 380 500 300Z', brick.base), ellipse(600, 232, 80, 22, slate.dark), line(510, 300, 690, 300, { ...fine, stroke: brick.dark })),
    circle(640, 340, 14, mustard.base),
  );
}

function cementAggregates(): string {
  const shovel = group({}, line(300, 150, 330, 420, { 'stroke-width': 12, stroke: hardwood.light }), path('M300 140h-20v-20h40v20h-20', 'none', { 'stroke-width': 6 }), path('M305 400L355 400L365 480Q335 500 305 480Z', steel.base));
  return scene(group({}, bulkBag(90, 260, 200, 230, 90), heap(250, 470, 520, 60, sand, 21, 3), shovel, mixer()), { shadow: { cx: 400, cy: 512, rx: 340 } });
}

function roofingCard(): string {
  // A gable end with courses of clay tiles, a ridge line and a chimney.
  const parts: string[] = [];
  const rows = 7;
  const halfAt = (y: number) => (260 * (y - 130)) / 340;
  for (let r = 0; r < rows; r++) {
    const y = 470 - r * 48;
    const [hb, ht] = [halfAt(y), halfAt(y - 48)];
    parts.push(poly([[400 - hb, y], [400 + hb, y], [400 + ht, y - 48], [400 - ht, y - 48]], r % 2 ? terracotta.base : brick.base, { 'stroke-width': 3 }));
    for (let x = 400 - ht + (r % 2 ? 20 : 40); x < 400 + ht - 6; x += 40) parts.push(line(x, y - 48, x, y, { 'stroke-width': 2 }));
  }
  const edge = group({}, path('M120 480L400 120L680 480', 'none', { 'stroke-width': 26 }), path('M120 480L400 120L680 480', 'none', { 'stroke-width': 16, stroke: brick.dark }));
  const chimney = group({}, rect(470, 120, 60, 110, brick.base), rect(460, 108, 80, 18, concrete.base), rect(478, 84, 20, 24, terracotta.base), rect(504, 84, 20, 24, terracotta.base));
  const wall = rect(140, 470, 520, 40, concrete.light);
  return scene(group({}, chimney, ...parts, edge, wall), { shadow: { cx: 400, cy: 512, rx: 330 } });
}

function insulationCard(): string {
  // Joists running back into the loft with yellow quilt laid between them; a foil board beyond.
  const d = 420;
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const board = group({}, box(560, 120, 170, 250, 30, foil), line(570, 130, 720, 360, { ...fine, stroke: foil.dark }), line(720, 130, 570, 360, { ...fine, stroke: foil.dark }));
  const floor: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 70 + i * 100;
    floor.push(box(x, 450, 20, 36, d, timber));
    if (i < 4) {
      const [l, r] = [x + 20, x + 100];
      floor.push(poly([[l, 452], [r, 452], [r + dx, 452 + dy], [l + dx, 452 + dy]], mustard.light), ...[0.2, 0.45, 0.7].map((f) => path(`M${l + 6 + dx * f} ${452 + dy * f}q${(r - l - 12) / 2} -8 ${r - l - 12} 0`, 'none', { ...fine, stroke: mustard.dark })));
    }
  }
  const roll = group({}, tube(420, 470, 200, 58, mustard), ellipse(620, 470, 10, 34, 'none', { ...fine, stroke: mustard.dark }), ellipse(620, 470, 5, 16, 'none', { ...fine, stroke: mustard.dark }), rect(480, 412, 24, 116, white.base));
  return scene(group({}, board, ...floor, roll), { shadow: { cx: 400, cy: 500, rx: 330 } });
}

function doorsWindows(): string {
  // What the ironmongery counter sells for doors and windows, laid out: a lever lock handle on
  // its backplate, a butt hinge, a casement stay and a locking window handle.
  const backplate = group({}, rect(-36, -130, 72, 260, mustard.base, { rx: 32 }), path('M-8 60a8 8 0 1 1 16 0l4 30h-24z', slate.base, fine), place(0, -50, 0, lever(mustard)));
  const stay = group(
    {},
    rect(0, -14, 330, 28, steel.base, { rx: 14 }),
    ...[90, 150, 210, 270].map((x) => circle(x, 0, 7, slate.base, fine)),
    circle(22, 0, 14, steel.light),
    rect(290, 14, 34, 46, steel.base),
    circle(307, 30, 9, steel.light, fine),
  );
  const windowHandle = group({}, rect(-28, -70, 56, 140, white.light, { rx: 24 }), path('M-14 0H14V190Q14 214 -4 214H-8Q-22 214 -22 190Z', white.light), circle(0, -40, 7, white.dark, fine), rect(-10, 34, 20, 10, slate.light, fine));
  return scene(group({}, place(130, 270, 0, backplate), place(450, 250, 6, buttHinge(steel)), place(650, 200, 0, windowHandle), place(210, 470, 0, stay)));
}

export const home: Record<string, () => string> = {
  'home/hero.svg': hero,
  'home/about.svg': about,
  'home/timber.svg': timberCard,
  'home/bricks-blocks.svg': bricksBlocks,
  'home/cement-aggregates.svg': cementAggregates,
  'home/roofing.svg': roofingCard,
  'home/insulation.svg': insulationCard,
  'home/doors-windows.svg': doorsWindows,
};
