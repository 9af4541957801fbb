/**
 * What a person or a deploy script might do to a built site between builds, for `npm run
 * check:incremental`: a file edited in place (through every hard link to it, as an editor that
 * writes over a file does), replaced by an edited copy (as `sed -i` does), deleted, or a file added;
 * and a file edited while the last build ran, once that build had looked at the folder (its time
 * set to a moment between that look and the build's end, as such an edit leaves it). The next
 * incremental build must undo each, making the site a clean build makes.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildRecords } from '../../generator/build/build-record.ts';
import { filesUnder } from '../../generator/emit/move-in.ts';

export const TAMPERINGS = ['in-place', 'replaced', 'deleted', 'added', 'while-building'] as const;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** Does one random thing of `TAMPERINGS` to the site the last build left in `dist` (its record says when that build looked at it); what it did, in words. */
export function tamperWithSite(dist: string, random: () => number): string {
  // Sorted, so a seed picks the same file again.
  const files = filesUnder(dist).sort();
  const file = pick(files, random);
  const at = path.join(dist, file);
  const kind = pick(TAMPERINGS, random);
  switch (kind) {
    case 'in-place':
      appendFileSync(at, '\n<!-- by hand -->');
      return `dist/${file} edited in place`;
    case 'replaced':
      writeFileSync(`${at}.new`, Buffer.concat([Buffer.from(' '), readFileSync(at)]));
      renameSync(`${at}.new`, at);
      return `dist/${file} replaced by an edited copy`;
    case 'deleted':
      rmSync(at);
      return `dist/${file} deleted`;
    case 'added': {
      const folder = path.dirname(at);
      mkdirSync(path.join(folder, 'notes'), { recursive: true });
      writeFileSync(path.join(folder, 'notes', 'by-hand.txt'), 'notes');
      return `dist/${path.posix.join(path.posix.dirname(file), 'notes/by-hand.txt')} added`;
    }
    case 'while-building': {
      const record = new BuildRecords().read(dist);
      appendFileSync(at, '\n<!-- while the build ran -->');
      if (!record || record.own?.[file] !== undefined || record.since >= record.finishedAt) return `dist/${file} edited in place`;
      const during = new Date(Math.floor((record.since + record.finishedAt) / 2));
      utimesSync(at, during, during);
      return `dist/${file} edited in place while the last build ran (its time set to ${during.toISOString()})`;
    }
  }
}
