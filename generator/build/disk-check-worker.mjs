// Looks at the disk for a build (disk-check.ts), in a thread of its own while the build's thread
// generates. Plain JavaScript, as worker threads do not inherit tsx's loader on Node 20.
//
// Answers, first, which catalogue files still have the stamp they had when load last read them
// (generator/load/cache.ts: device, inode, size, modification and change times), so the build's
// thread reads only the others and stats none; then which public files of the generated folder no
// longer have the stamp its last write noted (generator/emit/write.ts: size, modification time and
// inode), with the folder's files, and which files the last build left in dist/ are gone or were
// changed since, and what was added there (site-changes.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { changesSince } from './site-changes.mjs';

const { catalogue, generated, dist, go, goAtLatestMs } = workerData;

/** As write.ts's stampOf: any rewrite of a file (by hand too) changes it. */
function stampOf(file) {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
}

/** As load/cache.ts's stampOf: it changes whenever the file is written, replaced or moved. */
function catalogueStampOf(stats) {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}

/** The catalogue files whose stamp is the one load noted, each with that stamp and its key; undefined when none were noted. */
function sameStampsOf({ root, stampsFile }) {
  try {
    const saved = JSON.parse(readFileSync(stampsFile, 'utf8'));
    if (typeof saved.version !== 'string' || !saved.files) return undefined;
    const same = [];
    let count = 0;
    for (const [file, [stamp, key]] of Object.entries(saved.files)) {
      count += 1;
      const stats = statSync(path.join(root, file), { throwIfNoEntry: false });
      if (stats?.isFile() && catalogueStampOf(stats) === stamp) same.push([file, stamp, key]);
    }
    return { version: saved.version, count, same };
  } catch {
    return undefined;
  }
}

/** As move-in.ts's filesUnder: every file in `dir`, relative to it and '/'-separated (by string: 20,000 entries at 10,000 products). */
function filesOf(dir) {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  const posix = (relative) => (path.sep === '/' ? relative : relative.split(path.sep).join('/'));
  const relativeOf = (parent, name) =>
    parent === dir ? name : parent.startsWith(prefix) ? `${posix(parent.slice(prefix.length))}/${name}` : posix(path.relative(dir, path.join(parent, name)));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relativeOf(entry.parentPath, entry.name));
}

function restampedOf({ dir, hashesFile }) {
  try {
    const kept = JSON.parse(readFileSync(hashesFile, 'utf8'));
    if (typeof kept.generation !== 'string' || !kept.files) return undefined;
    const restamped = Object.entries(kept.files).flatMap(([file, [, stamp]]) => (stampOf(path.join(dir, file)) === stamp ? [] : [file]));
    return { generation: kept.generation, restamped, files: filesOf(dir) };
  } catch {
    return undefined;
  }
}

// The catalogue's answer goes first: load waits for it, the rest is not needed until generate writes.
if (catalogue) parentPort.postMessage({ catalogue: sameStampsOf(catalogue) ?? null });
// Told later (`later`) which files the last build left, once the build has read its records and
// cleared what an interrupted build left behind: the folders are looked at only after that.
const lastBuild = dist?.later ? await new Promise((resolve) => parentPort.once('message', resolve)) : dist;
// dist/ at once, beside the prerender worker's start: looked at after it (as the generated folder
// is), its 50,000 stat calls at 10,000 products answered some 0.3 s after the build's thread
// wanted them; a rebuild with nothing changed took 2.77 s (median of 7) this way, 3.14 s that way.
// The time it looked at is noted first: what changes after it is for the next build to see.
const lookedAt = Date.now();
const site = dist && lastBuild?.files ? { site: { ...changesSince(dist.dir, lastBuild.files, lastBuild.since, lastBuild.own), lookedAt } } : {};
// The generated folder only once the prerender worker is warm (disk-check.ts, `Go`).
if (go) Atomics.wait(go, 0, 0, goAtLatestMs);
parentPort.postMessage({ ...(generated ? { generated: restampedOf(generated) } : {}), ...site });
