/**
 * The brands pages and the trade account page. No names, logos or marks anywhere: each make is
 * told apart by the products themselves.
 */
import { brick, concrete, darkConcrete, green, hardwood, mustard, sky, slate, steel, terracotta, timber, white } from '../palette.ts';
import { box, circle, drum, ellipse, fine, group, line, path, poly, rect, scene, tube } from '../svg.ts';
import { pipe, place } from '../parts.ts';
import { paintTin } from '../decor.ts';
import { plank } from '../timber-parts.ts';

/** A push-fit fitting body: white, with a grey collet ring at every mouth. */
function pushFit(d: string, mouths: readonly [number, number, number][]): string {
  const collars = mouths.map(([x, y, deg]) => place(x, y, deg, rect(-30, -10, 60, 20, concrete.base), rect(-24, -20, 48, 10, concrete.light)));
  return group({}, pipe(d, 48, white.light), ...collars);
}

/** A closed paint tin with its lid, wire handle and a band of the paint's colour. */
const tin = (cx: number, base: number, rx: number, h: number, colour: string) =>
  group({}, drum(cx, base - h, rx, h, steel, rx * 0.28), rect(cx - rx, base - h * 0.65, rx * 2, h * 0.4, colour, { 'stroke-width': 3 }), ellipse(cx, base - h, rx * 0.8, rx * 0.2, steel.base, fine));

function brandsIndex(): string {
  // A trade-counter shelf: paint, oil, push-fit, gutter and drainage stock side by side.
  const shelf = group({}, rect(60, 60, 24, 450, slate.base), rect(716, 60, 24, 450, slate.base), box(60, 260, 680, 18, 60, timber), box(60, 480, 680, 18, 60, timber));
  const upper = group({}, tin(150, 260, 50, 130, brick.base), tin(260, 260, 50, 130, sky.base), tin(380, 260, 42, 90, green.base), place(560, 210, 0, pushFit('M-60 0H60M0 0V-70', [[-60, 0, 90], [60, 0, 90], [0, -70, 0]])));
  const lower = group({}, tube(100, 440, 260, 36, terracotta), path('M420 470V420A60 60 0 0 0 540 420V470', 'none', { 'stroke-width': 40 }), path('M420 470V420A60 60 0 0 0 540 420V470', 'none', { 'stroke-width': 32, stroke: slate.light }), tin(640, 480, 44, 100, hardwood.base));
  return scene(group({}, shelf, upper, lower));
}

function johnstones(): string {
  // A pyramid of trade tins, one opened at the front with its lid propped beside it.
  const colours = [white.base, sky.base, mustard.base, green.base, white.base, brick.light];
  const tins = [
    [250, 505], [400, 505], [550, 505],
    [325, 355], [475, 355],
  ].map(([x, b], i) => tin(x!, b!, 68, 145, colours[i]!));
  return scene(group({}, ...tins, tin(400, 205, 68, 145, colours[5]!), paintTin(660, 380, 60, 120, sky), ellipse(120, 480, 56, 16, steel.light)));
}

function osmo(): string {
  // A small tin of hardwax oil, lid off, and a brushed oak board with its oiled half darker.
  const board = group({}, plank(80, 380, 560, 46, 200, timber, { grain: 3, rings: false, seed: 4 }), path('M80 380H360V426H80Z', hardwood.light, { 'stroke-width': 3 }));
  const brushed = [0.25, 0.5, 0.75].map((f) => line(100, 380 + 46 * f, 620, 380 + 46 * f, { ...fine, stroke: timber.dark }));
  const rag = path('M500 330Q560 300 620 330Q600 360 540 350Z', white.light);
  return scene(group({}, board, ...brushed, paintTin(250, 170, 80, 150, { light: mustard.light, base: mustard.light, dark: mustard.base }, slate.base), rag));
}

function jgSpeedfit(): string {
  // Push-fit fittings large: a tee, an elbow and a straight, with a length of pipe going in.
  const pipeLen = group({}, tube(60, 470, 420, 22, white), rect(470, 462, 20, 16, concrete.light, fine));
  return scene(
    group(
      {},
      pipeLen,
      place(230, 220, 0, pushFit('M-110 0H110M0 0V100', [[-110, 0, 90], [110, 0, 90], [0, 100, 0]])),
      place(560, 180, 0, pushFit('M0 120V40Q0 0 40 0H110', [[0, 120, 0], [110, 0, 90]])),
      place(590, 400, -15, pushFit('M-110 0H110', [[-110, 0, 90], [110, 0, 90]])),
    ),
  );
}

function floplast(): string {
  // A half-round gutter on its bracket over a length of brown underground pipe and its bend.
  // The gutter is seen a little from above, so its open channel shows between the two lips.
  const gutter = group(
    {},
    path('M100 150L160 120H680L620 150Q620 240 540 240H180Q100 240 100 150Z', slate.base),
    path('M112 148L166 126H668L614 148Q600 200 540 200H180Q124 200 112 148Z', slate.dark, fine),
    path('M620 150L680 120Q680 200 620 240Z', slate.light),
    path('M330 110V130Q330 250 360 250H380Q350 250 350 130V110Z', darkConcrete.light),
  );
  const drain = group({}, tube(80, 430, 420, 50, terracotta), pipe('M520 430H580Q660 430 660 350V320', 100, terracotta.base), rect(480, 370, 50, 120, terracotta.light), ellipse(660, 320, 58, 18, terracotta.light));
  return scene(group({}, gutter, drain));
}

function trade(): string {
  // The trade counter: a clipboard of a delivery docket, an account card and a pen on the top.
  const counter = group({}, box(50, 330, 640, 180, 120, timber), rect(50, 330, 640, 18, timber.light), ...[240, 420, 600].map((x) => line(x, 350, x, 505, { ...fine, stroke: timber.dark })));
  // The clipboard stands propped on a stand so its docket faces the customer.
  const docketLines = [0, 1, 2, 3, 4].map((i) => line(220, 180 + i * 22, 330 - (i % 2) * 40, 180 + i * 22, { 'stroke-width': 3, stroke: slate.light }));
  const clipboard = group({}, path('M330 320L300 260', 'none', { 'stroke-width': 8 }), rect(180, 120, 220, 200, hardwood.base, { rx: 10 }), rect(196, 150, 188, 160, white.light), rect(250, 110, 80, 26, steel.base, { rx: 6 }), ...docketLines);
  const card = group({}, poly([[480, 310], [640, 310], [670, 280], [510, 280]], green.base), poly([[500, 302], [540, 302], [548, 294], [508, 294]], mustard.light, fine), line(560, 290, 640, 290, { ...fine, stroke: green.light }));
  const pen = path('M440 326L600 346', 'none', { 'stroke-width': 12, stroke: slate.base });
  const keys = group({}, circle(150, 300, 18, steel.light), rect(160, 296, 60, 10, steel.light));
  return scene(group({}, counter, clipboard, card, pen, keys));
}

export const brands: Record<string, () => string> = {
  'brands/index.svg': brandsIndex,
  'brands/johnstones.svg': johnstones,
  'brands/osmo.svg': osmo,
  'brands/jg-speedfit.svg': jgSpeedfit,
  'brands/floplast.svg': floplast,
  'trade.svg': trade,
};
