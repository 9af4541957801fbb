import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../cli.ts';
import { modelineFor } from '../editor/modeline.ts';
import { checkCatalogue } from '../pipeline.ts';
import { titleFromSlug } from './page-template.ts';

const run = promisify(execFile);
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const BIN = path.resolve('generator/bin/catalogue.js');

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the shipped catalogue with the schemas beside it, as in the repository. */
function project(): { root: string; catalogue: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  scratch.push(root);
  cpSync('catalogue', path.join(root, 'catalogue'), { recursive: true });
  cpSync('schema', path.join(root, 'schema'), { recursive: true });
  return { root, catalogue: path.join(root, 'catalogue') };
}

async function catalogue(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), color: false };
  const code = await main(['node', 'catalogue', ...args], io);
  return { code, stdout, stderr };
}

/** Problems other than the new page's: the copy may have faults of its own (pictures still being drawn). */
const summary = (diagnostics: { code: string; severity: string; span?: { file: string } }[]) =>
  diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.span?.file} ${d.code}`).sort();

describe('titleFromSlug', () => {
  it('capitalises words and keeps small joining words lower-case', () => {
    expect(titleFromSlug('door-closers')).toBe('Door Closers');
    expect(titleFromSlug('sands-and-aggregates')).toBe('Sands and Aggregates');
    expect(titleFromSlug('and-more')).toBe('And More');
    expect(titleFromSlug('mdf-18mm')).toBe('Mdf 18mm');
  });
});

describe('catalogue new page', () => {
  it('starts a page that validates, with its modeline, a placeholder picture and the next steps', async () => {
    const { root, catalogue: dir } = project();
    const before = await checkCatalogue(dir);

    const made = await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const text = readFileSync(path.join(dir, 'timber', 'oak-sleepers.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe(modelineFor('timber/oak-sleepers.yaml'));
    expect(text).toContain('\ntitle: Oak Sleepers\n');
    expect(text).toContain('\nrelated: []\n');
    expect(text).toContain('  src: timber/oak-sleepers.svg\n');
    expect(readFileSync(path.join(dir, 'images', 'timber', 'oak-sleepers.svg'), 'utf8')).toContain('<svg');
    expect(made.stdout).toContain('timber/oak-sleepers.yaml');
    expect(made.stdout).toContain('npx catalogue validate');
    expect(made.stdout).toContain('/timber/oak-sleepers');

    // No new problem anywhere: no schema fault, no orphan (its listing shows it), no duplicate text.
    const after = await checkCatalogue(dir);
    expect(after.pages.has('/timber/oak-sleepers')).toBe(true);
    expect(summary(after.diagnostics)).toEqual(summary(before.diagnostics));
    const validate = await catalogue('validate', '--catalogue', dir);
    expect(validate.code).toBe(before.diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
    expect(validate.stdout).not.toContain('oak-sleepers');

    // Editors learn the new address straight away.
    expect(readFileSync(path.join(root, 'schema', 'pages.schema.json'), 'utf8')).toContain('"/timber/oak-sleepers"');
  });

  it('gives two new pages different descriptions, so neither is a duplicate', async () => {
    const { catalogue: dir } = project();
    const before = await checkCatalogue(dir);
    expect((await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir)).code).toBe(0);
    expect((await catalogue('new', 'page', 'ironmongery', 'door-closers', '--catalogue', dir)).code).toBe(0);
    expect(summary((await checkCatalogue(dir)).diagnostics)).toEqual(summary(before.diagnostics));
  });

  it('uses a picture staff have already added under that name', async () => {
    const { catalogue: dir } = project();
    const photo = path.join(dir, 'images', 'timber', 'oak-sleepers.png');
    writeFileSync(photo, Buffer.from(ONE_PIXEL_PNG, 'base64'));
    const made = await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir);
    expect(made.code).toBe(0);
    expect(readFileSync(path.join(dir, 'timber', 'oak-sleepers.yaml'), 'utf8')).toContain('  src: timber/oak-sleepers.png\n');
    expect(existsSync(path.join(dir, 'images', 'timber', 'oak-sleepers.svg'))).toBe(false);
  });

  it('refuses to overwrite a page, through the installed command', async () => {
    const { catalogue: dir } = project();
    const original = readFileSync(path.join(dir, 'timber', 'plywood.yaml'), 'utf8');
    const refused = await run(process.execPath, [BIN, 'new', 'page', 'timber', 'plywood', '--catalogue', dir]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The page /timber/plywood already exists as 'timber/plywood.yaml'");
    expect(readFileSync(path.join(dir, 'timber', 'plywood.yaml'), 'utf8')).toBe(original);

    const made = await run(process.execPath, [BIN, 'new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir]);
    expect(made.stdout).toContain('created');
    const again = await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir);
    expect(again.code).toBe(1);
  });

  it('refuses an unknown category with a suggestion', async () => {
    const { catalogue: dir } = project();
    const result = await catalogue('new', 'page', 'timbre', 'oak-sleepers', '--catalogue', dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("There is no category 'timbre'. Did you mean 'timber'?");
    expect(existsSync(path.join(dir, 'timbre'))).toBe(false);
  });

  it('refuses a slug that cannot be an address, as a usage mistake', async () => {
    const { catalogue: dir } = project();
    for (const slug of ['Oak_Sleepers', 'oak--sleepers', 'index', 'x'.repeat(61)]) {
      const result = await catalogue('new', 'page', 'timber', slug, '--catalogue', dir);
      expect(result.code, slug).toBe(2);
      expect(result.stderr.split('\n').filter(Boolean), slug).toHaveLength(1);
    }
    expect((await catalogue('new', 'page', 'timber', '--catalogue', dir)).code).toBe(2);
    expect((await catalogue('new', 'page', 'timber', 'Oak_Sleepers', '--catalogue', dir)).stderr).toContain("such as 'oak-sleepers'");
    expect((await catalogue('new', 'page', 'timber', 'index', '--catalogue', dir)).stderr).toContain("'index.yaml' is a category's own listing page");
  });
});
