/**
 * Each page's data remembered by what it was made from, so that after an edit only the pages
 * the edit can reach are built again. At 10,000 products, building, writing out and hashing every
 * page's data took about 0.3 s of each generate; one product edit changes a handful of pages.
 *
 * A page's data is made from its own record, what its builder read of the rest of the catalogue
 * (PageContext notes it: another page's record, the pages of a kind, the pages a listing shows),
 * its link preview, and what every page reads: which pages there are, the search page's
 * synonyms, the pictures and the code that builds pages. Each of those is known by a hash (a
 * record by load's content key), and the page's key hashes them all. A page whose key is the one
 * noted at the last generate into the same folder has the data it had then: it is planned with
 * that data's hash (write.ts compares by it) and built only if its file has to be written after
 * all (its file in the folder was changed or removed by hand).
 *
 * When only records changed since (the same pages, synonyms, pictures, code, and what link
 * previews are made from), the memo also knows which: each page's own content key is noted, and
 * a page that reads none of the changed records is taken as it was without its key.
 *
 * Kept in node_modules/.cache/catalogue/pages, one file per output folder, and beside it, once
 * a rebuild has changed a few pages' entries, a delta of what differs from that file: at 10,000
 * products the whole file is 2.8 MB, and writing it anew after each edit took some 80 ms of the
 * build's thread. Trouble with either costs only speed: a page it does not know is built.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hash, randomUUID } from 'node:crypto';
import { cacheDir, fingerprint, jsonChunks, keepNewest, markUsed, modulesIn, writeAtomically } from '../cache/index.ts';
import type { PageIndex, PageInfo } from '../links/index.ts';
import { parentOf, type PageContext, type Read } from './pages/context.ts';
import { hashOfPlanned, plannedLazily, type OutputFile } from './write.ts';

/** Raised when what a key covers, or the file's layout, changes. */
const FORMAT = 2;
/** Output folders remembered (the project's, the benchmarks' and tests' copies): each has its memo, and may have a delta. */
const MEMO_FOLDERS = 16;
/** Past this share of the memo's pages changed since its file was written, the file is written anew rather than a delta beside it. */
const DELTA_SHARE = 0.2;
/** The code that makes a page's data from its file: reading and parsing it, indexing the pages, the builders and the contract they build to. */
const CODE = ['./', './pages/', '../links/', '../load/', '../../contract/', '../../contract/kinds/'];

let version: string | undefined;
function codeVersion(): string {
  version ??= fingerprint({ files: CODE.flatMap((folder) => modulesIn(new URL(folder, import.meta.url))), packages: ['yaml'], values: [FORMAT] });
  return version;
}

const hashOf = (text: string): string => hash('sha1', text, 'base64url');

/** A page's data file as noted: its key, its data's hash, and what its builder read. */
type Entry = [key: string, hash: string, reads: Read[]];

/** The memo file: each data file's entry; with `unchanged` and `owns`, what tells the pages an edit cannot reach without their keys. */
interface Saved {
  entries: Map<string, Entry>;
  /** The hash of what every page reads and of `unchangedIf` when it was saved. */
  unchanged?: string;
  /** Each page's own record's content key, in the order of the page index. */
  owns?: string[];
  /** The memo file as written whole (the delta, if any, read over it): what a delta is made against. */
  base?: { id: string; entries: Map<string, Entry>; owns?: string[] };
}

/** The delta file: the entries that differ from its memo file's (`base`, by its id), and its `owns` where they differ. */
interface SavedDelta {
  format?: number;
  code?: string;
  base?: string;
  unchanged?: string;
  owns?: [at: number, key: string][];
  pages?: Record<string, Entry>;
}

/** What changed since the memo was saved, when only records did: those pages, and the reads that see them. */
interface Since {
  pages: ReadonlySet<string>;
  reads: ReadonlySet<Read>;
}

export class PageMemo {
  private readonly file: string;
  private readonly saved: Saved;
  private readonly earlier: Map<string, Entry>;
  private readonly noted = new Map<string, Entry>();
  /** Each read's value in this run, worked out once however many pages made it. */
  private readonly values = new Map<Read, string | undefined>();
  /** What every page reads, hashed; undefined when it cannot be known (no page is then remembered). */
  private readonly shared: string | undefined;
  /** `shared` and `unchangedIf`, hashed; undefined as `shared` is. */
  private readonly unchanged: string | undefined;
  /** Each page's own content key, in the order of the page index; undefined when one has none. */
  private readonly owns: string[] | undefined;
  /** The pages whose records changed since the memo was saved, when nothing else did. */
  private readonly since: Since | undefined;

