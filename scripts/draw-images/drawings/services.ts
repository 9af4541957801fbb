import { brick, concrete, darkConcrete, green, hardwood, mustard, sand, sky, slate, steel, terracotta, timber, white } from '../palette.ts';
import { DEPTH, box, circle, drum, fine, group, line, path, poly, rect, scene } from '../svg.ts';
import { place } from '../parts.ts';
import { plank } from '../timber-parts.ts';
import { blockPallet, brickPallet, bulkBag } from '../yard.ts';
import { flatbedLorry } from '../vehicles.ts';
import { figure } from '../people.ts';
import { paintTin } from '../decor.ts';

function delivery(): string {
  const lorry = flatbedLorry(110, 500, (deck) => group({}, bulkBag(40 + 110, deck - 120, 120, 120, 60), blockPallet(110 + 200, deck, 86, 40, 2, 3, darkConcrete)));
  return scene(lorry.svg, { shadow: { cx: 400, cy: 500, rx: 330 } });
}

function counter(): string {
  return group({}, box(90, 380, 620, 160, 90, timber), rect(90, 380, 620, 16, timber.light));
}

function expertAdvice(): string {
  const [dx, dy] = [90 * DEPTH[0], 90 * DEPTH[1]];
  // The drawing on the counter: a plan of a small extension in blueprint lines.
  const sheet = poly([[260, 376], [540, 376], [540 + dx * 0.9, 376 + dy * 0.9], [260 + dx * 0.9, 376 + dy * 0.9]], sky.light);
  const plan = path(`M${300 + 10} 370L${470} 370L${500} 347L${340} 347ZM${390} 370L${420} 347`, 'none', { 'stroke-width': 2, stroke: slate.base });
  return scene(group({}, figure(230, 380, green, 1, false, false), figure(590, 380, mustard, -1, true, true), counter(), sheet, plan), { shadow: false });
}

function customOrders(): string {
  const lines = [0, 1, 2, 3, 4].map((i) => group({}, rect(210, 240 + i * 46, 20, 20, white.light, { 'stroke-width': 3 }), line(246, 250 + i * 46, 360 - (i % 2) * 40, 250 + i * 46, { 'stroke-width': 3, stroke: slate.light })));
  const clipboard = place(40, -20, 0, group({}, rect(170, 170, 240, 330, hardwood.base, { rx: 12 }), rect(190, 200, 200, 280, white.light), rect(240, 156, 100, 36, steel.base, { rx: 8 }), ...lines));
  const sampleBrick = box(450, 420, 180, 60, 80, brick);
  // A plain clay tile: slight camber, two nibs along its head, two nail holes.
  const tile = place(70, -40, 0, rect(520, 300, 24, 14, terracotta.dark), rect(600, 288, 24, 14, terracotta.dark), path('M470 320Q560 296 650 296L670 376Q580 376 490 400Z', terracotta.base), circle(540, 326, 6, terracotta.dark, fine), circle(610, 316, 6, terracotta.dark, fine));
  return scene(group({}, clipboard, tile, place(-20, 20, 0, sampleBrick)));
}

function boardsCutToSize(): string {
  // A wall panel saw: the sheet stands on the bottom rail and the saw head runs up the column.
  const frame = group({}, rect(70, 60, 660, 420, slate.base), rect(90, 80, 620, 380, slate.light), ...[190, 290, 390, 490, 590].map((x) => line(x, 80, x, 460, { stroke: slate.base, 'stroke-width': 6 })));
  const sheet = group({}, rect(120, 150, 520, 290, timber.light), ...[0, 1, 2].map((i) => line(120, 150 + i * 5 + 3, 640, 150 + i * 5 + 3, { ...fine, stroke: timber.dark })), ...[320, 500].map((y) => path(`M130 ${y - 150}Q330 ${y - 160} 630 ${y - 150}`, 'none', { ...fine, stroke: timber.base })));
  const cut = line(440, 150, 440, 440, { 'stroke-width': 3, 'stroke-dasharray': '12 10' });
  const column = group({}, rect(426, 40, 28, 440, steel.base), rect(380, 200, 120, 90, mustard.base, { rx: 10 }), circle(440, 320, 46, steel.light), circle(440, 320, 10, slate.base));
  const rail = group({}, rect(60, 440, 680, 30, slate.base), ...[140, 260, 380, 500, 620].map((x) => circle(x, 470, 14, steel.light)));
  return scene(group({}, frame, sheet, cut, column, rail, rect(40, 480, 720, 30, slate.base)), { shadow: { cx: 400, cy: 520, rx: 360 } });
}

/** A cylinder key: round bow with a hole, a blade with its cuts along the top edge. */
function key(x: number, y: number, cut: boolean): string {
  const bitting = cut ? 'l12 -14l14 14l10 -20l16 20l12 -10l12 10' : 'h76';
  return group({}, path(`M${x} ${y - 12}h120${bitting}v32h-196z`, mustard.light), circle(x - 30, y + 4, 38, mustard.base), circle(x - 44, y + 4, 9, white.light, fine));
}

