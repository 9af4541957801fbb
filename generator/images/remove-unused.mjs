// Removes the picture cache's files a look-over found no output uses (prune.ts), in a process of
// its own, so that the build that looked need not wait: `node remove-unused.mjs LIST`. Each line
// of LIST is a file's change time as the look found it, a tab, and its path. A file is removed
// only if it is still as found: no output links it (one link) and none has linked and let go of
// it since (the same change time); another build may have found it in the meantime. LIST is
// touched every thousand files, so builds know the removal is under way, and deleted at the end.
// Plain JavaScript: it runs without tsx, started by whichever form of the CLI looked.
import { lstatSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import process from 'node:process';

const list = process.argv[2];
if (!list) {
  process.stderr.write('usage: node remove-unused.mjs LIST\n');
  process.exit(2);
}

try {
  const lines = readFileSync(list, 'utf8').split('\n');
  let done = 0;
  for (const line of lines) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const ctimeMs = Number(line.slice(0, tab));
    const file = line.slice(tab + 1);
    const stats = lstatSync(file, { throwIfNoEntry: false });
    if (stats?.isFile() && stats.nlink === 1 && stats.ctimeMs === ctimeMs) rmSync(file, { force: true });
    done += 1;
    if (done % 1000 === 0) {
      const now = new Date();
      utimesSync(list, now, now);
    }
  }
} finally {
  rmSync(list, { force: true });
}
