import { concrete, green, mustard, sand, sky, slate, steel, timber, white, type Tone } from '../palette.ts';
import { bare, box, circle, drum, ellipse, fine, group, line, path, rect, scene } from '../svg.ts';
import { place } from '../parts.ts';
import { plank } from '../timber-parts.ts';

const brass = mustard;
const chrome = steel;

/** Screw holes: countersunk rings with a slot. */
const screw = (x: number, y: number, t: Tone = steel) => group({}, circle(x, y, 9, t.light, fine), line(x - 5, y, x + 5, y, fine));

export function buttHinge(t: Tone = brass): string {
  const holes = [-70, 0, 70].flatMap((y) => [screw(-45, y, t), screw(45, y, t)]);
  const knuckles = [-110, -66, -22, 22, 66].map((y, i) => rect(-12, y, 24, 44, i % 2 ? t.base : t.light));
  return group({}, rect(-80, -110, 160, 220, t.base, { rx: 6 }), line(0, -110, 0, 110, fine), ...knuckles, ...holes);
}

function morticeLock(): string {
  return group(
    {},
    rect(-70, -130, 150, 260, steel.base, { rx: 4 }),
    rect(80, -150, 26, 300, brass.base, { rx: 6 }),
    screw(93, -130, brass),
    screw(93, 130, brass),
    rect(106, -70, 24, 36, steel.light),
    rect(106, 40, 30, 26, steel.light),
    rect(-12, -40, 30, 30, slate.base, fine),
    path('M-5 40a12 12 0 1 1 16 0l6 36h-28z', slate.base, fine),
  );
}

function tubularLatch(): string {
  return group({}, rect(-110, -24, 170, 48, steel.base, { rx: 6 }), rect(-30, -16, 32, 32, slate.base, fine), rect(60, -80, 24, 160, brass.base, { rx: 6 }), path('M84 -16H110L122 0L110 16H84Z', steel.light), screw(72, -62, brass), screw(72, 62, brass));
}

function doorHardware(): string {
  return scene(group({}, place(170, 300, 0, buttHinge()), place(370, 300, 0, morticeLock()), place(620, 300, 0, tubularLatch())), { shadow: { cx: 400, cy: 470, rx: 320 } });
}

function windowHardware(): string {
  // uPVC handle, casement stay and sash fastener on a white window frame.
  const frame = group({}, rect(60, 90, 680, 420, white.light), rect(110, 140, 580, 320, white.base));
  const handle = group({}, rect(150, 190, 50, 120, white.light, { rx: 22 }), path('M160 255H175V420Q175 440 160 440H156Q146 440 146 420Z', white.light), circle(175, 230, 6, white.dark, fine));
  const stay = group({}, rect(270, 360, 360, 26, chrome.base, { rx: 13 }), ...[340, 400, 460, 520].map((x) => circle(x, 373, 6, slate.base, fine)), circle(290, 373, 12, chrome.light), rect(580, 386, 30, 40, chrome.base), circle(595, 396, 8, chrome.light, fine));
  const sash = group({}, rect(340, 200, 120, 50, brass.base, { rx: 8 }), path('M400 225L520 190Q545 185 548 205L548 215L470 245Z', brass.light), rect(480, 250, 110, 44, brass.base, { rx: 8 }), circle(535, 272, 12, brass.dark, fine));
  return scene(group({}, frame, handle, stay, sash), { shadow: { cx: 400, cy: 512, rx: 340 } });
}

function padlock(): string {
  // Closed shackle: the shoulders of the body rise round it so bolt cutters cannot get in.
  return group(
    {},
    path('M-40 0V-70A40 40 0 0 1 40 -70V0', 'none', { 'stroke-width': 26 }),
    path('M-40 0V-70A40 40 0 0 1 40 -70V0', 'none', { 'stroke-width': 18, stroke: chrome.base }),
    path('M-80 -50H-50V-10H50V-50H80V110Q80 130 60 130H-60Q-80 130 -80 110Z', brass.base),
    path('M-8 50a10 10 0 1 1 16 0l4 34h-24z', slate.base, fine),
  );
}

function securityProducts(): string {
  const staple = group({}, rect(390, 250, 90, 200, steel.base, { rx: 8 }), screw(435, 275), screw(435, 425));
  const hasp = group({}, rect(150, 300, 300, 64, steel.light, { rx: 10 }), rect(410, 296, 40, 72, steel.base, { rx: 8 }), ...[190, 250, 310].map((x) => screw(x, 332)), rect(126, 290, 30, 84, steel.base, { rx: 6 }));
  // Euro cylinder on its side: round top barrel, narrower fin below, the cam in the middle and a
  // key in one end; its end face beside it shows the familiar profile.
  const cylinder = group(
    {},
    path('M540 190h170v50h-170z', chrome.light),
    path('M548 240h154v44h-154z', chrome.base),
    path('M610 284a16 16 0 0 0 30 0', chrome.dark),
    rect(708, 206, 30, 16, brass.base),
    path('M738 190h40a10 10 0 0 1 10 10v28a10 10 0 0 1 -10 10h-40z', brass.base),
    path('M622 362a30 30 0 1 1 36 0l14 76h-64z', chrome.light),
    path('M632 346a8 8 0 1 1 16 0l3 30h-22z', slate.base, fine),
  );
  return scene(group({}, line(100, 510, 700, 510), staple, hasp, place(420, 400, 0, padlock()), place(-80, 20, 0, cylinder)), { shadow: { cx: 400, cy: 540, rx: 320 } });
}

export function lever(t: Tone): string {
  return group({}, rect(-12, -12, 40, 24, t.base, { rx: 8 }), path('M20 -14H200Q216 -14 216 0Q216 14 200 14H20Z', t.light));
}

