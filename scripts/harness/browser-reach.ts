/**
 * Whether a test reaches a browser: the unit suite (`npm test`) must pass on a machine with none,
 * so whatever drives one belongs to `npm run test:e2e` (a `*.e2e.ts` file). Read by
 * scripts/unit-tests-need-no-browser.test.ts, which follows each unit test's imports.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What code that drives a browser contains: the driver's import, our launchers, the browser's path. */
const DRIVES_BROWSER = /from ['"]playwright-core['"]|\blaunchBrowser\(|\bstartChromium\(|\/usr\/bin\/chromium/;

export function drivesBrowser(file: string): boolean {
  return DRIVES_BROWSER.test(readFileSync(file, 'utf8'));
}

/** Every unit test under `root`'s generator/, site/ and scripts/ (not the e2e suites or fixtures). */
export function unitTests(root: string): string[] {
  return ['generator', 'site', 'scripts'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules') && !file.includes('fixtures') && !file.startsWith('e2e'))
      .map((file) => path.join(root, dir, file)),
  );
}

/** Project files a module imports (relative specifiers), followed to the end. */
export function reachable(start: string): string[] {
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
