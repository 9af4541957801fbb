/**
 * `npm test` must pass on a machine without Chromium: anything that drives a browser belongs to
 * `npm run test:e2e` (a `*.e2e.ts` file). This reads every unit test and what it imports from
 * the project, and fails on one that reaches playwright-core or starts Chromium.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BROWSER = /from ['"]playwright-core['"]|\blaunchBrowser\(|\bstartChromium\(|\/usr\/bin\/chromium/;

function unitTests(): string[] {
  return ['generator', 'site', 'scripts'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules') && !file.includes('fixtures') && !file.startsWith('e2e'))
      .map((file) => path.join(ROOT, dir, file)),
  );
}

/** Project files a module imports (relative specifiers), followed to the end. */
function reachable(start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    // Specifiers inside strings and templates may name files that do not exist here.
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g)) {
      if (spec) queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  return [...seen];
}

test('no unit test reaches a browser, directly or through what it imports', () => {
  const offenders = unitTests().flatMap((test) =>
    reachable(test)
      .filter((file) => BROWSER.test(readFileSync(file, 'utf8')))
      .map((file) => `${path.relative(ROOT, test)} -> ${path.relative(ROOT, file)}`),
  );
  expect(offenders).toEqual([]);
});

test('the check sees a browser test', () => {
  const found = reachable(path.join(ROOT, 'scripts/bench/loaded-weight.e2e.ts')).some((file) => BROWSER.test(readFileSync(file, 'utf8')));
  expect(found).toBe(true);
});
