import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { checkCatalogue } from '../pipeline.ts';
import { hashOfPlanned, planOutputs, type OutputFile } from './index.ts';
import { ImageStore } from './images.ts';
import type { PageInfo } from '../links/index.ts';
import { PageMemo } from './page-memo.ts';
import { PageContext } from './pages/context.ts';

const SHIPPED = fileURLToPath(new URL('../../catalogue/', import.meta.url));
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `page-memo-${name}-`));
  temporary.push(dir);
  return dir;
};

/** A page's data planned from the memo, not built (its content is made only when read). */
const remembered = (file: OutputFile) => typeof Object.getOwnPropertyDescriptor(file, 'content')?.get === 'function';
const isPageData = (file: OutputFile) => file.path.startsWith('public/_data/') && file.path !== 'public/_data/layout.json';

/** A copy of the shipped catalogue, with an output folder and a memo folder of its own. */
function shippedCopy(): { catalogue: string; outDir: string; memoDir: string } {
  const catalogue = tempDir('catalogue');
  cpSync(SHIPPED, catalogue, { recursive: true });
  return { catalogue, outDir: tempDir('out'), memoDir: tempDir('memo') };
}

/** Plans every page's data of the catalogue through a memo (`dataOf` makes a page's data when it is built), then saves the memo. */
async function planThroughMemo(copy: ReturnType<typeof shippedCopy>, unchangedIf: string[], dataOf: (page: PageInfo) => string): Promise<{ files: OutputFile[]; pages: number }> {
  const checked = await checkCatalogue(copy.catalogue);
  const memo = new PageMemo(copy.outDir, checked.pages, new PageContext(checked.pages, new ImageStore(copy.catalogue)), ['pictures'], copy.memoDir, unchangedIf);
  const files = [...checked.pages.values()].map((page) => memo.output(page, `public/_data${page.address}.json`, null, () => dataOf(page)));
  memo.save();
  return { files, pages: checked.pages.size };
}

/** A small deterministic random source, so a failure names the edits that led to it. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  return { below: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

describe('PageMemo', () => {
  it('plans every page as a fresh build does, through random edits, and builds only the pages an edit reaches', async () => {
    const { catalogue, outDir, memoDir } = shippedCopy();
    const random = randomSource(20261125);
    const editFile = (relPath: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
      const file = path.join(catalogue, relPath);
      const doc = parseDocument(readFileSync(file, 'utf8'));
      change(doc);
      writeFileSync(file, doc.toString());
    };
    const added: string[] = [];
    const done: string[] = [];
    let builtAfterTitleEdits = 0;
    let titleEdits = 0;

    for (let round = 0; round < 18; round++) {
      const checked = await checkCatalogue(catalogue);
      expect(checked.diagnostics.filter((d) => d.severity === 'error'), done.join(', ')).toEqual([]);
      const base = { files: checked.files, pages: checked.pages, catalogueDir: catalogue, outDir, reuseEarlier: true };
      const memo = await planOutputs({ ...base, memoDir });
      const fresh = await planOutputs({ ...base, memoDir: tempDir('fresh') });
      const freshByPath = new Map(fresh.map((file) => [file.path, file]));
      expect(memo.map((file) => file.path)).toEqual(fresh.map((file) => file.path));
      for (const file of memo.filter(isPageData)) {
        const other = freshByPath.get(file.path) as OutputFile & { content: string };
        expect(hashOfPlanned(file as typeof other), `${file.path} after ${done.join(', ')}`).toBe(hashOfPlanned(other));
        expect((file as typeof other).content).toBe(other.content);
      }
      const built = memo.filter((file) => isPageData(file) && !remembered(file)).length;
      if (round > 0 && done.at(-1)?.startsWith('title of product')) {
        builtAfterTitleEdits += built;
        titleEdits++;
      }

      const pages = [...checked.pages.values()];
      const products = pages.filter((page) => page.kind === 'detail');
      const brands = pages.filter((page) => page.kind === 'brand');
      const edits = [
        () => {
          const page = random.pick(products);
          editFile(page.file.path, (doc) => doc.set('title', `${page.title} (round ${round})`));
          return `title of product ${page.address}`;
        },
        () => {
          const page = random.pick(pages.filter((p) => p.kind !== 'home' && p.kind !== 'contact'));
          editFile(page.file.path, (doc) => doc.set('description', `Described again in round ${round}, so that every page it is shown on changes with it.`));
          return `description of ${page.address}`;
        },
        () => {
          const page = random.pick(products);
          const other = random.pick(products.filter((p) => p !== page));
          editFile(page.file.path, (doc) => doc.set('related', [other.address]));
          return `related of ${page.address} to ${other.address}`;
        },
        () => {
          const page = random.pick(products);
          const brand = random.pick(brands);
          editFile(page.file.path, (doc) => doc.set('brands', [brand.address]));
          return `brand of ${page.address} to ${brand.address}`;
        },
        () => {
          const page = random.pick(products);
          editFile('search.yaml', (doc) => doc.addIn(['synonyms'], doc.createNode({ page: page.address, words: [`round${round}`] })));
          return `synonym for ${page.address}`;
        },
        () => {
          const page = random.pick(pages.filter((p) => p.kind === 'listing'));
          editFile(page.file.path, (doc) => doc.set('title', `${page.title} ${round}`));
          return `title of listing ${page.address}`;
        },
        () => {
          const page = random.pick(products);
          const relPath = `${path.posix.dirname(page.file.path)}/added-${round}.yaml`;
          const doc = parseDocument(readFileSync(path.join(catalogue, page.file.path), 'utf8'));
          doc.delete('aliases');
          doc.set('title', `Added in round ${round}`);
          writeFileSync(path.join(catalogue, relPath), doc.toString());
          added.push(relPath);
          return `page added at ${relPath}`;
        },
        () => {
          const relPath = added.pop();
          if (relPath) rmSync(path.join(catalogue, relPath));
          return relPath ? `page removed at ${relPath}` : 'nothing';
        },
        // What link previews are made from beside a page's own record.
        () => {
          editFile('home.yaml', (doc) => doc.setIn(['hero', 'image', 'alt'], `The yard, drawn again in round ${round}.`));
          return 'home picture words';
        },
        () => {
          editFile('site.yaml', (doc) => doc.set('name', `Kestle & Daw ${round}`));
          return "the merchant's name";
        },
      ];
      // Every kind of edit at least once, then any.
      done.push((round < edits.length ? edits[round]! : random.pick(edits))());
    }
    expect(titleEdits).toBeGreaterThan(0);
    // A product's title reaches its page, its listing, its brand pages, the A-Z page and the pages whose cards show it.
    expect(builtAfterTitleEdits / titleEdits).toBeLessThan(12);
  }, 120_000);
});

describe('PageMemo, after an edit of records only', () => {
  it('takes the pages the edit cannot reach as they were without working out their keys, and works out every key when what they all read changes', async () => {
    const copy = shippedCopy();
    const { catalogue } = copy;
    /** Plans every page's data through a memo; how many keys were worked out, and the data planned. */
    const run = async (unchangedIf: string[]) => {
      const keyOf = vi.spyOn(PageMemo.prototype as unknown as { keyOf: () => string | undefined }, 'keyOf');
      try {
        const { files, pages } = await planThroughMemo(copy, unchangedIf, (page) => `${JSON.stringify({ title: page.title, cards: (page.file.data as { related?: string[] }).related ?? [] })}\n`);
        return { keys: keyOf.mock.calls.length, pages, files };
      } finally {
        keyOf.mockRestore();
      }
    };
    const first = await run(['previews v1']);
    expect(first.keys).toBe(first.pages);
    // Nothing changed: no key is worked out.
    expect((await run(['previews v1'])).keys).toBe(0);
    // One product's title: only its own key, before and after it is made again.
    const plywood = path.join(catalogue, 'timber/plywood.yaml');
    writeFileSync(plywood, readFileSync(plywood, 'utf8').replace(/^title: .*$/m, 'title: Plywood Boards'));
    const edited = await run(['previews v1']);
    expect(edited.keys).toBe(2);
    expect(edited.files.find((file) => file.path === 'public/_data/timber/plywood.json')).toMatchObject({ content: expect.stringContaining('Plywood Boards') });
    // What previews are made from changed: every key is worked out again (and found the same).
    const previews = await run(['previews v2']);
    expect(previews.keys).toBe(previews.pages);
    expect(previews.files.filter(remembered)).toHaveLength(previews.pages);
    expect((await run(['previews v2'])).keys).toBe(0);
  });
});

