/**
 * Runs once before the browser tests: makes sure dist/ exists (building it only when it is
 * missing, so CI's `npm run build && npm run test:e2e` does not build twice), then serves it
 * with the project's own server, plainly and behind a strict CSP, for every test file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serve.ts';
import { startCspProxy } from './csp-proxy.ts';
import { freePort } from '../../../scripts/harness/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cspUrl: string;
    distDir: string;
  }
}

export const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.log('dist/ is missing: running npm run build first');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
  }
  const server = await startServer({ root: DIST_DIR, port: await freePort() });
  const csp = await startCspProxy(server.url);
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  project.provide('cspUrl', csp.url);
  project.provide('distDir', DIST_DIR);
  return async () => {
    await csp.close();
    await server.close();
  };
}
