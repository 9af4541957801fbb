import { brick, green, hardwood, mustard, sand, sky, slate, steel, terracotta, timber, white } from '../palette.ts';
import { circle, drum, ellipse, fine, group, path, poly, rect, scene, tube } from '../svg.ts';
import { place } from '../parts.ts';
import { plank } from '../timber-parts.ts';
import { brush, paintTin, roller, standingBrush, tray } from '../decor.ts';

function paints(): string {
  const colours = [brick, green, mustard, sky];
  // Two tins at the back, two in front: the colours read even where the tins overlap.
  const spots = [[250, 180], [450, 180], [350, 300], [550, 300]] as const;
  const tins = colours.map((c, i) => paintTin(spots[i]![0], spots[i]![1], 80, 170, c, c.base));
  const lids = [0, 1].map((i) => ellipse(120 + i * 600, 510, 50, 14, steel.light));
  return scene(group({}, ...tins, ...lids), { shadow: { cx: 400, cy: 480, rx: 330 } });
}

function wallpaper(): string {
  // A pasting table with a length unrolled along it and the roll still at the far end.
  const motif = (x: number, y: number) => path(`M${x} ${y - 14}Q${x + 12} ${y} ${x} ${y + 14}Q${x - 12} ${y} ${x} ${y - 14}Z`, green.base, fine);
  const table = group({}, path('M120 380L180 520M160 380L100 520M620 380L680 520M660 380L600 520', 'none', { 'stroke-width': 8 }), poly([[80, 380], [700, 380], [740, 330], [120, 330]], timber.light), rect(80, 380, 620, 16, timber.base));
  const sheet = poly([[120, 376], [520, 376], [552, 336], [152, 336]], sand.light);
  const motifs: string[] = [];
  for (let i = 0; i < 6; i++) for (let j = 0; j < 2; j++) motifs.push(motif(170 + i * 62 + j * 16, 360 - j * 18));
  const roll = group({}, tube(500, 326, 190, 30, { ...sand, base: sand.light }), ellipse(690, 326, 5, 12, slate.base));
  return scene(group({}, table, sheet, ...motifs, roll), { shadow: { cx: 400, cy: 520, rx: 330 } });
}

function brushesRollers(): string {
  const brushes = [28, 48, 70].map((w, i) => place(170 + i * 80, 505, 0, standingBrush(w)));
  return scene(group({}, ...brushes, place(410, 470, 0, tray(sky.base)), place(460, 320, -8, roller(white.light, 200, 30))), { shadow: { cx: 420, cy: 510, rx: 330 } });
}

function johnstones(): string {
  // Trade tubs stacked beside an aluminium stepladder.
  const tub = (cx: number, base: number, lid: string) => group({}, path(`M${cx - 85} ${base - 150}L${cx - 75} ${base}H${cx + 75}L${cx + 85} ${base - 150}Z`, white.base), rect(cx - 92, base - 170, 184, 24, lid, { rx: 6 }), path(`M${cx - 70} ${base - 166}Q${cx} ${base - 230} ${cx + 70} ${base - 166}`, 'none', { 'stroke-width': 6 }), rect(cx - 60, base - 115, 120, 60, sky.light));
  // Stepladder from the front: two stiles with treads between, rear legs splayed behind.
  const stile = 'M520 510L550 110M680 510L650 110';
  const ladder = group(
    {},
    path('M560 110L590 500M640 110L720 500', 'none', { 'stroke-width': 6, stroke: steel.dark }),
    ...[0, 1, 2, 3].map((i) => {
      const y = 420 - i * 85;
      const inset = ((510 - y) / 400) * 30;
      return rect(520 + inset, y, 160 - inset * 2, 16, steel.base);
    }),
    path(stile, 'none', { 'stroke-width': 16 }),
    path(stile, 'none', { 'stroke-width': 9, stroke: steel.light }),
    rect(540, 90, 120, 26, slate.base, { rx: 4 }),
  );
  return scene(group({}, ladder, tub(230, 510, green.base), tub(420, 510, brick.base), tub(320, 340, mustard.base)), { shadow: { cx: 420, cy: 515, rx: 330 } });
}

