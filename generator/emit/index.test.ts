import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type PageIndex } from '../links/index.ts';
import { loadCatalogue } from '../load/index.ts';
import { generateSite } from '../pipeline.ts';
import type { SourceFile } from '../model.ts';
import { contentOf, emit, planOutputs, writeTreeAtomically } from './index.ts';
import type { ContactPage, DetailPage, HomePage, ListingPage, ServicePage } from '../../contract/kinds/index.ts';
import type { LayoutData } from '../../contract/page-data.ts';

const MINI = fileURLToPath(new URL('./fixtures/mini/', import.meta.url));
let files: SourceFile[] = [];
let pages: PageIndex = new Map();

beforeAll(async () => {
  const loaded = await loadCatalogue(MINI, { cache: false });
  files = loaded.files;
  const checked = checkLinks(files, { catalogueDir: MINI });
  expect([...loaded.diagnostics, ...checked.diagnostics]).toEqual([]);
  pages = checked.pages;
}, 60_000);

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emit-'));
  temporary.push(dir);
  return dir;
}

/** Every file under a directory with its bytes, keyed by '/'-separated relative path. */
function snapshot(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    entries
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file).toString('base64')] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

function readJson<T>(dir: string, relPath: string): T {
  return JSON.parse(readFileSync(path.join(dir, relPath), 'utf8')) as T;
}

