/**
 * Random edits of a catalogue, of the kinds staff make, for `npm run check:incremental` and
 * `check:dev`: words added to a text (plain or accented), a number changed, a list item dropped or
 * moved, a page made a draft, deleted or copied to a new address, a drawing redrawn, a page's
 * picture replaced by a phone photo, a page moved or removed with the CLI (which also rewrites the
 * links to it), a file saved unchanged or with Windows line endings (or back). Each is drawn from
 * a seeded generator, so a seed names the same edits again.
 *
 * Many edits break the catalogue (a deleted page others link to): the checks expect them to be
 * refused, and put the catalogue back as `snapshot` kept it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node, type Scalar, type YAMLSeq } from 'yaml';
import { benchArgs } from '../../generator/bench/args.ts';
import { seeded } from '../../generator/build/search/random-pages.ts';
import { makePhoto } from '../../generator/images/test-photos.ts';

/** A generator of numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed, the same numbers. */
export { seeded };

/** The command line of a check made of random edits: `--edits N` and `--seed N`; the seed (given or new) and its numbers. */
export function randomEditsArguments(name: string, summary: string, editsHelp: string): { edits: number; seed: number; random: () => number } {
  const values = benchArgs({
    name,
    summary,
    options: {
      edits: { type: 'count', default: 20, help: editsHelp },
      seed: { type: 'count', min: 0, help: 'the seed of the edits, to repeat a run (default: a new one, printed)' },
    },
  } as const);
  const seed = values.seed ?? Math.floor(Math.random() * 2 ** 31);
  return { edits: values.edits, seed, random: seeded(seed) };
}

export const EDIT_KINDS = ['words', 'accents', 'number', 'list-drop', 'list-turn', 'draft', 'delete', 'copy', 'drawing', 'photo', 'move', 'remove', 'resave'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

export interface Edit {
  kind: EditKind;
  /** What was edited, for the report: the file, and the field or the command. */
  what: string;
}

/** Runs the CLI (`catalogue move`, `catalogue remove`, given the catalogue folder); throws when it refuses. */
export type RunCli = (args: string[]) => void;

export const cliIn =
  (project: string): RunCli =>
  (args) => {
    execFileSync(process.execPath, ['generator/bin/catalogue.js', ...args], { cwd: project, stdio: 'pipe', env: { ...process.env, NO_COLOR: '1' } });
  };

/** Every file under `dir` by its path relative to it, with its bytes. */
export function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file));
  }
  return files;
}

/** The files of `a` and `b` (by relative path) that are missing from one or differ in bytes, sorted. */
export function differingFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((file) => {
      const left = a.get(file);
      const right = b.get(file);
      return !left || !right || !left.equals(right);
    })
    .sort();
}

/**
 * Puts `dir` back as `snapshot` holds it, touching only what differs: a file rewritten as a save
 * would be, so the next build sees only the edits undone.
 */
export function restore(dir: string, snapshot: Map<string, Buffer>): void {
  const now = filesOf(dir);
  for (const file of now.keys()) if (!snapshot.has(file)) rmSync(path.join(dir, file));
  for (const [file, bytes] of snapshot) {
    if (now.get(file)?.equals(bytes)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  removeEmptyFolders(dir);
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(path.join(dir, entry.name))) rmSync(path.join(dir, entry.name), { recursive: true });
    else empty = false;
  }
  return empty;
}

/** A text worth adding words to: not an address, a link or a picture's file. */
const isProse = (value: unknown): value is string => typeof value === 'string' && value.length > 3 && !/^(\/|https?:|mailto:|tel:|#)/.test(value) && !/\.(svg|jpe?g|png|webp|avif)$/i.test(value);

interface Found {
  scalars: { node: Scalar; at: string }[];
  lists: { node: YAMLSeq; at: string }[];
}

function walk(node: Node | null | undefined, at: string, found: Found): void {
  if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, at ? `${at}.${String(isScalar(pair.key) ? pair.key.value : pair.key)}` : String(isScalar(pair.key) ? pair.key.value : pair.key), found);
  else if (isSeq(node)) {
    found.lists.push({ node, at });
    node.items.forEach((item, index) => walk(item as Node, `${at}[${index}]`, found));
  } else if (isScalar(node)) found.scalars.push({ node, at });
}

