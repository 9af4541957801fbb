import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../cli.ts';
import { modelineFor } from '../editor/modeline.ts';
import { checkCatalogue } from '../pipeline.ts';
import type { Diagnostic } from '../model.ts';
import { PLACEHOLDER, titleFromSlug } from './page-template.ts';

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

/** Where each placeholder warning of the new page is, and what it is about. */
const placeholders = (diagnostics: Diagnostic[]) =>
  diagnostics
    .filter((d) => d.span?.file === 'timber/oak-sleepers.yaml' && d.code.startsWith('content/'))
    .sort((a, b) => (a.span?.start.line ?? 0) - (b.span?.start.line ?? 0))
    .map((d) => `${d.span?.start.line}:${d.span?.start.column} ${d.code === 'content/placeholder-picture' ? 'picture' : /'([^']+)'/.exec(d.message)?.[1]}`);

describe('titleFromSlug', () => {
  it('capitalises words and keeps small joining words lower-case', () => {
    expect(titleFromSlug('door-closers')).toBe('Door Closers');
    expect(titleFromSlug('sands-and-aggregates')).toBe('Sands and Aggregates');
    expect(titleFromSlug('and-more')).toBe('And More');
    expect(titleFromSlug('mdf-18mm')).toBe('Mdf 18mm');
  });
});