function doorHandles(): string {
  const door = group({}, box(80, 40, 640, 465, 30, green), rect(130, 90, 250, 150, green.dark, { 'stroke-width': 3 }), rect(420, 90, 250, 150, green.dark, { 'stroke-width': 3 }));
  const rose = group({}, circle(240, 380, 48, chrome.light), circle(240, 380, 30, chrome.base, fine), place(240, 380, 0, lever(chrome)));
  const plate = group({}, rect(490, 270, 70, 220, brass.base, { rx: 30 }), path('M517 430a8 8 0 1 1 16 0l4 30h-24z', slate.base, fine), place(525, 340, 0, lever(brass)));
  return scene(group({}, door, rose, plate), { shadow: { cx: 410, cy: 505, rx: 340 } });
}

function blister(x: number, header: string, contents: string): string {
  return group({}, rect(x, 150, 150, 260, white.base, { rx: 6 }), rect(x, 150, 150, 60, header, { rx: 6 }), circle(x + 75, 172, 10, white.light), rect(x + 20, 230, 110, 160, sky.light, { rx: 16, opacity: 0.9 }), contents);
}

function ironmongeryPrepacked(): string {
  const rail = group({}, rect(60, 100, 680, 24, slate.base, { rx: 6 }), ...[135, 320, 505, 690].map((x) => path(`M${x} 124V${172}`, 'none', { 'stroke-width': 8 })));
  const screws = [0, 1, 2].map((i) => group({}, rect(95 + i * 24, 250, 16, 8, steel.base, fine), path(`M${103 + i * 24} 258V360l-4 10`, 'none', { 'stroke-width': 5 })));
  const hooks = group({}, path('M320 250V330A28 28 0 1 1 264 330', 'none', { 'stroke-width': 10 }), path('M320 250V330A28 28 0 1 1 264 330', 'none', { 'stroke-width': 4, stroke: brass.light }), circle(320, 252, 10, brass.base));
  const bracket = group({}, path('M460 250H540V270H480V370H460Z', steel.base), circle(470, 300, 5, slate.base, bare), circle(510, 260, 5, slate.base, bare));
  return scene(
    group({}, rail, blister(60, green.base, group({}, ...screws)), blister(245, slate.light, hooks), blister(430, mustard.base, bracket), blister(615, sand.dark, place(690, 310, 45, group({}, rect(-40, -8, 80, 16, steel.base), circle(-40, 0, 14, steel.light))))),
    { shadow: { cx: 400, cy: 470, rx: 340 } },
  );
}

function nail(len: number, head: 'round' | 'lost' | 'clout' = 'round'): string {
  const hw = head === 'lost' ? 7 : head === 'clout' ? 18 : 12;
  return group({}, path(`M0 -3H${len}L${len + 12} 0L${len} 3H0Z`, steel.base, { 'stroke-width': 3 }), rect(-6, -hw, 8, hw * 2, steel.light, { 'stroke-width': 3, rx: 2 }));
}

function nails(): string {
  const tub = group({}, drum(560, 260, 120, 220, slate, 34), ellipse(560, 260, 104, 28, slate.dark), ...[-50, -20, 15, 45].map((dx, i) => place(560 + dx, 262, -80 - i * 6, nail(80 + i * 10))));
  const loose = [
    [120, 470, -8, 260, 'round'],
    [150, 420, 12, 200, 'lost'],
    [200, 510, 4, 150, 'clout'],
    [110, 360, -18, 110, 'round'],
    [300, 440, 40, 80, 'lost'],
    [350, 520, -20, 60, 'clout'],
    [260, 380, -4, 40, 'round'],
  ] as const;
  return scene(group({}, tub, ...loose.map(([x, y, a, l, h]) => place(x, y, a, nail(l, h))), place(40, 0, 0, '')), { shadow: { cx: 400, cy: 515, rx: 330 } });
}

function postFixings(): string {
  // A bolt-down post shoe: base plate on a concrete pad, a stand-off, and a cup holding the
  // post clear of wet ground.
  const ground = box(90, 470, 560, 40, 150, { light: green.light, base: green.base, dark: green.dark });
  const pad = box(250, 440, 300, 40, 120, concrete);
  const shoe = group({}, rect(330, 410, 140, 22, steel.base), rect(390, 350, 20, 60, steel.base), rect(320, 240, 160, 112, steel.light), ...[280, 320].map((y) => circle(400, y, 8, slate.base, fine)));
  const post = plank(330, 100, 140, 250, 100, timber, { rings: false, seed: 4, knots: 1 });
  return scene(group({}, ground, pad, post, shoe), { shadow: { cx: 400, cy: 515, rx: 320 } });
}

function category(): string {
  const nailsHeap = [0, 1, 2, 3, 4].map((i) => place(400 + i * 20, 500 - i * 14, -12 + i * 8, nail(190 - i * 20, i % 2 ? 'lost' : 'round')));
  const handle = group({}, circle(500, 170, 40, chrome.light), circle(500, 170, 24, chrome.base, fine), place(500, 170, 0, lever(chrome)));
  return scene(group({}, place(190, 290, -10, buttHinge(steel)), place(430, 320, 0, padlock()), handle, ...nailsHeap), { shadow: { cx: 400, cy: 500, rx: 320 } });
}

export const ironmongery: Record<string, () => string> = {
  'ironmongery/door-hardware.svg': doorHardware,
  'ironmongery/window-hardware.svg': windowHardware,
  'ironmongery/security-products.svg': securityProducts,
  'ironmongery/door-handles.svg': doorHandles,
  'ironmongery/ironmongery-prepacked.svg': ironmongeryPrepacked,
  'ironmongery/nails.svg': nails,
  'ironmongery/post-fixings.svg': postFixings,
  'ironmongery/category.svg': category,
};
