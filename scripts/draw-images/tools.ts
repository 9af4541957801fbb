/**
 * Hand tools drawn flat around (0, 0), pointing right, for benches, walls and toolboxes.
 */
import { brick, concrete, green, hardwood, mustard, sky, slate, steel, timber, white } from './palette.ts';
import { circle, ellipse, fine, group, line, path, polyline, rect, type Point } from './svg.ts';

/** Teeth along the lower edge of a blade from x0 to x1. */
function teeth(x0: number, x1: number, y: number, pitch: number, depth = 7): string {
  const p: Point[] = [];
  for (let x = x0; x <= x1; x += pitch) p.push([x, y], [x + pitch / 2, y + depth]);
  return polyline(p, { fill: 'none', 'stroke-width': 2 });
}

export function clawHammer(): string {
  // Side profile: handle along +x, head across it with the face below and the claw curling back.
  return group(
    {},
    rect(10, -16, 240, 32, hardwood.light, { rx: 10 }),
    rect(170, -19, 80, 38, slate.base, { rx: 12 }),
    path('M-26 -40H30V30H-26Z', steel.base),
    rect(-34, 30, 72, 44, steel.light, { rx: 6 }),
    path('M-26 -40Q-30 -90 -80 -120Q-40 -118 -10 -86Q20 -60 30 -40Z', steel.base),
  );
}

export function screwdriver(handle = brick): string {
  return group({}, rect(0, -6, 170, 12, steel.light), path('M170 -6L186 -3V3L170 6Z', steel.base), rect(-120, -20, 130, 40, handle.base, { rx: 18 }), line(-100, -8, -10, -8, { ...fine, stroke: handle.light }));
}

export function spiritLevel(len = 460): string {
  const vial = (x: number) => group({}, rect(x - 30, -15, 60, 30, white.light, { rx: 6 }), rect(x - 22, -9, 44, 18, sky.light, { rx: 9 }), circle(x + 4, 0, 6, green.light, fine));
  return group({}, rect(0, -28, len, 56, mustard.base, { rx: 6 }), rect(0, -28, 24, 56, slate.base), rect(len - 24, -28, 24, 56, slate.base), vial(len / 2), vial(len * 0.22));
}

export function brickTrowel(): string {
  return group({}, path('M0 -8L70 -60L260 0L70 60L0 8Z', steel.light), line(30, 0, 230, 0, { ...fine, stroke: steel.dark }), path('M0 0H-50', 'none', { 'stroke-width': 8 }), rect(-170, -18, 130, 36, hardwood.light, { rx: 16 }));
}

export function panelSaw(len = 420): string {
  return group(
    {},
    path(`M0 -40L${len} -8V20H0Z`, steel.light),
    teeth(4, len - 8, 20, 14),
    path('M-120 -55H20V40H-110Q-140 -5 -120 -55Z', brick.base),
    path('M-95 -32H-15V18H-85Q-100 -5 -95 -32Z', 'none'),
    circle(-2, -25, 4, steel.dark, fine),
    circle(-2, 20, 4, steel.dark, fine),
  );
}

export function tenonSaw(len = 300): string {
  return group({}, rect(0, -24, len, 46, steel.light), rect(0, -34, len, 16, mustard.base), teeth(4, len - 8, 22, 10, 6), path('M-100 -44H20V40H-90Q-118 -2 -100 -44Z', hardwood.light), path('M-76 -22H-10V18H-68Q-84 -2 -76 -22Z', 'none'));
}

export function hacksaw(len = 320): string {
  return group(
    {},
    path(`M0 10V-60H${len}V10`, 'none', { 'stroke-width': 14, 'stroke-linecap': 'round' }),
    path(`M0 10V-60H${len}V10`, 'none', { 'stroke-width': 7, stroke: slate.light, 'stroke-linecap': 'round' }),
    rect(0, 2, len, 16, steel.light),
    teeth(4, len - 6, 18, 8, 4),
    path('M-10 -70V40Q-40 60 -70 40V-20Q-50 -30 -10 -70Z', brick.base),
  );
}

/** A coil of flat grey twin-and-earth cable with a tail. */
export function cableCoil(rx = 170, ry = 70): string {
  const rings: string[] = [];
  for (let i = 4; i >= 0; i--) {
    const y = i * 12;
    const d = `M${-rx} ${y}A${rx} ${ry} 0 1 0 ${rx} ${y}A${rx} ${ry} 0 1 0 ${-rx} ${y}`;
    rings.push(path(d, 'none', { 'stroke-width': 24 }), path(d, 'none', { 'stroke-width': 16, stroke: concrete.light }));
  }
  const tail = `M${rx - 10} ${40}Q${rx + 30} 90 ${rx + 70} 80`;
  return group({}, ...rings, path(tail, 'none', { 'stroke-width': 20 }), path(tail, 'none', { 'stroke-width': 12, stroke: concrete.light }), ellipse(rx + 74, 80, 5, 7, brick.base, fine));
}

export { timber };
