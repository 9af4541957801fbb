import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readClientAssets, type ViteManifest } from './client-assets.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A client build: Vite's manifest, and each stylesheet it names holding one rule named after it. */
async function assetsOf(manifest: ViteManifest) {
  dir = await mkdtemp(join(tmpdir(), 'client-assets-'));
  await mkdir(join(dir, '.vite'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const css of Object.values(manifest).flatMap((chunk) => chunk.css ?? [])) await writeFile(join(dir, css), `.${css.replace(/\W/g, '_')}{color:red}`);
  return readClientAssets(dir, dir);
}

const build: ViteManifest = {
  'site/entry-client.tsx': { file: 'assets/entry-client-a1.js', isEntry: true, dynamicImports: ['_hydrate-a2.js'] },
  '_hydrate-a2.js': {
    file: 'assets/hydrate-a2.js',
    css: ['assets/hydrate-a3.css'],
    dynamicImports: ['site/pages/Home.tsx', 'site/pages/Detail.tsx', 'site/pages/Listing.tsx', 'site/components/SearchField/SearchResults.ts'],
  },
  '_Card-b1.js': { file: 'assets/Card-b1.js', css: ['assets/Card-b2.css'], imports: ['_hydrate-a2.js'] },
  'site/pages/Home.tsx': { file: 'assets/Home-c1.js', name: 'Home', css: ['assets/Home-c2.css'], imports: ['_hydrate-a2.js', '_Card-b1.js'] },
  'site/pages/Detail.tsx': { file: 'assets/Detail-d1.js', name: 'Detail', css: ['assets/Detail-d2.css'], imports: ['_Card-b1.js', '_hydrate-a2.js'] },
  'site/pages/Listing.tsx': { file: 'assets/Listing-e1.js', name: 'Listing', imports: ['_hydrate-a2.js'] },
  'site/components/SearchField/SearchResults.ts': { file: 'assets/SearchResults-f1.js', css: ['assets/SearchResults-f2.css'], isDynamicEntry: true },
};

it("gives each kind of page one stylesheet: the app's styles, then those of what its module imports, then its own", async () => {
  const assets = await assetsOf(build);
  const home = assets.kindStyles?.['site/pages/Home.tsx'];
  expect(home).toEqual([expect.stringMatching(/^\/assets\/styles-Home-[\w-]{8}\.css$/)]);
  expect(assets.composedOf?.[home![0]!]).toEqual(['/assets/hydrate-a3.css', '/assets/Card-b2.css', '/assets/Home-c2.css']);
  const text = await readFile(join(dir!, home![0]!), 'utf8');
  expect(text).toBe(['.assets_hydrate_a3_css{color:red}', '.assets_Card_b2_css{color:red}', '.assets_Home_c2_css{color:red}'].join('\n'));
  expect(assets.composedOf?.[assets.kindStyles!['site/pages/Detail.tsx']![0]!]).toEqual(['/assets/hydrate-a3.css', '/assets/Card-b2.css', '/assets/Detail-d2.css']);
});

it("links the app's stylesheet alone where a kind has no styles of its own, and none of what loads on first use", async () => {
  const assets = await assetsOf(build);
  expect(assets.styles).toEqual(['/assets/hydrate-a3.css']);
  expect(assets.kindStyles?.['site/pages/Listing.tsx']).toBeUndefined();
  const composed = (await readdir(join(dir!, 'assets'))).filter((f) => f.startsWith('styles-'));
  expect(composed).toHaveLength(2);
  expect(JSON.stringify(assets)).not.toContain('SearchResults-f2.css');
  // The app loads after the first view: nothing is preloaded.
  expect(assets).toMatchObject({ script: '/assets/entry-client-a1.js', preload: [] });
});

it('names a composed stylesheet by its content, so the same build gives the same file and a changed rule a new one', async () => {
  const first = (await assetsOf(build)).kindStyles?.['site/pages/Home.tsx'];
  await rm(dir!, { recursive: true, force: true });
  expect((await assetsOf(build)).kindStyles?.['site/pages/Home.tsx']).toEqual(first);
  await writeFile(join(dir!, 'assets/Home-c2.css'), '.changed{color:blue}');
  expect((await readClientAssets(dir!, dir!)).kindStyles?.['site/pages/Home.tsx']).not.toEqual(first);
});

it('preloads what the entry imports, and composes the styles of several app files into one', async () => {
  const assets = await assetsOf({
    'site/entry-client.tsx': { file: 'assets/entry-client-a1.js', isEntry: true, imports: ['_shared-a0.js'], dynamicImports: ['_hydrate-a2.js'] },
    '_shared-a0.js': { file: 'assets/shared-a0.js' },
    '_hydrate-a2.js': { file: 'assets/hydrate-a2.js', css: ['assets/hydrate-a3.css'], imports: ['_theme-a4.js'] },
    '_theme-a4.js': { file: 'assets/theme-a4.js', css: ['assets/theme-a5.css'] },
  });
  expect(assets.preload).toEqual(['/assets/shared-a0.js']);
  expect(assets.styles).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]{8}\.css$/)]);
  expect(assets.composedOf?.[assets.styles[0]!]).toEqual(['/assets/theme-a5.css', '/assets/hydrate-a3.css']);
});

it('says which manifest has no entry', async () => {
  await expect(assetsOf({ 'a.js': { file: 'assets/a.js' } })).rejects.toThrow(/No entry chunk in .*manifest\.json/);
});
