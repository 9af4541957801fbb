/**
 * The site search's index: after prerender, Pagefind reads every page that marks its content
 * with `data-pagefind-body` (site/search/IndexMarks.tsx) and writes its index and browser API to
 * dist/pagefind/, which the search box loads when a visitor first focuses it. Pagefind's binary
 * comes with its npm package and runs as a service for the length of this step.
 *
 * Each page is handed over as its <main> alone: the header and footer are most of a page's HTML
 * and none of its index, and parsing them cost about a third of the time at 10,000 pages.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { fingerprint } from '../cache/index.ts';
import { linkTree } from './output.ts';

/** dist/pagefind/: the folder the site's search box loads from (site/search/pagefind.ts). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's ready-made interfaces: the site has its own results list, so they are not published. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

export interface SearchIndexResult {
  /** Pages in the index. */
  pages: number;
  /** Bytes of everything under dist/pagefind/ (compressed index chunks, wasm and the browser API). */
  bytes: number;
  ms: number;
  /** A hash of what the index was made from: every indexed page's path and <main>, and Pagefind's version. */
  key: string;
  /** True when the previous build's index was linked, unchanged, instead of built. */
  reused: boolean;
}

/** The previous build's folder and the key of its index (build-record.ts). */
export interface PreviousIndex {
  dir: string;
  key: string;
}

/** Pagefind's version and this module's code: a new version of either builds the index afresh. */
const INDEXER = fingerprint({ files: [new URL(import.meta.url)], packages: ['pagefind'] });

/**
 * Builds the index, or links the previous build's when every indexed page's <main> is as it was
 * (an edit to the header, footer or menus, or none): at 10,000 pages Pagefind takes most of a
 * rebuild, and the same pages in the same order make the same index.
 */
export async function buildSearchIndex(distDir: string, previous?: PreviousIndex): Promise<SearchIndexResult> {
  const started = performance.now();
  const outputPath = join(distDir, SEARCH_INDEX_DIR);
  // Pages are handed over one at a time in address order, so the index (its file names are
  // hashes of its content) is the same whatever order the folder lists them in: an incremental
  // build's index is byte for byte a clean build's.
  const files = (await pageFiles(distDir)).sort();
  // The pages read to find the key are kept for indexing, up to a bound (a 50,000-page site's
  // would take hundreds of megabytes): past it they are read again if the index is built.
  let kept: { file: string; main: string }[] | undefined = [];
  let keptChars = 0;
  const key = createHash('sha256').update(INDEXER);
  for await (const { file, main } of indexedPages(distDir, files)) {
    key.update(`${file}\0${main}\0`);
    keptChars += main.length;
    if (keptChars > KEPT_CHARS) kept = undefined;
    kept?.push({ file, main });
  }
  const made = key.digest('base64url');
  const earlier = previous && join(previous.dir, SEARCH_INDEX_DIR);
  if (previous?.key === made && earlier && existsSync(join(earlier, 'pagefind-entry.json'))) {
    await linkTree(earlier, outputPath);
    return { pages: await pageCountOf(outputPath), bytes: await sizeOf(outputPath), ms: performance.now() - started, key: made, reused: true };
  }
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    for await (const { file, main } of kept ?? indexedPages(distDir, files)) {
      const { errors } = await index.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
      if (errors.length > 0) throw new Error(`Pagefind could not index the pages: ${errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    await Promise.all((await readdir(outputPath)).filter((name) => UNUSED.test(name)).map((name) => rm(join(outputPath, name))));
    return { pages: await pageCountOf(outputPath), bytes: await sizeOf(outputPath), ms: performance.now() - started, key: made, reused: false };
  } finally {
    await pagefind.close();
  }
}

/** Characters of pages' <main> kept between finding the index's key and building it. */
const KEPT_CHARS = 64_000_000;

/** Each page search finds, with its <main>, in the order of `files`; reading runs ahead in batches. */
async function* indexedPages(distDir: string, files: readonly string[]): AsyncGenerator<{ file: string; main: string }> {
  for (const batch of batches(files, 64)) {
    const mains = await Promise.all(batch.map(async (file) => indexedMain(await readFile(join(distDir, file)))));
    for (const [at, main] of mains.entries()) if (main !== undefined) yield { file: batch[at]!, main };
  }
}

/**
 * A page's <main>, when the page is one search finds (it marks its content with data-pagefind-body).
 * From a file's bytes it is decoded alone: a slice of the whole page's text would keep all of it
 * in memory while the main is kept.
 */
export function indexedMain(page: string | Buffer): string | undefined {
  const start = page.indexOf('<main');
  const end = page.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  const main = typeof page === 'string' ? page.slice(start, end + '</main>'.length) : page.toString('utf8', start, end + '</main>'.length);
  return main.includes('data-pagefind-body') ? main : undefined;
}

/** Every prerendered page, '/'-separated and relative to the site folder ('timber/plywood/index.html'). */
async function pageFiles(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  return files.map((file) => file.split(sep).join('/')).filter((file) => file.endsWith('.html') && !file.startsWith(`${SEARCH_INDEX_DIR}/`));
}

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));
}

/** Pages in the index, from Pagefind's entry file. */
async function pageCountOf(outputPath: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