/** A page's file that can go or be copied without taking a whole section with it (not an index, not the home or site files). */
const isLeafPage = (file: string): boolean => file.includes('/') && !file.endsWith('/index.yaml') && !file.startsWith('images/');

/**
 * Phone photos for the `photo` edits, made once before a check starts (sharp works asynchronously,
 * the edits do not): landscape, portrait stored on its side (EXIF orientation 6) and another colour.
 */
export function preparePhotos(): Promise<Buffer[]> {
  return Promise.all([
    makePhoto({ width: 1600, height: 1200 }),
    makePhoto({ width: 1600, height: 1200, orientation: 6, hue: 60 }),
    makePhoto({ width: 1400, height: 1400, hue: 200, gps: true }),
  ]);
}

/** One step of a check: one or two edits, each of a kind drawn afresh until one finds something to edit; and how to name them. */
export function randomStep(catalogueDir: string, random: () => number, run: RunCli, photos: readonly Buffer[] = []): { edits: Edit[]; said: string } {
  const edits: Edit[] = [];
  const wanted = random() < 0.5 ? 1 : 2;
  for (let tries = 0; edits.length < wanted && tries < 50; tries++) {
    const edit = randomEdit(catalogueDir, random, run, photos);
    if (edit) edits.push(edit);
  }
  return { edits, said: edits.map((edit) => `${edit.kind} ${edit.what}`).join('; ') };
}

/**
 * One random edit of the catalogue in `catalogueDir`; undefined when the kind drawn has nothing to
 * edit (no file with a number in it) or the CLI refused it. `run` carries out the CLI's own edits.
 */
