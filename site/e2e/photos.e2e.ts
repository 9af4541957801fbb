/**
 * A staff photo as the issue describes it: a 4000 x 3000, ~9 MB phone JPEG with GPS and a
 * camera serial, set as image.src on /timber/plywood of a copy of the shipped catalogue, built
 * with the project's own build. The page must cost a phone and a desktop only a fraction of it,
 * and nothing published may carry the original or its metadata. Every page gets a raster link
 * preview of 1200 x 630 that exists in dist/.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { htmlFileOf } from '../../contract/addresses.ts';
import { parseRedirectsFile } from '../../generator/hosting/redirects.ts';
import { CAMERA_MODEL, CAMERA_SERIAL } from '../../generator/images/test-photos.ts';
import { startServer, type RunningServer } from '../../scripts/serve.ts';
import { freePort } from '../../scripts/harness/free-port.ts';
import { useBrowser } from './harness/use-browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A photo as a phone saves it: 4000 x 3000, about 9 MB (fine grain everywhere), EXIF with GPS and serial. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a6a45', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .withExif({
      IFD0: { Make: 'Yardphone', Model: CAMERA_MODEL },
      IFD2: { BodySerialNumber: CAMERA_SERIAL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 51/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 23/1 36/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

let tmp: string;
let dist: string;
let original: Buffer;
let site: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
  const catalogue = path.join(tmp, 'catalogue');
  await cp(path.join(ROOT, 'catalogue'), catalogue, { recursive: true });
  original = await phonePhoto();
  expect(original.length).toBeGreaterThan(8_000_000);
  await writeFile(path.join(catalogue, 'images', 'timber', 'plywood.jpg'), original);
  const page = path.join(catalogue, 'timber', 'plywood.yaml');
  await writeFile(page, (await readFile(page, 'utf8')).replace('src: timber/plywood.svg', 'src: timber/plywood.jpg'));
  // The same photo as the home hero, about picture and first product card, so every slot's
  // sizes can be measured (identical bytes: each width is encoded once, through the cache).
  for (const name of ['hero', 'about', 'timber']) await writeFile(path.join(catalogue, 'images', 'home', `${name}.jpg`), original);
  const home = path.join(catalogue, 'home.yaml');
  await writeFile(home, (await readFile(home, 'utf8')).replace(/src: home\/(hero|about|timber)\.svg/g, 'src: home/$1.jpg'));

  dist = path.join(tmp, 'dist');
  await run('npx', ['tsx', 'generator/cli.ts', 'build', '--catalogue', catalogue, '--generated', path.join(tmp, 'generated'), '--out', dist]);
  site = await startServer({ root: dist, port: await freePort() });
}, 600_000);

afterAll(async () => {
  await site?.close();
  await rm(tmp, { recursive: true, force: true });
});

/** Every image byte the page downloads once it has loaded and the network has gone quiet. */
async function imageBytes(viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<{ total: number; urls: string[] }> {
  const context = await browser().newContext({ viewport, deviceScaleFactor });
  try {
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      sizes.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    await page.goto(`${site.url.replace(/\/$/, '')}/timber/plywood`, { waitUntil: 'networkidle' });
    return { total: [...sizes.values()].reduce((sum, size) => sum + size, 0), urls: [...sizes.keys()] };
  } finally {
    await context.close();
  }
}

/**
 * For every photo on the page: the width its `sizes` gives at this viewport (the first media
 * condition that matches, measured with a probe element) and the width the CSS really draws it.
 */
async function sizesAgainstLayout(url: string, viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() =>
      [...document.querySelectorAll('picture')].map((picture) => {
        const sizes = picture.querySelector('source')!.getAttribute('sizes')!;
        const entries = sizes.split(/,\s*(?![^()]*\))/);
        const chosen = entries.find((entry) => !entry.startsWith('(') || matchMedia(entry.slice(0, entry.indexOf(')') + 1)).matches)!;
        const probe = document.createElement('div');
        probe.style.width = chosen.startsWith('(') ? chosen.slice(chosen.indexOf(')') + 1).trim() : chosen;
        document.body.append(probe);
        const fromSizes = probe.getBoundingClientRect().width;
        probe.remove();
        return { src: picture.querySelector('img')!.getAttribute('src')!, fromSizes, drawn: picture.querySelector('img')!.clientWidth };
      }),
    );
  } finally {
    await context.close();
  }
}

