import { describe, expect, it } from 'vitest';
import { fixture, repoRoot, runCatalogue, STACK_FRAME } from './cli-helpers.ts';

describe('catalogue validate', () => {
  it('exits 0 on a clean catalogue and says what it checked', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('clean')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✔ 9 files, 7 pages, 24 links checked: 0 errors, 0 warnings \(\d+\.\d\d s\)\n$/);
    expect(run.stderr).toBe('');
  });

  it('exits 1 and reports each schema fault at its file, line and column, with a frame and a hint', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('schema-faults')]);
    expect(run.code).toBe(1);
    const body = run.stdout.replace(/\(\d+\.\d\d s\)/, '(TIME)');
    expect(body).toMatchInlineSnapshot(`
      "generator/test/fixtures/schema-faults/site.yaml
        generator/test/fixtures/schema-faults/site.yaml:6:10  error  The field 'founded' should be a whole number, but it is text ('nineteen thirty-six').  schema/wrong-type
            5 | shortName: Kestle & Daw
          > 6 | founded: nineteen thirty-six
              |          ^^^^^^^^^^^^^^^^^^^
          hint: Write the number without quotes or other words.

      generator/test/fixtures/schema-faults/timber/boards.yaml
        generator/test/fixtures/schema-faults/timber/boards.yaml:6:1  error  This image needs the field 'alt': what the picture shows, in a short sentence, for screen readers and for when the image cannot load. Describe the picture, not the product's selling points.  schema/missing-field
            5 |   - Boards are the economical sheet for jobs that stay dry, from shelving to flooring and hoarding.
          > 6 | image:
              | ^^^^^
          hint: Add a line 'alt: ...' to it.

      generator/test/fixtures/schema-faults/timber/plywood.yaml
        generator/test/fixtures/schema-faults/timber/plywood.yaml:9:1  error  'featurs' is not a field of this product or service page, so it would be ignored.  schema/unknown-key
            8 |   alt: A stack of plywood sheets showing the layered veneers.
          > 9 | featurs:
              | ^^^^^^^
          hint: Did you mean 'features'? The fields allowed here are 'title', 'description', 'draft', 'body', 'image', 'features', 'applications', 'brands', 'related', 'facts', 'aliases'.

      ✖ 9 files, 7 pages, 24 links checked: 3 errors, 0 warnings (TIME)
      "
    `);
  });

  it('reports a YAML syntax error where the slip is', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('syntax-error')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('generator/test/fixtures/syntax-error/timber/plywood.yaml:3:14  error  This is not valid YAML: this quoted text is never closed.  yaml/syntax');
  });

  it('rejects an alias bomb and a __proto__ key quickly', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('yaml-attacks'), '--format', 'json']);
    expect(run.code).toBe(1);
    const codes = JSON.parse(run.stdout).diagnostics.map((d: { file: string | null; line: number; code: string }) => `${d.file?.split('/').pop()}:${d.line} ${d.code}`);
    expect(codes).toContain('bomb.yaml:3 yaml/alias-limit');
    expect(codes).toContain('proto.yaml:3 yaml/unsafe-key');
    expect(codes).not.toContain('proto.yaml:3 schema/unknown-key');
  });

  it('notes a picture no page shows as info, at the file, and still exits 0', async () => {
    const { cpSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const parent = mkdtempSync(path.join(tmpdir(), 'catalogue-cli-'));
    const catalogue = path.join(parent, 'catalogue');
    try {
      cpSync(fixture('clean'), catalogue, { recursive: true });
      // Replaced by a photo and left behind; a README and a dotfile beside it are not pictures.
      cpSync(path.join(catalogue, 'images', 'shared.svg'), path.join(catalogue, 'images', 'timber', 'old-boards.svg'));
      writeFileSync(path.join(catalogue, 'images', 'README.md'), '# Pictures\n');
      writeFileSync(path.join(catalogue, 'images', '.DS_Store'), '');
      const run = await runCatalogue(['validate', '--catalogue', catalogue, '--no-cache']);
      expect(run.code).toBe(0);
      const root = path.relative(repoRoot, catalogue).split(path.sep).join('/');
      expect(run.stdout.replaceAll(root, 'CATALOGUE').replace(/\(\d+\.\d\d s\)/, '(TIME)')).toMatchInlineSnapshot(`
        "CATALOGUE/images/timber/old-boards.svg
          CATALOGUE/images/timber/old-boards.svg  info  The picture 'timber/old-boards.svg' in 'catalogue/images/' is not shown on any page, so it is not published.  image/unused
            hint: Delete the file if it is not needed, or show it on a page by setting a picture's 'src:' to 'timber/old-boards.svg'.

        ✔ 9 files, 7 pages, 24 links checked: 0 errors, 0 warnings, 1 info (TIME)
        "
      `);
      expect(run.stderr).toBe('');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('prints one JSON document with --format json', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('schema-faults'), '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.summary).toMatchObject({ files: 9, pages: 7, errors: 3, warnings: 0 });
    expect(report.diagnostics[2]).toMatchObject({
      file: 'generator/test/fixtures/schema-faults/timber/plywood.yaml',
      line: 9,
      column: 1,
      endLine: 9,
      endColumn: 8,
      severity: 'error',
      code: 'schema/unknown-key',
      suggestion: 'features',
    });
  });

  it('prints workflow commands with --format github', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('schema-faults'), '--format', 'github']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[2]).toBe(
      "::error file=generator/test/fixtures/schema-faults/timber/plywood.yaml,line=9,col=1,endLine=9,endColumn=8,title=schema/unknown-key::'featurs' is not a field of this product or service page, so it would be ignored.%0ADid you mean 'features'? The fields allowed here are 'title', 'description', 'draft', 'body', 'image', 'features', 'applications', 'brands', 'related', 'facts', 'aliases'.",
    );
  });

  it('prints SARIF 2.1.0 with --format sarif', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('schema-faults'), '--format', 'sarif']);
    expect(run.code).toBe(1);
    const log = JSON.parse(run.stdout);
    expect(log.version).toBe('2.1.0');
    const [result] = log.runs[0].results;
    expect(result.ruleId).toBe('schema/wrong-type');
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'generator/test/fixtures/schema-faults/site.yaml' },
      region: { startLine: 6, startColumn: 10, endLine: 6, endColumn: 29 },
    });
  });

  it('colours output only for a terminal that has not asked for NO_COLOR', async () => {
    const run = await runCatalogue(['validate', '--catalogue', fixture('schema-faults')]);
    expect(run.stdout).not.toContain('\u001b[');
  });
});

