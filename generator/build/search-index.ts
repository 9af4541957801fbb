/**
 * The site search's index: after prerender, Pagefind reads every page that marks its content
 * with `data-pagefind-body` (site/search/IndexMarks.tsx) and writes its index and browser API to
 * dist/pagefind/, which the search box loads when a visitor first focuses it. Pagefind's binary
 * comes with its npm package and runs as a service for the length of this step.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

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
}

export async function buildSearchIndex(distDir: string): Promise<SearchIndexResult> {
  const started = performance.now();
  const outputPath = join(distDir, SEARCH_INDEX_DIR);
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: distDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index the pages: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    await Promise.all((await readdir(outputPath)).filter((name) => UNUSED.test(name)).map((name) => rm(join(outputPath, name))));
    return { pages: await indexedPages(outputPath), bytes: await sizeOf(outputPath), ms: performance.now() - started };
  } finally {
    await pagefind.close();
  }
}

/** Pages in the index, from Pagefind's entry file (addDirectory counts every HTML file it read, indexed or not). */
async function indexedPages(outputPath: string): Promise<number> {
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