  /**
   * @param pages The pages the context builds from (the published ones, or all with drafts).
   * @param everyPage What else every page's data depends on: the pictures' state, whether drafts are shown.
   * @param unchangedIf What else a page's link preview is made from (the merchant's name, the
   *   home page's record, whose picture previews the pages without one, and the previews' code):
   *   while it and what every page reads are as at the last save, a page whose own record and
   *   reads' records kept their content keys is taken as it was without its key being worked
   *   out (at 10,000 pages the keys took some 30-40 ms of each build).
   */
  constructor(
    outDir: string,
    private readonly pages: PageIndex,
    private readonly context: PageContext,
    everyPage: readonly string[],
    memoDir = cacheDir('pages'),
    unchangedIf: readonly string[] = [],
  ) {
    this.file = path.join(memoDir, `${hashOf(path.resolve(outDir)).slice(0, 20)}.json`);
    this.saved = readMemo(this.file, deltaFileOf(this.file));
    this.earlier = this.saved.entries;
    const which = [...pages.values()].map((page) => `${page.address} ${page.kind}${page.draft ? ' draft' : ''}`).join('\n');
    const synonyms = this.valueOf('kind:search');
    this.shared = synonyms === undefined ? undefined : hashOf([codeVersion(), hashOf(which), synonyms, ...everyPage].join('\0'));
    this.unchanged = this.shared === undefined ? undefined : hashOf([this.shared, ...unchangedIf].join('\0'));
    this.owns = ownKeysOf(pages);
    this.since = this.changedSince();
  }

  /**
   * The pages whose own records changed since the last save, and the reads that see them ('page:'
   * each, 'kind:' its kind, 'under:' its listing); undefined unless only records changed. The
   * same page list (in `shared`) means the same pages in the same order, so the content keys
   * compare one by one.
   */
  private changedSince(): Since | undefined {
    const { owns } = this;
    const before = this.saved.owns;
    if (this.unchanged === undefined || this.saved.unchanged !== this.unchanged || !owns || before?.length !== owns.length) return undefined;
    const pages = new Set<string>();
    const reads = new Set<Read>();
    let at = 0;
    for (const page of this.pages.values()) {
      if (owns[at] !== before[at]) {
        pages.add(page.address);
        reads.add(`page:${page.address}`);
        reads.add(`kind:${page.kind}`);
        reads.add(`under:${parentOf(page.address)}`);
      }
      at += 1;
    }
    return { pages, reads };
  }

  /** True when nothing `page`'s entry was made from has changed since (`since`), so its key need not be worked out. */
  private untouched(page: PageInfo, entry: Entry): boolean {
    const { since } = this;
    return since !== undefined && !since.pages.has(page.address) && entry[2].every((read) => !since.reads.has(read));
  }

  /**
   * The data file of `page` at `filePath`: made by `make` now, or, when nothing it was made from
   * has changed, planned with the hash it had and made only if asked for.
   */
  output(page: PageInfo, filePath: string, preview: unknown, make: () => string): OutputFile {
    const earlier = this.earlier.get(filePath);
    if (earlier && (this.untouched(page, earlier) || this.keyOf(page, preview, earlier[2]) === earlier[0])) {
      this.noted.set(filePath, earlier);
      return plannedLazily(filePath, earlier[1], make);
    }
    const { value: content, reads } = this.context.tracked(make);
    const file = { path: filePath, content };
    const key = this.keyOf(page, preview, reads);
    if (key !== undefined) this.noted.set(filePath, [key, hashOfPlanned(file), reads]);
    return file;
  }

  /** Writes what this run noted, when it differs from what it found. */
  save(): void {
    const same =
      this.noted.size === this.earlier.size &&
      [...this.noted].every(([file, entry]) => this.earlier.get(file) === entry) &&
      this.saved.unchanged === this.unchanged &&
      sameList(this.saved.owns, this.owns);
    if (same) return;
    if (this.saveDelta()) return;
    const id = randomUUID();
    const head = { format: FORMAT, code: codeVersion(), id, ...(this.unchanged !== undefined && this.owns ? { unchanged: this.unchanged, owns: this.owns } : {}) };
    if (writeAtomically(this.file, jsonChunks(head, 'pages', this.noted))) {
      rmSync(deltaFileOf(this.file), { force: true });
      keepNewest(path.dirname(this.file), MEMO_FOLDERS * 2);
    }
  }

  /**
   * Writes what this run noted as a delta against the memo file, when that file holds every page
   * noted now and few of their entries (and own content keys) differ from it; false otherwise.
   */
  private saveDelta(): boolean {
    const { base } = this.saved;
    const { owns, unchanged } = this;
    if (!base || !owns || unchanged === undefined || base.owns?.length !== owns.length || base.entries.size !== this.noted.size) return false;
    const most = Math.floor(base.entries.size * DELTA_SHARE);
    const pages: Record<string, Entry> = {};
    let count = 0;
    for (const [file, entry] of this.noted) {
      const earlier = base.entries.get(file);
      if (earlier === undefined) return false;
      if (earlier === entry || sameEntry(earlier, entry)) continue;
      if (++count > most) return false;
      pages[file] = entry;
    }
    const changedOwns: [number, string][] = [];
    for (let at = 0; at < owns.length; at++) {
      if (owns[at] === base.owns[at]) continue;
      if (changedOwns.push([at, owns[at]!]) > most) return false;
    }
    const delta: SavedDelta = { format: FORMAT, code: codeVersion(), base: base.id, unchanged, owns: changedOwns, pages };
    if (!writeAtomically(deltaFileOf(this.file), JSON.stringify(delta))) return false;
    // The memo file is in use: kept fresh, so pruning (by age) does not take it before its delta.
    markUsed(this.file);
    keepNewest(path.dirname(this.file), MEMO_FOLDERS * 2);
    return true;
  }

