import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHeadersFile } from '../generator/hosting/headers-file.ts';
import { pageUrlOf } from '../contract/addresses.ts';
import { aliasPageHtml, renderRedirectsFile } from '../generator/hosting/redirects.ts';
import { hostingRules } from '../generator/hosting/rules.ts';
import { startServer } from './serve.ts';
import type { RunningServer } from './serve.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await mkdir(join(root, 'timber', 'plywood'), { recursive: true });
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, 'timber', 'plywood', 'index.html'), '<h1>Plywood</h1>');
  await writeFile(join(root, '404.html'), '<h1>Oops! Page not found</h1>');
  await writeFile(join(root, 'assets', 'entry-abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'outside');
  // Big enough that compressing it in one go would hold every other request up for seconds.
  await writeFile(join(root, 'assets', 'huge.svg'), Array.from({ length: 400_000 }, (_, i) => `<rect x="${i}" y="${(i * 7919) % 1000}"/>`).join('\n'));
  const forms = { quoteEndpoint: 'https://forms.example.net/f/quote' };
  await writeFile(join(root, '_headers'), renderHeadersFile(hostingRules({ forms, topLevel: [{ name: 'timber', folder: true }] })));
  // An old address, with the page a host without redirects would serve there.
  const moved = { from: '/timber/ply', to: '/timber/plywood' };
  await mkdir(join(root, 'timber', 'ply'));
  await writeFile(join(root, 'timber', 'ply', 'index.html'), aliasPageHtml(moved, { title: 'Plywood' }, 'https://www.example.co.uk'));
  await writeFile(join(root, '_redirects'), renderRedirectsFile([moved]));
  server = await startServer({ root: join(root), port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('static server', () => {
  it("answers a page's published address, ending in '/', with its index.html", async () => {
    const response = await fetch(`${server.url}/timber/plywood/`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<h1>Plywood</h1>');
    expect(await (await fetch(server.url + '/', { redirect: 'manual' })).text()).toBe('<h1>Home</h1>');
  });

  it("sends the address without its '/' to the published one with a 301, as static hosts do, keeping the query", async () => {
    for (const [path, location] of [
      ['/timber/plywood', '/timber/plywood/'],
      ['/timber/plywood?utm_source=leaflet&x=1', '/timber/plywood/?utm_source=leaflet&x=1'],
    ]) {
      const response = await fetch(server.url + path, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('serves files at their own address only, and a folder without a page as unknown', async () => {
    expect((await fetch(`${server.url}/assets/entry-abc123.js/`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/assets`, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers an old address in _redirects with a 301 to its page, as Netlify and nginx do', async () => {
    for (const path of ['/timber/ply', '/timber/ply/']) {
      const response = await fetch(server.url + path, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(pageUrlOf('/timber/plywood'));
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
    expect((await fetch(`${server.url}/_redirects`)).status).toBe(404);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await fetch(`${server.url}/timber/caving`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('caches hashed assets for a year and serves them with their content type', async () => {
    const response = await fetch(`${server.url}/assets/entry-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text for clients that accept it', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; raw: Buffer }>((done) => {
      request(`${server.url}/timber/plywood/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ encoding: response.headers['content-encoding'], raw: Buffer.concat(chunks) }));
      }).end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.raw).toString()).toBe('<h1>Plywood</h1>');
  });

  it('sends the headers dist/_headers names, as a host would', async () => {
    const response = await fetch(`${server.url}/timber/plywood/`);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' mailto: https://forms.example.net/f/quote");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('does not serve the files written for servers', async () => {
    for (const path of ['/_headers', '/_nginx.conf']) expect((await fetch(server.url + path)).status).toBe(404);
  });

  it('never caches a missing asset', async () => {
    const response = await fetch(`${server.url}/assets/entry-gone.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers other requests while it compresses a very large file', async () => {
    const started = performance.now();
    const huge = fetch(`${server.url}/assets/huge.svg`, { headers: { 'accept-encoding': 'br' } }).then(async (r) => {
      const body = await r.arrayBuffer();
      return { at: performance.now() - started, encoding: r.headers.get('content-encoding'), body };
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const small = await fetch(`${server.url}/timber/plywood/`, { headers: { 'accept-encoding': 'gzip' } });
    const smallAt = performance.now() - started;
    expect(await small.text()).toBe('<h1>Plywood</h1>');
    const big = await huge;
    expect(big.encoding).toBe('br');
    // Compressed in one go on the request path, as it once was, the small page waited 15 s here.
    expect(smallAt).toBeLessThan(2000);
    expect(big.body.byteLength).toBeGreaterThan(0);
  });

  it('never serves files outside the root', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});