function osmo(): string {
  // An oak board, the right half oiled to a deeper tone, with the tin beside it.
  const board = plank(110, 360, 560, 70, 150, { light: sand.light, base: sand.base, dark: sand.dark }, { seed: 7, grain: 3 });
  const oiled = poly([[390, 360], [670, 360], [760, 293], [480, 293]], hardwood.light);
  const grain = [0.25, 0.5, 0.75].map((f) => path(`M${400 + 90 * f} ${360 - 67 * f}Q${520 + 90 * f} ${350 - 67 * f} ${660 + 90 * f} ${360 - 67 * f}`, 'none', { ...fine, stroke: hardwood.dark }));
  const tin = group({}, drum(220, 210, 80, 110, steel, 22), rect(140, 240, 160, 50, green.base, { 'stroke-width': 3 }), ellipse(220, 210, 66, 16, mustard.light, fine));
  const cloth = path('M520 470Q560 440 620 460Q670 450 690 490Q640 520 580 510Q530 510 520 470Z', white.light);
  return scene(group({}, board, oiled, ...grain, tin, cloth), { shadow: { cx: 420, cy: 505, rx: 330 } });
}

function paintBrushesRollers(): string {
  const brushes = [14, 24, 36, 50, 66, 84].map((w, i) => place(110 + i * 66 + w * 0.4, 500, 0, standingBrush(w, i % 2 ? hardwood : { ...hardwood, base: slate.light })));
  const sleeves = [sand.light, white.light, terracotta.light].map((c, i) => group({}, rect(560, 230 + i * 90, 170, 64, c, { rx: 24 }), ellipse(730, 262 + i * 90, 8, 20, slate.base)));
  return scene(group({}, ...brushes, ...sleeves), { shadow: { cx: 420, cy: 500, rx: 330 } });
}

function paintMixing(): string {
  // A fan deck of colour strips pivoted at one corner, beside a tin with colour just stirred in.
  const strips = [brick, terracotta, mustard, green, sky, slate].map((c, i) =>
    place(250, 480, -70 + i * 14, group({}, rect(0, -30, 300, 60, white.light, { rx: 6 }), rect(70, -22, 60, 44, c.light, fine), rect(140, -22, 60, 44, c.base, fine), rect(210, -22, 60, 44, c.dark, fine)), circle(14, 0, 7, steel.base, fine)),
  );
  const tin = paintTin(590, 300, 100, 190, green, white.base);
  const swirl = path('M540 300Q590 280 630 300Q600 312 570 302', 'none', { stroke: green.light, 'stroke-width': 5 });
  return scene(group({}, ...strips, tin, swirl), { shadow: { cx: 420, cy: 510, rx: 330 } });
}

function paintingSundries(): string {
  const tape = group({}, circle(230, 330, 110, mustard.light), circle(230, 330, 60, paperColour()), circle(230, 330, 60, 'none'), path('M230 440Q300 470 360 500L380 470Q320 450 280 430', mustard.light));
  const knife = place(420, 260, 20, group({}, path('M0 -50H140L160 -40V40L140 50H0Z', steel.light), rect(-30, -14, 30, 28, steel.base), rect(-170, -22, 150, 44, slate.light, { rx: 18 })));
  const sheet = group({}, path('M430 400H720L740 480H420Z', white.base), path('M420 480H740L730 520H430Z', white.dark), path('M450 420Q520 440 600 420T710 430', 'none', { ...fine, stroke: white.dark }));
  return scene(group({}, sheet, tape, knife), { shadow: { cx: 420, cy: 510, rx: 330 } });
}

function paperColour(): string {
  return sand.light;
}

function woodstain(): string {
  const board = plank(90, 350, 600, 60, 140, timber, { seed: 12, grain: 3 });
  const stained = group({}, poly([[90, 350], [400, 350], [484, 287], [174, 287]], hardwood.dark, { 'stroke-width': 3 }), rect(90, 350, 310, 60, hardwood.dark, { 'stroke-width': 3 }));
  const applying = place(430, 300, 60, brush(60));
  const tin = paintTin(620, 190, 60, 100, { light: hardwood.light, base: hardwood.dark, dark: hardwood.dark }, hardwood.base);
  return scene(place(0, 40, 0, board, stained, tin, applying), { shadow: { cx: 420, cy: 530, rx: 330 } });
}

function category(): string {
  return scene(group({}, paintTin(210, 280, 100, 190, sky, green.base), place(250, 300, -30, brush(56)), place(400, 470, 0, tray(brick.base)), place(450, 320, -8, roller(white.light, 200, 30))), { shadow: { cx: 420, cy: 510, rx: 330 } });
}

export const decorating: Record<string, () => string> = {
  'decorating/paints.svg': paints,
  'decorating/wallpaper.svg': wallpaper,
  'decorating/brushes-rollers.svg': brushesRollers,
  'decorating/johnstones-paint.svg': johnstones,
  'decorating/osmo.svg': osmo,
  'decorating/paint-brushes-rollers.svg': paintBrushesRollers,
  'decorating/paint-mixing.svg': paintMixing,
  'decorating/painting-sundries.svg': paintingSundries,
  'decorating/woodstain-varnishes.svg': woodstain,
  'decorating/category.svg': category,
};
