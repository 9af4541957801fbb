/**
 * The JavaScript budget every kind of page must keep: 100 KB gzipped, counted as `npm run
 * bench:site` counts it (what Chromium fetched until the page hydrated and the network was idle,
 * and, from the HTML alone, the module script with its static imports and modulepreloads).
 */
export const JS_BUDGET_GZIP = 100 * 1024;

export interface KindWeight {
  kind: string;
  /** The page of this kind that loads the most JavaScript according to its HTML. */
  address: string;
  /** Read from the HTML. */
  staticJsGzip: number;
  /** Fetched by Chromium. */
  loadedJsGzip: number;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for each kind of page over the budget; none when every kind is within it. */
export function overBudget(weights: readonly KindWeight[], budget = JS_BUDGET_GZIP): string[] {
  return weights
    .filter((w) => Math.max(w.staticJsGzip, w.loadedJsGzip) > budget)
    .map(
      (w) =>
        `The ${w.kind} page ${w.address} loads ${kb(Math.max(w.staticJsGzip, w.loadedJsGzip))} of JavaScript (gzipped), over the ${kb(budget)} budget, so phones on a slow connection wait longer before the page responds. Find what grew with npm run bench:site, and load it later with import() or leave it out.`,
    );
}
