/**
 * How the search index knows a page: by its HTML file and its <main> (indexed-main.ts), with the
 * indexer that reads it. Shared by the index (search-index.ts) and the renderer's threads
 * (prerender-shard.ts, bundled into the SSR build), which key each page as they render it.
 */
import { createHash } from 'node:crypto';

/** A page's key: its file, its <main> and the indexer, hashed (the analysis store keeps each page's analysis by it). */
export function mainKeyOf(indexer: string, file: string, main: string): string {
  return createHash('sha1').update(indexer).update(file).update('\0').update(main).digest('base64url');
}

/** The URL Pagefind gives the page in `file`: 'timber/plywood/index.html' is '/timber/plywood/'. */
export function pagefindUrlOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}
