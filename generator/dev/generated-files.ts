/**
 * Serves files straight from disk on every request (the favicon; tests and tools may serve more),
 * so a file replaced while the server runs is served as it now is. Vite's own public folder
 * keeps a list of files made at start-up instead.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from './content-types.ts';

type Next = (error?: unknown) => void;

/** The decoded path a GET or HEAD asks for; undefined for other methods and undecodable paths (the next middleware answers). */
export function requestedPath(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  try {
    return decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/** `files` maps a URL path to a file, or gives undefined to let the next middleware answer. */
export function serveFiles(files: (pathname: string) => string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const pathname = requestedPath(req);
    if (pathname === undefined) return next();
    const file = files(pathname);
    if (!file) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', contentTypeOf(file));
    res.setHeader('Content-Length', info.size);
    // Regenerated at any moment, so never cached.
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).on('error', next).pipe(res);
  };
}

/** A URL path inside `dir`, or undefined for one that would climb out of it. */
export function fileUnder(dir: string, pathname: string): string | undefined {
  const file = path.resolve(dir, `.${pathname}`);
  return file.startsWith(`${dir}${path.sep}`) ? file : undefined;
}
