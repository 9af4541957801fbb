/**
 * The dev server as it is used beyond a browser and an editor: a catalogue folder deleted and made
 * again while it runs (restored from a copy, say), whose watcher's own look at the folder ended
 * with it, so a folder moved away and back afterwards went unseen and the pages kept their errors
 * until the server restarted; and pages asked for by tools that do not say they want HTML.
 */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DevRun } from './catalogue-plugin.ts';
import { devServerOnCopy, type TestDevServer } from './fixtures/dev-server.ts';

let dev: TestDevServer;
let origin: string;
const runs: DevRun[] = [];

beforeAll(async () => {
  dev = await devServerOnCopy('dev-replaced-', { onGenerated: (run) => runs.push(run) });
  origin = dev.origin;
}, 60_000);

afterAll(() => dev?.close());

const catalogue = (...parts: string[]) => path.join(dev.work, 'catalogue', ...parts);

/** Waits (long enough for a machine busy with other tests) until `done` holds. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function titleOf(address: string): Promise<string | undefined> {
  const response = await fetch(`${origin}${address}`, { headers: { accept: 'text/html' } });
  return /<title>([^<|]*)/.exec(await response.text())?.[1]?.trim();
}

it('sees a folder moved away and back, and then an edit in it, after the catalogue folder was deleted and made again', async () => {
  await until(async () => (await titleOf('/timber/plywood/')) === 'Plywood', 'the first run');
  const plywood = readFileSync(catalogue('timber/plywood.yaml'), 'utf8');

  rmSync(catalogue(), { recursive: true });
  cpSync('catalogue', catalogue(), { recursive: true });
  await until(() => runs.length >= 2 && runs.at(-1)!.ok, 'a run after the catalogue was made again');

  // Moved away: every link to its pages breaks.
  const before = runs.length;
  renameSync(catalogue('timber'), catalogue('timber-moved'));
  await until(() => runs.slice(before).some((run) => !run.ok), 'the errors of the folder moved away');
  // And back: the catalogue is whole again, and an edit in the folder shows.
  renameSync(catalogue('timber-moved'), catalogue('timber'));
  await until(() => runs.at(-1)!.ok, 'a run without errors once the folder is back');
  // Saved at once, while the watcher may still be looking the folders over afresh.
  writeFileSync(catalogue('timber/plywood.yaml'), plywood.replace(/^title: Plywood$/m, 'title: Plywood Sheets'));
  await until(async () => (await titleOf('/timber/plywood/')) === 'Plywood Sheets', 'the edited title');
}, 90_000);

it('serves a page to curl, wget or a link checker, which ask for anything or say nothing of what they accept', async () => {
  for (const accept of ['*/*', undefined]) {
    // Node's own client sends no Accept header unless given one (fetch would send */*).
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${origin}/timber/`, { headers: accept ? { accept } : {} }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect({ accept, status }).toEqual({ accept, status: 200 });
    expect(body).toContain('<title>Timber');
  }
  // A file it does not have is still Vite's to answer (its plain 404), not a page of the site.
  const missing = await fetch(`${origin}/no-such-file.js`, { headers: { accept: '*/*' } });
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<main');
}, 60_000);
