import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServerOnCopy, type TestDevServer } from './fixtures/dev-server.ts';

let dev: TestDevServer;
let origin: string;

beforeAll(async () => {
  dev = await devServerOnCopy('dev-stuck-', { ssrEntry: '/generator/dev/fixtures/stuck-entry.ts', loadLimitMs: 1500 });
  origin = dev.origin;
}, 60_000);

afterAll(() => dev?.close());

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
