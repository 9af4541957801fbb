/** Runs the real `catalogue` command, as staff and CI do, and captures what it prints. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../bin/catalogue.js', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runCatalogue(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr, ms: performance.now() - started });
      },
    );
  });
}

export const fixture = (name: string) => `generator/test/fixtures/${name}`;

/** A Node stack frame, which must never reach staff without --debug. */
export const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