  /** The key of `page`'s data when made from these reads; undefined when a record has no content key. */
  private keyOf(page: PageInfo, preview: unknown, reads: readonly Read[]): string | undefined {
    const own = page.file.contentKey;
    if (own === undefined || this.shared === undefined) return undefined;
    // One string hashed once: a hash updated part by part took half as long again.
    const parts = [this.shared, page.address, own, JSON.stringify(preview ?? null)];
    for (const read of reads) {
      const value = this.valueOf(read);
      if (value === undefined) return undefined;
      parts.push(read, value);
    }
    return hashOf(parts.join('\0'));
  }

  private valueOf(read: Read): string | undefined {
    if (this.values.has(read)) return this.values.get(read);
    const at = read.indexOf(':');
    const what = read.slice(0, at);
    const argument = read.slice(at + 1);
    let value: string | undefined;
    if (what === 'page') {
      const page = this.pages.get(argument);
      value = page ? page.file.contentKey : 'none';
    } else if (what === 'kind') {
      value = keysOf([...this.pages.values()].filter((page) => page.kind === argument));
    } else if (what === 'under') {
      value = keysOf(this.context.listedUnder(argument));
    }
    this.values.set(read, value);
    return value;
  }
}

/** The content keys of some pages, hashed; undefined when one has none. */
function keysOf(pages: readonly PageInfo[]): string | undefined {
  const keys: string[] = [];
  for (const page of pages) {
    if (page.file.contentKey === undefined) return undefined;
    keys.push(page.address, page.file.contentKey);
  }
  return hashOf(keys.join('\0'));
}

/** Each page's own content key in the order of the index; undefined when one has none. */
function ownKeysOf(pages: PageIndex): string[] | undefined {
  const keys: string[] = [];
  for (const page of pages.values()) {
    if (page.file.contentKey === undefined) return undefined;
    keys.push(page.file.contentKey);
  }
  return keys;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, at) => item === b[at]));
}

/** The delta beside a memo file. */
const deltaFileOf = (file: string): string => file.replace(/\.json$/, '.delta');

function sameEntry(a: Entry, b: Entry): boolean {
  return a[0] === b[0] && a[1] === b[1] && sameList(a[2], b[2]);
}

/** The memo file, with its delta (when it is one of this file's) read over it. */
function readMemo(file: string, deltaFile: string): Saved {
  let saved: { format?: number; code?: string; id?: string; unchanged?: string; owns?: string[]; pages?: Record<string, Entry> };
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as typeof saved;
  } catch {
    return { entries: new Map() };
  }
  if (saved.format !== FORMAT || saved.code !== codeVersion() || !saved.pages) return { entries: new Map() };
  const entries = new Map(Object.entries(saved.pages));
  const owns = Array.isArray(saved.owns) ? saved.owns : undefined;
  const known = typeof saved.unchanged === 'string' && owns ? { unchanged: saved.unchanged, owns } : {};
  if (typeof saved.id !== 'string') return { entries, ...known };
  const base = { id: saved.id, entries, ...(owns ? { owns } : {}) };
  const delta = readDelta(deltaFile, saved.id);
  if (!delta || !owns) return { entries, ...known, base };
  // The base's entries stay as read (a delta is made against them); the memo is both, read over.
  const merged = new Map(entries);
  for (const [page, entry] of Object.entries(delta.pages)) merged.set(page, entry);
  const ownsNow = [...owns];
  for (const [at, key] of delta.owns) if (at >= 0 && at < ownsNow.length) ownsNow[at] = key;
  return { entries: merged, unchanged: delta.unchanged, owns: ownsNow, base };
}

/** The delta, when it was made against the memo file `baseId` by this code; undefined otherwise (none, another's, torn). */
function readDelta(deltaFile: string, baseId: string): Required<Pick<SavedDelta, 'unchanged' | 'owns' | 'pages'>> | undefined {
  try {
    const delta = JSON.parse(readFileSync(deltaFile, 'utf8')) as SavedDelta;
    if (delta.format !== FORMAT || delta.code !== codeVersion() || delta.base !== baseId) return undefined;
    if (typeof delta.unchanged !== 'string' || !Array.isArray(delta.owns) || !delta.pages) return undefined;
    return { unchanged: delta.unchanged, owns: delta.owns, pages: delta.pages };
  } catch {
    return undefined;
  }
}
