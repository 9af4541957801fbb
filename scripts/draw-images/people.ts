/**
 * Simple figures, seen from the waist up behind a counter: a head, a torso in workwear and an
 * arm reaching forward. No faces, so nobody is meant to be anybody.
 */
import { sand, slate, white, type Tone } from './palette.ts';
import { circle, group, path, rect } from './svg.ts';

export function figure(x: number, counter: number, coat: Tone, facing: 1 | -1, hiVis = false, cap = false): string {
  const top = counter - 190;
  const arm = `M${x + facing * 30} ${top + 80}Q${x + facing * 70} ${top + 150} ${x + facing * 120} ${counter - 12}`;
  return group(
    {},
    path(`M${x - 55} ${counter}V${top + 90}Q${x - 55} ${top + 55} ${x} ${top + 55}Q${x + 55} ${top + 55} ${x + 55} ${top + 90}V${counter}Z`, coat.base),
    hiVis ? rect(x - 55, top + 120, 110, 14, white.light, { 'stroke-width': 3 }) : '',
    rect(x - 14, top + 34, 28, 24, sand.base),
    circle(x, top + 10, 34, sand.light),
    cap ? path(`M${x - 34} ${top + 6}Q${x} ${top - 50} ${x + 34} ${top + 6}H${x + facing * 52}Z`, slate.base) : path(`M${x - 34} ${top + 4}Q${x - 30} ${top - 30} ${x} ${top - 26}Q${x + 30} ${top - 28} ${x + 34} ${top + 4}Q${x} ${top - 8} ${x - 34} ${top + 4}Z`, slate.light),
    group({ fill: 'none', 'stroke-linecap': 'round' }, path(arm, 'none', { 'stroke-width': 34 }), path(arm, 'none', { 'stroke-width': 26, stroke: coat.dark })),
  );
}
