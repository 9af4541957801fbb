/**
 * The catalogue folder is untrusted input: links that leave it, link loops, named pipes, huge
 * files and near-miss names are each reported once, by name, and never read or printed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../pipeline.ts';
import { runCli } from '../test/run-cli.ts';
import { isNearCatalogueName } from './near-names.ts';

const CLEAN = fileURLToPath(new URL('../test/fixtures/clean/', import.meta.url));
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cleanCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-untrusted-'));
  made.push(dir);
  cpSync(CLEAN, path.join(dir, 'catalogue'), { recursive: true });
  return path.join(dir, 'catalogue');
}

const codesOf = async (dir: string) =>
  (await checkCatalogue(dir, { cache: false })).diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.span?.file ?? d.file} ${d.code}`);

describe('links, pipes and sizes in the catalogue folder', () => {
  it('never reads a file through a link that leaves the catalogue, and prints nothing of it', async () => {
    const dir = cleanCopy();
    const secret = path.join(path.dirname(dir), 'secret.txt');
    writeFileSync(secret, 'title: AWS_SECRET=hunter2\n');
    symlinkSync(secret, path.join(dir, 'timber', 'env.yaml'));
    symlinkSync('/proc/self/environ', path.join(dir, 'timber', 'environ.yaml'));
    const printed = await runCli(['validate', '--catalogue', dir]);
    expect(printed.exitCode).toBe(1);
    expect(printed.stdout).toContain('file/outside-catalogue');
    expect(printed.stdout + printed.stderr).not.toContain('hunter2');
    expect(printed.stdout + printed.stderr).not.toContain('PATH=');
    const result = await checkCatalogue(dir, { cache: false });
    expect(result.files.map((f) => f.path)).not.toContain('timber/env.yaml');
    expect(result.diagnostics.filter((d) => d.code === 'file/outside-catalogue').map((d) => d.span?.file)).toEqual(['timber/env.yaml', 'timber/environ.yaml']);
  });

  it('reports a named pipe by name without opening it (opening one waits for a writer for ever)', async () => {
    const dir = cleanCopy();
    execFileSync('mkfifo', [path.join(dir, 'timber', 'pipe.yaml')]);
    expect(await codesOf(dir)).toEqual(['timber/pipe.yaml file/not-regular']);
  }, 10_000);

  it('reports a folder link loop once, not once per level', async () => {
    const dir = cleanCopy();
    symlinkSync('..', path.join(dir, 'timber', 'again'));
    expect(await codesOf(dir)).toEqual(['timber/again file/link-loop']);
  });

  it('refuses a file too large to be a page before reading it, and keeps its page', async () => {
    const dir = cleanCopy();
    writeFileSync(path.join(dir, 'timber', 'index.yaml'), `title: ${'x'.repeat(2 * 1024 * 1024)}\n`);
    const result = await checkCatalogue(dir, { cache: false });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.message])).toEqual([['file/too-large', "The file 'timber/index.yaml' is 2 MB, more than the 1 MB a catalogue file may be, so it is not read."]]);
  });
});

describe('files named almost like catalogue files', () => {
  it.each(['timber/plywood.yaml.bak', 'timber/plywood.yml~', 'timber/plywood.yaml.txt', 'timber/plywood.yaml ', 'timber/plywood.ymal', 'timber/plywood.yam', 'home.yaml#', 'timber/plywood.YAML.orig'])(
    "'%s' is a near miss",
    (name) => expect(isNearCatalogueName(name)).toBe(true),
  );
  it.each(['timber/plywood.yaml', 'timber/readme.txt', 'timber/notes.md', 'timber/yard.jpg', 'timber/plywood.json'])("'%s' is not", (name) =>
    expect(isNearCatalogueName(name)).toBe(false),
  );

  it('warns of each, naming the file it copies', async () => {
    const dir = cleanCopy();
    mkdirSync(path.join(dir, 'timber'), { recursive: true });
    writeFileSync(path.join(dir, 'timber', 'plywood.yml~'), 'title: Old\n');
    const result = await checkCatalogue(dir, { cache: false });
    const ignored = result.diagnostics.filter((d) => d.code === 'file/ignored');
    expect(ignored.map((d) => [d.file, d.severity])).toEqual([['timber/plywood.yml~', 'warning']]);
    expect(ignored[0]?.hint).toContain("copy of 'timber/plywood.yaml'");
  });
});
