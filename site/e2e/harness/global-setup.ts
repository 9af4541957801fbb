/**
 * Runs once before the browser tests: makes sure dist/ exists (building it only when it is
 * missing, so CI's `npm run build && npm run test:e2e` does not build twice), then serves it
 * for every test file twice over: with the project's own server, which sends the headers the
 * build wrote to dist/_headers (so every test runs under the published Content-Security-Policy),
 * and with Debian's nginx using the dist/_nginx.conf the build wrote.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serve.ts';
import { freePort } from '../../../scripts/harness/free-port.ts';
import { startNginx } from './nginx.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    nginxUrl: string;
    distDir: string;
  }
}

export const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!['index.html', '_headers', '_redirects', '_nginx.conf'].every((file) => existsSync(path.join(DIST_DIR, file)))) {
    console.log('dist/ is missing or was built before it had hosting headers: running npm run build first');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
  }
  const server = await startServer({ root: DIST_DIR, port: await freePort() });
  const nginx = await startNginx(DIST_DIR, await freePort());
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  project.provide('nginxUrl', nginx.url);
  project.provide('distDir', DIST_DIR);
  return async () => {
    await nginx.close();
    await server.close();
  };
}
