/**
 * The folders of a site's pages, made ahead of their pages. Each page is a folder of its own
 * (dist/timber/plywood/index.html), and on this project's disks making a folder has cost from
 * 40 µs to over half a millisecond, far more than linking the page's file into it: at 10,000
 * pages, seconds of the prerender workers' time. While the build's thread generates, the other
 * core is mostly idle; a worker there makes the folders, from the last page backwards, while
 * the prerender workers, once started, write from the first page on. They meet part way, and a
 * folder made twice costs only a check (mkdir of a folder that exists).
 */
import { dirname } from 'node:path';
import { htmlFileOf } from '../../contract/addresses.ts';
import { startWorker } from '../workers/pool.ts';

export interface FolderMaker {
  /** How many folders it made (or found made) once it is done; rejects when stopped first. */
  made: Promise<number>;
  /** Stops making folders (at once, or when done); the folders made stay. */
  stop(): Promise<void>;
}

/** A site this small has its folders made by its prerender workers in a few milliseconds. */
const WORTHWHILE = 50;

/** The page folders for these addresses, last first; undefined for a site too small to be worth a thread. */
export function foldersOf(addresses: readonly string[]): string[] | undefined {
  if (addresses.length < WORTHWHILE) return undefined;
  const folders: string[] = [];
  for (let at = addresses.length - 1; at >= 0; at--) {
    const folder = dirname(htmlFileOf(addresses[at]!));
    if (folder !== '.') folders.push(folder);
  }
  return folders;
}

/** Starts making `folders` (relative to `root`, in that order) in a worker thread. */
export function startFolderMaker(root: string, folders: readonly string[]): FolderMaker {
  const worker = startWorker<{ made: number }>(new URL('./page-folders-worker.mjs', import.meta.url), {
    name: 'The page folder maker',
    workerData: { root, folders },
    unref: true,
  });
  const made = worker.result.then((result) => result.made);
  // A build stops the maker once its pages are written, however far it got (a build whose pages
  // all come from the page cache can be done before the thread has started): a rejection nobody
  // waits for then is no failure, and must not end the process as an unhandled one.
  made.catch(() => undefined);
  return {
    made,
    stop: async () => {
      await worker.stop();
      await worker.ended;
    },
  };
}
