/**
 * `npm start`'s static server for dist/: ROUTE and ROUTE/ answer ROUTE/index.html, hashed
 * assets are cached for a year, text is compressed, and unknown paths get 404.html with status
 * 404, as a static host or CDN would. Also used by the browser tests (startServer).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { contentTypeOf } from '../generator/dev/content-types.ts';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt']);

export interface ServerOptions {
  root: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Hashed file names ('entry-client-BLmf6Rgr.js', 'plywood.3f2a1b9c.svg') never change content. */
function isHashed(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || urlPath.startsWith('/images/');
}

export async function startServer({ root, port = 4173, host = '127.0.0.1' }: ServerOptions): Promise<RunningServer> {
  const base = resolve(root);
  const compressed = new Map<string, Buffer>();

  const locate = async (urlPath: string): Promise<string | undefined> => {
    const file = normalize(join(base, urlPath));
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    const candidates = urlPath.endsWith('/') ? [join(file, 'index.html')] : [file, join(file, 'index.html')];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  };

  const send = async (request: IncomingMessage, response: ServerResponse, file: string, status: number, urlPath: string) => {
    const ext = extname(file);
    response.statusCode = status;
    response.setHeader('Content-Type', contentTypeOf(file));
    response.setHeader('Cache-Control', status === 200 && isHashed(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext) ? undefined : accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined;
    if (!encoding) {
      response.setHeader('Content-Length', (await stat(file)).size);
      if (request.method === 'HEAD') return void response.end();
      createReadStream(file).pipe(response);
      return;
    }
    // Keyed by modification time too, so a rebuild while serving is never answered from stale bytes.
    const { mtimeMs, size } = await stat(file);
    const key = `${encoding}:${file}:${mtimeMs}:${size}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = await readFile(file);
      body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
      compressed.set(key, body);
    }
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        urlPath = '/__bad_request__';
      }
      const file = await locate(urlPath);
      if (file) return send(request, response, file, 200, urlPath);
      const notFound = join(base, '404.html');
      if (await stat(notFound).catch(() => undefined)) return send(request, response, notFound, 404, urlPath);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function portFromArgs(argv: string[]): number {
  const flag = argv.indexOf('--port');
  const value = flag >= 0 ? argv[flag + 1] : process.env.PORT;
  const port = Number(value ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port number: ${value}`);
  return port;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.env.SITE_OUT_DIR ?? 'dist';
  const { url } = await startServer({ root, port: portFromArgs(process.argv.slice(2)) });
  console.log(`Serving ${root}/ on ${url}`);
}
