import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrlOf, LAYOUT_DATA_URL } from '../../contract/addresses.ts';
import { contentOf } from '../emit/index.ts';
import { planGenerate } from '../pipeline.ts';
import { makePhoto } from '../images/test-photos.ts';
import { LiveCatalogue } from './live-catalogue.ts';
import { addressOfDataUrl, LiveSite } from './live-site.ts';

let work: string;
let dir: string;
let outDir: string;
let catalogue: LiveCatalogue;
let site: LiveSite;

async function update(): Promise<string[]> {
  const checked = await catalogue.check();
  return site.update(checked.files, checked.pages);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'live-site-'));
  dir = path.join(work, 'catalogue');
  outDir = path.join(work, 'generated');
  cpSync('catalogue', dir, { recursive: true });
  catalogue = new LiveCatalogue(dir);
  site = new LiveSite(dir, outDir);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('LiveSite', () => {
  it('serves the same page data and pictures `catalogue generate` writes, and only the modules reach the disk', async () => {
    expect(site.ready).toBe(false);
    const written = await update();
    expect(written.map((file) => path.basename(file)).sort()).toEqual(['layout.ts', 'manifest.json', 'manifest.ts']);
    const plan = await planGenerate(dir, outDir, { cache: false });
    let pages = 0;
    for (const output of plan.outputs ?? []) {
      const url = output.path.replace(/^public/, '');
      if (url === LAYOUT_DATA_URL) {
        expect(site.pageJson(url)).toBe(contentOf(output));
      } else if (url.startsWith('/_data/')) {
        pages += 1;
        // The dev server leaves out the link preview (og:image), which only a build makes.
        const { preview: _preview, ...built } = JSON.parse(String(contentOf(output))) as { preview?: unknown };
        expect(site.pageJson(url), url).toBe(`${JSON.stringify(built)}\n`);
      } else if (url.startsWith('/images/') && url.endsWith('.preview.jpg')) {
        // Link previews: made by the build only.
      } else if (url.startsWith('/images/')) {
        expect(Buffer.from((await site.image(url)) ?? [])).toEqual(Buffer.from(contentOf(output)));
      } else {
        expect(readFileSync(path.join(outDir, output.path), 'utf8')).toBe(contentOf(output));
      }
    }
    expect(pages).toBe(plan.pages.size);
    expect(site.pageJson('/_data/timber/no-such-page.json')).toBeUndefined();
    // Each old address (aliases:) leads to its page, as manifest.json lists them for the build.
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as { pages: { address: string; aliases?: string[] }[] };
    const moved = manifest.pages.flatMap((page) => (page.aliases ?? []).map((alias) => [alias, page.address]));
    expect(moved.length).toBeGreaterThan(0);
    for (const [alias, address] of moved) expect(site.movedTo(alias!)).toBe(address);
    expect(site.movedTo('/timber/plywood')).toBeUndefined();
  });

  it('rewrites a module only when its text changes, and shows an edit in the page data', async () => {
    const manifest = path.join(outDir, 'manifest.ts');
    const stamp = statSync(manifest).mtimeMs;
    const plywood = path.join(dir, 'timber', 'plywood.yaml');
    writeFileSync(plywood, readFileSync(plywood, 'utf8').replace(/^title: Plywood$/m, 'title: Plywood Sheets'));
    catalogue.touch(plywood);
    // manifest.json lists titles; manifest.ts, which Vite imports, only addresses.
    expect((await update()).map((file) => path.basename(file))).toEqual(['manifest.json']);
    expect(statSync(manifest).mtimeMs).toBe(stamp);
    expect(site.pageData('/timber/plywood')).toMatchObject({ title: 'Plywood Sheets' });

    const siteYaml = path.join(dir, 'site.yaml');
    writeFileSync(siteYaml, readFileSync(siteYaml, 'utf8').replace(/^founded: (\d+)$/m, 'founded: 1937'));
    catalogue.touch(siteYaml);
    expect((await update()).map((file) => path.basename(file))).toEqual(['layout.ts']);
    expect(readFileSync(path.join(outDir, 'layout.ts'), 'utf8')).toContain('1937');
  });

  it('serves a new page only once update() has written the modules that list it and handed them back', async () => {
    const plywood = readFileSync(path.join(dir, 'timber', 'plywood.yaml'), 'utf8');
    const added = path.join(dir, 'timber', 'plywood-offcuts.yaml');
    writeFileSync(added, plywood.replace(/^title: .*$/m, 'title: Plywood Offcuts'));
    catalogue.touch(added, 'add');
    const checked = await catalogue.check();
    const url = dataUrlOf('/timber/plywood-offcuts');
    expect(site.pageJson(url)).toBeUndefined();
    // Looked at between every step of the update (whatever it awaits): the page must not be served
    // while the caller has not yet had the rewritten modules (the dev server reloads them then).
    let handedBack = false;
    const seenEarly: string[] = [];
    const updating = site.update(checked.files, checked.pages).then((written) => {
      handedBack = true;
      return written;
    });
    const look = (): void => {
      if (handedBack) return;
      if (site.pageJson(url) !== undefined) seenEarly.push(readFileSync(path.join(outDir, 'manifest.ts'), 'utf8').includes('/timber/plywood-offcuts') ? 'with manifest' : 'before manifest');
      setImmediate(look);
    };
    look();
    const written = await updating;
    expect(written.map((file) => path.basename(file)).sort()).toEqual(['manifest.json', 'manifest.ts']);
    expect(seenEarly).toEqual([]);
    expect(site.pageData('/timber/plywood-offcuts')).toMatchObject({ title: 'Plywood Offcuts' });
  });
});

describe('LiveSite with a photo', () => {
  it('serves a picture whose picture cache entry was removed after it was planned (a look-over by another build): made again', async () => {
    const plywood = path.join(dir, 'timber', 'plywood.yaml');
    writeFileSync(path.join(dir, 'images', 'timber', 'plywood-stack.jpg'), await makePhoto({ width: 900, height: 600, hue: 40 }));
    writeFileSync(plywood, readFileSync(plywood, 'utf8').replace('src: timber/plywood.svg', 'src: timber/plywood-stack.jpg'));
    catalogue.touch(plywood);
    site.forgetImages();
    await update();
    const url = JSON.stringify(site.pageData('/timber/plywood')).match(/\/images\/timber\/plywood-stack\.[0-9a-f]{8}[^"]*\.jpg/)?.[0];
    expect(url).toBeDefined();
    const before = await site.image(url!);
    expect(before?.byteLength).toBeGreaterThan(0);
    const entry = (site as unknown as { snapshot: { images: Map<string, { linkFrom?: string }> } }).snapshot.images.get(url!)?.linkFrom;
    expect(entry).toContain(path.join('.cache', 'catalogue', 'images'));
    rmSync(entry!);
    expect(Buffer.from((await site.image(url!)) ?? [])).toEqual(Buffer.from(before!));
    // Kept again in the picture cache.
    expect(readFileSync(entry!)).toEqual(Buffer.from(before!));
  });
});

describe('addressOfDataUrl', () => {
  it('reverses dataUrlOf and refuses anything else', () => {
    for (const address of ['/', '/timber', '/timber/plywood']) expect(addressOfDataUrl(dataUrlOf(address))).toBe(address);
    expect(addressOfDataUrl('/_data/timber.txt')).toBeUndefined();
    expect(addressOfDataUrl('/images/a.svg')).toBeUndefined();
  });
});