describe('usage errors exit 2 with one line and no stack trace', () => {
  it.each([
    [['validate', '--formt', 'json'], "catalogue: unknown option '--formt' (Did you mean --format?)\n"],
    [['validate', '--format', 'xml'], "catalogue: option '--format <name>' argument 'xml' is invalid. Allowed choices are stylish, json, github, sarif.\n"],
    [['validate', '--catalogue', 'no-such-folder'], "catalogue: no catalogue folder at 'no-such-folder'. Run the command from the project folder, or name the folder with --catalogue DIR.\n"],
    [['publish'], "catalogue: unknown command 'publish'. The commands are 'validate', 'generate', 'build', 'new page', 'move', 'remove'; 'catalogue --help' says what each does.\n"],
    [['generate', 'catalogue'], "catalogue: too many arguments for 'generate'. Expected 0 arguments but got 1. Name the catalogue folder with --catalogue DIR.\n"],
  ])('%j', async (args, message) => {
    const run = await runCatalogue(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
    expect(run.stdout).toBe('');
  });

  it('shows defaults in --help and exits 0', async () => {
    const run = await runCatalogue(['validate', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--catalogue <dir>   the catalogue folder (default: 'catalogue' in the project");
    expect(run.stdout).toContain('Usage: catalogue validate [options] [files...]');
  });
});

describe('catalogue generate', () => {
  it('writes the site data from a clean catalogue and says where', async () => {
    const { mkdtempSync, readdirSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-cli-')), 'generated');
    try {
      const run = await runCatalogue(['generate', '--catalogue', fixture('clean'), '--out', out]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/0 errors, 0 warnings .*\nwrote \d+ files to .*generated\n$/);
      // The report is printed once, when the check is done, and the written files after it.
      expect(run.stdout.match(/links checked: /g)).toHaveLength(1);
      expect(readdirSync(out)).toContain('manifest.json');
      // Again, with nothing changed: nothing is moved in, and it says so.
      const again = await runCatalogue(['generate', '--catalogue', fixture('clean'), '--out', out]);
      expect(again.stdout).toMatch(/\nwrote \d+ files to .*generated \(0 changed, 0 removed; the rest as they were\)\n$/);
    } finally {
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  });

  it('writes nothing and exits 1 when the catalogue has errors', async () => {
    const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const parent = mkdtempSync(path.join(tmpdir(), 'catalogue-cli-'));
    try {
      const run = await runCatalogue(['generate', '--catalogue', fixture('schema-faults'), '--out', path.join(parent, 'generated')]);
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('wrote');
      expect(existsSync(path.join(parent, 'generated'))).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('says a full disk is full: what it was writing, the room left, what may be deleted, and no stack', async () => {
    const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const parent = mkdtempSync(path.join(tmpdir(), 'catalogue-cli-'));
    try {
      // Every file written under `parent` fails as on a full disk (full-disk.mjs).
      const preload = pathToFileURL(path.join(repoRoot, 'generator/test/full-disk.mjs')).href;
      const env = { NODE_OPTIONS: `--import ${preload}`, FULL_DISK_UNDER: parent };
      const run = await runCatalogue(['generate', '--catalogue', fixture('clean'), '--out', path.join(parent, 'generated')], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(`^catalogue: Not enough room: the disk is full \\(ENOSPC\\) while writing the new ${parent}/generated/ \\(its file '[^']+'\\); \\d+\\.\\d [MG]B is free on that disk now\\. Make room on it and run this again: deleting node_modules/\\.cache/catalogue/ is safe`),
      );
      expect(run.stderr).not.toContain('refused');
      expect(run.stderr).not.toMatch(STACK_FRAME);
      // Generate writes a new folder and swaps it in, so nothing half-written is left.
      expect(existsSync(path.join(parent, 'generated'))).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reports a folder it cannot write as the machine refusing, not as its own fault, and the stack only with --debug', async () => {
    // A file where a folder should be makes writing fail: a fault outside the catalogue and the tool.
    const blocked = 'package.json/generated';
    const quiet = await runCatalogue(['generate', '--catalogue', fixture('clean'), '--out', blocked]);
    expect(quiet.code).toBe(2);
    expect(quiet.stderr).toMatch(/^catalogue: E[A-Z]+: .*package\.json/);
    expect(quiet.stderr).toContain("The computer refused to read or write '");
    expect(quiet.stderr).not.toContain('internal error');
    expect(quiet.stderr).not.toMatch(STACK_FRAME);
    const debug = await runCatalogue(['generate', '--catalogue', fixture('clean'), '--out', blocked, '--debug']);
    expect(debug.code).toBe(2);
    expect(debug.stderr).toMatch(STACK_FRAME);
  });
});
