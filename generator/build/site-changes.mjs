// What has been done to a site folder since the build that left it, by anything but a build:
// files deleted, files changed (written over in place, or replaced), and files or folders added.
// A rebuild carries the files it would make the same from dist/ as they are (site-folder.ts), so
// without this a page or data file changed or deleted there by hand, by a deploy script that
// edits pages in place, say, stayed so until its page next changed, and a file added there stayed
// for good: the site was not the one a clean build makes. Plain JavaScript, so the disk check's
// thread (disk-check-worker.mjs) runs the very code a small site's build runs on its own thread:
// on Node 20 a worker thread does not inherit tsx's loader. Types: site-changes.d.mts.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `files`: every file the last build left in `dir` ('/'-separated, relative to it); `since`: when
 * that build looked at the folder, or put a new one in its place (milliseconds since 1970); `own`:
 * the files it moved in after that, each with the modification time it left it with. Gone: those
 * no longer there as files, or modified since and not as the build left them (a file written over
 * in place, or another put in its place, has a later modification time). So a file changed while
 * that build ran, after it had looked, is gone too, and not taken for one of the build's own.
 * Extra: what is in a folder of the site that was changed since (adding or removing a name
 * changes its folder's time) and that the build did not leave there, each file or folder once. At
 * 10,000 products that is some 40,000 files and 10,000 folders looked at: about 0.25 s, which is
 * why a large site's build has a thread of its own do it (disk-check.ts).
 */
export function changesSince(dir, files, since, own = {}) {
  const known = new Set(files);
  const folders = new Set(['']);
  const gone = [];
  for (const file of files) {
    // Not followed: a link put in a file's place is no file of the build's.
    const stats = lstatSync(path.join(dir, file), { throwIfNoEntry: false });
    if (!stats?.isFile() || (stats.mtimeMs > since && !(Object.hasOwn(own, file) && own[file] === stats.mtimeMs))) gone.push(file);
    for (let slash = file.lastIndexOf('/'); slash > 0; slash = file.lastIndexOf('/', slash - 1)) {
      const folder = file.slice(0, slash);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  const extra = [];
  /** Folders now something else (a link to another folder, say): it goes, and its files are made again. */
  const replaced = [];
  for (const folder of folders) {
    const stats = lstatSync(path.join(dir, folder), { throwIfNoEntry: false });
    if (stats && !stats.isDirectory() && folder !== '') replaced.push(folder);
    if (!stats?.isDirectory() || stats.mtimeMs <= since) continue;
    let names;
    try {
      names = readdirSync(path.join(dir, folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const entry = folder ? `${folder}/${name}` : name;
      if (!known.has(entry) && !folders.has(entry)) extra.push(entry);
    }
  }
  if (replaced.length > 0) {
    const under = (file) => replaced.some((folder) => file.startsWith(`${folder}/`));
    const goneAlready = new Set(gone);
    gone.push(...files.filter((file) => under(file) && !goneAlready.has(file)));
    extra.push(...replaced.filter((folder) => !under(folder)));
  }
  return { gone, extra };
}
