import { concrete, copper, darkConcrete, green, mustard, sand, sky, slate, terracotta, white, type Tone } from '../palette.ts';
import { bare, circle, drum, ellipse, fine, group, line, path, poly, rect, scene, tube } from '../svg.ts';
import { pipe } from '../parts.ts';

/** A coil of pipe lying flat: loops stacked slightly, drawn bottom first. */
function coil(cx: number, cy: number, rx: number, ry: number, loops: number, fill: string, width: number): string {
  const rings: string[] = [];
  for (let i = loops - 1; i >= 0; i--) {
    const y = cy + i * (width * 0.75);
    rings.push(pipe(`M${cx - rx} ${y}A${rx} ${ry} 0 1 0 ${cx + rx} ${y}A${rx} ${ry} 0 1 0 ${cx - rx} ${y}`, width, fill));
  }
  return group({}, ...rings);
}

/** Fittings drawn flat, centred on (0, 0); place them with a translate/rotate group. */
const at = (x: number, y: number, deg: number, ...kids: string[]) => group({ transform: `translate(${x} ${y}) rotate(${deg})` }, ...kids);

function elbow(fill: Tone, w = 34, l = 70): string {
  const s = w + 4;
  const c = w * 0.8;
  return group({}, pipe(`M0 ${l}V${l - c}Q0 0 ${l - c} 0H${l}`, w, fill.base), rect(-s / 2, l - c * 0.8, s, c * 0.8, fill.light), rect(l - c * 0.8, -s / 2, c * 0.8, s, fill.light));
}

function teeFitting(fill: Tone, w = 34, l = 75): string {
  const s = w + 4;
  const c = w * 0.8;
  return group({}, pipe(`M${-l} 0H${l}`, w, fill.base), pipe(`M0 0V${-l}`, w, fill.base), rect(-l - 2, -s / 2, c, s, fill.light), rect(l + 2 - c, -s / 2, c, s, fill.light), rect(-s / 2, -l - 2, s, c, fill.light));
}

function compression(): string {
  const nut = (x: number) => group({}, rect(x, -30, 40, 60, mustard.base), line(x, -10, x + 40, -10, fine), line(x, 10, x + 40, 10, fine));
  return group({}, pipe('M-130 0H130', 22, copper.base), rect(-30, -20, 60, 40, mustard.light), nut(-70), nut(30));
}

/** Push-fit fittings have a grey collet ring at every mouth. */
function collet(x: number, y: number, deg: number): string {
  return at(x, y, deg, rect(-26, -8, 52, 14, concrete.base), rect(-20, -16, 40, 8, concrete.light));
}

function copperFittings(): string {
  // Laid out on the paper: two elbows, a tee and a compression coupler on its pipe.
  return scene(group({}, at(110, 300, 0, elbow(copper, 50, 110)), at(300, 450, -90, elbow(copper, 50, 110)), at(580, 400, 0, teeFitting(copper, 50, 110)), at(420, 230, -6, compression())));
}

function floplast(): string {
  const under = group(
    bare,
    rect(60, 250, 680, 270, sand.base),
    rect(60, 330, 680, 190, sand.dark),
    rect(60, 232, 680, 22, green.base),
  );
  const chamber = group({}, rect(470, 250, 110, 210, terracotta.base), ellipse(525, 246, 62, 16, slate.base), ellipse(525, 246, 40, 9, slate.light, fine));
  const run = group(
    {},
    pipe('M110 370L190 452', 40, terracotta.base),
    pipe('M110 370L128 388', 48, terracotta.light),
    pipe('M80 470H250Q290 470 320 445L380 400H470', 40, terracotta.base),
    pipe('M580 420H740', 40, terracotta.base),
    rect(240, 446, 30, 48, terracotta.light),
    rect(440, 376, 30, 48, terracotta.light),
  );
  const bend = group({}, pipe('M160 190Q160 130 220 130H260', 40, terracotta.base), rect(140, 180, 40, 26, terracotta.light), rect(250, 110, 26, 40, terracotta.light));
  return scene(group({}, line(60, 254, 740, 254, fine), line(60, 330, 740, 330, { ...fine, 'stroke-dasharray': '10 12' }), run, chamber, bend), { under, shadow: false });
}