export function randomEdit(catalogueDir: string, random: () => number, run: RunCli, photos: readonly Buffer[] = []): Edit | undefined {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const all = readdirSync(catalogueDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  const yamlFiles = all.filter((file) => file.endsWith('.yaml')).sort();
  const drawings = all.filter((file) => file.endsWith('.svg')).sort();
  const kind = pick(EDIT_KINDS);
  // A page's file for the kinds that take one whole; any file for the others.
  const candidates = ['delete', 'copy', 'move', 'remove', 'draft'].includes(kind) ? yamlFiles.filter(isLeafPage) : yamlFiles;
  if (candidates.length === 0) return undefined;
  const file = pick(candidates);
  const full = path.join(catalogueDir, file);
  const address = `/${file.replace(/\.yaml$/, '')}`;

  switch (kind) {
    case 'drawing': {
      if (drawings.length === 0) return undefined;
      const drawing = pick(drawings);
      const text = readFileSync(path.join(catalogueDir, drawing), 'utf8');
      if (!text.includes('</svg>')) return undefined;
      const r = 1 + Math.floor(random() * 6);
      writeFileSync(path.join(catalogueDir, drawing), text.replace(/<\/svg>\s*$/, `<circle cx="${10 + r}" cy="${10 + r}" r="${r}" fill="#3a3a3a"/></svg>\n`));
      return { kind, what: drawing };
    }
    case 'photo': {
      // A page's picture replaced by a phone photo (of the kinds preparePhotos makes), as staff do.
      if (photos.length === 0) return undefined;
      const document = parseDocument(readFileSync(full, 'utf8'));
      if (typeof document.getIn(['image', 'src']) !== 'string') return undefined;
      const photo = `photos/photo-${Math.floor(random() * 1e6)}.jpg`;
      mkdirSync(path.join(catalogueDir, 'images', 'photos'), { recursive: true });
      writeFileSync(path.join(catalogueDir, 'images', photo), pick(photos));
      document.setIn(['image', 'src'], photo);
      writeFileSync(full, document.toString());
      return { kind, what: `${file} image ${photo}` };
    }
    case 'delete':
      rmSync(full);
      return { kind, what: file };
    case 'copy': {
      const copy = file.replace(/\.yaml$/, `-copy-${Math.floor(random() * 1e6)}.yaml`);
      writeFileSync(path.join(catalogueDir, copy), readFileSync(full, 'utf8').replace(/^(title|name): (.*)$/m, '$1: $2 Copy'));
      return { kind, what: `${file} as ${copy}` };
    }
    case 'move':
    case 'remove': {
      if (file.startsWith('pages/')) return undefined;
      const section = file.split('/')[0]!;
      const others = yamlFiles.filter((other) => other !== file && other.startsWith(`${section}/`) && isLeafPage(other));
      if (kind === 'remove' && others.length === 0) return undefined;
      const args = kind === 'move' ? ['move', address, `${address}-moved`] : ['remove', address, '--redirect-to', `/${pick(others).replace(/\.yaml$/, '')}`];
      try {
        run([...args, '--catalogue', catalogueDir]);
      } catch {
        return undefined;
      }
      return { kind, what: `catalogue ${args.join(' ')}` };
    }
    case 'resave': {
      const text = readFileSync(full, 'utf8');
      if (random() < 0.5) {
        writeFileSync(full, text);
        return { kind, what: `${file} unchanged` };
      }
      // Saved with the other line endings than it has: Windows', or back to Unix's.
      const windows = !text.includes('\r\n');
      writeFileSync(full, windows ? text.replace(/\n/g, '\r\n') : text.replace(/\r\n/g, '\n'));
      return { kind, what: `${file} with ${windows ? 'Windows' : 'Unix'} line endings` };
    }
    default: {
      // The files in an order of the seed's, from the one drawn: the first with something of the kind to edit.
      const start = candidates.indexOf(file);
      for (let at = 0; at < candidates.length; at++) {
        const next = candidates[(start + at) % candidates.length]!;
        const edit = editFields(kind, next, path.join(catalogueDir, next), random, pick);
        if (edit) return edit;
      }
      return undefined;
    }
  }
}

/** An edit of one field or list of `file`, through its YAML document so the rest of the file stays as it was. */
function editFields(kind: EditKind, file: string, full: string, random: () => number, pick: <T>(items: readonly T[]) => T): Edit | undefined {
  const text = readFileSync(full, 'utf8');
  const document = parseDocument(text);
  const found: Found = { scalars: [], lists: [] };
  walk(document.contents, '', found);
  let at: string;
  if (kind === 'words' || kind === 'accents') {
    const prose = found.scalars.filter(({ node }) => isProse(node.value));
    if (prose.length === 0) return undefined;
    const chosen = pick(prose);
    const value = chosen.node.value as string;
    chosen.node.value = kind === 'words' ? `${value} ${pick(['and more', 'in stock', 'now', 'for trade'])}` : `${pick(['Café', 'Über', 'Naïve'])} ${value} ${pick(['façade', 'Ærø', 'crème', '10 mm²'])}`;
    at = chosen.at;
  } else if (kind === 'number') {
    const numbers = found.scalars.filter(({ node }) => typeof node.value === 'number');
    if (numbers.length === 0) return undefined;
    const chosen = pick(numbers);
    const value = chosen.node.value as number;
    // Down as often as up (a rating of 5 goes up past its limit), never below 0.
    chosen.node.value = value >= 1 && random() < 0.5 ? value - 1 : value + 1;
    at = chosen.at;
  } else if (kind === 'list-drop' || kind === 'list-turn') {
    const lists = found.lists.filter(({ node }) => node.items.length > 1);
    if (lists.length === 0) return undefined;
    const chosen = pick(lists);
    const [first] = chosen.node.items.splice(kind === 'list-drop' ? Math.floor(random() * chosen.node.items.length) : 0, 1);
    if (kind === 'list-turn') chosen.node.items.push(first!);
    at = chosen.at;
  } else {
    if (!isMap(document.contents)) return undefined;
    document.set('draft', true);
    at = 'draft';
  }
  const edited = document.toString();
  if (edited === text) return undefined;
  writeFileSync(full, edited);
  return { kind, what: `${file} ${at}` };
}