describe("PageMemo's file after an edit", () => {
  it('keeps its file and writes a delta beside it when a few pages changed, reads both, and writes the file anew when many did', async () => {
    const copy = shippedCopy();
    const { catalogue, memoDir } = copy;
    /** Plans every page's data through the memo: how many were built, and the data. */
    const run = async () => {
      const { files, pages } = await planThroughMemo(copy, ['previews v1'], (page) => `${JSON.stringify({ title: page.title })}\n`);
      return { built: files.filter((file) => !remembered(file)).length, pages, data: files.map((file) => String((file as OutputFile & { content: string }).content)) };
    };
    const retitle = (relPath: string, title: string) => {
      const file = path.join(catalogue, relPath);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    };
    const memoFiles = () => readdirSync(memoDir).sort();
    const first = await run();
    expect(first.built).toBe(first.pages);
    const [memoFile] = memoFiles();
    const whole = readFileSync(path.join(memoDir, memoFile!), 'utf8');

    // One title, then another: the file stays as written, a delta holds what differs from it.
    retitle('timber/plywood.yaml', 'Plywood Boards');
    expect((await run()).built).toBe(1);
    expect(memoFiles()).toEqual([memoFile, memoFile!.replace(/\.json$/, '.delta')].sort());
    retitle('timber/sawn-timber.yaml', 'Sawn Timber, Cut to Length');
    const second = await run();
    expect(second.built).toBe(1);
    expect(readFileSync(path.join(memoDir, memoFile!), 'utf8')).toBe(whole);
    // Read over the file, the delta tells each page as it is now: nothing is built, and the data is what a fresh memo makes.
    const again = await run();
    expect(again.built).toBe(0);
    expect(again.data).toEqual(second.data);
    expect(again.data.some((data) => data.includes('Plywood Boards'))).toBe(true);

    // A delta made against another file (or torn) is passed over: the pages it held are built again.
    const deltaFile = path.join(memoDir, memoFile!.replace(/\.json$/, '.delta'));
    writeFileSync(deltaFile, readFileSync(deltaFile, 'utf8').replace(/"base":"[^"]+"/, '"base":"another"'));
    const passedOver = await run();
    expect(passedOver.built).toBe(2);
    expect(passedOver.data).toEqual(second.data);

    // Every product retitled: the file is written anew, with no delta beside it.
    const checked = await checkCatalogue(catalogue);
    for (const page of checked.pages.values()) if (page.kind === 'detail') retitle(page.file.path, `${page.title} (new range)`);
    const many = await run();
    expect(many.built).toBeGreaterThan(many.pages * 0.2);
    expect(memoFiles()).toEqual([memoFile]);
    expect(readFileSync(path.join(memoDir, memoFile!), 'utf8')).not.toBe(whole);
    expect((await run()).built).toBe(0);
  });
});
