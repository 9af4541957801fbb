/**
 * The picture cache (cache.ts) only grows: every photo edited and every link-preview card drawn
 * again leaves its old encodings behind (several gigabytes after a few weeks of benchmarks), and
 * so does every rendered page (build/prerender-shard.ts), page data file (emit/write.ts) and search
 * index fragment (build/search-index.ts) kept there to link. An
 * entry an output uses is hard-linked into it (site/generated, and from there dist/), so its link
 * count is above one. An entry with no other link whose links have not changed for a week (its
 * change time moves whenever one is made or removed) is one no output has used since: it is
 * removed. `npm run build` looks the cache over at most once a day, the first time a day after
 * the build that made the cache: until then nothing in it can be a week old, and at 10,000
 * products a first build's look at the entries it had just made cost it about 0.2 s.
 *
 * Rendered pages go sooner. A page the page cache's index (build/rendered-pages.ts) no longer
 * names can never be taken again; when the index is written anew it lists those it let go in
 * `rendered-pages.dropped`, and the next look-over removes each of them that no output links,
 * whatever its age. At 10,000 products every build that renders all pages (a layout edit) keeps
 * about 500 MB of them, which would otherwise wait a week.
 *
 * And the week is not waited for when the unused files pile up: past 2 GB of entries no output
 * links, the oldest of them (by when an output last let go of each) go first, until 2 GB are left
 * or the rest were let go of within the last hour.
 * A day of benchmarks here, each drawing every link-preview card again, left 32 GB otherwise.
 *
 * Nor is the day waited for when a build made many entries: each rebuild that draws every card
 * again at 50,000 products leaves 2-3 GB unused, and eight in a day here filled the disk (13 GB)
 * before the next look was due. Such a build, an hour or more after the last look, looks at one
 * of the cache's 256 folders, at random (about 30 ms with 400,000 entries), and looks the whole
 * cache over at once when that folder's share puts the unused entries over twice the limit.
 *
 * Nor does the build that looked wait while thousands of files are removed (151,419 took one some
 * 40 seconds longer): from `REMOVE_IN_BACKGROUND_FROM`, a process of its own removes them
 * (remove-unused.mjs), leaving any a build has linked since, and no build looks until it is done.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAtomically } from '../cache/index.ts';
import { defaultCacheDir, entryFileOf } from './cache.ts';
import { grouped, megabytes } from '../diagnostics/format/grouped.ts';

/** An entry no output has linked or unlinked for this long, and that none uses now, is removed. */
export const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Time between looks: a look stats every entry (about 150,000 here, under a second). */
export const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Entries no output links, newer than a week, kept at most (the oldest go first past it). */
export const UNUSED_KEPT_BYTES = 2 * 1024 ** 3;
/**
 * An entry let go of more recently is kept even past that limit. Another build of the same cache
 * (the dev server's, a second checkout's, a test's) may have just found it and be about to link
 * it, and finding it changes nothing the look-over can see: the longer an entry has gone unused,
 * the less likely that is. An hour is many times the longest build's wait between finding an entry
 * and linking it (a first build of 50,000 products takes about three minutes), and a build that
 * finds its entry gone makes it again (`LinkedFile.remake`, `linkIntoSync`): the cache then holds
 * about an hour's leftovers past the limit.
 */
export const UNUSED_AT_LEAST_MS = 60 * 60 * 1000;

/** A build that made this many entries (pages rendered, cards drawn) samples the cache for an early look. */
export const SAMPLE_AFTER_MADE = 1000;
/** The sample looks the whole cache over at once when it puts the unused entries over this many times the limit kept. */
export const EARLY_LOOK_FACTOR = 2;

export interface PrunedPictures {
  files: number;
  bytes: number;
  /** Of those, the files that went only because the unused ones were over `UNUSED_KEPT_BYTES`. */
  overLimit?: number;
  /** Of those, the rendered pages the page cache's index had let go (they go whatever their age). */
  letGo?: number;
  /**
   * Set when so many were to go that a process of its own removes them (this is its id), after
   * the build that looked, which does not wait for it (`removeInBackground`).
   */
  inBackground?: number;
}

/** Beside the entries: the page cache's index (build/rendered-pages.ts), and the rendered pages it has let go, one hash a line. */
export const PAGE_INDEX = 'rendered-pages';
export const DROPPED_PAGES = `${PAGE_INDEX}.dropped`;

/** Notes pages the page cache's index no longer names, for the next look-over; quietly nothing when it cannot be written. */
export function noteDroppedPages(dir: string, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  try {
    appendFileSync(path.join(dir, DROPPED_PAGES), hashes.map((hash) => `${hash}\n`).join(''));
  } catch {
    // They go with the weekly rule instead.
  }
}

/** An entry's name: the SHA-256 of what made it (cache.ts); anything else (a writer's temporary file, the marker) is left alone. */
const ENTRY = /^[0-9a-f]{64}$/;
const FOLDER = /^[0-9a-f]{2}$/;

