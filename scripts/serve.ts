/**
 * `npm start`'s static server for dist/, by the static hosts' own rules and no more forgiving:
 * ROUTE/ answers ROUTE/index.html, ROUTE answers 301 to ROUTE/ (query kept), each old address in
 * dist/_redirects a 301 to its page, and unknown paths get 404.html with status 404 (the address
 * policy is in contract/addresses.ts). Every response carries the
 * headers dist/_headers names (the hosting rules in generator/hosting/), so the site runs here
 * under the same policy and caching as when published. Text is compressed off the request path:
 * small files once, in the background, and large ones as they stream. Also used by the browser
 * tests (startServer).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { contentTypeOf } from '../generator/dev/content-types.ts';
import { parseHeadersFile } from '../generator/hosting/headers-file.ts';
import { parseRedirectsFile } from '../generator/hosting/redirects.ts';
import { headersFor, hostingRules, REVALIDATE, SERVER_FILES } from '../generator/hosting/rules.ts';
import type { HeaderRule } from '../generator/hosting/rules.ts';
import { DEFAULT_PORT, PortError, serveArguments, serveUsage } from './port.ts';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt']);
/** Larger files are compressed as they stream (never held whole, never blocking other requests). */
const KEEP_COMPRESSED_UP_TO = 1024 * 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export interface ServerOptions {
  root: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The rules in root/_headers, read again when a build replaces it; without that file (a folder
 * not built by npm run build), the rules made from what is in the folder.
 */
function headerRules(base: string): () => Promise<readonly HeaderRule[]> {
  let cached: { key: string; rules: readonly HeaderRule[] } | undefined;
  return async () => {
    const file = join(base, '_headers');
    const info = await stat(file).catch(() => undefined);
    const key = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (cached?.key === key) return cached.rules;
    const rules = info
      ? parseHeadersFile(await readFile(file, 'utf8'))
      : hostingRules({ topLevel: (await readdir(base, { withFileTypes: true })).map((entry) => ({ name: entry.name, folder: entry.isDirectory() })) });
    cached = { key, rules };
    return rules;
  };
}

/** dist/_redirects (old address -> page), read again when a build replaces it; none without that file. */
function redirectRules(base: string): () => Promise<ReadonlyMap<string, string>> {
  let cached: { key: string; rules: ReadonlyMap<string, string> } | undefined;
  return async () => {
    const file = join(base, '_redirects');
    const info = await stat(file).catch(() => undefined);
    const key = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (cached?.key !== key) cached = { key, rules: info ? parseRedirectsFile(await readFile(file, 'utf8')) : new Map() };
    return cached.rules;
  };
}

export async function startServer({ root, port = DEFAULT_PORT, host = '127.0.0.1' }: ServerOptions): Promise<RunningServer> {
  const base = resolve(root);
  const compressed = new Map<string, Promise<Buffer>>();
  const rules = headerRules(base);
  const redirects = redirectRules(base);

  /** The file for a path, or the published address to send the visitor to ('/timber' -> '/timber/'). */
  const locate = async (urlPath: string): Promise<{ file: string } | { folder: string } | undefined> => {
    if (SERVER_FILES.some((name) => urlPath === `/${name}`)) return undefined;
    const file = normalize(join(base, urlPath));
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && !urlPath.endsWith('/')) return { file };
    if (!info?.isDirectory()) return undefined;
    const index = join(file, 'index.html');
    if (!(await stat(index).catch(() => undefined))?.isFile()) return undefined;
    // As GitHub Pages, Netlify, Cloudflare Pages, S3 and nginx do: a folder is served at its address ending in '/'.
    return urlPath.endsWith('/') ? { file: index } : { folder: `${urlPath}/` };
  };

  const send = async (request: IncomingMessage, response: ServerResponse, file: string, status: number, urlPath: string) => {
    const ext = extname(file);
    response.statusCode = status;
    response.setHeader('Content-Type', contentTypeOf(file));
    // A 404 answers with the 404 page's headers: a missing asset must not be cached for a year.
    const headers = headersFor(await rules(), status === 404 ? '/404.html' : urlPath);
    for (const [name, value] of Object.entries({ 'Cache-Control': REVALIDATE, ...headers })) response.setHeader(name, value);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext) ? undefined : accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined;
    const { mtimeMs, size } = await stat(file);
    if (!encoding) {
      response.setHeader('Content-Length', size);
      if (request.method === 'HEAD') return void response.end();
      await pipeline(createReadStream(file), response);
      return;
    }
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    if (size > KEEP_COMPRESSED_UP_TO) {
      if (request.method === 'HEAD') return void response.end();
      await pipeline(createReadStream(file), encoding === 'br' ? createBrotliCompress(STREAM_BROTLI) : createGzip(), response);
      return;
    }
    // Keyed by modification time too, so a rebuild while serving is never answered from stale bytes.
    const key = `${encoding}:${file}:${mtimeMs}:${size}`;
    let body = compressed.get(key);
    if (!body) {
      // zlib's callback forms run on libuv's thread pool, so other requests go on meanwhile.
      body = readFile(file).then((raw) => (encoding === 'br' ? brotliAsync(raw) : gzipAsync(raw)));
      compressed.set(key, body);
      body.catch(() => compressed.delete(key));
    }
    const bytes = await body;
    response.setHeader('Content-Length', bytes.length);
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let urlPath: string;
      let url: URL | undefined;
      try {
        url = new URL(request.url ?? '/', 'http://localhost');
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        urlPath = '/__bad_request__';
      }
      const movedTo = (await redirects()).get(urlPath);
      if (movedTo !== undefined) {
        response.writeHead(301, { ...headersFor(await rules(), urlPath), Location: movedTo, 'Content-Length': 0 }).end();
        return;
      }
      const found = await locate(urlPath);
      if (found && 'file' in found) return send(request, response, found.file, 200, urlPath);
      if (found && url) {
        const location = `${url.pathname}/${url.search}`;
        const headers = headersFor(await rules(), urlPath);
        response.writeHead(301, { ...headers, 'Cache-Control': REVALIDATE, Location: location, 'Content-Type': 'text/plain; charset=utf-8' }).end(`Moved to ${location}`);
        return;
      }
      const notFound = join(base, '404.html');
      if (await stat(notFound).catch(() => undefined)) return send(request, response, notFound, 404, urlPath);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    })().catch((error: unknown) => {
      // A visitor who goes away mid-download is not a server fault.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
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

// `npm run preview`: serves the dist/ already built. `npm start` (scripts/start.ts) builds first.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = 'dist';
  try {
    const chosen = serveArguments(process.argv.slice(2), process.env);
    if (chosen === 'help') {
      console.log(serveUsage('npm run preview'));
      process.exit(0);
    }
    const { url } = await startServer({ root, port: chosen ?? DEFAULT_PORT });
    console.log(`Serving ${root}/ on ${url}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!(error instanceof PortError) && code !== 'EADDRINUSE') throw error;
    console.error(`npm run preview: ${code === 'EADDRINUSE' ? 'That port is already in use by another program. Stop it, or choose another port: PORT=8080 npm run preview' : (error as Error).message}`);
    process.exit(1);
  }
}
