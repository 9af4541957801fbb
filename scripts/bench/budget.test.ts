import { expect, test } from 'vitest';
import { JS_BUDGET_GZIP, overBudget } from './budget.ts';

const within = { kind: 'detail', address: '/timber/plywood', staticJsGzip: 70 * 1024, loadedJsGzip: 92 * 1024 };

test('every kind within 100 KB passes', () => {
  expect(JS_BUDGET_GZIP).toBe(102_400);
  expect(overBudget([within, { ...within, kind: 'home', address: '/', loadedJsGzip: JS_BUDGET_GZIP }])).toEqual([]);
});

test('a kind over the budget, by either count, is named with its page, its weight and what to do', () => {
  const lines = overBudget([
    within,
    { kind: 'listing', address: '/timber', staticJsGzip: 40 * 1024, loadedJsGzip: 101 * 1024 },
    { kind: 'contact', address: '/contact', staticJsGzip: 120 * 1024, loadedJsGzip: 90 * 1024 },
  ]);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^The listing page \/timber loads 101\.0 KB of JavaScript \(gzipped\), over the 100\.0 KB budget, .*npm run bench:site/);
  expect(lines[1]).toMatch(/^The contact page \/contact loads 120\.0 KB/);
});