function keyCutting(): string {
  const base = group({}, box(90, 380, 620, 110, 120, green), rect(90, 380, 620, 14, green.light));
  const vices = group({}, box(160, 300, 200, 80, 60, steel), box(440, 300, 200, 80, 60, steel), rect(150, 360, 40, 20, slate.base), rect(430, 360, 40, 20, slate.base));
  const head = group({}, rect(190, 80, 420, 100, slate.base, { rx: 16 }), rect(260, 180, 24, 60, steel.base), path('M268 240L272 272L276 240Z', steel.dark));
  const cutter: string[] = [circle(540, 230, 56, steel.light)];
  for (let a = 0; a < 360; a += 20) {
    const t = (a * Math.PI) / 180;
    cutter.push(line(540 + 50 * Math.cos(t), 230 + 50 * Math.sin(t), 540 + 62 * Math.cos(t + 0.15), 230 + 62 * Math.sin(t + 0.15), { 'stroke-width': 3 }));
  }
  cutter.push(circle(540, 230, 12, slate.base));
  const handle = group({}, path('M610 130L700 60', 'none', { 'stroke-width': 16 }), circle(704, 56, 20, brick.base));
  return scene(group({}, base, head, vices, key(210, 286, true), key(500, 286, false), ...cutter, handle), { shadow: { cx: 400, cy: 500, rx: 330 } });
}

function serviceMixing(): string {
  // A tinting machine: a ring of colourant canisters on top, the nozzle dripping into a tin.
  const cabinet = group({}, box(170, 250, 400, 260, 110, white), rect(200, 290, 340, 180, concrete.light));
  const canisters = [brick, mustard, green, sky, slate, terracotta].map((c, i) => group({}, drum(215 + i * 62, 150, 26, 90, { ...c, light: c.light }), rect(215 + i * 62 - 10, 240, 20, 10, steel.base)));
  const nozzle = group({}, path('M330 250H410L395 290H345Z', steel.base), rect(355, 290, 30, 16, steel.light));
  const drops = [0, 1, 2].map((i) => path(`M370 ${320 + i * 24}q-8 12 0 16q8 -4 0 -16z`, [green, mustard, brick][i]!.base, fine));
  const tin = paintTin(370, 410, 78, 100, sand, white.base);
  return scene(group({}, cabinet, ...canisters, nozzle, tin, ...drops), { shadow: { cx: 400, cy: 515, rx: 330 } });
}

function timberCutting(): string {
  const table = group({}, path('M150 360L120 520M650 360L680 520M200 360L230 520M600 360L570 520', 'none', { 'stroke-width': 10 }), box(110, 350, 580, 26, 140, steel));
  // The blade rises through the table slot, teeth showing.
  const blade: string[] = [path('M470 350A70 70 0 0 1 610 350Z', steel.light)];
  for (let a = 195; a < 345; a += 15) {
    const t = (a * Math.PI) / 180;
    blade.push(line(540 + 66 * Math.cos(t), 350 + 66 * Math.sin(t), 540 + 78 * Math.cos(t + 0.12), 350 + 78 * Math.sin(t + 0.12), { 'stroke-width': 3 }));
  }
  const length = plank(130, 290, 330, 52, 70, timber, { seed: 61, knots: 1 });
  const mark = line(450, 292, 450 + 70 * DEPTH[0], 292 + 70 * DEPTH[1], { stroke: slate.base, 'stroke-width': 4, 'stroke-dasharray': '6 6' });
  const ticks: string[] = [];
  for (let x = 170; x < 440; x += 18) ticks.push(line(x, 272, x, 266, { 'stroke-width': 2 }));
  const tape = group({}, rect(140, 264, 310, 12, mustard.light, { 'stroke-width': 3 }), ...ticks, rect(60, 230, 90, 80, mustard.base, { rx: 16 }), rect(88, 258, 34, 24, darkConcrete.base, { rx: 6 }));
  return scene(group({}, table, ...blade, length, mark, tape), { shadow: { cx: 400, cy: 520, rx: 330 } });
}

function category(): string {
  // The lorry pulling out through the yard gate, loaded with timber and a pallet of bricks.
  const load = (deck: number) => group({}, ...[0, 1, 2].map((i) => plank(50, deck - 30 * (i + 1), 200, 30, 70, timber, { seed: i + 80 })), brickPallet(270, deck, 100, 3, 50, 26, 50));
  const lorry = flatbedLorry(40, 510, load);
  const pier = (x: number) => group({}, box(x, 200, 60, 310, 60, brick), box(x - 6, 186, 72, 16, 70, concrete));
  const gate = group({}, rect(690, 300, 90, 12, green.base), rect(690, 440, 90, 12, green.base), ...[0, 1, 2, 3].map((i) => rect(694 + i * 24, 300, 8, 150, green.base)));
  return scene(group({}, pier(620), lorry.svg, gate), { shadow: { cx: 380, cy: 512, rx: 360 } });
}

export const services: Record<string, () => string> = {
  'services/delivery.svg': delivery,
  'services/expert-advice.svg': expertAdvice,
  'services/custom-orders.svg': customOrders,
  'services/boards-cut-to-size.svg': boardsCutToSize,
  'services/key-cutting.svg': keyCutting,
  'services/paint-mixing.svg': serviceMixing,
  'services/timber-cut-to-size.svg': timberCutting,
  'services/category.svg': category,
};