export interface PruneOptions {
  /** The picture cache (default node_modules/.cache/catalogue/images). */
  dir?: string;
  /** When the look counts as made, in milliseconds since 1970 (default now; tests). */
  now?: number;
  /** Unused files kept at most (default `UNUSED_KEPT_BYTES`). */
  keepUnusedBytes?: number;
  /**
   * Told how a long look-over goes, a line every few seconds once it has taken a few (default: on
   * stderr). The first look at a cache that grew for a week can remove hundreds of thousands of
   * files: here 606,000 took a minute.
   */
  progress?: (line: string) => void;
  /** When the first line and each next one are due, in milliseconds (tests). */
  progressTimes?: { after: number; every: number };
  /** Entries the calling build made: from `SAMPLE_AFTER_MADE`, a look not due yet may come early (`unusedEstimate`). */
  made?: number;
  /** The folder the early look's sample reads (default: one at random; tests). */
  sampleFolder?: string;
  /**
   * From this many files to remove, a process of its own removes them, and this returns at once
   * (default `REMOVE_IN_BACKGROUND_FROM`; false: never, as a benchmark wants before it times a build).
   */
  inBackgroundFrom?: number | false;
}

/**
 * Files to remove from which a process of its own removes them (remove-unused.mjs) and the build
 * that looked does not wait: an early look at 10,000 products found 151,419 to remove, which took
 * the build that looked some 40 seconds longer. Fewer go at once (a daily look removes a few).
 */
export const REMOVE_IN_BACKGROUND_FROM = 5000;

/** A list of files being removed (`removeInBackground`) is under way while its remover touched it this recently. */
const REMOVER_ALIVE_MS = 60_000;
const REMOVER = fileURLToPath(new URL('./remove-unused.mjs', import.meta.url));
const REMOVING = /^removing-[0-9a-f-]+\.list$/;

/** Quiet for a short look-over; then one line this often. */
const PROGRESS_TIMES = { after: 3000, every: 5000 };

/**
 * Removes the entries of `dir` no output has used for a week, and the oldest unused ones past
 * `keepUnusedBytes`; undefined when it was looked over less than a day ago (and `made` is few, or
 * the sample finds the unused entries within bounds), or never (it is then marked as looked over
 * now), or cannot be written, or is not there, or the files an earlier look found are still being
 * removed. Many files to remove are handed to a process of their own (`inBackgroundFrom`).
 */
export function prunePictureCache({
  dir = defaultCacheDir(),
  now = Date.now(),
  keepUnusedBytes = UNUSED_KEPT_BYTES,
  progress = (line) => process.stderr.write(`${line}\n`),
  progressTimes = PROGRESS_TIMES,
  made = 0,
  sampleFolder,
  inBackgroundFrom = REMOVE_IN_BACKGROUND_FROM,
}: PruneOptions = {}): PrunedPictures | undefined {
  // When it was last looked over, in milliseconds since 1970.
  const marker = path.join(dir, 'pruned');
  try {
    if (!existsSync(dir) || removalsUnderWay(dir)) return undefined;
    const marked = existsSync(marker);
    const last = marked ? Number(readFileSync(marker, 'utf8')) : Number.NaN;
    // Early at most once an hour: what was let go of since the last look would be kept anyway.
    const piledUp = () => now - last >= UNUSED_AT_LEAST_MS && made >= SAMPLE_AFTER_MADE && unusedEstimate(dir, sampleFolder) > EARLY_LOOK_FACTOR * keepUnusedBytes;
    if (last <= now && now - last < PRUNE_EVERY_MS && !piledUp()) return undefined;
    // Marked first: two builds at once do not both look, and a read-only cache is never looked over.
    // A cache never marked is one the build that called this has just made (or a first build of
    // this code has found): its first look is a day from now.
    if (!writeAtomically(marker, String(now)) || !marked) return undefined;
    const started = performance.now();
    let reportAt = started + progressTimes.after;
    const report = (doing: () => string) => {
      const at = performance.now();
      if (at < reportAt) return;
      reportAt = at + progressTimes.every;
      progress(`picture cache: ${doing()} in ${((at - started) / 1000).toFixed(0)} s`);
    };
    /** What goes, with each file's change time as the look found it (the remover checks it again). */
    const doomed: Doomed[] = [];
    // Pages the index let go: each goes unless an output links it (then the weekly rule has it)
    // or the index names it again (rendered again since, to the same bytes).
    const dropped = path.join(dir, DROPPED_PAGES);
    if (existsSync(dropped)) {
      const named = new Set(existsSync(path.join(dir, PAGE_INDEX)) ? readFileSync(path.join(dir, PAGE_INDEX), 'latin1').split(/[\s]+/) : []);
      for (const hash of new Set(readFileSync(dropped, 'latin1').split('\n'))) {
        if (!ENTRY.test(hash) || named.has(hash)) continue;
        const file = entryFileOf(dir, hash);
        const stats = lstatSync(file, { throwIfNoEntry: false });
        if (stats?.isFile() && stats.nlink === 1) doomed.push({ file, size: stats.size, ctimeMs: stats.ctimeMs });
      }
    }
    const letGo = doomed.length;
    /** Unused entries not a week old: kept while they fit in `keepUnusedBytes`. */
    const unused: Doomed[] = [];
    const seen = new Set(doomed.map((entry) => entry.file));
    const folders = readdirSync(dir, { withFileTypes: true }).filter((folder) => folder.isDirectory() && FOLDER.test(folder.name));
    for (const [at, folder] of folders.entries()) {
      for (const name of readdirSync(path.join(dir, folder.name))) {
        if (!ENTRY.test(name)) continue;
        const file = path.join(dir, folder.name, name);
        const stats = lstatSync(file, { throwIfNoEntry: false });
        if (!stats?.isFile() || stats.nlink > 1 || seen.has(file)) continue;
        const entry = { file, size: stats.size, ctimeMs: stats.ctimeMs };
        if (now - stats.ctimeMs < UNUSED_FOR_MS) unused.push(entry);
        else doomed.push(entry);
      }
      report(() => `looking over the cache, ${at + 1} of ${folders.length} folders, ${grouped(doomed.length)} unused files found to remove`);
    }
    let kept = unused.reduce((sum, entry) => sum + entry.size, 0);
    let overLimit = 0;
    if (kept > keepUnusedBytes) {
      for (const entry of unused.sort((a, b) => a.ctimeMs - b.ctimeMs)) {
        if (kept <= keepUnusedBytes || now - entry.ctimeMs < UNUSED_AT_LEAST_MS) break;
        doomed.push(entry);
        kept -= entry.size;
        overLimit += 1;
      }
    }
    const pruned = {
      files: doomed.length,
      bytes: doomed.reduce((sum, entry) => sum + entry.size, 0),
      ...(overLimit > 0 ? { overLimit } : {}),
      ...(letGo > 0 ? { letGo } : {}),
    };
    const remover = inBackgroundFrom !== false && doomed.length >= inBackgroundFrom ? removeInBackground(dir, doomed) : undefined;
    rmSync(dropped, { force: true });
    if (remover !== undefined) return { ...pruned, inBackground: remover };
    let removed = 0;
    let removedBytes = 0;
    for (const { file, size } of doomed) {
      rmSync(file, { force: true });
      removed += 1;
      removedBytes += size;
      if (removed % 1000 === 0) report(() => `removing ${grouped(doomed.length)} unused files, ${grouped(removed)} removed (${megabytes(removedBytes)})`);
    }
    return pruned;
  } catch {
    // Looked over again tomorrow.
    return undefined;
  }
}

