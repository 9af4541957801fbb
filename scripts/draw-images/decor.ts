/**
 * Decorating kit drawn around (0, 0): tins, brushes, rollers and trays, shared by the decorating
 * pages, the paint-mixing service and the category card.
 */
import { concrete, hardwood, slate, steel, timber, white, type Tone } from './palette.ts';
import { drum, ellipse, fine, group, line, path, rect } from './svg.ts';

/** An open tin: the paint surface shows the colour; the handle lies folded down. */
export function paintTin(cx: number, top: number, rx: number, h: number, paint: Tone, band: string = paint.base): string {
  const ry = rx * 0.28;
  return group(
    {},
    drum(cx, top, rx, h, steel, ry),
    rect(cx - rx, top + h * 0.3, rx * 2, h * 0.45, band, { 'stroke-width': 3 }),
    ellipse(cx, top, rx - 8, ry - 4, paint.base, fine),
    path(`M${cx - rx + 14} ${top + ry * 0.5}Q${cx} ${top + ry + 10} ${cx + rx - 14} ${top + ry * 0.5}`, 'none', { 'stroke-width': 3, stroke: slate.base }),
  );
}

/** A flat paintbrush standing bristles-up, `w` wide at the ferrule. */
export function brush(w: number, handle: Tone = hardwood, bristle: string = timber.light): string {
  const len = 120 + w;
  return group(
    {},
    path(`M${-w * 0.18} ${0}L${-w * 0.25} ${len * 0.9}Q0 ${len + 10} ${w * 0.25} ${len * 0.9}L${w * 0.18} 0Z`, handle.base),
    rect(-w / 2, -w * 0.5 - 20, w, w * 0.5 + 20, steel.light),
    path(`M${-w / 2} ${-w * 0.5 - 20}L${-w / 2 + 2} ${-w * 0.5 - 20 - w * 0.9 - 30}H${w / 2 - 2}L${w / 2} ${-w * 0.5 - 20}Z`, bristle),
  );
}

/** A roller: sleeve along x, frame and handle dropping to the right. */
export function roller(sleeve: string, len = 220, r = 34): string {
  return group(
    {},
    path(`M${len + 6} 0H${len + 40}V90L${len - 40} 150`, 'none', { 'stroke-width': 8 }),
    rect(0, -r, len, r * 2, sleeve, { rx: r * 0.6 }),
    path(`M${len - 60} 130L${len - 120} 210`, 'none', { 'stroke-width': 34, 'stroke-linecap': 'round' }),
    path(`M${len - 60} 130L${len - 120} 210`, 'none', { 'stroke-width': 26, stroke: slate.light, 'stroke-linecap': 'round' }),
  );
}

/** A roller tray seen from the front: deep well on the left, ribbed slope to the right. */
export function tray(paint: string): string {
  const ribs = [0, 1, 2, 3, 4].map((i) => line(170 + i * 30, -40 + i * 10, 170 + i * 30, -22 + i * 10, { ...fine, stroke: concrete.dark }));
  return group({}, path('M0 -60H340L320 40H20Z', concrete.light), path('M20 -40H150V20H30Z', paint), ...ribs);
}

export { white };

/** A brush standing on the end of its handle at (0, 0). */
export function standingBrush(w: number, handle: Tone = hardwood): string {
  return group({ transform: `translate(0 ${-(130 + w)})` }, brush(w, handle));
}
