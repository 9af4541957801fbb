import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { devServerOnCopy, type TestDevServer } from './fixtures/dev-server.ts';
import { devWatchRules, inGeneratedFolder, inToolFolder, inWorkFolder, unwatchedWarnings } from './watch-rules.ts';

describe("the dev server's watch rules", () => {
  it("leave out the project's tool folders at any depth inside it, and never a folder of that name above it", () => {
    const rule = inToolFolder('/home/sam/dist/.bench/merchant');
    expect(rule('/home/sam/dist/.bench/merchant/catalogue/timber/plywood.yaml')).toBe(false);
    expect(rule('/home/sam/dist/.bench/merchant/site/components/Card.tsx')).toBe(false);
    expect(rule('/home/sam/dist/.bench/merchant')).toBe(false);
    for (const inside of ['dist', 'dist/timber/index.html', '.cache/ssr/x.js', '.bench/check-dev/catalogue/a.yaml', 'site/.vitest/results.json', 'generator/dist'])
      expect(rule(`/home/sam/dist/.bench/merchant/${inside}`), inside).toBe(true);
    // Outside the project: not the project's own output.
    expect(rule('/srv/dist/timber/index.html')).toBe(false);
    // A sibling whose name begins the same.
    expect(rule('/home/sam/dist/.bench/merchant-old/dist/a.html')).toBe(false);
  });

  it("leave out a build's work folders and the generated folder's staging folders, wherever they are, and nothing that only looks like them", () => {
    expect(inWorkFolder('/srv/out/.dist.building-4242/timber/index.html')).toBe(true);
    expect(inWorkFolder('/srv/out/.public.old-4242-1764100000000')).toBe(true);
    expect(inWorkFolder('/srv/out/dist.building-4242')).toBe(false);
    expect(inWorkFolder('/srv/out/.building-4242')).toBe(false);
    const generated = inGeneratedFolder('/p/site/generated');
    for (const file of ['/p/site/generated', '/p/site/generated/layout.ts', '/p/site/.generated.new-a1/x', '/p/site/.generated.old-a1']) expect(generated(file), file).toBe(true);
    for (const file of ['/p/site', '/p/site/generated-notes.md', '/p/site/.generatedx/a', '/p/site/pages/.generated.new-a1', '/p/other/generated/a']) expect(generated(file), file).toBe(false);
  });

  it("as the dev server applies them, leave nothing in the catalogue out, and its generated folder always", () => {
    const rules = devWatchRules([inToolFolder('/p'), /\.tmp$/, '**/node_modules/**'], '/p/.bench/copy/catalogue', '/p/.bench/copy/catalogue/../site/generated') as ((file: string) => boolean)[];
    expect(rules).toHaveLength(4);
    expect(rules[3]).toBe('**/node_modules/**');
    const ignored = (file: string) => rules.slice(0, 3).some((rule) => rule(file));
    expect(ignored('/p/.bench/copy/catalogue/timber/plywood.yaml')).toBe(false);
    expect(ignored('/p/.bench/copy/catalogue/notes.tmp')).toBe(false);
    expect(ignored('/p/.bench/copy/site/generated/layout.ts')).toBe(true);
    expect(ignored('/p/.bench/other/catalogue/a.yaml')).toBe(true);
    expect(ignored('/p/site/notes.tmp')).toBe(true);
  });

  it("are said to be out of reach, at the server's start, for a project or catalogue under a folder Vite's own rules leave out", () => {
    expect(unwatchedWarnings('/home/sam/shop/catalogue', '/home/sam/shop')).toEqual([]);
    // Names that only look like them are watched.
    expect(unwatchedWarnings('/srv/test-results-2026/catalogue', '/srv/node_modules_old/shop')).toEqual([]);
    const [both, ...more] = unwatchedWarnings('/srv/node_modules/shop/catalogue', '/srv/node_modules/shop');
    expect(more).toEqual([]);
    expect(both).toMatch(/^The project \(\/srv\/node_modules\/shop\) and its catalogue are inside \/srv\/node_modules, .*'node_modules'.* started again/);
    const apart = unwatchedWarnings('/data/test-results/catalogue', '/home/sam/.git/shop');
    expect(apart).toHaveLength(2);
    expect(apart[0]).toMatch(/^The catalogue \(\/data\/test-results\/catalogue\) is inside \/data\/test-results, .*'test-results'/);
    expect(apart[1]).toMatch(/^The site's code \(\/home\/sam\/\.git\/shop\) is inside \/home\/sam\/\.git, .*'\.git'/);
  });
});

describe('npm run dev on a catalogue kept under a folder named test-results', () => {
  let dev: TestDevServer | undefined;
  const parent = path.resolve('.bench', `watch-rules-${process.pid}`, 'test-results');
  afterAll(async () => {
    await dev?.close();
    rmSync(path.dirname(parent), { recursive: true, force: true });
  });

  it('says at its start that saves there will not show', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      dev = await devServerOnCopy('catalogue-', { logLevel: 'warn' }, parent);
      const said = warned.mock.calls.map((call) => String(call[0]));
      expect(said.filter((line) => line.includes(`The catalogue (${path.join(dev!.work, 'catalogue')}) is inside ${parent}`))).toHaveLength(1);
    } finally {
      warned.mockRestore();
    }
  }, 90_000);
});

describe('npm run dev on a catalogue kept under folders named .bench and dist', () => {
  let dev: TestDevServer | undefined;
  // Inside the project's own .bench/ (a benchmark's copy) and under a folder named dist: both
  // names the watcher leaves out elsewhere.
  const parent = path.resolve('.bench', `watch-rules-${process.pid}`, 'dist');
  afterAll(async () => {
    await dev?.close();
    rmSync(path.dirname(parent), { recursive: true, force: true });
  });

  it('sees a saved edit and shows it on the page', async () => {
    dev = await devServerOnCopy('catalogue-', {}, parent);
    const { origin, work } = dev;
    const titleOf = async (address: string) => /<title>([^<|]*)/.exec(await (await fetch(`${origin}${address}`, { headers: { accept: 'text/html' } })).text())?.[1]?.trim();
    expect(await titleOf('/timber/plywood/')).toBe('Plywood');
    const file = path.join(work, 'catalogue', 'timber', 'plywood.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: Plywood$/m, 'title: Plywood Sheets'));
    const deadline = Date.now() + 25_000;
    let title = await titleOf('/timber/plywood/');
    while (title !== 'Plywood Sheets' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      title = await titleOf('/timber/plywood/');
    }
    expect(title).toBe('Plywood Sheets');
  }, 90_000);
});