describe('emit', () => {
  it('plans the files before writing them, byte for byte what it then writes', async () => {
    const outDir = path.join(tempDir(), 'generated');
    const planned = await planOutputs({ files, pages, catalogueDir: MINI, outDir });
    const existedWhenPlanned = existsSync(outDir);
    await writeTreeAtomically(outDir, planned);
    expect(existedWhenPlanned).toBe(false);
    const written = snapshot(outDir);
    expect(new Map(planned.map((file) => [file.path, Buffer.from(contentOf(file)).toString('base64')] as const))).toEqual(written);
  });

  it('writes the manifest, layout, one data file per page, hashed images and link previews', async () => {
    const outDir = path.join(tempDir(), 'generated');
    const result = await emit({ files, pages, catalogueDir: MINI, outDir });
    const written = [...snapshot(outDir).keys()];
    expect(written).toEqual([
      'layout.ts',
      'manifest.json',
      'manifest.ts',
      'public/_data/_layout.json',
      'public/_data/contact.json',
      'public/_data/index.json',
      'public/_data/services.json',
      'public/_data/services/delivery.json',
      'public/_data/timber.json',
      'public/_data/timber/boards.json',
      'public/_data/timber/plywood.json',
      ...written.filter((file) => file.startsWith('public/images/')),
    ]);
    // Hashes aside: the photo as AVIF and WebP at each width (up to its own 960) and one JPEG at the
    // figure's 959, never the original PNG; a link preview for every page (the photo's own for
    // plywood, a card for each page shown by an illustration, contact borrowing the home hero's).
    const images = written.filter((file) => file.startsWith('public/images/')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.#.'));
    expect(images.sort()).toEqual([
      ...[320, 480, 640, 800, 960].flatMap((width) => [`public/images/photo.#.${width}.avif`, `public/images/photo.#.${width}.webp`]),
      'public/images/photo.#.959.jpg',
      'public/images/photo.#.preview.jpg',
      ...['contact', 'home', 'services', 'services/delivery', 'timber', 'timber/boards'].map((name) => `public/images/previews/${name}.#.preview.jpg`),
      'public/images/shared.#.svg',
    ].sort());
    expect(result.files).toBe(written.length);
    // The browser fetches the layout as JSON; the prerender imports the very same data from layout.ts.
    const layoutJson = readJson<{ site: { name: string; telHref: string } }>(outDir, 'public/_data/_layout.json');
    const layoutTs = readFileSync(path.join(outDir, 'layout.ts'), 'utf8');
    expect(layoutTs).toContain(JSON.stringify(layoutJson, null, 2));
    expect(layoutJson.site.telHref).toMatch(/^tel:\+44/);
    expect(readJson(outDir, 'manifest.json')).toEqual({
      pages: [
        { address: '/', kind: 'home', title: "Builders' Merchant in Cullompton, Devon", data: '/_data/index.json' },
        { address: '/contact', kind: 'contact', title: 'Contact Us', data: '/_data/contact.json' },
        { address: '/services', kind: 'listing', title: 'Services', data: '/_data/services.json' },
        { address: '/services/delivery', kind: 'service', title: 'Delivery', data: '/_data/services/delivery.json' },
        { address: '/timber', kind: 'listing', title: 'Timber & Sheet Materials', data: '/_data/timber.json' },
        { address: '/timber/boards', kind: 'detail', title: 'Boards', data: '/_data/timber/boards.json' },
        { address: '/timber/plywood', kind: 'detail', title: 'Plywood', data: '/_data/timber/plywood.json' },
      ],
    });
  });

  it('resolves records: breadcrumbs, related cards, listing cards, image sizes, enquiry options, tel link', async () => {
    const outDir = path.join(tempDir(), 'generated');
    await emit({ files, pages, catalogueDir: MINI, outDir });
    const png = expect.stringMatching(/^\/images\/photo\.[0-9a-f]{8}\.959\.jpg$/);
    const svg = expect.stringMatching(/^\/images\/shared\.[0-9a-f]{8}\.svg$/);

    const plywood = readJson<DetailPage>(outDir, 'public/_data/timber/plywood.json');
    expect(plywood.breadcrumb).toEqual([
      { title: 'Home', href: '/' },
      { title: 'Timber & Sheet Materials', href: '/timber' },
      { title: 'Plywood', href: '/timber/plywood' },
    ]);
    expect(plywood.category).toEqual({ title: 'Timber & Sheet Materials', href: '/timber' });
    expect(plywood.record.image).toEqual({
      src: png,
      alt: 'A stack of plywood sheets showing the layered veneers.',
      width: 959,
      height: 719,
      variants: { stem: expect.stringMatching(/^\/images\/photo\.[0-9a-f]{8}$/), widths: [320, 480, 640, 800, 960] },
    });
    expect(plywood.preview).toEqual({
      src: expect.stringMatching(/^\/images\/photo\.[0-9a-f]{8}\.preview\.jpg$/),
      alt: 'A stack of plywood sheets showing the layered veneers.',
      width: 1200,
      height: 630,
    });
    expect(plywood.related).toEqual([
      { title: 'Boards', description: expect.stringContaining('MDF, chipboard'), href: '/timber/boards', image: { src: svg, alt: 'Illustration of a stack of boards.', width: 1200, height: 800 } },
      {
        title: 'Delivery',
        description: expect.stringContaining('Delivery from our'),
        href: '/services/delivery',
        image: expect.objectContaining({ src: svg }),
        linkLabel: 'Find out more',
      },
    ]);
    // A service is something we do: every card pointing at one says so, on its own listing too.
    const services = readJson<ListingPage>(outDir, 'public/_data/services.json');
    expect(services.cards.map((card) => [card.href, card.linkLabel])).toEqual([['/services/delivery', 'Find out more']]);
    const delivery = readJson<ServicePage>(outDir, 'public/_data/services/delivery.json');
    expect(delivery.kind).toBe('service');
    expect(delivery.record.steps).toHaveLength(2);
    expect(delivery.record).not.toHaveProperty('applications');
    expect(plywood).not.toHaveProperty('record.related');

    const timber = readJson<ListingPage>(outDir, 'public/_data/timber.json');
    expect(timber.breadcrumb).toEqual([{ title: 'Home', href: '/' }, { title: 'Timber & Sheet Materials', href: '/timber' }]);
    expect(timber.cards.map((card) => [card.title, card.href])).toEqual([
      ['Boards', '/timber/boards'],
      ['Plywood', '/timber/plywood'],
      ['Cutting Service', '/services/delivery'],
    ]);
    expect(timber).not.toHaveProperty('record.cards');

    const home = readJson<HomePage>(outDir, 'public/_data/index.json');
    expect(home.breadcrumb).toEqual([]);
    expect(home.record.hero.image).toEqual(expect.objectContaining({ src: svg, width: 1200, height: 800 }));
    expect(home.record.products.cards[1]).toEqual(expect.objectContaining({ href: '/timber/plywood#features', image: expect.objectContaining({ src: png }) }));

    expect(home.preview).toEqual({
      src: expect.stringMatching(/^\/images\/previews\/home\.[0-9a-f]{8}\.preview\.jpg$/),
      alt: expect.stringMatching(/^Builders' Merchant in Cullompton, Devon at .+\. /),
      width: 1200,
      height: 630,
    });

    const contact = readJson<ContactPage>(outDir, 'public/_data/contact.json');
    expect(contact.preview?.src).toMatch(/^\/images\/previews\/contact\./);
    // Every category and service, then contact.yaml's extra choices, each once.
    expect(contact.enquiryOptions).toEqual(['Services', 'Timber & Sheet Materials', 'Delivery', 'Trade account']);

    const layout = readFileSync(path.join(outDir, 'layout.ts'), 'utf8');
    expect(layout).toContain("import type { LayoutData } from '");
    const data = JSON.parse(layout.slice(layout.indexOf('= ') + 2, layout.lastIndexOf(';'))) as LayoutData;
    expect(data.site.telHref).toBe('tel:+441632960415');
    expect(data.layout.navigation[0]?.title).toBe('Timber');
  });

  it('writes byte-identical output for the same catalogue', async () => {
    const first = path.join(tempDir(), 'generated');
    const second = path.join(tempDir(), 'generated');
    await emit({ files, pages, catalogueDir: MINI, outDir: first });
    await emit({ files, pages, catalogueDir: MINI, outDir: second });
    expect(snapshot(second)).toEqual(snapshot(first));
  });

  it('replaces the previous output whole, and leaves it byte for byte when a run fails midway', async () => {
    const parent = tempDir();
    const outDir = path.join(parent, 'generated');
    await emit({ files, pages, catalogueDir: MINI, outDir });
    writeFileSync(path.join(outDir, 'stale.txt'), 'from an older run');
    const before = snapshot(outDir);

    const broken = path.join(tempDir(), 'catalogue');
    cpSync(MINI, broken, { recursive: true });
    rmSync(path.join(broken, 'images', 'photo.png'));
    await expect(emit({ files, pages, catalogueDir: broken, outDir })).rejects.toThrow();
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['generated']);

    await emit({ files, pages, catalogueDir: MINI, outDir });
    expect(existsSync(path.join(outDir, 'stale.txt'))).toBe(false);
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('links the previews the last write made, and makes one again that is gone from the folder', async () => {
    const outDir = path.join(tempDir(), 'generated');
    await emit({ files, pages, catalogueDir: MINI, outDir, reuseEarlier: true });
    const before = snapshot(outDir);
    const previews = [...before.keys()].filter((file) => file.endsWith('.preview.jpg'));
    expect(previews.length).toBeGreaterThan(3);
    const planned = await planOutputs({ files, pages, catalogueDir: MINI, outDir, reuseEarlier: true });
    const fromEarlier = (file: string) => planned.find((output) => output.path === file);
    // Each is planned as a link to the file the last write left.
    for (const file of previews) expect(fromEarlier(file)).toEqual({ path: file, linkFrom: path.join(outDir, file) });
    const removed = previews.find((file) => file.includes('/previews/timber.'))!;
    rmSync(path.join(outDir, removed));
    const replanned = await planOutputs({ files, pages, catalogueDir: MINI, outDir, reuseEarlier: true });
    const again = replanned.find((output) => output.path === removed)!;
    expect('linkFrom' in again && again.linkFrom).not.toBe(path.join(outDir, removed));
    await writeTreeAtomically(outDir, replanned);
    expect(snapshot(outDir)).toEqual(before);
  });

  describe('previews after an edit', () => {
    /** The mini catalogue copied, edited by `edit` (file, text -> text), loaded and checked. */
    async function catalogueWith(edits: Record<string, (text: string) => string> = {}) {
      const dir = path.join(tempDir(), 'catalogue');
      cpSync(MINI, dir, { recursive: true });
      for (const [file, edit] of Object.entries(edits)) writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
      const loaded = await loadCatalogue(dir, { cache: false });
      const checked = checkLinks(loaded.files, { catalogueDir: dir });
      expect([...loaded.diagnostics, ...checked.diagnostics]).toEqual([]);
      return { files: loaded.files, pages: checked.pages, catalogueDir: dir };
    }
    const previewsOf = (outputs: Awaited<ReturnType<typeof planOutputs>>) => outputs.filter((file) => file.path.endsWith('.preview.jpg'));
    const linkedFrom = (outDir: string, file: { path: string }) => 'linkFrom' in file && file.linkFrom === path.join(outDir, file.path);

    /** Emits the catalogue, applies `edits` and plans again into the same folder; and plans the edited one afresh. */
    async function afterEdit(edits: Record<string, (text: string) => string>) {
      const outDir = path.join(tempDir(), 'generated');
      await emit({ ...(await catalogueWith()), outDir, reuseEarlier: true });
      const before = snapshot(outDir);
      const edited = await catalogueWith(edits);
      const planned = await planOutputs({ ...edited, outDir, reuseEarlier: true });
      const fresh = await planOutputs({ ...edited, outDir: path.join(tempDir(), 'generated') });
      return { outDir, before, planned, fresh };
    }

    /** The planned files with their bytes, as a fresh plan makes them. */
    const bytesOf = (outputs: Awaited<ReturnType<typeof planOutputs>>) =>
      new Map(outputs.filter((file) => !file.path.endsWith('.preview.jpg')).map((file) => [file.path, Buffer.from(contentOf(file)).toString('base64')]));

    it('after a title edit makes only that page’s card, and links every other preview from the last write', async () => {
      const { outDir, before, planned, fresh } = await afterEdit({ 'timber/boards.yaml': (text) => text.replace('title: Boards', 'title: Boards and sheets') });
      const made = previewsOf(planned).filter((file) => !linkedFrom(outDir, file));
      expect(made.map((file) => file.path)).toEqual([expect.stringMatching(/^public\/images\/previews\/timber\/boards\.[0-9a-f]{8}\.preview\.jpg$/)]);
      expect(before.has(made[0]!.path)).toBe(false);
      // The pages' data, which names each preview and its words, is what a fresh plan makes.
      expect(bytesOf(planned)).toEqual(bytesOf(fresh));
      expect(previewsOf(planned).map((file) => file.path)).toEqual(previewsOf(fresh).map((file) => file.path));
    });

    it('after a description edit keeps the page’s card, linked from the last write', async () => {
      const { outDir, planned, fresh } = await afterEdit({ 'timber/boards.yaml': (text) => text.replace('description: MDF,', 'description: Sheets of MDF,') });
      expect(previewsOf(planned).every((file) => linkedFrom(outDir, file))).toBe(true);
      expect(bytesOf(planned)).toEqual(bytesOf(fresh));
    });

    it('after a new name for the merchant makes every card again, though no page’s record changed', async () => {
      const { outDir, planned, fresh } = await afterEdit({ 'site.yaml': (text) => text.replace(/^name: .*$/m, 'name: Tamar Timber Yard') });
      const cards = previewsOf(planned).filter((file) => file.path.includes('/previews/'));
      expect(cards.length).toBeGreaterThan(3);
      expect(cards.filter((file) => linkedFrom(outDir, file))).toEqual([]);
      expect(bytesOf(planned)).toEqual(bytesOf(fresh));
    });
  });

  it('works without a contact page', async () => {
    const outDir = path.join(tempDir(), 'generated');
    const withoutContact = new Map([...pages].filter(([address]) => address !== '/contact'));
    await emit({ files: files.filter((file) => file.kind !== 'contact'), pages: withoutContact, catalogueDir: MINI, outDir });
    expect(existsSync(path.join(outDir, 'public/_data/contact.json'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'manifest.ts'), 'utf8')).not.toContain("'/contact'");
  });

  it('through the pipeline: generates a clean catalogue, and writes nothing when validation finds an error', async () => {
    const outDir = path.join(tempDir(), 'generated');
    const clean = await generateSite(MINI, outDir, { cache: false });
    expect(clean.diagnostics).toEqual([]);
    expect(clean.written?.files).toBe(30);
    const before = snapshot(outDir);

    const broken = path.join(tempDir(), 'catalogue');
    cpSync(MINI, broken, { recursive: true });
    const plywood = path.join(broken, 'timber', 'plywood.yaml');
    writeFileSync(plywood, readFileSync(plywood, 'utf8').replace('  - /timber/boards', '  - /timber/bords'));
    const failed = await generateSite(broken, outDir, { cache: false });
    expect(failed.written).toBeUndefined();
    expect(failed.diagnostics.map((d) => d.code)).toEqual(['link/unknown-page']);
    expect(snapshot(outDir)).toEqual(before);
  });
});
