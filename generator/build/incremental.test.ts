/**
 * An incremental build makes exactly the site a clean build makes. In a sandbox copy of the
 * project with the shipped catalogue, each edit staff make is followed by `catalogue build`
 * into dist/ (reusing the previous build) and a clean build of the same catalogue into another
 * folder, and every file of the two is compared byte for byte. Slow (a few minutes on a busy
 * machine): each step is a real build, and an edit to the site code bundles again.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../test/run-cli.ts';
import { BuildRecords } from './build-record.ts';
import { workDirFor } from './output.ts';
import { filesUnder, finishInterrupted } from '../emit/move-in.ts';
import { SiteFolder } from './site-folder.ts';
import { makePhoto } from '../images/test-photos.ts';

const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const COPIED = ['catalogue', 'contract', 'generator', 'schema', 'site', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];

let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'incremental-build-'));
  for (const entry of COPIED) {
    cpSync(path.join(REPO, entry), path.join(sandbox, entry), { recursive: true, filter: (src) => !src.includes(`${path.sep}site${path.sep}generated`) });
  }
  symlinkSync(path.join(REPO, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir');
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

interface Built {
  reused: number;
  /** Pages made rather than carried over: rendered, or taken from the page cache as an earlier build rendered them. */
  rendered: number;
  /** Of those, the pages taken from the page cache. */
  fromCache: number;
  bundlesReused: boolean;
  /** The search index was linked from the previous build (every indexed page's <main> as it was). */
  searchReused: boolean;
  /** Pages handed to Pagefind (the others' analyses came from earlier builds); 0 when the index was linked. */
  analysed: number;
  /** Only the changed files were moved into the site folder (otherwise a whole new folder was swapped in). */
  inPlace: boolean;
  /** The search index's size as the build line gives it. */
  searchKB: number;
}

async function build(out: string, ...args: string[]): Promise<Built> {
  return buildWith({}, out, ...args);
}

/** `build`, with more variables in its environment. */
async function buildWith(env: Record<string, string>, out: string, ...args: string[]): Promise<Built> {
  // dist/ is built with the disk-check worker, as a large site is (this catalogue is too small to
  // start one by itself: disk-check.ts), and its clean copies without, as a small site is: the
  // two ways must make the same site.
  const worker = out === 'dist' ? { CATALOGUE_DISK_CHECK_FROM_BYTES: '0' } : {};
  const { stdout } = await promisify(execFile)(TSX, ['generator/cli.ts', 'build', '--out', out, ...args], { cwd: sandbox, env: { ...process.env, NO_COLOR: '1', ...worker, ...env } });
  const line = /Built [\d,]+ pages .*?: (reused the bundles|bundled), reused ([\d,]+) pages, rendered ([\d,]+)(?: and took ([\d,]+) from the page cache)? \(/.exec(stdout);
  if (!line) throw new Error(`No build line in:\n${stdout}`);
  // What the check found, printed once (as soon as it was known), before what was written and built.
  expect(stdout.match(/links checked: \d+ errors?, \d+ warnings?/g)).toHaveLength(1);
  expect(stdout.indexOf('links checked: ')).toBeLessThan(stdout.indexOf('\nwrote '));
  const count = (text: string) => Number(text.replace(/,/g, ''));
  const fromCache = count(line[4] ?? '0');
  return {
    bundlesReused: line[1] === 'reused the bundles',
    reused: count(line[2]!),
    rendered: count(line[3]!) + fromCache,
    fromCache,
    searchReused: /search index of .*\(pages unchanged, reused\)/.test(stdout),
    analysed: count(/search index of .*\(([\d,]+) read, [\d,]+ by Pagefind\)/.exec(stdout)?.[1] ?? '0'),
    inPlace: /files moved into .* removed in/.test(stdout),
    searchKB: count(/search index of [\d,]+ pages [\d.]+ s and ([\d,]+) KB/.exec(stdout)?.[1] ?? 'NaN'),
  };
}

/** Every file under `dir` by its path relative to it. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file));
  }
  return files;
}

/** The folders under `dir` with nothing in them: a site has none (a page's folder is made only for its page). */
function emptyFoldersOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(path.join(entry.parentPath, entry.name)).length === 0)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Each page's classes that the client's files (its CSS, or its code for the few styles with no
 * rules) do not name: the SSR bundle names styles without compiling them (vite.config.ts).
 */
