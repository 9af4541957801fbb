/**
 * A plan made ahead (planGenerate's `ahead`, which the build uses): it is returned once every page
 * is planned, while new link previews are still drawn. Each page already names its preview, and
 * the previews, once made, are exactly those files; written, it is the very tree a plan made whole gives.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentOf } from '../emit/index.ts';
import { generateSite, planGenerate, writeGenerate } from '../pipeline.ts';
import { formatResult } from '../print.ts';
import { copyCatalogue } from './catalogue-copy.ts';

const copy = copyCatalogue();
const out = mkdtempSync(path.join(tmpdir(), 'plan-ahead-'));
afterAll(() => {
  copy.remove();
  rmSync(out, { recursive: true, force: true });
});

/** Every file under `root` and its bytes, by path. */
const treeOf = (root: string) =>
  new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [path.relative(root, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)).toString('base64')] as const),
  );

it('names every page’s preview before the previews are made, and writes what a whole plan writes', async () => {
  // A title no card in the picture cache has: its card is drawn in this run.
  const title = `Plywood sheets ${process.pid} ${Date.now()}`;
  copy.write('timber/plywood.yaml', copy.read('timber/plywood.yaml').replace(/^title: .*$/m, `title: ${title}`));
  const ahead = await planGenerate(copy.dir, path.join(out, 'ahead'), { cache: false, ahead: true });
  expect(ahead.outputs).toBeDefined();
  expect(ahead.outputs!.filter((file) => file.path.endsWith('.preview.jpg'))).toEqual([]);
  const plywood = JSON.parse(String(contentOf(ahead.outputs!.find((file) => file.path === 'public/_data/timber/plywood.json')!))) as { preview?: { src: string } };
  expect(plywood.preview?.src).toMatch(/^\/images\/previews\/timber\/plywood\.[0-9a-f]{8}\.preview\.jpg$/);
  const named = ahead.outputs!.flatMap((file) => (file.path.startsWith('public/_data/') ? [(JSON.parse(String(contentOf(file))) as { preview?: { src: string } }).preview?.src] : [])).filter(Boolean);
  const previews = (await ahead.previews)!.map((file) => file.path.slice('public'.length));
  expect(previews.length).toBeGreaterThan(50);
  expect(new Set(named)).toEqual(new Set(previews));

  const whole = await planGenerate(copy.dir, path.join(out, 'whole'), { cache: false });
  expect(whole.previews).toBeUndefined();
  await writeGenerate(ahead);
  await writeGenerate(whole);
  const [aheadTree, wholeTree] = [treeOf(path.join(out, 'ahead')), treeOf(path.join(out, 'whole'))];
  expect(aheadTree.size).toBeGreaterThan(200);
  expect([...aheadTree.keys()].sort()).toEqual([...wholeTree.keys()].sort());
  for (const [file, bytes] of aheadTree) expect(bytes, file).toBe(wholeTree.get(file));
});

it('lets go of the parsed catalogue when it writes, keeping the files its messages quote and each page’s kind', async () => {
  const warned = copyCatalogue();
  try {
    // Two pages of one title: a warning that quotes a line of the catalogue.
    warned.write('timber/plywood.yaml', warned.read('timber/plywood.yaml').replace(/^title: .*$/m, `title: ${/^title: (.*)$/m.exec(warned.read('timber/boards.yaml'))![1]}`));
    const plan = await planGenerate(warned.dir, path.join(out, 'warned'), { cache: false, ahead: true });
    const quoted = new Set(plan.diagnostics.flatMap((d) => (d.span ? [d.span.file] : [])));
    expect(quoted.size).toBeGreaterThan(0);
    const pages = new Map([...plan.pages].map(([address, page]) => [address, page.kind]));
    expect(plan.files.length).toBeGreaterThan(quoted.size);
    const before = formatResult(plan, { format: 'stylish', catalogueDir: warned.dir, color: false });
    expect(before).toContain('title:');

    const result = await writeGenerate(plan);
    expect(result.written?.files).toBeGreaterThan(200);
    for (const kept of [plan, result]) {
      expect(kept.files.map((file) => file.path).sort()).toEqual([...quoted].sort());
      expect([...kept.pages]).toEqual([...pages].map(([address, kind]) => [address, { kind }]));
    }
    // The report quotes the same lines as before.
    expect(formatResult(result, { format: 'stylish', catalogueDir: warned.dir, color: false })).toBe(before);
  } finally {
    warned.remove();
  }
});

it('tells what the check found before any file is planned or written, once, for a report to be printed then', async () => {
  for (const broken of [false, true]) {
    const checkedCopy = copyCatalogue();
    try {
      // A title of its own, so this run draws a card; with a page's title taken away, an error.
      const title = broken ? '' : `Plywood told ${process.pid} ${Date.now()}`;
      checkedCopy.write('timber/plywood.yaml', checkedCopy.read('timber/plywood.yaml').replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
      const target = path.join(out, broken ? 'told-broken' : 'told');
      const told: { errors: number; diagnostics: unknown[]; folderThere: boolean }[] = [];
      const result = await generateSite(checkedCopy.dir, target, {
        cache: false,
        onChecked: (checked) => told.push({ errors: checked.diagnostics.filter((d) => d.severity === 'error').length, diagnostics: checked.diagnostics, folderThere: existsSync(target) }),
      });
      expect(told).toHaveLength(1);
      expect(told[0]!.folderThere).toBe(false);
      expect(told[0]!.diagnostics).toEqual(result.diagnostics);
      expect(told[0]!.errors > 0).toBe(broken);
      expect(existsSync(path.join(target, 'manifest.json'))).toBe(!broken);
    } finally {
      checkedCopy.remove();
    }
  }
});