describe('catalogue new page', () => {
  it('starts a page that validates, with its modeline, a placeholder picture, the next steps and a warning for each placeholder', async () => {
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
    expect(made.stdout).toContain('npx catalogue validate (a warning for each placeholder left, with its line)');
    expect(made.stdout).toContain('/timber/oak-sleepers');
    expect(made.stdout).toContain('at least 1920 pixels wide');
    expect(made.stdout).toContain('/images/timber/oak-sleepers.jpg\n     and set image.src to timber/oak-sleepers.jpg, then delete the placeholder.');

    // Nothing new but the placeholders: no schema fault, no orphan (its listing shows it), no duplicate text.
    const after = await checkCatalogue(dir);
    expect(after.pages.has('/timber/oak-sleepers')).toBe(true);
    // (The shipped catalogue's own placeholder warnings, if any, are left out on both sides.)
    expect(summary(after.diagnostics).filter((line) => !line.includes(' content/'))).toEqual(summary(before.diagnostics).filter((line) => !line.includes(' content/')));
    // One warning for each text still to write and one for the picture, each at its own value.
    expect(placeholders(after.diagnostics)).toEqual([
      '7:14 description',
      '9:5 body[0]',
      '12:5 body[1]',
      '16:8 picture',
      '17:8 image.alt',
      '20:5 features[0]',
      '21:5 features[1]',
      '22:5 features[2]',
      '24:5 applications[0]',
      '25:5 applications[1]',
      '26:5 applications[2]',
    ]);

    // Written over, they are gone.
    const page = path.join(dir, 'timber', 'oak-sleepers.yaml');
    writeFileSync(page, readFileSync(page, 'utf8').replace(new RegExp(`\\b${PLACEHOLDER} (this|with)\\b`, 'g'), 'Written'));
    writeFileSync(path.join(dir, 'images', 'timber', 'oak-sleepers.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30"/></svg>');
    expect(summary((await checkCatalogue(dir)).diagnostics)).toEqual(summary(before.diagnostics));

    // Editors learn the new address straight away.
    expect(readFileSync(path.join(root, 'schema', 'pages.schema.json'), 'utf8')).toContain('"/timber/oak-sleepers"');
  });

  it('gives two new pages different descriptions, so neither is a duplicate', async () => {
    const { catalogue: dir } = project();
    const before = await checkCatalogue(dir);
    expect((await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir)).code).toBe(0);
    expect((await catalogue('new', 'page', 'ironmongery', 'door-closers', '--catalogue', dir)).code).toBe(0);
    const others = summary((await checkCatalogue(dir)).diagnostics).filter((line) => !line.includes(' content/'));
    expect(others).toEqual(summary(before.diagnostics).filter((line) => !line.includes(' content/')));
  });

  it('warns of each placeholder through the installed command, which still exits 0', async () => {
    const { catalogue: dir } = project();
    const before = await checkCatalogue(dir);
    await run(process.execPath, [BIN, 'new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir]);
    const validate = await run(process.execPath, [BIN, 'validate', '--catalogue', dir], { env: { ...process.env, NO_COLOR: '1' } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(validate.code).toBe(before.diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
    const lines = validate.stdout.split('\n');
    const at = (position: string) => lines.find((line) => line.includes(`timber/oak-sleepers.yaml:${position} `))?.trim().replace(/^\S*catalogue\//, '');
    expect(at('7:14')).toBe(
      "timber/oak-sleepers.yaml:7:14  warning  The field 'description' still holds placeholder text from 'catalogue new page', so visitors would read it as it is.  content/placeholder",
    );
    expect(at('16:8')).toBe(
      "timber/oak-sleepers.yaml:16:8  warning  The picture 'timber/oak-sleepers.svg' is still the 'Picture to come' placeholder from 'catalogue new page', so visitors would see it instead of the real picture.  content/placeholder-picture",
    );
    expect(validate.stdout).toContain("hint: Write the real text in its place. Any text that starts with the word 'Replace' is taken for a placeholder, so begin yours another way.");
    const warnings = before.diagnostics.filter((d) => d.severity === 'warning').length + 11;
    expect(validate.stdout).toMatch(new RegExp(`, ${warnings} warnings, `));
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

  it('leaves the placeholder behind when the page switches to a photo, and validate notes it as unused', async () => {
    const { catalogue: dir } = project();
    expect((await catalogue('new', 'page', 'timber', 'oak-sleepers', '--catalogue', dir)).code).toBe(0);
    const page = path.join(dir, 'timber', 'oak-sleepers.yaml');
    writeFileSync(path.join(dir, 'images', 'timber', 'oak-sleepers.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
    writeFileSync(page, readFileSync(page, 'utf8').replace('src: timber/oak-sleepers.svg', 'src: timber/oak-sleepers.png'));
    const { diagnostics } = await checkCatalogue(dir);
    const pictures = diagnostics.filter((d) => (d.file ?? d.span?.file ?? '').includes('oak-sleepers') && (d.code.startsWith('image/') || d.code === 'content/placeholder-picture'));
    // A one-pixel stand-in for the photo is far smaller than the page shows it.
    expect(pictures).toMatchObject([
      { code: 'image/too-small', severity: 'warning', span: { file: 'timber/oak-sleepers.yaml' } },
      { code: 'image/unused', severity: 'info', file: 'images/timber/oak-sleepers.svg' },
    ]);
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

  it('suggests the category a slip or another case meant, and lists product categories only', async () => {
    const { catalogue: dir } = project();
    for (const typed of ['Timber', 'TIMBER', 'timbr']) {
      const result = await catalogue('new', 'page', typed, 'larch', '--catalogue', dir);
      expect(result.code, typed).toBe(1);
      expect(result.stderr, typed).toBe(
        `catalogue: There is no category '${typed}'. Did you mean 'timber'? The categories are 'building-material', 'decorating', 'ironmongery', 'plumbing-heating', 'timber', 'tools-electrical'.\n`,
      );
    }
    expect(existsSync(path.join(dir, 'Timber'))).toBe(false);
  });

  it("refuses 'images/' and the folders of other kinds of page, which are not product categories", async () => {
    const { catalogue: dir } = project();
    const images = await catalogue('new', 'page', 'images', 'foo', '--catalogue', dir);
    expect(images.code).toBe(2);
    expect(images.stderr).toMatch(/^catalogue: 'images' cannot be a category: 'catalogue\/images\/' holds the pictures pages show, so no page can live there\. The categories are 'building-material', .*'timber', 'tools-electrical'\.\n$/);
    for (const [folder, holds] of [['brands', 'brand pages'], ['pages', 'information pages']]) {
      const result = await catalogue('new', 'page', folder!, 'foo', '--catalogue', dir);
      expect(result.code, folder).toBe(1);
      expect(result.stderr, folder).toContain(`'${folder}/' holds ${holds}, which 'catalogue new page' does not start: it starts product pages.`);
      expect(existsSync(path.join(dir, folder!, 'foo.yaml'))).toBe(false);
    }
    expect(existsSync(path.join(dir, 'images', 'foo.yaml'))).toBe(false);
    expect(existsSync(path.join(dir, 'images', 'images'))).toBe(false);
  });

  it("refuses to start a product page in 'services/', whose pages are service pages", async () => {
    const { catalogue: dir } = project();
    const result = await catalogue('new', 'page', 'services', 'skip-hire', '--catalogue', dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("'services/' holds service pages, which 'catalogue new page' does not start");
    expect(existsSync(path.join(dir, 'services', 'skip-hire.yaml'))).toBe(false);
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
