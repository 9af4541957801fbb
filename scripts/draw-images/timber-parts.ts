/**
 * A length of timber: a box with long grain on its faces, knots if asked for, and growth rings
 * on the cut end, so every plank in the set reads as wood in the same way.
 */
import { DEPTH, box, ellipse, fine, group, line, path, type Point } from './svg.ts';
import { seeded } from './parts.ts';
import type { Tone } from './palette.ts';

export interface PlankOptions {
  readonly knots?: number;
  readonly seed?: number;
  readonly rings?: boolean;
  readonly grain?: number;
}

export function plank(x: number, y: number, w: number, h: number, d: number, t: Tone, o: PlankOptions = {}): string {
  const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
  const rnd = seeded(o.seed ?? 1);
  const grainStroke = { ...fine, stroke: t.dark };
  const parts = [box(x, y, w, h, d, t)];
  const lines = o.grain ?? 2;
  for (let i = 1; i <= lines; i++) {
    const u = i / (lines + 1);
    parts.push(line(x + dx * u + 8, y + dy * u, x + w + dx * u - 8, y + dy * u, grainStroke));
    if (h > 26) {
      const gy = y + h * u;
      const a = 4 * (rnd() - 0.5) * (h / 30);
      parts.push(path(`M${x + 6} ${gy}Q${x + w * 0.3} ${gy + a} ${x + w * 0.5} ${gy}T${x + w - 6} ${gy}`, 'none', grainStroke));
    }
  }
  for (let k = 0; k < (o.knots ?? 0); k++) {
    const kx = x + w * (0.15 + rnd() * 0.7);
    parts.push(ellipse(kx, y + h * (0.3 + rnd() * 0.4), Math.min(10, h * 0.25), Math.min(6, h * 0.18), t.dark, fine));
  }
  if (o.rings !== false && h > 20) {
    const P = (u: number, v: number): Point => [x + w + dx * u, y + h + dy * u - h * v];
    for (const k of [0.35, 0.7]) {
      const [a, c, b] = [P(0.5 - k * 0.5, 0), P(0.5, k * 1.3), P(0.5 + k * 0.5, 0)];
      parts.push(path(`M${a[0]} ${a[1]}Q${c[0]} ${c[1]} ${b[0]} ${b[1]}`, 'none', { ...fine, stroke: t.base }));
    }
  }
  return group({}, ...parts);
}
