import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readClientAssets } from './prerender.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function assetsOf(manifest: object) {
  dir = await mkdtemp(join(tmpdir(), 'client-assets-'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return readClientAssets(dir);
}

it("links the app's one stylesheet (CSS not split by chunk), and preloads no code loaded on demand", async () => {
  const assets = await assetsOf({
    'site/entry-client.tsx': { file: 'assets/entry-client-a1.js', isEntry: true, dynamicImports: ['site/hydrate.tsx'] },
    'site/hydrate.tsx': { file: 'assets/hydrate-a2.js', isDynamicEntry: true, dynamicImports: ['site/components/Newsletter/Newsletter.tsx'] },
    'site/components/Newsletter/Newsletter.tsx': { file: 'assets/Newsletter-a3.js', isDynamicEntry: true },
    'style.css': { file: 'assets/style-a4.css' },
  });
  expect(assets).toEqual({ script: '/assets/entry-client-a1.js', styles: ['/assets/style-a4.css'], preload: [] });
});
