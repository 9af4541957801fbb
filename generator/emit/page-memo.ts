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
 * Kept in node_modules/.cache/catalogue/pages, one file per output folder. Trouble with it costs
 * only speed: a page it does not know is built.
 */
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, fingerprint, jsonChunks, keepNewest, modulesIn, writeAtomically } from '../cache/index.ts';
import type { PageIndex, PageInfo } from '../links/index.ts';
import type { PageContext, Read } from './pages/context.ts';
import { hashOfPlanned, plannedLazily, type OutputFile } from './write.ts';

/** Raised when what a key covers changes. */
const FORMAT = 1;
/** Output folders remembered (the project's, the benchmarks' and tests' copies). */
const MEMO_FOLDERS = 16;
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

export class PageMemo {
  private readonly file: string;
  private readonly earlier: Map<string, Entry>;
  private readonly noted = new Map<string, Entry>();
  /** Each read's value in this run, worked out once however many pages made it. */
  private readonly values = new Map<Read, string | undefined>();
  /** What every page reads, hashed; undefined when it cannot be known (no page is then remembered). */
  private readonly shared: string | undefined;

  /**
   * @param pages The pages the context builds from (the published ones, or all with drafts).
   * @param everyPage What else every page's data depends on: the pictures' state, whether drafts are shown.
   */
  constructor(
    outDir: string,
    private readonly pages: PageIndex,
    private readonly context: PageContext,
    everyPage: readonly string[],
    memoDir = cacheDir('pages'),
  ) {
    this.file = path.join(memoDir, `${hashOf(path.resolve(outDir)).slice(0, 20)}.json`);
    this.earlier = readMemo(this.file);
    const which = [...pages.values()].map((page) => `${page.address} ${page.kind}${page.draft ? ' draft' : ''}`).join('\n');
    const synonyms = this.valueOf('kind:search');
    this.shared = synonyms === undefined ? undefined : hashOf([codeVersion(), hashOf(which), synonyms, ...everyPage].join('\0'));
  }

  /**
   * The data file of `page` at `filePath`: made by `make` now, or, when nothing it was made from
   * has changed, planned with the hash it had and made only if asked for.
   */
  output(page: PageInfo, filePath: string, preview: unknown, make: () => string): OutputFile {
    const earlier = this.earlier.get(filePath);
    if (earlier && this.keyOf(page, preview, earlier[2]) === earlier[0]) {
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
    const same = this.noted.size === this.earlier.size && [...this.noted].every(([file, entry]) => this.earlier.get(file) === entry);
    if (same) return;
    if (writeAtomically(this.file, jsonChunks({ format: FORMAT, code: codeVersion() }, 'pages', this.noted))) {
      keepNewest(path.dirname(this.file), MEMO_FOLDERS);
    }
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

function readMemo(file: string): Map<string, Entry> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; code?: string; pages?: Record<string, Entry> };
    return new Map(saved.format === FORMAT && saved.code === codeVersion() && saved.pages ? Object.entries(saved.pages) : []);
  } catch {
    return new Map();
  }
}