function classesNotInAssets(dir: string): string[] {
  // Whole names: a class hashed alike but named otherwise ('Header_root__teq2aq0') is another class.
  const named = new Set(
    readdirSync(path.join(dir, 'assets'))
      .filter((name) => /\.(css|js)$/.test(name))
      .flatMap((name) => readFileSync(path.join(dir, 'assets', name), 'utf8').match(/[\w-]+/g) ?? []),
  );
  const missing = new Set<string>();
  for (const [file, bytes] of filesOf(dir)) {
    if (!file.endsWith('.html')) continue;
    for (const [, names] of bytes.toString('utf8').matchAll(/ class="([^"]*)"/g)) {
      for (const name of names!.split(/\s+/)) if (name && !named.has(name)) missing.add(`${file}: ${name}`);
    }
  }
  return [...missing];
}

/** Builds dist/ incrementally (`env`: more variables for it) and a clean copy beside it, and expects the same files with the same bytes. */
async function buildAndCompare(cleanArgs: string[] = [], env: Record<string, string> = {}): Promise<Built & { clean: Built }> {
  const incremental = await buildWith(env, 'dist');
  rmSync(path.join(sandbox, 'clean'), { recursive: true, force: true });
  const cleanBuilt = await build('clean', ...cleanArgs);
  // Pagefind reads a page only when its <main> is new or changed, so never more than were rendered.
  expect(incremental.analysed).toBeLessThanOrEqual(incremental.rendered);
  const made = filesOf(path.join(sandbox, 'dist'));
  const clean = filesOf(path.join(sandbox, 'clean'));
  expect([...made.keys()].sort()).toEqual([...clean.keys()].sort());
  const differing = [...clean].filter(([file, bytes]) => !made.get(file)?.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
  // The same index, whether linked whole, assembled again or made from nothing.
  expect(incremental.searchKB).toBe(cleanBuilt.searchKB);
  expect(incremental.searchKB).toBe(Math.round([...made].filter(([file]) => file.startsWith(`pagefind${path.sep}`)).reduce((sum, [, bytes]) => sum + bytes.length, 0) / 1024));
  expect(emptyFoldersOf(path.join(sandbox, 'dist'))).toEqual([]);
  expect(emptyFoldersOf(path.join(sandbox, 'clean'))).toEqual([]);
  return { ...incremental, clean: cleanBuilt };
}

/** Every page a build made or kept. */
const pagesOf = (built: Built) => built.reused + built.rendered;

/** What an incremental build did, without the clean build it was compared with. */
const did = ({ clean: _, analysed: __, inPlace: ___, fromCache: ____, searchKB: _____, ...built }: Built & { clean: Built }) => built;

const at = (file: string) => path.join(sandbox, 'catalogue', file);
const replaceIn = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(at(file), 'utf8');
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  writeFileSync(at(file), changed);
};

