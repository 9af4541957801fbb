/**
 * Shapes that recur across categories (pallets, sacks, extrusions, speckle), so a pallet under
 * the bricks looks the same as the pallet on the lorry.
 */
import { DEPTH, box, el, group, path, poly, pts, type Point } from './svg.ts';
import { ink, timber, type Tone } from './palette.ts';

/** Deterministic pseudo-random numbers: the same drawing every run, so the diff stays quiet. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Dots scattered in a rectangle, for aggregate, aircrete pores or OSB strands. Drawn as one path
 * of zero-length round-capped segments, which costs a few bytes a dot instead of a circle each.
 */
export function speckle(x: number, y: number, w: number, h: number, n: number, fill: string, seed: number, r = 3): string {
  const rnd = seeded(seed);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${Math.round(x + rnd() * w)} ${Math.round(y + rnd() * h)}h0`;
  return path(d, 'none', { stroke: fill, 'stroke-width': r * 2 });
}

/** A timber pallet standing on `ground`, `w` wide and `d` deep; returns the drawing and its deck height. */
export function pallet(x: number, ground: number, w: number, d: number): { svg: string; top: number } {
  const feet = [x, x + w / 2 - 22, x + w - 44].map((fx) => box(fx, ground - 20, 44, 20, d, timber));
  const deck = box(x, ground - 34, w, 14, d, timber);
  return { svg: group({}, ...feet, deck), top: ground - 34 };
}

/** A filled sack seen from the front: slightly bulging sides, tied or folded top. */
export function sack(x: number, y: number, w: number, h: number, t: Tone): string {
  const b = y + h;
  return path(
    `M${x + 8} ${y}Q${x + w / 2} ${y + 14} ${x + w - 8} ${y}Q${x + w + 10} ${y + h / 2} ${x + w} ${b}Q${x + w / 2} ${b + 10} ${x} ${b}Q${x - 10} ${y + h / 2} ${x + 8} ${y}Z`,
    t.base,
  );
}

/**
 * A long straight section (lintel, moulding, coving) drawn by sweeping a cross-section given as
 * (depth, height) points from x0 to x1 on the floor line `base`. Faces turned away from the
 * viewer are skipped and the rest painted back to front. Facets are painted without outlines;
 * only the silhouette and creases sharper than ~25 degrees are inked, so curves stay smooth.
 */
export function extrudeX(profile: readonly Point[], x0: number, x1: number, base: number, t: Tone): string {
  const at = (x: number, [z, h]: Point): Point => [x + z * DEPTH[0], base - h + z * DEPTH[1]];
  const n = profile.length;
  const edge = (i: number): [Point, Point] => [profile[i]!, profile[(i + 1) % n]!];
  let area = 0;
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    area += a[0] * b[1] - b[0] * a[1];
  }
  const normal = (i: number): Point => {
    const [a, b] = edge(i);
    const [dz, dh] = [b[0] - a[0], b[1] - a[1]];
    const len = Math.hypot(dz, dh) || 1;
    return area > 0 ? [dh / len, -dz / len] : [-dh / len, dz / len];
  };
  const visible = (i: number): boolean => {
    const [nz, nh] = normal(i);
    return -nz + 0.75 * nh > 0.01;
  };
  const faces: { z: number; svg: string }[] = [];
  const ink: string[] = [];
  for (let i = 0; i < n; i++) {
    if (!visible(i)) continue;
    const [a, b] = edge(i);
    const [nz, nh] = normal(i);
    const fill = nh > Math.abs(nz) ? t.light : t.base;
    faces.push({ z: (a[0] + b[0]) / 2, svg: poly([at(x0, a), at(x1, a), at(x1, b), at(x0, b)], fill, { stroke: fill, 'stroke-width': 1 }) });
    ink.push(el('line', { x1: at(x0, a)[0], y1: at(x0, a)[1], x2: at(x0, b)[0], y2: at(x0, b)[1] }));
    // A long edge is inked where the surface creases or turns away from view.
    for (const [j, v] of [[(i + n - 1) % n, a], [(i + 1) % n, b]] as const) {
      const [mz, mh] = normal(j);
      if (!visible(j) || nz * mz + nh * mh < 0.9) ink.push(el('line', { x1: at(x0, v)[0], y1: at(x0, v)[1], x2: at(x1, v)[0], y2: at(x1, v)[1] }));
    }
  }
  faces.sort((p, q) => q.z - p.z);
  return group({}, ...faces.map((f) => f.svg), ...ink, poly(profile.map((p) => at(x1, p)), t.dark));
}

/**
 * A pipe, hose or cable along any path: an ink stroke with the body colour laid inside it, so
 * bends stay round without building them from segments.
 */
export function pipe(d: string, width: number, fill: string, cap: 'butt' | 'round' = 'butt'): string {
  return group(
    { fill: 'none', 'stroke-linecap': cap },
    path(d, 'none', { 'stroke-width': width + 8 }),
    path(d, 'none', { stroke: fill, 'stroke-width': width }),
  );
}

/**
 * A section shown true to shape on the front plane (x right, h up from `base`), its length
 * receding behind it. The swept body is painted twice, once fat in ink and once in colour, so
 * the union gets one clean outline without working out which facets hide which.
 */
export function extrudeDepth(profile: readonly Point[], x0: number, base: number, d: number, t: Tone): string {
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const front = profile.map(([x, h]): Point => [x0 + x, base - h]);
  const back = front.map(([x, y]): Point => [x + dx, y + dy]);
  const body = front.map((a, i) => {
    const j = (i + 1) % front.length;
    return pts([a, front[j]!, back[j]!, back[i]!]);
  });
  const shapes = (extra: Record<string, string | number>) => group(extra, el('polygon', { points: pts(back) }), ...body.map((p) => el('polygon', { points: p })));
  return group(
    {},
    shapes({ fill: ink, 'stroke-width': 8 }),
    shapes({ fill: t.light, stroke: t.light, 'stroke-width': 1 }),
    poly(front, t.base),
  );
}

/** Places a drawing made around (0, 0). Rotation and translation keep the stroke weight. */
export const place = (x: number, y: number, deg: number, ...kids: string[]): string =>
  group({ transform: deg ? `translate(${x} ${y}) rotate(${deg})` : `translate(${x} ${y})` }, ...kids);
