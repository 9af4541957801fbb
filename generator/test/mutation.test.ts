/**
 * Single faults applied to a copy of the shipped catalogue, one at a time: each must fail
 * validation with an error of the right kind on exactly the line that was changed, and leave
 * every other file as it was. Faults are written against files that exist now and found by
 * their text, so the test keeps working as the catalogue grows.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model.ts';
import { checkCatalogue } from '../pipeline.ts';
import { validateJson } from './run-cli.ts';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Inside the repository (in the gitignored .bench/), so the command prints paths relative to it. */
const SCRATCH = fileURLToPath(new URL('../../.bench/', import.meta.url));

/**
 * One snapshot of the shipped catalogue, taken once: every fault and the baseline start from the
 * same files even while someone edits catalogue/ during the run.
 */
const SHIPPED = snapshotOf(fileURLToPath(new URL('../../catalogue/', import.meta.url)));

function snapshotOf(catalogue: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = path.join(mkdtempSync(path.join(SCRATCH, 'mutation-')), 'shipped');
  temporary.push(path.dirname(dir));
  cpSync(catalogue, dir, { recursive: true });
  return dir;
}

interface Mutation {
  name: string;
  file: string;
  /** Text to find in the file (the first occurrence is changed). */
  find: string | RegExp;
  replace: string;
  code: string;
  /** The line the error must point at, when it is not the first changed line. */
  line?: (mutated: string) => number;
  /** Extra files the fault adds (such as a second file claiming an address). */
  adds?: Record<string, string>;
  /** The file the error belongs to, when it is not the changed one. */
  reportedIn?: string;
  /** Bytes to write instead of UTF-8 (a file saved in another encoding). */
  encode?: (text: string) => Buffer;
}