test.each([360, 390, 599, 600, 631, 632, 800, 927, 928, 1023, 1024, 1200, 1215, 1216, 1440, 1920])(
  'at %i px wide, every photo’s sizes matches the width the CSS draws it',
  async (width) => {
    for (const address of ['/', '/timber', '/timber/plywood']) {
      const photos = await sizesAgainstLayout(`${site.url.replace(/\/$/, '')}${address}`, { width, height: 900 });
      expect(photos.length, address).toBeGreaterThan(0);
      for (const photo of photos) {
        // Never smaller than drawn (the browser would pick a blurred file); at most a few pixels larger.
        expect(photo.fromSizes, `${address} ${photo.src}`).toBeGreaterThanOrEqual(photo.drawn - 1);
        expect(photo.fromSizes, `${address} ${photo.src}`).toBeLessThanOrEqual(photo.drawn + 4);
      }
    }
  },
);

describe('a 4000 x 3000, 9 MB phone photo on /timber/plywood', () => {
  test('a 390 px phone at DPR 2 downloads under 150 KB of images, in AVIF', async () => {
    const { total, urls } = await imageBytes({ width: 390, height: 844 }, 2);
    expect(urls.some((url) => /\/images\/timber\/plywood\.[0-9a-f]{8}\.\d+\.avif$/.test(url))).toBe(true);
    expect(total).toBeLessThan(150 * 1024);
  });

  test('a 1440 px desktop downloads under 400 KB of images', async () => {
    const { total } = await imageBytes({ width: 1440, height: 900 }, 1);
    expect(total).toBeLessThan(400 * 1024);
  });

  test('the original is not published, and no published file carries GPS or camera metadata', async () => {
    const files = await filesUnder(dist);
    const published = await Promise.all(files.map(async (file) => ({ file, bytes: await readFile(file) })));
    const photos = published.filter(({ file }) => file.includes(`${path.sep}plywood.`) && /\.(avif|webp|jpg)$/.test(file));
    expect(photos.length).toBeGreaterThan(10);
    for (const { file, bytes } of published) {
      expect(bytes.length, file).toBeLessThan(1_000_000);
      expect(bytes.includes(Buffer.from(CAMERA_SERIAL)), file).toBe(false);
      expect(bytes.includes(Buffer.from(CAMERA_MODEL)), file).toBe(false);
    }
    for (const { bytes } of photos) {
      const metadata = await sharp(bytes).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    }
  });

  test("every page's og:image is a raster 1200 x 630 file in dist/", async () => {
    // The small pages at old addresses only send visitors on: they are not pages of the site.
    const moved = new Set([...parseRedirectsFile(await readFile(path.join(dist, '_redirects'), 'utf8')).keys()].map((from) => path.join(dist, htmlFileOf(from))));
    const pages = (await filesUnder(dist)).filter((file) => file.endsWith('.html') && !file.endsWith('404.html') && !moved.has(file));
    expect(pages.length).toBeGreaterThan(60);
    for (const file of pages) {
      const html = await readFile(file, 'utf8');
      const url = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(url, file).toBeDefined();
      const metadata = await sharp(await readFile(path.join(dist, new URL(url!).pathname))).metadata();
      expect([['png', 'jpeg'].includes(metadata.format ?? ''), metadata.width, metadata.height], file).toEqual([true, 1200, 630]);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{10,}">/);
    }
    const plywood = await readFile(path.join(dist, 'timber', 'plywood', 'index.html'), 'utf8').catch(() => readFile(path.join(dist, 'timber', 'plywood.html'), 'utf8'));
    expect(plywood).toMatch(/og:image" content="[^"]+\/images\/timber\/plywood\.[0-9a-f]{8}\.preview\.jpg"/);
  });
});
