/**
 * `npm test` must pass on a machine with no browser installed. This reads every unit test and
 * what it imports from the project, as text, and fails on one that reaches code driving a
 * browser (scripts/harness/browser-reach.ts); it starts nothing itself.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { drivesBrowser, reachable, unitTests } from './harness/browser-reach.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

test('no unit test reaches a browser, directly or through what it imports', () => {
  const offenders = unitTests(ROOT).flatMap((unit) =>
    reachable(unit)
      .filter(drivesBrowser)
      .map((file) => `${path.relative(ROOT, unit)} -> ${path.relative(ROOT, file)}`),
  );
  expect(offenders).toEqual([]);
});

test('the check sees a browser test', () => {
  expect(reachable(path.join(ROOT, 'scripts/bench/loaded-weight.e2e.ts')).some(drivesBrowser)).toBe(true);
});
