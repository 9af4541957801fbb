/**
 * Renders one share of the pages: loads the SSR bundle once, then renders each page and writes
 * it with a bounded number of writes in flight. Runs inside a worker thread (prerender-worker.ts)
 * or, for tests and tiny sites, in the calling thread.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuiltAssets } from '../site/seo/head.ts';
import type { RouteData } from '../site/page-types.ts';

export interface RenderTask {
  address: string;
  /** The page's records, relative to the dist folder ('/_data/timber.json'); absent for the 404 page. */
  data?: string;
  /** Where the HTML goes, relative to the dist folder. */
  out: string;
}

export interface ShardJob {
  ssrEntry: string;
  distDir: string;
  assets: BuiltAssets;
  tasks: RenderTask[];
  concurrency: number;
}

interface SsrModule {
  renderDocument(address: string, data: RouteData, assets: BuiltAssets): string;
}

export async function renderShard(job: ShardJob): Promise<number> {
  const ssr = (await import(pathToFileURL(job.ssrEntry).href)) as SsrModule;
  const made = new Set<string>();
  let next = 0;
  const runOne = async (task: RenderTask) => {
    const data: RouteData = task.data ? JSON.parse(await readFile(join(job.distDir, task.data), 'utf8')) : { kind: 'not-found' };
    let html: string;
    try {
      html = ssr.renderDocument(task.address, data, job.assets);
    } catch (error) {
      throw new Error(`Prerendering ${task.address} failed: ${(error as Error).message}`, { cause: error });
    }
    const file = join(job.distDir, task.out);
    const dir = dirname(file);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    await writeFile(file, html);
  };
  const lane = async () => {
    while (next < job.tasks.length) await runOne(job.tasks[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, job.concurrency) }, lane));
  return job.tasks.length;
}
