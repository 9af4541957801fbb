/**
 * The merchant's flatbed lorry in side view, facing right, with its loader crane folded behind
 * the cab. Shared by the delivery page, the services listing and the home hero.
 */
import { green, mustard, sky, slate, steel, timber } from './palette.ts';
import { circle, group, path, rect } from './svg.ts';

export interface Lorry {
  readonly svg: string;
  /** Deck height and extent, for placing the load. */
  readonly deck: number;
  readonly deckX0: number;
  readonly deckX1: number;
}

const wheel = (cx: number, cy: number) => group({}, circle(cx, cy, 40, slate.base), circle(cx, cy, 18, steel.light), circle(cx, cy, 5, slate.base));

/** Builds the lorry; `load` is drawn on the deck, behind the cab and crane. */
export function flatbedLorry(x: number, ground: number, load: (deck: number, x0: number, x1: number) => string): Lorry {
  const deck = ground - 96;
  const [deckX0, deckX1] = [x + 6, x + 400];
  const chassis = rect(x + 20, ground - 70, 540, 22, slate.base);
  const bed = group({}, rect(x, deck, 406, 26, timber.base), rect(x, deck + 26, 406, 10, slate.light));
  // The crane folds upright against the back of the cab, clear of the load.
  const boom = `M${x + 418} ${deck - 140}L${x + 418} ${deck - 190}L${x + 396} ${deck - 190}`;
  const crane = group({}, rect(x + 404, deck - 150, 28, 176, mustard.base), path(boom, 'none', { 'stroke-width': 22 }), path(boom, 'none', { 'stroke-width': 14, stroke: mustard.light }));
  const cx = x + 436;
  const cab = group(
    {},
    path(`M${cx} ${ground - 44}V${ground - 230}H${cx + 96}L${cx + 134} ${ground - 150}V${ground - 44}Z`, green.base),
    path(`M${cx + 24} ${ground - 212}H${cx + 92}L${cx + 120} ${ground - 152}H${cx + 24}Z`, sky.light),
    rect(cx + 120, ground - 74, 22, 30, slate.base),
    rect(cx + 124, ground - 110, 14, 14, mustard.light),
    rect(cx - 4, ground - 240, 104, 12, green.dark),
  );
  const guards = path(`M${x + 60} ${ground - 48}A70 40 0 0 1 ${x + 200} ${ground - 48}M${cx + 20} ${ground - 48}A56 56 0 0 1 ${cx + 124} ${ground - 48}`, 'none', { 'stroke-width': 10 });
  // Back to front: running gear, then the bed, then the load on it, so nothing of the lorry
  // is painted over what it carries.
  return {
    svg: group({}, chassis, guards, bed, wheel(x + 100, ground - 40), wheel(x + 162, ground - 40), wheel(cx + 72, ground - 40), crane, cab, load(deck, deckX0, deckX1)),
    deck,
    deckX0,
    deckX1,
  };
}