function read(relPath: string): string {
  return readFileSync(path.join(SHIPPED, relPath), 'utf8');
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function lineContaining(text: string, needle: string): number {
  const index = text.indexOf(needle);
  if (index === -1) throw new Error(`'${needle}' not found`);
  return lineOf(text, index);
}

/** A catalogue file that shows a picture which exists, so removing it is a new fault. */
function fileWithExistingImage(): { file: string; src: string } {
  const files = readdirSync(SHIPPED, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.yaml') && !f.startsWith('images'))
    .sort();
  for (const file of files) {
    const src = /\bsrc: (\S+)/.exec(read(file))?.[1];
    if (src && existsSync(path.join(SHIPPED, 'images', src))) return { file: file.split(path.sep).join('/'), src };
  }
  throw new Error('no catalogue file shows an image that exists');
}

function mutations(): Mutation[] {
  const image = fileWithExistingImage();
  const plywood = read('timber/plywood.yaml');
  return [
    { name: 'YAML syntax error', file: 'site.yaml', find: /^shortName: .*$/m, replace: 'shortName: Kestle: & Daw', code: 'yaml/syntax' },
    { name: 'wrong type', file: 'site.yaml', find: /^founded: 1936$/m, replace: 'founded: nineteen thirty-six', code: 'schema/wrong-type' },
    { name: 'wrong type in a list', file: 'timber/plywood.yaml', find: /^features:\n {2}- .*$/m, replace: 'features:\n  - [3.6 mm, 25 mm]', code: 'schema/wrong-type', line: (t) => lineContaining(t, '  - [3.6 mm') },
    { name: 'unknown key', file: 'timber/plywood.yaml', find: /^title: .*$/m, replace: `${/^title: .*$/m.exec(plywood)?.[0]}\ncolour: brown`, code: 'schema/unknown-key', line: (t) => lineContaining(t, 'colour:') },
    { name: 'unknown nested key', file: 'site.yaml', find: /^ {2}town: .*$/m, replace: '  twon: Cullompton', code: 'schema/unknown-key' },
    { name: 'missing nested field', file: 'timber/plywood.yaml', find: /^ {2}alt: .*\n/m, replace: '', code: 'schema/missing-field', line: (t) => lineContaining(t, 'image:') },
    { name: 'text too short', file: 'timber/plywood.yaml', find: /^description: .*$/m, replace: 'description: Plywood.', code: 'schema/too-short' },
    { name: 'bad internal href', file: 'layout.yaml', find: 'href: /timber/plywood }', replace: 'href: /timber/plywod }', code: 'link/unknown-page' },
    { name: 'bad related page', file: 'timber/plywood.yaml', find: /^related:\n {2}- .*$/m, replace: 'related:\n  - /timber/no-such-page', code: 'link/unknown-page', line: (t) => lineContaining(t, 'no-such-page') },
    { name: 'bad fragment', file: 'layout.yaml', find: 'href: "#products"', replace: 'href: "#prodcts"', code: 'link/unknown-section' },
    { name: 'javascript: scheme', file: 'layout.yaml', find: /^ {2}href: \/contact$/m, replace: '  href: javascript:alert(1)', code: 'link/bad-scheme' },
    { name: 'http: scheme', file: 'site.yaml', find: /^mapHref: https:/m, replace: 'mapHref: http:', code: 'link/bad-scheme' },
    { name: 'undialable tel:', file: 'home.yaml', find: /tel:[+0-9 ]+/, replace: 'tel:+44163296', code: 'link/bad-tel' },
    { name: 'malformed mailto:', file: 'layout.yaml', find: 'href: "#products" }', replace: 'href: "mailto:sales@" }', code: 'link/bad-mailto' },
    { name: 'missing image', file: image.file, find: `src: ${image.src}`, replace: 'src: no-such-picture.svg', code: 'image/missing' },
    { name: 'opening hours out of order', file: 'site.yaml', find: /closes: "17:00"/, replace: 'closes: "06:00"', code: 'site/opening-hours' },
    { name: 'duplicate key', file: 'timber/plywood.yaml', find: /^title: .*$/m, replace: `${/^title: .*$/m.exec(plywood)?.[0]}\ntitle: Plywood sheets`, code: 'yaml/duplicate-key', line: (t) => lineContaining(t, 'title: Plywood sheets') },
    { name: 'reserved key', file: 'site.yaml', find: /^name: /m, replace: '__proto__: {}\nname: ', code: 'yaml/unsafe-key' },
    { name: 'javascript: in a card', file: 'home.yaml', find: /href: \/services\/[a-z-]+$/m, replace: 'href: javascript:alert(1)', code: 'link/bad-scheme' },
    { name: 'javascript: in related pages', file: 'timber/plywood.yaml', find: /^related:\n {2}- .*$/m, replace: 'related:\n  - javascript:alert(1)', code: 'link/bad-scheme', line: (t) => lineContaining(t, 'javascript:') },
    { name: 'unquoted colon in a title', file: 'timber/plywood.yaml', find: /^title: .*$/m, replace: 'title: Plywood: marine and structural', code: 'yaml/syntax' },
    { name: 'tab indent', file: 'timber/plywood.yaml', find: /^related:\n {2}/m, replace: 'related:\n\t', code: 'yaml/syntax', line: (t) => lineContaining(t, '\t') },
    { name: 'unknown section on another page', file: 'home.yaml', find: /href: \/contact$/m, replace: 'href: /contact#form', code: 'link/unknown-section' },
    { name: 'misspelt field', file: 'timber/plywood.yaml', find: /^features:/m, replace: 'feautures:', code: 'schema/unknown-key' },
    { name: 'empty file', file: 'timber/plywood.yaml', find: /^[^]*$/, replace: '', code: 'schema/wrong-type', line: () => 1 },
    { name: 'a letter in another encoding', file: 'timber/plywood.yaml', find: /^title: .*$/m, replace: 'title: Caf\u0000', code: 'file/unreadable', encode: (text) => Buffer.from(text.replace('\u0000', '\u00e9'), 'latin1') },
    {
      name: 'duplicate address via a second file',
      file: 'timber/plywood.yaml',
      find: '',
      replace: '',
      adds: { 'timber/plywood/index.yaml': plywood },
      reportedIn: 'timber/plywood/index.yaml',
      code: 'page/duplicate-address',
      line: (t) => lineContaining(t, 'title:'),
    },
  ];
}

let baseline: Diagnostic[] = [];
const key = (d: Diagnostic): string => `${d.span?.file}:${d.span?.start.line}:${d.code}`;

beforeAll(async () => {
  baseline = (await checkCatalogue(SHIPPED)).diagnostics;
}, 60_000);

function copyCatalogue(): string {
  const dir = path.join(mkdtempSync(path.join(SCRATCH, 'mutation-')), 'catalogue');
  temporary.push(path.dirname(dir));
  cpSync(SHIPPED, dir, { recursive: true });
  return dir;
}

/** Every file of a catalogue copy with its text, so untouched files can be compared byte for byte. */
function contents(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file, 'base64')]),
  );
}

