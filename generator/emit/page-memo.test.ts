import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkCatalogue } from '../pipeline.ts';
import { hashOfPlanned, planOutputs, type OutputFile } from './index.ts';

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

/** A small deterministic random source, so a failure names the edits that led to it. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  return { below: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

describe('PageMemo', () => {
  it('plans every page as a fresh build does, through random edits, and builds only the pages an edit reaches', async () => {
    const catalogue = tempDir('catalogue');
    cpSync(SHIPPED, catalogue, { recursive: true });
    const outDir = tempDir('out');
    const memoDir = tempDir('memo');
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

    for (let round = 0; round < 14; round++) {
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
      ];
      // Every kind of edit at least once, then any.
      done.push((round < edits.length ? edits[round]! : random.pick(edits))());
    }
    expect(titleEdits).toBeGreaterThan(0);
    // A product's title reaches its page, its listing, its brand pages, the A-Z page and the pages whose cards show it.
    expect(builtAfterTitleEdits / titleEdits).toBeLessThan(12);
  }, 120_000);
});
