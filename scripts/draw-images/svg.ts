/**
 * Tiny SVG string builders. Every drawing is plain strings so the output is small, diff-able
 * and free of anything a browser could fetch or run.
 */
import { groundShadow, ink, paper, type Tone } from './palette.ts';

export type Point = readonly [number, number];

const num = (n: number): string => String(Math.round(n * 10) / 10);

function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
}

export const el = (tag: string, a: Record<string, string | number | undefined>, ...kids: string[]): string =>
  kids.length ? `<${tag}${attrs(a)}>${kids.join('')}</${tag}>` : `<${tag}${attrs(a)}/>`;

/** Extra attributes, e.g. `{ 'stroke-width': 2 }` for a detail line or `{ stroke: 'none' }`. */
export type Extra = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Extra = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const pts = (p: readonly Point[]): string => p.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const poly = (p: readonly Point[], fill: string, extra: Extra = {}): string =>
  el('polygon', { points: pts(p), fill, ...extra });

export const polyline = (p: readonly Point[], extra: Extra = {}): string =>
  el('polyline', { points: pts(p), ...extra });

export const path = (d: string, fill: string, extra: Extra = {}): string => el('path', { d, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, extra: Extra = {}): string =>
  el('line', { x1, y1, x2, y2, ...extra });

/** A group; without attributes it is only a list, so no empty <g> costs bytes. */
export const group = (extra: Extra, ...kids: string[]): string =>
  Object.values(extra).some((v) => v !== undefined) ? el('g', extra, ...kids) : kids.join('');

/** Thin detail strokes (grain, seams, threads) share one weight. */
export const fine: Extra = { 'stroke-width': 2 };
export const bare: Extra = { stroke: 'none' };

/** The oblique projection used everywhere: depth runs up and to the right. */
export const DEPTH: Point = [0.6, -0.45];

/**
 * An oblique box: front face at (x, y, w, h) with `d` of depth. Drawn back-to-front so the
 * visible faces overlap correctly without a z-buffer.
 */
export function box(x: number, y: number, w: number, h: number, d: number, t: Tone, extra: Extra = {}): string {
  const dx = num(d * DEPTH[0]);
  const dy = num(d * DEPTH[1]);
  // Relative path commands: a box is drawn thousands of times, so its bytes matter.
  return group(
    extra,
    path(`M${num(x)} ${num(y)}h${num(w)}l${dx} ${dy}h${num(-w)}z`, t.light),
    path(`M${num(x + w)} ${num(y)}l${dx} ${dy}v${num(h)}l${num(-d * DEPTH[0])} ${num(-d * DEPTH[1])}z`, t.dark),
    rect(x, y, w, h, t.base),
  );
}

/** An upright cylinder (tin, tub, butt) with its top ellipse showing. */
export function drum(cx: number, top: number, rx: number, h: number, t: Tone, ry = rx * 0.28): string {
  const b = top + h;
  return group(
    {},
    path(`M${num(cx - rx)} ${num(top)}V${num(b)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(b)}V${num(top)}`, t.base),
    ellipse(cx, top, rx, ry, t.light),
  );
}

/** A horizontal cylinder lying along x (pipe, roll, log) with its right end showing. */
export function tube(x: number, cy: number, len: number, r: number, t: Tone, end: Tone = t): string {
  const ex = r * 0.35;
  return group(
    {},
    path(`M${num(x + len)} ${num(cy - r)}H${num(x)}A${num(ex)} ${num(r)} 0 0 0 ${num(x)} ${num(cy + r)}H${num(x + len)}`, t.base),
    ellipse(x + len, cy, ex, r, end.light),
  );
}

export interface SceneOptions {
  /** Width and height of the canvas; detail, listing and card images are 800 x 600. */
  readonly size?: Point;
  /** The floor shadow under the subject. */
  readonly shadow?: { readonly cx: number; readonly cy: number; readonly rx: number } | false;
  /** Painted before the ink group, without outlines (skies, hills, floors). */
  readonly under?: string;
}

/**
 * Wraps a drawing in the shared frame: its own paper background (so it reads on light and dark
 * pages alike), a floor shadow, and one group that sets the ink outline. Every drawing stands
 * on the same bare paper and fills the frame; there is no disc or backdrop behind the subject.
 */
export function scene(body: string, o: SceneOptions = {}): string {
  const [w, h] = o.size ?? [800, 600];
  const shadow = o.shadow === undefined ? { cx: w / 2, cy: 505, rx: 300 } : o.shadow;
  const svg =
    el(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', width: w, height: h, viewBox: `0 0 ${w} ${h}` },
      rect(0, 0, w, h, paper),
      shadow ? ellipse(shadow.cx, shadow.cy, shadow.rx, 22, groundShadow) : '',
      o.under ?? '',
      group(
        { fill: 'none', stroke: ink, 'stroke-width': 4, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
        body,
      ),
    ) + '\n';
  // Coordinates computed inside template strings arrive with long fractions; one decimal is
  // well below a pixel and keeps the files small.
  return svg.replace(/(\d+\.\d)\d+/g, '$1').replace(/\.0\b/g, '');
}
