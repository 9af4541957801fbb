/**
 * The command line as developers know it from ESLint and tsc: --version, validate FILE..., found
 * from any folder of the project, --quiet and --max-warnings. Runs the real bin in a copy of a
 * small clean catalogue laid out as a project ('<tmp>/catalogue/').
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const bin = path.join(repo, 'generator/bin/catalogue.js');
const clean = path.join(repo, 'generator/test/fixtures/clean');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const time = (text: string) => text.replace(/\(\d+\.\d\d s\)/g, '(TIME)');

let project: string;
let catalogue: string;
const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(catalogue, file), change(readFileSync(path.join(catalogue, file), 'utf8')));

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'catalogue-project-'));
  catalogue = path.join(project, 'catalogue');
  cpSync(clean, catalogue, { recursive: true });
});

afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('catalogue --version', () => {
  it("prints the package's version and exits 0", async () => {
    const { version } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const result = await run([flag], project);
      expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });
});

describe('the project is found from any folder inside it', () => {
  it('validates the whole catalogue from a category folder, printing paths from there', async () => {
    edit('timber/boards.yaml', (text) => text.replace('title:', 'titel: x\ntitle:'));
    const result = await run(['validate'], path.join(catalogue, 'timber'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^boards\.yaml\n {2}boards\.yaml:2:1 {2}error {2}'titel' is not a field/m);
    expect(result.stdout).toMatch(/^✖ 9 files, 7 pages, 24 links checked: 1 error/m);
    const fromTop = await run(['validate'], project);
    expect(fromTop.stdout).toContain("catalogue/timber/boards.yaml:2:1  error  'titel'");
  });

  it('generates into the project, not the folder it was run from', async () => {
    const result = await run(['generate'], path.join(catalogue, 'timber'));
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(project, 'site/generated/manifest.json'), 'utf8')).toContain('/timber/plywood');
  });

  it('says in one line, exit 2, when no folder above holds a catalogue', async () => {
    const outside = path.join(project, 'elsewhere');
    rmSync(catalogue, { recursive: true });
    mkdirSync(outside);
    const result = await run(['validate'], outside);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`catalogue: no 'catalogue/' folder here or in any folder above '${outside}'. Run the command inside the project folder, or name the folder with --catalogue DIR.\n`);
  });
});

describe('catalogue validate FILE...', () => {
  beforeEach(() => {
    // A fault in boards.yaml, and a dead link in plywood.yaml.
    edit('timber/boards.yaml', (text) => text.replace('title:', 'titel: x\ntitle:'));
    edit('timber/plywood.yaml', (text) => text.replace('  - /services/delivery', '  - /services/delivery\n  - /timber/bords'));
  });

  it("reports only the named file's problems, with its links resolved against the whole catalogue", async () => {
    const result = await run(['validate', 'catalogue/timber/plywood.yaml', '--format', 'json'], project);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { summary: Record<string, number>; diagnostics: { file: string; line: number; code: string; suggestion: string | null }[] };
    expect(report.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.suggestion}`)).toEqual(['catalogue/timber/plywood.yaml:20 link/unknown-page /timber/boards']);
    expect(report.summary).toMatchObject({ files: 1, pages: 1, links: 3, errors: 1, warnings: 0 });
  });

  it('takes paths from where it is run, several files and folders, and exits 0 when they are clean', async () => {
    const timber = path.join(catalogue, 'timber');
    expect((await run(['validate', 'index.yaml', '../services'], timber)).stdout).toMatch(/^✔ 3 files, 3 pages, \d+ links? checked: 0 errors, 0 warnings \(\d/);
    const both = await run(['validate', 'boards.yaml', 'plywood.yaml'], timber);
    expect(both.code).toBe(1);
    expect(time(both.stdout)).toContain('✖ 2 files, 2 pages, 4 links checked: 2 errors, 0 warnings (TIME)');
    expect(both.stdout).toContain('\n  boards.yaml:2:1  error');
    const services = await run(['validate', '../services/delivery.yaml', '--format', 'json'], timber);
    expect(JSON.parse(services.stdout).diagnostics).toEqual([]);
    edit('services/delivery.yaml', (text) => text.replace('title:', 'titel: x\ntitle:'));
    const elsewhere = await run(['validate', '../services/delivery.yaml', '--format', 'json'], timber);
    expect(JSON.parse(elsewhere.stdout).diagnostics[0]).toMatchObject({ file: '../services/delivery.yaml', code: 'schema/unknown-key' });
  });

  it("reports a named picture's problems at the pages that show it", async () => {
    writeFileSync(path.join(catalogue, 'images', 'photo.png'), '');
    const result = await run(['validate', 'catalogue/images/photo.png', '--format', 'json'], project);
    expect(result.code).toBe(1);
    const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: { file: string; line: number; code: string }[] };
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'catalogue/home.yaml:39 image/empty',
      'catalogue/timber/index.yaml:14 image/empty',
      'catalogue/timber/plywood.yaml:7 image/empty',
    ]);
    expect(JSON.parse((await run(['validate', 'catalogue/images/shared.svg', '--format', 'json'], project)).stdout).diagnostics).toEqual([]);
  });

  it('checks the whole catalogue when the catalogue folder itself is named, problems of no one file included', async () => {
    rmSync(path.join(catalogue, 'layout.yaml'));
    const result = await run(['validate', 'catalogue', '--format', 'json'], project);
    const { summary, diagnostics } = JSON.parse(result.stdout) as { summary: { files: number }; diagnostics: { file: string | null; code: string }[] };
    expect(summary.files).toBe(8);
    expect(diagnostics.map((d) => `${d.file} ${d.code}`)).toContain('null catalogue/missing-file');
  });

  it('refuses a path that is not there or is outside the catalogue in one line, exit 2', async () => {
    writeFileSync(path.join(project, 'notes.yaml'), 'title: x\n');
    const cases: [string, string][] = [
      ['catalogue/timber/plywod.yaml', "catalogue: there is no file or folder 'catalogue/timber/plywod.yaml'. Check the spelling, or run the command from the folder the path starts in.\n"],
      ['notes.yaml', "catalogue: 'notes.yaml' is outside the catalogue folder 'catalogue', so validate does not check it: name files inside that folder.\n"],
    ];
    for (const [name, message] of cases) {
      const result = await run(['validate', name], project);
      expect(result).toEqual({ code: 2, stdout: '', stderr: message });
    }
  });
});

describe('--quiet and --max-warnings, as in ESLint', () => {
  beforeEach(() => {
    // Two warnings: plywood lists itself among its related pages, and so does boards.
    edit('timber/plywood.yaml', (text) => text.replace('  - /services/delivery', '  - /services/delivery\n  - /timber/plywood'));
    edit('timber/boards.yaml', (text) => text.replace(/related:\n/, 'related:\n  - /timber/boards\n'));
  });

  it('warns of a page that lists itself under related:, and still exits 0', async () => {
    const result = await run(['validate', '--format', 'json'], project);
    expect(result.code).toBe(0);
    const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: { file: string; severity: string; code: string }[] };
    expect(diagnostics.map((d) => `${d.file} ${d.severity} ${d.code}`)).toEqual(['catalogue/timber/boards.yaml warning link/self', 'catalogue/timber/plywood.yaml warning link/self']);
  });

  it('exits 1 when the warnings are more than allowed, and says so', async () => {
    const over = await run(['validate', '--max-warnings', '1'], project);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('catalogue: 2 warnings found, more than the 1 that --max-warnings allows.\n');
    expect(time(over.stdout)).toContain('✔ 9 files, 7 pages, 26 links checked: 0 errors, 2 warnings (TIME)');
    expect((await run(['validate', '--max-warnings', '2'], project)).code).toBe(0);
    expect((await run(['validate', '--max-warnings', '0', 'catalogue/timber/plywood.yaml'], project)).stderr).toBe('catalogue: 1 warning found, more than the 0 that --max-warnings allows.\n');
  });

  it('refuses a --max-warnings that is not a whole number, exit 2', async () => {
    const result = await run(['validate', '--max-warnings', 'few'], project);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("catalogue: option '--max-warnings <n>' argument 'few' is invalid. Give a whole number of warnings, such as 0 or 10.\n");
  });

  it('--quiet prints errors only, and --max-warnings still counts the warnings it hides', async () => {
    const quiet = await run(['validate', '--quiet'], project);
    expect(quiet.code).toBe(0);
    expect(time(quiet.stdout)).toBe('✔ 9 files, 7 pages, 26 links checked: 0 errors, 0 warnings (TIME)\n');
    edit('timber/boards.yaml', (text) => text.replace('title:', 'titel: x\ntitle:'));
    const failing = await run(['validate', '--quiet', '--max-warnings', '0'], project);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain("'titel' is not a field");
    expect(failing.stdout).not.toContain('link/self');
    expect(failing.stderr).toBe('');
  });
});
