import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../test/run-cli.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stall-watch-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A process that watches itself with a 0.4 s limit, then runs `then` (its own code, as the dev
 * server runs the site's) and exits. Resolves with what it printed on stderr once it exits, or
 * once that reads `until` (then it is killed).
 */
async function watched(then: string, until?: string): Promise<string> {
  const source = `import { writeSync } from 'node:fs';
import { watchForStalls } from ${JSON.stringify(pathToFileURL(path.join(REPO, 'generator/dev/stall-watch.ts')).href)};
watchForStalls({ limitMs: 400, stuck: 'STUCK', unstuck: 'AGAIN' });
await new Promise((done) => setTimeout(done, 200));
${then}
await new Promise((done) => setTimeout(done, 600));`;
  await writeFile(path.join(dir, 'watched.mts'), source);
  // Node itself with tsx's loader (not tsx's own command, which would run it as a child of its own): the kill reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'watched.mts')], { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
      if (until !== undefined && stderr.includes(until)) child.kill('SIGKILL');
    });
    // Whatever it says, it never outlives the test.
    const limit = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(limit);
      resolve(stderr);
    });
  });
}

describe('the dev server watching its own thread', () => {
  it('says so on stderr while its code keeps it busy for ever', async () => {
    // Killed once it has said so: nothing else would end it.
    expect(await watched('for (;;) {}', 'STUCK\n')).toBe('STUCK\n');
  }, 30_000);

  it('says so during a long stretch without a break, and again once the thread is free', async () => {
    // Each line written straight to stderr as it happens: the first during the stretch, not after it.
    expect(await watched("const until = Date.now() + 1_500; while (Date.now() < until) {}\nwriteSync(2, 'OVER\\n');")).toBe('STUCK\nOVER\nAGAIN\n');
  }, 30_000);

  it('says nothing of a thread that waits, however long, nor keeps the process alive', async () => {
    expect(await watched('await new Promise((done) => setTimeout(done, 1_500));')).toBe('');
  }, 30_000);
});
