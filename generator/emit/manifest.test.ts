import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../links/index.ts';
import { loadCatalogue } from '../load/index.ts';
import { emit } from './index.ts';
import { dataUrlOf } from '../../contract/addresses.ts';
import { manifestJson, manifestModule, manifestOfPlanned, manifestOutput } from './manifest.ts';

const MINI = fileURLToPath(new URL('./fixtures/mini/', import.meta.url));
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const run = promisify(execFile);
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the generated manifest', () => {
  it('maps addresses to their data files', () => {
    expect(dataUrlOf('/')).toBe('/_data/index.json');
    expect(dataUrlOf('/timber')).toBe('/_data/timber.json');
    expect(dataUrlOf('/timber/plywood')).toBe('/_data/timber/plywood.json');
  });

  it("lists each page's old addresses, for the build's redirects, and leaves them out of its page data", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-aliases-'));
    temporary.push(dir);
    const loaded = await loadCatalogue(MINI, { cache: false });
    const plywood = loaded.files.find((file) => file.address === '/timber/plywood');
    if (plywood) plywood.data = { ...(plywood.data as object), aliases: ['/timber/ply'] };
    const { pages } = checkLinks(loaded.files, { catalogueDir: MINI });
    const entries = JSON.parse(manifestJson(pages)).pages as { address: string; aliases?: string[] }[];
    // The plan's manifest.json gives back the manifest it was written from: the build takes that instead of parsing it.
    const planned = manifestOutput(pages);
    expect(manifestOfPlanned(planned)).toEqual(JSON.parse(planned.content));
    expect(planned.content).toBe(manifestJson(pages));
    expect(manifestOfPlanned({ ...planned })).toBeUndefined();
    expect(entries.find((page) => page.address === '/timber/plywood')?.aliases).toEqual(['/timber/ply']);
    expect(entries.filter((page) => page.aliases)).toHaveLength(1);
    await emit({ files: loaded.files, pages, catalogueDir: MINI, outDir: path.join(dir, 'generated') });
    const data = readFileSync(path.join(dir, 'generated', 'public', '_data', 'timber', 'plywood.json'), 'utf8');
    expect(data).not.toContain('/timber/ply"');
  });

  it("quotes addresses safely even if one held a quote or backslash", () => {
    const page = { kind: 'detail' } as never;
    expect(manifestModule(new Map([["/a'b\\c", page]]))).toContain("| '/a\\'b\\\\c'");
  });

  it('makes a link in site code to a page that does not exist fail typecheck, and nothing else (layout.ts included)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    temporary.push(dir);
    const loaded = await loadCatalogue(MINI, { cache: false });
    const { pages } = checkLinks(loaded.files, { catalogueDir: MINI });
    await emit({ files: loaded.files, pages, catalogueDir: MINI, outDir: path.join(dir, 'generated') });
    writeFileSync(
      path.join(dir, 'links.ts'),
      [
        "import { pageAddresses, type PageAddress } from './generated/manifest.ts';",
        "export const good: PageAddress = '/timber/plywood';",
        "export const bad: PageAddress = '/timber/caving';",
        "export const count: number = pageAddresses.length;",
        "import { layoutData } from './generated/layout.ts';",
        'export const call: string = layoutData.site.telHref;',
        '',
      ].join('\n'),
    );
    const flags = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--allowImportingTsExtensions'];
    const result = await run(process.execPath, [TSC, ...flags, path.join(dir, 'links.ts')], { cwd: dir }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).not.toBe(0);
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/links\.ts\(3,14\): error TS2322: Type '"\/timber\/caving"' is not assignable to type 'PageAddress'/);
  }, 60_000);
});