describe('an incremental build', () => {
  it('makes the same site as a clean build after every kind of edit, rendering only what changed', async () => {
    const first = await build('dist');
    const pages = first.reused + first.rendered;
    expect(first.reused).toBe(0);
    expect(first.searchReused).toBe(false);
    expect(classesNotInAssets(path.join(sandbox, 'dist'))).toEqual([]);

    expect(first.analysed).toBeGreaterThan(pages / 2);

    // Nothing changed: nothing is bundled, rendered or indexed.
    expect(did(await buildAndCompare())).toEqual({ reused: pages, rendered: 0, bundlesReused: true, searchReused: true });

    // A file of the search index removed from dist/ by hand: the index is made again, not linked whole without it.
    const fragments = path.join(sandbox, 'dist/pagefind/fragment');
    const fragment = readdirSync(fragments)[0]!;
    rmSync(path.join(fragments, fragment));
    const indexRestored = await buildAndCompare();
    expect(indexRestored.searchReused).toBe(false);
    expect(existsSync(path.join(fragments, fragment))).toBe(true);

    // A product's title: its page, its listing, the cards that show it; the clean build bundles
    // afresh (--no-cache), so the cached bundles are checked against new ones too.
    replaceIn('timber/plywood.yaml', /^title: Plywood$/m, 'title: Plywood Sheets');
    const retitled = await buildAndCompare(['--no-cache']);
    expect(retitled.bundlesReused).toBe(true);
    // With the same bundles, only the changed files were moved into dist/.
    expect(retitled.inPlace).toBe(true);
    expect(retitled.searchReused).toBe(false);
    expect(retitled.rendered).toBeGreaterThanOrEqual(2);
    expect(retitled.rendered).toBeLessThan(pages / 2);
    // Pagefind read the retitled page and the few whose words changed with it; the clean build,
    // with nothing cached, read every page, and its index is the same byte for byte.
    expect(retitled.analysed).toBeGreaterThanOrEqual(1);
    expect(retitled.clean.analysed).toBe(first.analysed);

    // An edit generated on its own first (`catalogue generate`, as `npm run typecheck` does): the
    // build's own generate then changes nothing, yet dist/ still needs the edited page's data.
    replaceIn('timber/plywood.yaml', /^title: .*$/m, 'title: Plywood Panels');
    await promisify(execFile)(TSX, ['generator/cli.ts', 'generate'], { cwd: sandbox, env: { ...process.env, NO_COLOR: '1' } });
    const generatedFirst = await buildAndCompare();
    expect(generatedFirst.rendered).toBeGreaterThanOrEqual(2);
    expect(generatedFirst.inPlace).toBe(true);

    // A product added, then removed again: its page appears and goes, and its listing follows.
    cpSync(at('timber/plywood.yaml'), at('timber/marine-plywood.yaml'));
    replaceIn('timber/marine-plywood.yaml', /^title: .*$/m, 'title: Marine Plywood');
    const added = await buildAndCompare();
    expect(added.rendered).toBeLessThan(pages / 2);
    expect(existsSync(path.join(sandbox, 'dist/timber/marine-plywood/index.html'))).toBe(true);
    rmSync(at('timber/marine-plywood.yaml'));
    const removed = await buildAndCompare();
    expect(removed.rendered).toBeLessThan(pages / 2);
    expect(existsSync(path.join(sandbox, 'dist/timber/marine-plywood/index.html'))).toBe(false);
    expect(existsSync(path.join(sandbox, 'dist/_data/timber/marine-plywood.json'))).toBe(false);

    // A brand's words: the brand page and what lists it.
    replaceIn('brands/osmo.yaml', /^description: .*$/m, 'description: Osmo hardwax oils and exterior wood finishes kept in stock in Cullompton for floors, worktops, joinery and decking.');
    const brand = await buildAndCompare();
    expect(brand.rendered).toBeGreaterThanOrEqual(1);
    expect(brand.rendered).toBeLessThan(pages / 2);
    // A make added to a product's brands: the product's page, and the brand page that now lists it.
    const brandProducts = () => JSON.stringify(JSON.parse(readFileSync(path.join(sandbox, 'dist/_data/brands/johnstones.json'), 'utf8')).products);
    expect(brandProducts()).not.toContain('/decorating/woodstain-varnishes');
    replaceIn('decorating/woodstain-varnishes.yaml', /^brands:\n {2}- \/brands\/osmo\n/m, 'brands:\n  - /brands/osmo\n  - /brands/johnstones\n');
    const named = await buildAndCompare();
    expect(named.rendered).toBeGreaterThanOrEqual(2);
    expect(named.rendered).toBeLessThan(pages / 2);
    expect(brandProducts()).toContain('/decorating/woodstain-varnishes');

    // A page deleted with `catalogue remove --redirect-to`: the products that named it now name
    // the other, which takes its address as an alias (a page there leads on).
    await promisify(execFile)(TSX, ['generator/cli.ts', 'remove', '/brands/floplast', '--redirect-to', '/brands/osmo'], { cwd: sandbox, env: { ...process.env, NO_COLOR: '1' } });
    const redirected = await buildAndCompare();
    expect(redirected.rendered).toBeLessThan(pages / 2);
    expect(redirected.reused + redirected.rendered).toBe(pages - 1);
    expect(existsSync(path.join(sandbox, 'dist/_data/brands/floplast.json'))).toBe(false);
    expect(readFileSync(path.join(sandbox, 'dist/brands/floplast/index.html'), 'utf8')).toContain('/brands/osmo/');

    // The home page's picture described anew: the home page, and the contact page, whose link
    // preview is the home page's picture with its words.
    replaceIn('home.yaml', /alt: Illustration of a builders' yard/, "alt: Drawing of a builders' yard");
    const homeWords = await buildAndCompare();
    expect(homeWords.rendered).toBeGreaterThanOrEqual(2);
    expect(homeWords.rendered).toBeLessThan(pages / 2);
    expect(readFileSync(path.join(sandbox, 'dist/contact/index.html'), 'utf8')).toContain('Drawing of a builders');

    // A word for search (search.yaml's synonyms): the page it finds, and the index.
    replaceIn('search.yaml', 'words: [muck, pointing, bricklaying mix]', 'words: [muck, pointing, bricklaying mix, compo]');
    const synonym = await buildAndCompare();
    expect(synonym.searchReused).toBe(false);
    expect(synonym.rendered).toBeLessThan(pages / 2);

    // A new page saved as a draft is not published; once published it is there, with its listing.
    cpSync(at('timber/plywood.yaml'), at('timber/birch-plywood.yaml'));
    replaceIn('timber/birch-plywood.yaml', /^title: .*$/m, 'draft: true\ntitle: Birch Plywood');
    await buildAndCompare();
    expect(existsSync(path.join(sandbox, 'dist/timber/birch-plywood/index.html'))).toBe(false);
    replaceIn('timber/birch-plywood.yaml', /^draft: true\n/m, '');
    const published = await buildAndCompare();
    expect(published.rendered).toBeLessThan(pages / 2);
    expect(existsSync(path.join(sandbox, 'dist/timber/birch-plywood/index.html'))).toBe(true);

    // That page moved to a new address (`catalogue move`): a page at the old address leads to it.
    await promisify(execFile)(TSX, ['generator/cli.ts', 'move', '/timber/birch-plywood', '/timber/plywood-birch'], { cwd: sandbox, env: { ...process.env, NO_COLOR: '1' } });
    const moved = await buildAndCompare();
    expect(moved.rendered).toBeLessThan(pages / 2);
    expect(existsSync(path.join(sandbox, 'dist/timber/plywood-birch/index.html'))).toBe(true);
    expect(readFileSync(path.join(sandbox, 'dist/timber/birch-plywood/index.html'), 'utf8')).toContain('/timber/plywood-birch/');
    // Deleted again: the page and the one at its old address go.
    rmSync(at('timber/plywood-birch.yaml'));
    await buildAndCompare();
    expect(existsSync(path.join(sandbox, 'dist/timber/plywood-birch/index.html'))).toBe(false);
    expect(existsSync(path.join(sandbox, 'dist/timber/birch-plywood/index.html'))).toBe(false);

    // A drawing redrawn: its new hashed file, and the pages that show it or its link preview.
    appendFileSync(at('images/timber/plywood.svg'), '<!-- redrawn -->\n');
    const redrawn = await buildAndCompare();
    expect(redrawn.rendered).toBeGreaterThanOrEqual(1);
    expect(redrawn.rendered).toBeLessThan(pages / 2);

    // The site's facts and the layout are on every page: everything is rendered, with the same
    // bundles (they hold no layout; each page is rendered with the one generate made).
    // The delivery terms pages show change what search finds; a menu entry's words do not.
    replaceIn('site.yaml', /freeFrom: 250/, 'freeFrom: 300');
    const facts = await buildAndCompare();
    expect(facts.inPlace).toBe(false);
    expect(did(facts)).toEqual({ reused: 0, rendered: pages - 1, bundlesReused: true, searchReused: false });
    // Only pages that show the delivery terms are read again.
    expect(facts.analysed).toBeGreaterThanOrEqual(1);
    expect(facts.analysed).toBeLessThan(first.analysed / 2);
    replaceIn('layout.yaml', /title: Plumbing & Heating$/m, 'title: Plumbing and Heating');
    expect(did(await buildAndCompare())).toEqual({ reused: 0, rendered: pages - 1, bundlesReused: true, searchReused: true });
  }, 900_000);

  it('makes the same site as a clean build after edits of other kinds: a failed build, a photo, a file saved unchanged or with Windows line endings, a new range, an alias, the site code, an edit undone', async () => {
    await build('dist');

    // A build refused for a broken link changes nothing; the fixed catalogue then builds as if it had not happened.
    replaceIn('timber/plywood.yaml', /^related:\n/m, 'related:\n  - /timber/no-such-page\n');
    const refused = await build('dist').then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(`${refused?.stdout}${refused?.stderr}`).toContain("'/timber/no-such-page'");
    replaceIn('timber/plywood.yaml', '  - /timber/no-such-page\n', '');
    expect((await buildAndCompare()).rendered).toBe(0);

    // A product's related cards: its page only.
    replaceIn('timber/plywood.yaml', '  - /timber/boards\n', '');
    const related = await buildAndCompare();
    expect(related.rendered).toBeGreaterThanOrEqual(1);
    expect(related.rendered).toBeLessThan(5);

    // A listing's title: the listing, and the pages whose cards, menus and breadcrumbs name it.
    replaceIn('timber/index.yaml', /^title: .*$/m, 'title: Timber and Sheet Materials');
    expect((await buildAndCompare()).rendered).toBeGreaterThanOrEqual(2);

    // A phone photo put in place of a drawing, replaced under the same name, then taken out:
    // the clean builds make every picture afresh (--no-cache), so the picture cache is checked too.
    writeFileSync(at('images/timber/plywood-photo.jpg'), await makePhoto({ width: 1600, height: 1200 }));
    replaceIn('timber/plywood.yaml', 'src: timber/plywood.svg', 'src: timber/plywood-photo.jpg');
    expect((await buildAndCompare(['--no-cache'])).rendered).toBeGreaterThanOrEqual(1);
    writeFileSync(at('images/timber/plywood-photo.jpg'), await makePhoto({ width: 1200, height: 1600, hue: 90 }));
    const replaced = await buildAndCompare(['--no-cache']);
    expect(replaced.rendered).toBeGreaterThanOrEqual(1);
    expect(replaced.rendered).toBeLessThan(pagesOf(replaced) / 2);
    replaceIn('timber/plywood.yaml', 'src: timber/plywood-photo.jpg', 'src: timber/plywood.svg');
    rmSync(at('images/timber/plywood-photo.jpg'));
    await buildAndCompare();
    expect(readdirSync(path.join(sandbox, 'dist/images/timber')).filter((name) => name.startsWith('plywood-photo'))).toEqual([]);

    // An edit undone: the pages come back from the page cache as they were, not rendered again.
    const delivery = readFileSync(at('services/delivery.yaml'), 'utf8');
    replaceIn('services/delivery.yaml', /^title: (.*)$/m, 'title: $1 and Collection');
    const changed = await buildAndCompare();
    expect(changed.rendered).toBeGreaterThan(0);
    writeFileSync(at('services/delivery.yaml'), delivery);
    const undone = await buildAndCompare();
    expect(undone.fromCache).toBe(changed.rendered);

    // A second save of the same size soon after the first: it is not taken for the first.
    replaceIn('timber/softwood.yaml', /^title: .*$/m, 'title: Softwood AAAA');
    await buildAndCompare();
    replaceIn('timber/softwood.yaml', 'Softwood AAAA', 'Softwood BBBB');
    await buildAndCompare();
    expect(readFileSync(path.join(sandbox, 'dist/timber/softwood/index.html'), 'utf8')).toContain('Softwood BBBB');

    // A file saved again as it was, and one saved with Windows line endings: the same records, nothing rendered.
    const hardwood = at('timber/hardwood.yaml');
    writeFileSync(hardwood, readFileSync(hardwood));
    expect((await buildAndCompare()).rendered).toBe(0);
    writeFileSync(hardwood, readFileSync(hardwood, 'utf8').replace(/\n/g, '\r\n'));
    expect((await buildAndCompare()).rendered).toBe(0);

    // A whole new range (a folder with its listing and a product), then the folder deleted: its pages come and go.
    mkdirSync(at('garden'));
    writeFileSync(at('garden/index.yaml'), readFileSync(at('timber/index.yaml'), 'utf8').replace(/^title: .*$/m, 'title: Garden'));
    writeFileSync(at('garden/fence-panels.yaml'), readFileSync(at('timber/boards.yaml'), 'utf8').replace(/^title: .*$/m, 'title: Fence Panels'));
    const range = await buildAndCompare();
    expect(range.rendered).toBeGreaterThanOrEqual(2);
    expect(range.rendered).toBeLessThan(pagesOf(range) / 2);
    expect(existsSync(path.join(sandbox, 'dist/garden/fence-panels/index.html'))).toBe(true);
    rmSync(at('garden'), { recursive: true });
    await buildAndCompare();
    expect(existsSync(path.join(sandbox, 'dist/garden'))).toBe(false);

    // An old address written into a page's 'aliases:' by hand: a page there leads on, and the hosts' redirects name it.
    replaceIn('timber/mouldings.yaml', /^title: /m, 'aliases:\n  - /timber/skirting\ntitle: ');
    await buildAndCompare();
    expect(readFileSync(path.join(sandbox, 'dist/timber/skirting/index.html'), 'utf8')).toContain('/timber/mouldings/');
    expect(readFileSync(path.join(sandbox, 'dist/_redirects'), 'utf8')).toContain('/timber/skirting');

    // The cards' code, as an upgrade of the tool changes it: every link-preview card is drawn
    // again, so every page's data changes, with the same bundles. A site drawing more cards than
    // CATALOGUE_RENDER_AHEAD_PAGES renders its pages once generate has written its files, not
    // while the cards are drawn (at 50,000 pages that kept its peak memory under the limit).
    appendFileSync(path.join(sandbox, 'generator/images/og-card.ts'), '// drawn again\n');
    const cards = await buildAndCompare([], { CATALOGUE_RENDER_AHEAD_PAGES: '0' });
    // Every page but the one with no card (404).
    expect(did(cards)).toMatchObject({ reused: 1, rendered: pagesOf(cards) - 1, bundlesReused: true });

    // The site's code (a component's words): bundled again and every page rendered.
    const footer = path.join(sandbox, 'site/components/Footer/Footer.tsx');
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('caption="Opening Hours"', 'caption="Opening times"'));
    const code = await buildAndCompare();
    expect(did(code)).toMatchObject({ reused: 0, bundlesReused: false });
    expect(readFileSync(path.join(sandbox, 'dist/index.html'), 'utf8')).toContain('Opening times');
  }, 900_000);

  it('puts back what was changed in dist/ by hand since the last build, and removes what was added there, with the disk-check thread and without', async () => {
    await build('dist');
    const dist = (file: string) => path.join(sandbox, 'dist', file);
    const oneOf = (folder: string, nth = 0) => `${folder}/${readdirSync(dist(folder)).filter((name) => !name.startsWith('.')).sort()[nth]}`;
    /** The edits a deploy script or a person might make: in place (through the file's hard links), by a file put in its place, by deletion, and by adding files. */
    const editByHand = () => {
      appendFileSync(dist('timber/index.html'), '<!-- analytics -->');
      appendFileSync(dist('404.html'), '<!-- by hand -->');
      appendFileSync(dist(oneOf('pagefind/fragment', 2)), 'x');
      const data = dist('_data/contact.json');
      writeFileSync(`${data}.new`, readFileSync(data, 'utf8').replace(/"/, ' "'));
      renameSync(`${data}.new`, data);
      rmSync(dist('_data/timber.json'));
      rmSync(dist(oneOf('images')), { recursive: true });
      writeFileSync(dist('contact/notes.txt'), 'notes');
      // A page's folder replaced by a link to a copy of it: the same bytes, but no longer the build's files.
      const copy = path.join(sandbox, 'woodstain-copy');
      rmSync(copy, { recursive: true, force: true });
      cpSync(dist('decorating/woodstain-varnishes'), copy, { recursive: true });
      rmSync(dist('decorating/woodstain-varnishes'), { recursive: true });
      symlinkSync(copy, dist('decorating/woodstain-varnishes'));
      mkdirSync(dist('timber/plywood/drafts/old'), { recursive: true });
      writeFileSync(dist('timber/plywood/drafts/old/page.html'), 'old');
    };
    editByHand();
    const restored = await buildAndCompare();
    // Only what was changed is made again: the rest stays where it is.
    expect(restored.inPlace).toBe(true);
    expect(restored.rendered).toBeLessThan(5);
    editByHand();
    const restoredAlone = await buildAndCompare([], { CATALOGUE_DISK_CHECK_FROM_BYTES: String(Number.MAX_SAFE_INTEGER) });
    expect(restoredAlone.inPlace).toBe(true);
    expect(restoredAlone.rendered).toBeLessThan(5);
    // The page cache was not changed through the links: a build into another folder makes the same site.
    const elsewhere = await build('elsewhere');
    expect(elsewhere.fromCache).toBeGreaterThan(0);
    const [made, clean] = [filesOf(path.join(sandbox, 'elsewhere')), filesOf(path.join(sandbox, 'clean'))];
    expect([...clean].filter(([file, bytes]) => !made.get(file)?.equals(bytes)).map(([file]) => file)).toEqual([]);
    rmSync(path.join(sandbox, 'elsewhere'), { recursive: true });
  }, 300_000);

  it('puts back a page changed in dist/ while the last build ran, once that build had looked at the folder, and a clock set back trusts nothing', async () => {
    await build('dist');
    replaceIn('timber/softwood.yaml', /^title: (.*)$/m, 'title: $1 (kiln dried)');
    expect(await build('dist')).toMatchObject({ inPlace: true });
    const dist = path.join(sandbox, 'dist');
    const record = new BuildRecords().read(dist)!;
    // The build looked at dist/ before it finished, and noted the files it moved in with later times as its own.
    expect(record.since).toBeLessThan(record.finishedAt);
    expect(Object.values(record.own ?? {}).every((time) => time > record.since)).toBe(true);
    // A page that build carried, edited by hand between its look and its end (the moment set as such an edit leaves it).
    const page = path.join(dist, 'contact/index.html');
    expect(record.own).not.toHaveProperty('contact/index.html');
    appendFileSync(page, '<!-- edited while the build ran -->');
    const during = new Date(Math.floor((record.since + record.finishedAt) / 2));
    utimesSync(page, during, during);
    const restored = await buildAndCompare();
    expect(restored).toMatchObject({ inPlace: true, bundlesReused: true });
    expect(restored.rendered).toBeLessThan(5);

    // The clock behind the last build's end: file times can no longer tell what changed, so every page is made again.
    const again = new BuildRecords().read(dist)!;
    expect(new BuildRecords().read(dist, again.finishedAt - 60_000)).toBeUndefined();
    expect(new BuildRecords().read(dist, again.finishedAt)).toBeDefined();
  }, 300_000);

  it('builds into the folder a link leads to, keeping the link', async () => {
    const served = path.join(sandbox, 'www');
    mkdirSync(served, { recursive: true });
    symlinkSync(served, path.join(sandbox, 'linked'));
    await build('linked');
    expect(lstatSync(path.join(sandbox, 'linked')).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(served, 'timber/plywood/index.html'))).toBe(true);
    // The next build knows the folder as the one it built, through the link.
    const again = await build('linked');
    expect(again.rendered).toBe(0);
    rmSync(path.join(sandbox, 'linked'));
    rmSync(served, { recursive: true });
  }, 300_000);

  it('finishes the move a killed build left half done, then builds everything afresh', async () => {
    await build('dist');
    const dist = path.join(sandbox, 'dist');
    // What a build killed while moving its changes in leaves: its record forgotten, its journal
    // written, its work folder (of a process now gone) holding a changed page not yet moved.
    const killed = new SiteFolder({ finalDir: dist, workDir: workDirFor(dist, 4_000_000), previous: new Set(filesUnder(dist)), inPlace: true });
    for (const file of filesUnder(dist)) if (file !== 'timber/index.html') killed.carry(file);
    mkdirSync(path.join(killed.workDir, 'timber'), { recursive: true });
    writeFileSync(path.join(killed.workDir, 'timber/index.html'), 'the page the killed build made');
    new BuildRecords().forget(dist);
    killed.writeJournal();

    const next = await buildAndCompare();
    expect(next.reused).toBe(0);
    expect(existsSync(killed.workDir)).toBe(false);
    expect(finishInterrupted(dist)).toBe(false);
  }, 300_000);

  it('makes two builds of one folder at once take turns', async () => {
    replaceIn('timber/plywood.yaml', /^title: .*$/m, 'title: Plywood Boards');
    const run = () => promisify(execFile)(TSX, ['generator/cli.ts', 'build'], { cwd: sandbox, env: { ...process.env, NO_COLOR: '1' } });
    const both = await Promise.all([run(), run()]);
    expect(both.filter(({ stderr }) => /Waiting for the build in process \d+ to finish with dist\//.test(stderr))).toHaveLength(1);
    // The second found the first's site and had nothing left to do.
    expect(both.map(({ stdout }) => /rendered ([\d,]+)/.exec(stdout)?.[1]).sort()).toEqual(['0', expect.stringMatching(/^[1-9]/)]);
    const after = await buildAndCompare();
    expect(after.rendered).toBe(0);
  }, 300_000);

  it('renders every page when dist/ is not the folder it built last, taking them from the page cache as rendered before', async () => {
    mkdirSync(path.join(sandbox, 'elsewhere'), { recursive: true });
    const fresh = await build('elsewhere');
    expect(fresh.reused).toBe(0);
    // Every page was rendered from these bundles and data by the builds into dist/: none is rendered again,
    // and the site is byte for byte the one a build that renders every page (--no-cache) makes.
    expect(fresh.fromCache).toBe(fresh.rendered);
    expect(fresh.fromCache).toBeGreaterThan(3);
    const plain = await build('plain', '--no-cache');
    expect(plain.fromCache).toBe(0);
    const [kept, rendered] = [filesOf(path.join(sandbox, 'elsewhere')), filesOf(path.join(sandbox, 'plain'))];
    expect([...kept.keys()].sort()).toEqual([...rendered.keys()].sort());
    expect([...rendered].filter(([file, bytes]) => !kept.get(file)?.equals(bytes)).map(([file]) => file)).toEqual([]);
    // Replaced by something else (a copy restored from a backup, say): not trusted.
    cpSync(path.join(sandbox, 'elsewhere'), path.join(sandbox, 'restored'), { recursive: true });
    rmSync(path.join(sandbox, 'elsewhere'), { recursive: true });
    cpSync(path.join(sandbox, 'restored'), path.join(sandbox, 'elsewhere'), { recursive: true });
    expect((await build('elsewhere')).reused).toBe(0);
  }, 300_000);
});
