/**
 * A throw-away copy of the project with its own catalogue, so a benchmark can run the real
 * `npm run build` on any catalogue without touching the working tree's site/generated/ or dist/.
 * node_modules is linked, not copied.
 */
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { moveAside } from './trash.ts';

const SKIP = new Set(['.git', 'node_modules', 'dist', '.bench', 'catalogue', 'coverage', '.vitest', '.cache', 'test-results']);

export function makeSandbox(projectDir: string, sandboxDir: string, catalogueDir: string): void {
  // An earlier sandbox (tens of thousands of files) is moved aside, not deleted before the builds (trash.ts).
  moveAside(sandboxDir);
  mkdirSync(sandboxDir, { recursive: true });
  for (const entry of readdirSync(projectDir)) {
    if (SKIP.has(entry)) continue;
    cpSync(path.join(projectDir, entry), path.join(sandboxDir, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}site${path.sep}generated`),
    });
  }
  symlinkSync(path.join(projectDir, 'node_modules'), path.join(sandboxDir, 'node_modules'), 'dir');
  cpSync(catalogueDir, path.join(sandboxDir, 'catalogue'), { recursive: true });
}
