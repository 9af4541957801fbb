/**
 * Central heating: the system as a whole, and the radiators, valves, cylinders, controls and
 * fittings that make it up. Copper pipe joins the parts wherever two of them meet.
 */
import { concrete, copper, foil, mustard, slate, steel, white } from '../palette.ts';
import { box, circle, drum, ellipse, fine, group, line, path, rect, scene } from '../svg.ts';
import { pipe, place } from '../parts.ts';

const brass = mustard;

/** A panel radiator's front: a white box with vertical flutes, top grille showing. */
function radiator(x: number, y: number, w: number, h: number): string {
  const flutes: string[] = [];
  for (let fx = x + 14; fx < x + w - 6; fx += 18) flutes.push(line(fx, y + 8, fx, y + h - 8, { ...fine, stroke: white.dark }));
  return group({}, box(x, y, w, h, 40, white), ...flutes);
}

/** A thermostatic radiator valve: brass body on its tail, white head with a ribbed grip. */
function trv(): string {
  const ribs = [-48, -24, 0, 24, 48].map((x) => line(x, -250, x, -150, { ...fine, stroke: white.dark }));
  return group({}, pipe('M0 100V0', 48, copper.base), rect(-58, -66, 116, 90, brass.base, { rx: 12 }), rect(-110, -40, 56, 48, brass.light), rect(-78, -262, 156, 200, white.base, { rx: 24 }), ...ribs, rect(-66, -288, 132, 32, white.light, { rx: 12 }));
}

/** A lockshield valve: the same brass body under a plain white cap, set with a spanner, not by hand. */
function lockshield(): string {
  return group({}, pipe('M0 100V0', 48, copper.base), rect(-58, -66, 116, 90, brass.base, { rx: 12 }), rect(54, -40, 56, 48, brass.light), rect(-48, -150, 96, 88, white.base, { rx: 16 }), rect(-54, -160, 108, 22, white.light, { rx: 10 }));
}

/** A bare copper cylinder with its domed top, immersion boss and pipe tappings. */
function cylinder(cx: number, top: number, rx: number, h: number): string {
  return group(
    {},
    path(`M${cx - rx} ${top + 30}Q${cx - rx} ${top - rx * 0.55} ${cx} ${top - rx * 0.6}Q${cx + rx} ${top - rx * 0.55} ${cx + rx} ${top + 30}Z`, copper.light),
    drum(cx, top + 30, rx, h, copper, 0),
    path(`M${cx - rx} ${top + 30 + h}A${rx} ${rx * 0.28} 0 0 0 ${cx + rx} ${top + 30 + h}`, 'none'),
    ...[0.3, 0.62].map((f) => line(cx - rx + 10, top + 30 + h * f, cx + rx - 10, top + 30 + h * f, { ...fine, stroke: copper.dark })),
    circle(cx, top - rx * 0.35, 26, brass.base),
    circle(cx, top - rx * 0.35, 12, brass.light, fine),
  );
}

function heatingSystems(): string {
  // Boiler on the wall, cylinder below it, radiator across the room, flow and return between.
  const boiler = group({}, box(110, 80, 170, 230, 60, white), rect(140, 250, 110, 36, slate.base, { rx: 6 }), circle(168, 268, 8, steel.light, fine), circle(222, 268, 8, steel.light, fine));
  const pipes = group({}, pipe('M190 310V330', 16, copper.base), pipe('M230 310V330H560V380', 16, copper.base), pipe('M260 310V320H690V380', 16, copper.base));
  const stat = group({}, rect(400, 200, 70, 70, white.base, { rx: 10 }), circle(435, 235, 20, white.light, fine));
  return scene(group({}, pipes, boiler, cylinder(190, 360, 80, 110), radiator(420, 380, 300, 110), stat));
}

