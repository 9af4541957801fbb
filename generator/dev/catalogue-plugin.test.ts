import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/harness/free-port.ts';
import { startDevServer } from './serve.ts';

let work: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'dev-stuck-'));
  cpSync('catalogue', path.join(work, 'catalogue'), { recursive: true });
  mkdirSync(path.join(work, 'site'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startDevServer({
    catalogueDir: path.join(work, 'catalogue'),
    outDir: path.join(work, 'site', 'generated'),
    ssrEntry: '/generator/dev/fixtures/stuck-entry.ts',
    loadLimitMs: 1500,
    port,
    host: '127.0.0.1',
    logLevel: 'silent',
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run dev with site code that never finishes loading', () => {
  it('answers a page asked for with why it is not served, each time, instead of leaving it loading', async () => {
    for (const address of ['/', '/timber/']) {
      const response = await fetch(`${origin}${address}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain(
        "The site's code (generator/dev/fixtures/stuck-entry.ts and the modules it imports) has not finished loading after 1.5 s: a top-level 'await' in it may wait for something that never happens.",
      );
    }
  }, 60_000);
});