function apply(dir: string, mutation: Mutation): { changed: string; text: string } {
  const original = read(mutation.file);
  let text = original;
  if (mutation.find !== '') {
    const found = typeof mutation.find === 'string' ? original.indexOf(mutation.find) : original.search(mutation.find);
    if (found === -1) throw new Error(`${mutation.name}: '${String(mutation.find)}' not found in ${mutation.file}`);
    text = original.replace(mutation.find, mutation.replace);
    writeFileSync(path.join(dir, mutation.file), mutation.encode ? mutation.encode(text) : text);
  }
  for (const [relPath, added] of Object.entries(mutation.adds ?? {})) {
    mkdirSync(path.dirname(path.join(dir, relPath)), { recursive: true });
    writeFileSync(path.join(dir, relPath), added, { flag: 'wx' });
  }
  if (mutation.reportedIn) return { changed: mutation.reportedIn, text: readFileSync(path.join(dir, mutation.reportedIn), 'utf8') };
  return { changed: mutation.file, text };
}

function expectedLine(mutation: Mutation, text: string): number {
  if (mutation.line) return mutation.line(text);
  const index = typeof mutation.find === 'string' ? text.indexOf(mutation.replace) : text.indexOf(mutation.replace);
  return lineOf(text, index);
}

describe('single faults in a copy of the shipped catalogue (library)', () => {
  it.each(mutations().map((m) => [m.name, m] as const))('%s', async (_name, mutation) => {
    const dir = copyCatalogue();
    const before = contents(dir);
    const { changed, text } = apply(dir, mutation);
    const line = expectedLine(mutation, text);

    const result = await checkCatalogue(dir);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    const atLine = errors.filter((d) => d.span?.file === changed && d.span.start.line === line);
    expect(atLine.map((d) => d.code)).toContain(mutation.code);
    expect(baseline.map(key)).not.toContain(key(atLine.find((d) => d.code === mutation.code)!));
    // One fault, one message: nothing else new, anywhere (a duplicate address names both files).
    const added = errors.filter((d) => !baseline.map(key).includes(key(d)));
    expect(added.map(key)).toHaveLength(mutation.code === 'page/duplicate-address' ? 2 : 1);

    const after = contents(dir);
    for (const [relPath, bytes] of before) if (relPath !== mutation.file) expect(after.get(relPath), relPath).toBe(bytes);
  });
});

const THROUGH_THE_CLI = ['YAML syntax error', 'unknown key', 'javascript: scheme', 'missing image', 'duplicate address via a second file'];

describe('single faults through the real command: catalogue validate --format json', () => {
  it.each(mutations().filter((m) => THROUGH_THE_CLI.includes(m.name)).map((m) => [m.name, m] as const))('%s', async (_name, mutation) => {
    const dir = copyCatalogue();
    const { changed, text } = apply(dir, mutation);
    const line = expectedLine(mutation, text);

    const result = await validateJson(dir);
    expect(result.exitCode).toBe(1);
    const atLine = result.diagnostics.filter((d) => d.severity === 'error' && d.file === changed && d.line === line);
    expect(atLine.map((d) => d.code)).toContain(mutation.code);
    expect(atLine.find((d) => d.code === mutation.code)?.message.length).toBeGreaterThan(20);
  }, 60_000);
});