/** A file the look-over found to remove: its size, and its change time then. */
interface Doomed {
  file: string;
  size: number;
  ctimeMs: number;
}

/**
 * Hands the files to remove to a process of its own (remove-unused.mjs), in a list beside the
 * entries, and returns its id; undefined when it could not be started (they are then removed here).
 * The remover leaves any file an output has linked since, or linked and let go again: its link
 * count or change time is no longer what the look found.
 */
function removeInBackground(dir: string, doomed: readonly Doomed[]): number | undefined {
  const list = path.join(dir, `removing-${randomUUID()}.list`);
  try {
    writeFileSync(list, doomed.map(({ file, ctimeMs }) => `${ctimeMs}\t${file}\n`).join(''));
    const child = spawn(process.execPath, [REMOVER, list], { detached: true, stdio: 'ignore' });
    // A failure to start is reported as an event, after the id is known to be missing.
    child.on('error', () => undefined);
    child.unref();
    if (child.pid !== undefined) return child.pid;
  } catch {
    // Removed here instead.
  }
  rmSync(list, { force: true });
  return undefined;
}

/**
 * True while a process of its own is removing the files a look found (its list is in `dir`, and
 * it touched the list within the last minute); a list left by a remover that stopped is deleted.
 */
export function removalsUnderWay(dir = defaultCacheDir(), now = Date.now()): boolean {
  let underWay = false;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!REMOVING.test(name)) continue;
    const list = path.join(dir, name);
    const stats = lstatSync(list, { throwIfNoEntry: false });
    if (stats && now - stats.mtimeMs < REMOVER_ALIVE_MS) underWay = true;
    else rmSync(list, { force: true });
  }
  return underWay;
}

/**
 * The bytes of the cache's entries no output links, estimated from one of its folders (`folder`,
 * else one at random): the entries' names are SHA-256 hashes, spread evenly over the 256.
 */
export function unusedEstimate(dir: string, folder = Math.floor(Math.random() * 256).toString(16).padStart(2, '0')): number {
  if (!existsSync(path.join(dir, folder))) return 0;
  let unused = 0;
  const names = readdirSync(path.join(dir, folder), { withFileTypes: true }).filter((entry) => entry.isFile() && ENTRY.test(entry.name));
  for (const { name } of names) {
    const stats = lstatSync(path.join(dir, folder, name), { throwIfNoEntry: false });
    if (stats?.isFile() && stats.nlink === 1) unused += stats.size;
  }
  return unused * 256;
}