function radiators(): string {
  const brackets = [200, 600].map((x) => rect(x, 130, 24, 40, steel.base));
  return scene(group({}, ...brackets, radiator(120, 150, 560, 260), pipe('M150 410V505', 22, copper.base), pipe('M650 410V505', 22, copper.base), place(150, 420, 0, rect(-22, -10, 44, 30, brass.base, { rx: 6 }), rect(-16, -54, 32, 44, white.base, { rx: 8 })), place(650, 420, 0, rect(-22, -10, 44, 30, brass.base, { rx: 6 }), rect(-14, -36, 28, 26, white.base, { rx: 6 }))));
}

function radiatorValves(): string {
  return scene(group({}, place(250, 400, 0, trv()), place(570, 400, 0, lockshield())));
}

function hotWaterCylinders(): string {
  const tappings = group({}, pipe('M470 180H560V130', 20, copper.base), pipe('M330 450H240V505', 20, copper.base), pipe('M470 380H580', 20, copper.base), rect(560, 360, 30, 40, brass.base));
  return scene(group({}, tappings, cylinder(400, 150, 130, 330)));
}

function heatingControls(): string {
  // A wall programmer with a blank display and buttons, and a round dial thermostat beside it.
  const buttons = [0, 1, 2, 3].map((i) => rect(150 + i * 62, 360, 44, 30, concrete.light, { rx: 6 }));
  const programmer = group({}, box(120, 150, 280, 280, 30, white), rect(150, 190, 220, 130, foil.dark, { rx: 8 }), rect(170, 214, 120, 48, foil.light, { 'stroke-width': 2 }), rect(300, 214, 50, 48, foil.light, { 'stroke-width': 2 }), ...buttons);
  const ticks = Array.from({ length: 13 }, (_, i) => {
    const a = ((-210 + i * 20) * Math.PI) / 180;
    return line(580 + 104 * Math.cos(a), 300 + 104 * Math.sin(a), 580 + 118 * Math.cos(a), 300 + 104 * Math.sin(a) * 1.13, fine);
  });
  const thermostat = group({}, circle(580, 300, 130, white.base), ...ticks, circle(580, 300, 86, white.light), circle(580, 300, 70, concrete.light, fine), path('M580 300L628 250', 'none', { 'stroke-width': 8, stroke: brass.dark }));
  return scene(group({}, programmer, thermostat));
}

function plumbingSupplies(): string {
  // A compression coupler, an isolating valve with its screwdriver slot, and a reel of PTFE tape.
  const nut = (x: number) => group({}, rect(x, -34, 46, 68, brass.base), line(x, -12, x + 46, -12, fine), line(x, 12, x + 46, 12, fine));
  const coupler = group({}, pipe('M-170 0H170', 26, copper.base), rect(-34, -22, 68, 44, brass.light), nut(-80), nut(34));
  const valve = group({}, pipe('M-150 0H150', 26, copper.base), rect(-44, -30, 88, 60, brass.light, { rx: 8 }), nut(-96), nut(50), circle(0, -44, 24, brass.base), line(-14, -44, 14, -44, { 'stroke-width': 5 }));
  const tape = group({}, ellipse(0, 0, 90, 40, white.light), path('M-90 0V30A90 40 0 0 0 90 30V0', white.base), ellipse(0, 0, 40, 18, concrete.light), path('M90 20Q140 40 170 90L120 110Q110 60 88 34Z', white.light));
  return scene(group({}, place(200, 430, 0, tape), place(470, 300, 90, coupler), place(640, 300, 90, valve)));
}

export const heating: Record<string, () => string> = {
  'plumbing-heating/heating-systems.svg': heatingSystems,
  'plumbing-heating/radiators.svg': radiators,
  'plumbing-heating/radiator-valves.svg': radiatorValves,
  'plumbing-heating/hot-water-cylinders.svg': hotWaterCylinders,
  'plumbing-heating/heating-controls.svg': heatingControls,
  'plumbing-heating/plumbing-supplies.svg': plumbingSupplies,
};
