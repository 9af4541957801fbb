/**
 * Yard stock drawn at any size, shared by the detail pages, the category listing, the home
 * cards and the hero so a pallet of bricks is the same pallet of bricks everywhere.
 */
import { aircrete, brick, concrete, darkConcrete, green, sand, white, type Tone } from './palette.ts';
import { DEPTH, box, fine, group, line, path, poly } from './svg.ts';
import { pallet, speckle } from './parts.ts';

/** Bricks in stretcher bond between x and x + w, `rows` high, standing on `ground`. */
export function brickStack(x: number, ground: number, w: number, rows: number, bw = 150, bh = 46, d = 80): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y = ground - bh * (row + 1);
    let bx = x;
    if (row % 2) {
      parts.push(box(bx, y, bw / 2, bh, d, brick));
      bx += bw / 2;
    }
    while (bx < x + w - 1) {
      const width = Math.min(bw, x + w - bx);
      parts.push(box(bx, y, width, bh, d, brick));
      bx += width;
    }
  }
  return group({}, ...parts);
}

/** A pallet of bricks; the pallet overhangs the stack a little, as it does in the yard. */
export function brickPallet(x: number, ground: number, w: number, rows: number, bw = 150, bh = 46, d = 80): string {
  const p = pallet(x, ground, w + 10, d + 10);
  return group({}, p.svg, brickStack(x + 5, p.top, w, rows, bw, bh, d));
}

/** A pallet of concrete blocks, `cols` across and `rows` high, optionally with a hollow block on top. */
export function blockPallet(x: number, ground: number, bw: number, bh: number, cols: number, rows: number, t: Tone = darkConcrete, hollow = false): string {
  const d = bw * 0.48;
  const p = pallet(x, ground, bw * cols + 10, d + 10);
  const parts = [p.svg];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const bx = x + 5 + col * bw;
      const by = p.top - bh * (row + 1);
      parts.push(box(bx, by, bw, bh, d, t), speckle(bx + 6, by + 6, bw - 12, bh - 12, Math.round(bw / 10), t === aircrete ? t.dark : t.light, row * 5 + col + 3, 2.4));
    }
  }
  if (hollow) {
    const top = p.top - bh * rows;
    const bx = x + 5 + bw * 0.25;
    parts.push(box(bx, top - bh, bw, bh, d, t));
    const [dx, dy] = [d * DEPTH[0], d * DEPTH[1]];
    // Two cores seen from above: what makes it a hollow block and not a solid one.
    for (const f of [0.12, 0.56]) {
      const cx = bx + bw * f;
      parts.push(poly([[cx + dx * 0.2, top - bh + dy * 0.2], [cx + bw * 0.32 + dx * 0.2, top - bh + dy * 0.2], [cx + bw * 0.32 + dx * 0.8, top - bh + dy * 0.8], [cx + dx * 0.8, top - bh + dy * 0.8]], t.dark, fine));
    }
  }
  return group({}, ...parts);
}

/** A bulk bag with lifting loops, filled to a heap with `fill` (sand by default). */
export function bulkBag(x: number, y: number, w: number, h: number, d: number, fill: Tone = sand): string {
  const dx = d * DEPTH[0];
  const dy = d * DEPTH[1];
  const loop = (lx: number, ly: number) => path(`M${lx - 12} ${ly}Q${lx} ${ly - h * 0.2} ${lx + 12} ${ly}`, 'none', { stroke: green.base, 'stroke-width': 9 });
  const heap = path(`M${x} ${y}C${x + w * 0.15} ${y - h * 0.36} ${x + w + dx - w * 0.25} ${y + dy - h * 0.4} ${x + w + dx} ${y + dy}L${x + w} ${y}Z`, fill.light);
  return group(
    {},
    loop(x + dx + 10, y + dy),
    loop(x + w + dx - 10, y + dy),
    heap,
    poly([[x + w, y], [x + w + dx, y + dy], [x + w + dx, y + h + dy], [x + w, y + h]], white.dark),
    path(`M${x} ${y}H${x + w}V${y + h}H${x}Z`, white.base),
    line(x + w * 0.16, y, x + w * 0.16, y + h, { ...fine, stroke: white.dark }),
    line(x + w * 0.84, y, x + w * 0.84, y + h, { ...fine, stroke: white.dark }),
    loop(x + 6, y),
    loop(x + w - 6, y),
  );
}

/** A conical heap of aggregate with its stones showing. */
export function heap(x0: number, x1: number, base: number, height: number, t: Tone, seed: number, stone = 5): string {
  const w = x1 - x0;
  return group(
    {},
    path(`M${x0} ${base}Q${x0 + w / 2} ${base - height * 2} ${x1} ${base}Z`, t.base),
    speckle(x0 + w * 0.25, base - height * 0.55, w * 0.5, height * 0.5, Math.round(w / 7), t.dark, seed, stone),
    speckle(x0 + w * 0.3, base - height * 0.6, w * 0.35, height * 0.3, Math.round(w / 18), t.light, seed + 1, stone),
  );
}

export const gravel = concrete;
export const crushedStone = darkConcrete;
