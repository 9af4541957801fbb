/**
 * The client and SSR bundles, kept by what they were built from: a build whose sources, config
 * and lockfile are unchanged takes both from the cache and never loads Vite. The generated layout
 * (the site's facts, header and footer) is not bundled: the client fetches it, and the build hands
 * it to the SSR entry with every page, so an edit to it renders pages with the same bundles.
 * Each pair lives in node_modules/.cache/catalogue/bundles/<key>/{client,ssr}; a build in
 * progress writes beside it under a staging name and renames it into place when both are done,
 * so a reader sees a whole pair or none. Beside them, the pair's files with their sizes and
 * hashes (files.json): a pair whose files are not all as filed (cut short by a full disk, edited
 * or deleted by hand) is not used but removed and built again, so it never reaches a site.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LayoutData } from '../../contract/page-data.ts';
import { layoutDataOfModule } from '../emit/manifest.ts';
import { cacheDir, keepNewest, markUsed } from '../cache/index.ts';
import { isRunning } from '../workers/process.ts';

/** Raised whenever what goes into a key, or how a cached pair is laid out, changes. */
const FORMAT = 3;
/** A pair's files as filed: each one's path in the pair, size and hash. */
const INVENTORY = 'files.json';
/** Made after the pair is filed. */
const MADE_LATER = new Set([INVENTORY]);
/** Pairs kept: enough for switching between a few branches. */
const KEEP = 8;

/** Folders and files whose text the bundles are built from (node_modules counts through the lockfile). */
// generator/build whole: the SSR bundle includes the shard renderer, and how pages are written
// from the bundles is this folder's code (a build record from older code is not trusted). The
// shard also bundles the picture cache's linkIntoSync, and the module that one imports.
const SOURCES = ['site', 'contract', 'generator/build', 'generator/images/cache.ts', 'generator/cache/index.ts', 'vite.config.ts', 'package-lock.json', 'package.json', 'tsconfig.json'];

export interface BundlePair {
  /** The client's files as they go into the site (assets/...), with Vite's manifest in .vite/. */
  client: string;
  /** The SSR entry and shard renderer. */
  ssr: string;
}

export function pairIn(dir: string): BundlePair {
  return { client: join(dir, 'client'), ssr: join(dir, 'ssr') };
}

/** What the build needs of the layout besides pages: the site's address and form endpoints. */
export type SiteFacts = Pick<LayoutData['site'], 'url' | 'forms'>;

/**
 * The site facts of the generated layout module (its source, as generate wrote it), read as
 * data: the build's thread never loads the site's code, whose loading need not end (a top-level
 * await that never settles hung the build here when it loaded the SSR bundle).
 */
export function siteFactsIn(layoutSource: string): SiteFacts {
  const { site } = layoutDataOfModule(layoutSource) as LayoutData;
  return { url: site.url, forms: site.forms };
}

/**
 * `path` if it is a file, every file under it if a folder, sorted. site/generated is not entered
 * (the layout counts on its own, and at 10,000 products it holds 20,000 files).
 */
function filesOf(path: string, generatedDir: string): string[] {
  const found = statSync(path, { throwIfNoEntry: false });
  if (!found) return [];
  if (!found.isDirectory()) return [path];
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== generatedDir) walk(full);
      } else if (entry.isFile()) files.push(full);
    }
  };
  walk(path);
  return files.sort();
}

/**
 * What the bundles are built from, and the key their pair is kept under: the sources' text, where
 * the build runs, and the mode. Nothing bundled reads the generated folder (`generatedDir`, left
 * out of the walk), so where it is does not count. Read once, at the start.
 */
