import { concrete, copper, darkConcrete, green, mustard, sand, sky, slate, terracotta, white } from '../palette.ts';
import { bare, drum, ellipse, fine, group, line, path, poly, rect, scene, tube } from '../svg.ts';
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

function copperFittings(): string {
  const elbow = group({}, pipe('M470 500V430Q470 380 520 380H600', 34, copper.base), rect(452, 470, 36, 32, copper.light), rect(570, 362, 32, 36, copper.light));
  const tee = group({}, pipe('M560 470H720', 34, copper.base), pipe('M640 470V390', 34, copper.base), rect(620, 388, 40, 26, copper.light), rect(560, 452, 26, 36, copper.light), rect(694, 452, 26, 36, copper.light));
  const tail = pipe('M488 286Q560 300 640 250L700 220', 16, copper.base);
  return scene(group({}, coil(320, 290, 200, 80, 5, copper.base, 16), tail, elbow, tee));
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
    pipe('M80 470H250Q290 470 320 445L380 400H470', 40, terracotta.base),
    pipe('M580 420H740', 40, terracotta.base),
    rect(240, 446, 30, 48, terracotta.light),
    rect(440, 376, 30, 48, terracotta.light),
  );
  const bend = group({}, pipe('M160 190Q160 130 220 130H260', 40, terracotta.base), rect(140, 180, 40, 26, terracotta.light), rect(250, 110, 26, 40, terracotta.light));
  return scene(group({}, line(60, 254, 740, 254, fine), line(60, 330, 740, 330, { ...fine, 'stroke-dasharray': '10 12' }), run, chamber, bend), { under, disc: false, shadow: false });
}

function sanitaryware(): string {
  const wall = group(bare, rect(0, 0, 800, 430, sky.light), rect(0, 430, 800, 170, concrete.light));
  const tiles: string[] = [];
  for (let x = 80; x < 800; x += 80) tiles.push(line(x, 0, x, 430, { ...fine, stroke: sky.dark }));
  for (let y = 80; y < 430; y += 80) tiles.push(line(0, y, 800, y, { ...fine, stroke: sky.dark }));
  const wc = group(
    {},
    rect(140, 160, 170, 120, white.base, { rx: 10 }),
    rect(135, 150, 180, 18, white.light, { rx: 6 }),
    rect(214, 134, 22, 16, steel(), { rx: 4 }),
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
  return scene(group({}, ...tiles, line(0, 430, 800, 430), wc, basin), { under: wall, disc: false, shadow: { cx: 420, cy: 475, rx: 300 } });
}

function steel(): string {
  return concrete.base;
}

function soilPipes(): string {
  const lying = group({}, tube(110, 430, 440, 44, darkConcrete, darkConcrete), tube(530, 430, 100, 58, darkConcrete, darkConcrete), ellipse(630, 430, 14, 44, slate.base));
  // A branch standing upright: the swept entry is what sets a soil branch apart from a tee.
  const branch = group(
    {},
    pipe('M300 300Q330 300 350 280L410 220', 60, darkConcrete.base),
    pipe('M400 230L430 200', 76, darkConcrete.light),
    rect(240, 110, 88, 300, darkConcrete.base),
    ellipse(284, 110, 44, 12, darkConcrete.light),
    rect(228, 110, 112, 60, darkConcrete.base),
    ellipse(284, 110, 56, 14, darkConcrete.light),
    ellipse(284, 110, 44, 10, slate.base),
  );
  const clip = group({}, path('M600 200H700V235H600Z', slate.base), path('M620 235V290Q650 320 680 290V235', 'none', { 'stroke-width': 10 }));
  return scene(group({}, branch, lying, clip));
}

function speedfit(): string {
  const collet = (x: number, y: number, vertical = false) =>
    vertical ? group({}, rect(x - 24, y, 48, 14, concrete.base), rect(x - 18, y - 8, 36, 8, sky.base)) : group({}, rect(x, y - 24, 14, 48, concrete.base), rect(x - 8, y - 18, 8, 36, sky.base));
  const tee = group(
    {},
    pipe('M470 430H690', 40, white.light),
    pipe('M580 430V340', 40, white.light),
    collet(476, 430),
    collet(684, 430),
    collet(580, 340, true),
  );
  const stub = group({}, pipe('M300 430H462', 22, white.base), pipe('M698 430H760', 22, white.base), pipe('M580 330V250', 22, white.base));
  // The insertion-depth mark pencilled on the pipe is the push-fit habit worth showing.
  const mark = line(440, 414, 440, 446, { stroke: slate.base, 'stroke-width': 3 });
  return scene(group({}, coil(300, 250, 190, 75, 5, white.base, 22), stub, tee, mark));
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
  // A panel radiator on its valves, fed by copper from the floor.
  const rad = group({}, rect(160, 170, 480, 240, white.base, { rx: 10 }));
  const flutes: string[] = [];
  for (let x = 190; x < 630; x += 30) flutes.push(line(x, 190, x, 390, { ...fine, stroke: white.dark }));
  const valve = (x: number) => group({}, rect(x - 14, 410, 28, 34, concrete.light), rect(x - 20, 380, 40, 30, x < 400 ? white.dark : sky.base, { rx: 6 }));
  const feeds = group({}, pipe('M176 444V520', 16, copper.base), pipe('M624 444V520', 16, copper.base));
  const bracket = group({}, rect(230, 150, 30, 24, concrete.base), rect(540, 150, 30, 24, concrete.base));
  return scene(group({}, bracket, feeds, rad, ...flutes, valve(176), valve(624), rect(0, 520, 800, 80, concrete.light, bare), line(0, 520, 800, 520)), { shadow: false });
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
