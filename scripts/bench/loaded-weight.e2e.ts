import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../harness/browser.ts';
import { freePort } from '../harness/free-port.ts';
import { startServer, type RunningServer } from '../serve.ts';
import { loadedWeight } from './loaded-weight.ts';

let dir = '';
let browser: Browser;
let server: RunningServer;

function write(rel: string, text: string): number {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

const sizes: Record<string, number> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'loaded-'));
  // Like the site's entry: the app starts late (after the first paint), later than 500 ms of idle network.
  sizes.entry = write('assets/entry.js', 'setTimeout(() => import("./hydrate.js"), 900);');
  // Marks <main> as React does when it hydrates.
  sizes.hydrate = write('assets/hydrate.js', 'document.querySelector("main")["__reactFiber$bench"] = {}; export const hydrated = "yes".repeat(40);');
  write('assets/other-route.js', 'export const never = 1;');
  sizes.css = write('assets/site.css', 'body{margin:0}');
  write('index.html', '<!doctype html><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/entry.js"></script><main>hi</main>');
  server = await startServer({ root: dir, port: await freePort() });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('counts the entry, what it imports at start-up, and the stylesheets, but not other routes', async () => {
  const weight = await loadedWeight(browser, server.url.replace(/\/$/, ''), dir, '/');
  expect(weight.files).toEqual(['/assets/entry.js', '/assets/hydrate.js', '/assets/site.css']);
  expect(weight.jsGzip).toBe((sizes.entry ?? 0) + (sizes.hydrate ?? 0));
  expect(weight.cssGzip).toBe(sizes.css);
});