export function sourceKeyOf(projectDir: string, generatedDir: string): string {
  const hash = createHash('sha1').update(`${FORMAT}\0${projectDir}\0${process.env.NODE_ENV ?? ''}\0`);
  for (const source of SOURCES) {
    for (const file of filesOf(join(projectDir, source), generatedDir)) {
      hash.update(`${relative(projectDir, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 20);
}

/**
 * What pages are rendered from besides their own data: the bundles (by their sources' key) and
 * the generated layout.ts. A build carries the last build's pages only when this is the same
 * (build-record.ts, `bundleKey`).
 */
export function renderKeyOf(sourceKey: string, layoutSource: string): string {
  return `${sourceKey}-${createHash('sha1').update(layoutSource).digest('hex').slice(0, 20)}`;
}

export class BundleCache {
  constructor(readonly dir = cacheDir('bundles')) {}

  /** Pairs found whole by this process: a build looks for its pair twice. */
  private readonly whole = new Set<string>();

  /**
   * The finished pair for `key`, if one was kept with every file as it was filed (marked as just
   * used, so pruning keeps it). One that is not is removed, so the pair built again is filed in its place.
   */
  find(key: string): BundlePair | undefined {
    const dir = join(this.dir, key);
    if (!this.whole.has(dir)) {
      const filed = readInventory(dir);
      if (!filed) return undefined;
      const complete = filed[join('client', '.vite', 'manifest.json')] && filed[join('ssr', 'entry-prerender.js')];
      if (!complete || !sameFiles(filed, inventoryOf(dir))) {
        rmSync(dir, { recursive: true, force: true });
        return undefined;
      }
      this.whole.add(dir);
    }
    markUsed(dir);
    return pairIn(dir);
  }

  /** Where this process builds a pair before it is filed ('.tmp', so pruning leaves it alone). */
  staging(pid = process.pid): string {
    return join(this.dir, `.staging-${pid}.tmp`);
  }

  /** Removes the staging folders of builds that were killed half way. */
  clearAbandoned(): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      const pid = Number(/^\.staging-(\d+)\.tmp$/.exec(name)?.[1]);
      if (pid && pid !== process.pid && !isRunning(pid)) rmSync(join(this.dir, name), { recursive: true, force: true });
    }
  }

  /**
   * Files a freshly built pair under its key and returns it. If the same pair was filed meanwhile
   * (another build), that one is used and this one removed.
   */
  keep(staging: string, key: string): BundlePair {
    const dir = join(this.dir, key);
    try {
      writeFileSync(join(staging, INVENTORY), JSON.stringify(inventoryOf(staging)));
      renameSync(staging, dir);
      keepNewest(this.dir, KEEP);
      return pairIn(dir);
    } catch {
      const found = this.find(key);
      if (!found) return pairIn(staging);
      rmSync(staging, { recursive: true, force: true });
      return found;
    }
  }
}

/** Each file of a pair (but those made later) by its path in the pair: its size and hash. */
function inventoryOf(dir: string): Record<string, [size: number, hash: string]> {
  const files: Record<string, [number, string]> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const name = relative(dir, file);
    if (MADE_LATER.has(name)) continue;
    const bytes = readFileSync(file);
    files[name] = [bytes.length, createHash('sha1').update(bytes).digest('hex')];
  }
  return files;
}

/** The inventory a pair was filed with; undefined when there is none to read (no pair, or one cut short). */
function readInventory(dir: string): Record<string, [number, string]> | undefined {
  // Looked for first: a pair filed meanwhile (by another build) arrives with its inventory in it.
  if (!statSync(dir, { throwIfNoEntry: false })) return undefined;
  try {
    const filed = JSON.parse(readFileSync(join(dir, INVENTORY), 'utf8')) as unknown;
    if (filed && typeof filed === 'object') return filed as Record<string, [number, string]>;
  } catch {
    // Below.
  }
  // Its inventory gone or unreadable: no whole pair, and in the way of the one built again.
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}

function sameFiles(filed: Record<string, [number, string]>, found: Record<string, [number, string]>): boolean {
  const names = Object.keys(filed);
  if (names.length !== Object.keys(found).length) return false;
  return names.every((name) => found[name]?.[0] === filed[name]?.[0] && found[name]?.[1] === filed[name]?.[1]);
}