function sanitaryware(): string {
  const wall = group(bare, rect(60, 40, 680, 390, sky.light));
  const tiles: string[] = [];
  for (let x = 140; x < 740; x += 80) tiles.push(line(x, 40, x, 430, { ...fine, stroke: sky.dark }));
  for (let y = 120; y < 430; y += 80) tiles.push(line(60, y, 740, y, { ...fine, stroke: sky.dark }));
  const wc = group(
    {},
    rect(140, 160, 170, 120, white.base, { rx: 10 }),
    rect(135, 150, 180, 18, white.light, { rx: 6 }),
    rect(214, 134, 22, 16, concrete.base, { rx: 4 }),
    path('M150 300H370Q380 300 372 330Q350 390 290 400L280 470H190L190 400Q150 380 150 300Z', white.base),
    rect(146, 288, 230, 16, white.light, { rx: 8 }),
  );
  const basin = group(
    {},
    path('M470 270H690Q690 350 610 360H550Q470 350 470 270Z', white.base),
    rect(464, 258, 232, 20, white.light, { rx: 8 }),
    path('M555 360L565 470H595L605 360', white.base),
    path('M580 258V226Q580 212 600 212H616', 'none', { 'stroke-width': 10 }),
    rect(566, 240, 28, 18, white.dark, { rx: 4 }),
  );
  return scene(group({}, ...tiles, rect(60, 40, 680, 390, 'none'), wc, basin), { under: wall, shadow: { cx: 420, cy: 475, rx: 300 } });
}


function soilPipes(): string {
  // A stack up the wall: swept branch, access pipe with its bolted door, and the air admittance
  // valve capping the top.
  const socket = (y: number) => rect(274, y, 112, 34, darkConcrete.light);
  const stack = group({}, rect(290, 110, 80, 430, darkConcrete.base), socket(150), socket(300), socket(470));
  const branch = group({}, pipe('M330 390Q400 390 430 360L500 290H660', 70, darkConcrete.base), rect(480, 255, 34, 86, darkConcrete.light), ellipse(664, 290, 12, 35, slate.base));
  const door = group({}, rect(305, 365, 50, 70, darkConcrete.light, { rx: 6 }), ...[[312, 372], [348, 372], [312, 428], [348, 428]].map(([x, y]) => circle(x!, y!, 3, slate.base, bare)));
  const aav = group({}, rect(278, 70, 104, 50, darkConcrete.light, { rx: 8 }), path('M284 70Q330 10 376 70Z', darkConcrete.base), ...[0, 1, 2, 3].map((i) => rect(292 + i * 21, 88, 12, 20, slate.base, fine)));
  const clip = group({}, rect(250, 210, 160, 18, slate.base), rect(250, 520, 160, 18, slate.base));
  return scene(group({}, stack, branch, door, aav, clip), { shadow: { cx: 420, cy: 545, rx: 260 } });
}

function speedfit(): string {
  const fittings = group(
    {},
    at(560, 400, 0, pipe('M-100 0H100', 40, white.light), pipe('M0 0V-90', 40, white.light)),
    collet(-100 + 560, 400, 90),
    collet(100 + 560, 400, 90),
    collet(560, 310, 0),
    at(420, 490, 0, pipe('M0 40V20Q0 0 20 0H90', 40, white.light)),
    collet(420, 530, 0),
    collet(510, 490, 90),
  );
  return scene(group({}, coil(290, 250, 200, 80, 5, concrete.light, 22), fittings));
}

function waterButts(): string {
  const stand = group({}, poly([[250, 500], [270, 400], [450, 400], [470, 500]], slate.base), rect(250, 390, 220, 16, slate.light));
  const butt = group({}, drum(360, 150, 120, 250, green, 30), ellipse(360, 150, 96, 22, green.base), path('M240 210H480M240 330H480', 'none', { ...fine, stroke: green.dark }));
  const tap = group({}, rect(470, 340, 36, 18, mustard.base), path('M500 349V376', 'none', { 'stroke-width': 8, stroke: mustard.dark }));
  const downpipe = group({}, rect(560, 40, 40, 460, darkConcrete.base), rect(552, 190, 56, 46, darkConcrete.light), pipe('M552 215Q470 215 440 160', 20, darkConcrete.base));
  const can = group({}, path('M600 420H690L680 500H610Z', green.light), pipe('M690 440L740 410', 10, green.light, 'round'), path('M620 420Q645 380 670 420', 'none', { 'stroke-width': 6 }));
  return scene(group({}, stand, butt, tap, downpipe, can), { shadow: { cx: 420, cy: 505, rx: 300 } });
}

function category(): string {
  const soil = group({}, tube(120, 250, 430, 50, darkConcrete), tube(520, 250, 90, 62, darkConcrete), ellipse(610, 250, 16, 50, slate.base));
  return scene(group({}, soil, at(200, 400, 0, elbow(copper)), at(400, 450, 0, teeFitting(copper)), at(590, 400, 0, elbow(white, 40)), collet(590, 470, 0), collet(660, 400, 90)));
}

export const plumbingHeating: Record<string, () => string> = {
  'plumbing-heating/copper-fittings.svg': copperFittings,
  'plumbing-heating/floplast-underground-fittings.svg': floplast,
  'plumbing-heating/sanitaryware.svg': sanitaryware,
  'plumbing-heating/soil-pipes.svg': soilPipes,
  'plumbing-heating/speedfit.svg': speedfit,
  'plumbing-heating/water-butts.svg': waterButts,
  'plumbing-heating/category.svg': category,
};
