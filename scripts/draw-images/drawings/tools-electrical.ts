import { brick, darkConcrete, hardwood, mustard, slate, steel, timber, white } from '../palette.ts';
import { box, circle, ellipse, fine, group, line, path, rect, scene, tube } from '../svg.ts';
import { place } from '../parts.ts';
import { brickTrowel, cableCoil, clawHammer, hacksaw, panelSaw, screwdriver, spiritLevel, tenonSaw } from '../tools.ts';

/** A drill bit standing point-up: shank, fluted body, tip. */
function bit(x: number, len: number, w: number, kind: 'twist' | 'masonry' | 'spade' | 'auger'): string {
  const top = 470 - len;
  const shank = rect(x - w / 2, 420, w, 60, steel.base);
  if (kind === 'spade') {
    return group({}, rect(x - 6, top + 70, 12, 420 - top - 70, steel.light), path(`M${x - 30} ${top + 70}H${x + 30}V${top + 30}L${x + 6} ${top + 22}L${x} ${top}L${x - 6} ${top + 22}L${x - 30} ${top + 30}Z`, steel.light), path(`M${x - 8} 420H${x + 8}L${x + 10} 480H${x - 10}Z`, steel.base));
  }
  const flutes: string[] = [];
  for (let y = top + 30; y < 410; y += 26) flutes.push(line(x - w / 2, y + 12, x + w / 2, y - 6, { 'stroke-width': 2.5 }));
  const body = rect(x - w / 2, top + 20, w, 420 - top - 20, kind === 'auger' ? steel.light : kind === 'masonry' ? darkConcrete.light : steel.light);
  const tip = kind === 'masonry' ? path(`M${x - w / 2 - 4} ${top + 22}L${x} ${top - 4}L${x + w / 2 + 4} ${top + 22}Z`, mustard.base) : kind === 'auger' ? path(`M${x - w / 2} ${top + 22}L${x} ${top - 10}L${x + w / 2} ${top + 22}Z`, steel.base) : path(`M${x - w / 2} ${top + 22}L${x} ${top}L${x + w / 2} ${top + 22}Z`, steel.base);
  return group({}, shank, body, ...flutes, tip);
}

function drillBits(): string {
  const stand = rect(90, 470, 330, 34, hardwood.base);
  const bits = [bit(130, 230, 14, 'twist'), bit(190, 280, 22, 'twist'), bit(260, 300, 28, 'masonry'), bit(330, 320, 0, 'spade'), bit(390, 340, 24, 'auger')];
  // The hole saw lies on its side, teeth towards us, pilot drill through the middle.
  const cup = group({}, rect(470, 350, 60, 28, steel.base), tube(510, 364, 140, 80, mustard, steel), ellipse(650, 364, 22, 64, slate.base));
  const toothRing: string[] = [];
  for (let a = -80; a <= 80; a += 16) {
    const t = (a * Math.PI) / 180;
    toothRing.push(line(650 + 28 * Math.cos(t), 364 + 80 * Math.sin(t), 660 + 28 * Math.cos(t), 364 + 80 * Math.sin(t) - 6, { 'stroke-width': 2 }));
  }
  const pilot = group({}, rect(640, 358, 80, 12, steel.light), path('M720 358L734 364L720 370Z', steel.base));
  return scene(group({}, stand, ...bits, cup, ...toothRing, pilot), { shadow: { cx: 420, cy: 500, rx: 320 } });
}

function electrical(): string {
  const socket = (x: number, y: number) =>
    group(
      {},
      rect(x, y, 300, 160, white.base, { rx: 14 }),
      ...[x + 30, x + 165].map((sx) =>
        group({}, rect(sx, y + 30, 105, 100, white.light, { rx: 8 }), rect(sx + 46, y + 44, 14, 26, slate.base, fine), rect(sx + 20, y + 84, 26, 14, slate.base, fine), rect(sx + 60, y + 84, 26, 14, slate.base, fine), rect(sx + 74, y + 108, 20, 12, brick.base, fine)),
      ),
    );
  const backBox = group({}, box(470, 400, 200, 110, 90, steel), ...[520, 600].map((x) => circle(x, 455, 16, steel.light, fine)));
  return scene(group({}, place(250, 360, 0, cableCoil(160, 66)), backBox, socket(430, 170)), { shadow: { cx: 400, cy: 520, rx: 330 } });
}

function handSaws(): string {
  // A pegboard panel on the paper, not a wall to the edges: the saws hang from its rail.
  const board = group({}, box(90, 60, 620, 440, 16, timber), ...[160, 260, 360].map((y) => line(100, y, 700, y, { ...fine, stroke: timber.base })));
  const peg = (x: number) => group({}, circle(x, 90, 10, slate.base));
  return scene(
    group({}, board, peg(190), peg(400), peg(610), place(190, 160, 90, panelSaw(330)), place(400, 160, 90, tenonSaw(260)), place(600, 160, 90, hacksaw(280))),
    { shadow: { cx: 410, cy: 505, rx: 330 } },
  );
}

function handTools(): string {
  return scene(group({}, place(110, 200, 0, spiritLevel(560)), place(170, 360, -6, clawHammer()), place(520, 380, -10, brickTrowel()), place(260, 470, 0, screwdriver())));
}

function category(): string {
  const tray = group({}, box(140, 330, 400, 170, 120, brick), rect(140, 330, 400, 24, brick.light), path('M270 280V250H410V280', 'none', { 'stroke-width': 14 }), path('M270 280V250H410V280', 'none', { 'stroke-width': 6, stroke: slate.light }), rect(315, 395, 50, 26, steel.base, { rx: 4 }));
  const inTray = place(380, 300, -60, clawHammer());
  return scene(group({}, inTray, tray, place(620, 440, 0, cableCoil(90, 38)), place(250, 540, -4, panelSaw(330))), { shadow: { cx: 420, cy: 515, rx: 330 } });
}

export const toolsElectrical: Record<string, () => string> = {
  'tools-electrical/drill-bits-hole-saws.svg': drillBits,
  'tools-electrical/electrical.svg': electrical,
  'tools-electrical/hand-saws.svg': handSaws,
  'tools-electrical/hand-tools.svg': handTools,
  'tools-electrical/category.svg': category,
};
