/** Benchmarks given what they cannot use stop at once with one line, before any sandbox or build. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../generator/test/run-cli.ts';

async function refusal(script: string, args: string[]): Promise<{ code?: number; stderr?: string }> {
  const run = promisify(execFile)(path.join(REPO, 'node_modules/.bin/tsx'), [script, ...args], { cwd: REPO });
  return run.then(
    () => ({}),
    (error: { code?: number; stderr?: string }) => error,
  );
}

describe('a benchmark given what it cannot use', () => {
  it('bench:ab names a --base that is no commit', async () => {
    const { code, stderr } = await refusal('scripts/bench/ab-rebuild.ts', ['--base', 'no-such-commit-here']);
    expect(code).toBe(2);
    expect(stderr).toBe("bench:ab: 'no-such-commit-here' is not a commit in this checkout (git rev-parse found none): give a commit, branch or tag, such as --base HEAD~1.\n");
  }, 30_000);

  it('bench:dev names a --project that is no checkout with its packages', async () => {
    const { code, stderr } = await refusal('scripts/bench/dev-loop.ts', ['--project', '/no/such/checkout']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^bench:dev: \/no\/such\/checkout is not a checkout of this project with its packages installed/);
  }, 30_000);
});
