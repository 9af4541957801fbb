/**
 * Reads one catalogue file's bytes without trusting what is at its path: the file is opened
 * without waiting (so a named pipe swapped in after the folder was listed cannot hang the run),
 * checked to be an ordinary file, and refused unread when it is larger than any page could be.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../model.ts';
import { startOf } from './discover.ts';

/** The largest shipped file is under 8 KB; a page a hundred times longer is no page. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** The file's bytes, with its stats as they were before it was read; or why it was not read. */
export function readCatalogueFile(absolutePath: string, relPath: string, limit = MAX_FILE_BYTES): { bytes: Buffer; stats: Stats } | { problem: Diagnostic } {
  const at = startOf(relPath);
  let fd: number;
  try {
    fd = openSync(absolutePath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const reason = `${(error as NodeJS.ErrnoException).code === 'EACCES' ? 'you may not read it' : 'it could not be opened'}.`;
    return { problem: diagnostic('file/unreadable', { path: relPath, reason }, at, { hint: 'Check that it is a file and that you may read it.' }) };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      return { problem: diagnostic('file/not-regular', { path: relPath, what: 'not an ordinary file' }, at, { hint: 'Delete it, and save the page as an ordinary YAML file in its place.' }) };
    }
    if (stats.size > limit) {
      return {
        problem: diagnostic('file/too-large', { path: relPath, size: sizeInWords(stats.size), limit: sizeInWords(limit) }, at, {
          hint: 'A page takes a few kilobytes. Check that the file was not replaced by something else (a log, a picture, a paste that went wrong), and shorten it.',
        }),
      };
    }
    // Not zeroed first (ten thousand files took 15 ms more): only the bytes read are returned.
    const bytes = Buffer.allocUnsafe(stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const read = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { bytes: bytes.subarray(0, filled), stats };
  } finally {
    closeSync(fd);
  }
}

function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
