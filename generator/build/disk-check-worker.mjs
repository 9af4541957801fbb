// Looks at the disk for a build (disk-check.ts), in a thread of its own while the build's thread
// generates. Plain JavaScript, as worker threads do not inherit tsx's loader on Node 20.
//
// Answers, first, which catalogue files still have the stamp they had when load last read them
// (generator/load/cache.ts: device, inode, size, modification and change times), so the build's
// thread reads only the others and stats none; then which public files of the generated folder no
// longer have the stamp its last write noted (generator/emit/write.ts: size, modification time and
// inode), with the folder's files, and which files the last build left in dist/ are no longer there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

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

/** The files gone from `dir`; a folder of many files is listed once instead of asked about each. */
function missingOf({ dir, files }) {
  const byFolder = new Map();
  for (const file of files) {
    const slash = file.lastIndexOf('/');
    const folder = slash < 0 ? '' : file.slice(0, slash);
    let names = byFolder.get(folder);
    if (!names) byFolder.set(folder, (names = []));
    names.push(file.slice(slash + 1));
  }
  const missing = [];
  for (const [folder, names] of byFolder) {
    const at = path.join(dir, folder);
    if (names.length === 1) {
      if (!existsSync(path.join(at, names[0]))) missing.push(folder ? `${folder}/${names[0]}` : names[0]);
      continue;
    }
    let there;
    try {
      there = new Set(readdirSync(at));
    } catch {
      there = new Set();
    }
    for (const name of names) if (!there.has(name)) missing.push(folder ? `${folder}/${name}` : name);
  }
  return missing;
}

// The catalogue's answer goes first: load waits for it, the rest is not needed until generate writes.
if (catalogue) parentPort.postMessage({ catalogue: sameStampsOf(catalogue) ?? null });
// Told later (`later`) which files the last build left, once the build has read its records and
// cleared what an interrupted build left behind: the folders are looked at only after that.
const distFiles = dist?.later ? await new Promise((resolve) => parentPort.once('message', (message) => resolve(message.distFiles))) : dist?.files;
// And only once the prerender worker is warm (disk-check.ts, `Go`), so one thread works beside the build's.
if (go) Atomics.wait(go, 0, 0, goAtLatestMs);
parentPort.postMessage({
  ...(generated ? { generated: restampedOf(generated) } : {}),
  ...(dist && distFiles ? { missing: missingOf({ dir: dist.dir, files: distFiles }) } : {}),
});
