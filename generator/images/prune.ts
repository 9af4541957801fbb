/**
 * The picture cache (cache.ts) only grows: every photo edited and every link-preview card drawn
 * again leaves its old encodings behind (several gigabytes after a few weeks of benchmarks), and
 * so does every rendered page (build/prerender-shard.ts), page data file (emit/write.ts) and search
 * index fragment (build/search-index.ts) kept there to link. An
 * entry an output uses is hard-linked into it (site/generated, and from there dist/), so its link
 * count is above one. An entry with no other link whose links have not changed for a week (its
 * change time moves whenever one is made or removed) is one no output has used since: it is
 * removed. `npm run build` looks the cache over at most once a day.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../cache/index.ts';
import { defaultCacheDir } from './cache.ts';

/** An entry no output has linked or unlinked for this long, and that none uses now, is removed. */
export const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Time between looks: a look stats every entry (about 150,000 here, under a second). */
export const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface PrunedPictures {
  files: number;
  bytes: number;
}

/** An entry's name: the SHA-256 of what made it (cache.ts); anything else (a writer's temporary file, the marker) is left alone. */
const ENTRY = /^[0-9a-f]{64}$/;
const FOLDER = /^[0-9a-f]{2}$/;

/**
 * Removes the entries of `dir` no output has used for a week; undefined when it was looked over
 * less than a day ago (or cannot be written, or is not there).
 */
export function prunePictureCache(dir = defaultCacheDir(), now = Date.now()): PrunedPictures | undefined {
  // When it was last looked over, in milliseconds since 1970.
  const marker = path.join(dir, 'pruned');
  try {
    if (!existsSync(dir)) return undefined;
    const last = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) : Number.NaN;
    if (last <= now && now - last < PRUNE_EVERY_MS) return undefined;
    // Marked first: two builds at once do not both look, and a read-only cache is never looked over.
    if (!writeAtomically(marker, String(now))) return undefined;
    const pruned = { files: 0, bytes: 0 };
    for (const folder of readdirSync(dir, { withFileTypes: true })) {
      if (!folder.isDirectory() || !FOLDER.test(folder.name)) continue;
      for (const name of readdirSync(path.join(dir, folder.name))) {
        if (!ENTRY.test(name)) continue;
        const file = path.join(dir, folder.name, name);
        const stats = lstatSync(file, { throwIfNoEntry: false });
        if (!stats?.isFile() || stats.nlink > 1 || now - stats.ctimeMs < UNUSED_FOR_MS) continue;
        rmSync(file, { force: true });
        pruned.files++;
        pruned.bytes += stats.size;
      }
    }
    return pruned;
  } catch {
    // Looked over again tomorrow.
    return undefined;
  }
}
