import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { diskFullAdvice, isDiskFull } from './disk-full.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const failure = (code: string, fields: Record<string, string>) => Object.assign(new Error(`${code}: no space left on device`), { code, ...fields });

it('knows a full disk, or a used-up quota, from other refusals', () => {
  expect(isDiskFull(failure('ENOSPC', {}))).toBe(true);
  expect(isDiskFull(failure('EDQUOT', {}))).toBe(true);
  expect(isDiskFull(failure('EACCES', {}))).toBe(false);
  expect(isDiskFull({ code: 'ENOSPC' })).toBe(false);
});

it('names the file being written (a copy\'s destination, not its source) and the room left on its disk, even before its folder exists', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
  const dest = path.join(dir, 'not', 'made', 'yet', 'card.jpg');
  const copy = failure('ENOSPC', { syscall: 'copyfile', path: '/cache/entry', dest });
  expect(diskFullAdvice(copy)).toMatch(new RegExp(`^Not enough room: the disk is full \\(ENOSPC\\) while writing '${dest}'; \\d+\\.\\d [MG]B is free on that disk now\\. `));
  expect(diskFullAdvice(copy)).not.toContain('/cache/entry');
  const quota = failure('EDQUOT', { syscall: 'open', path: dest });
  expect(diskFullAdvice(quota)).toContain('your disk quota is used up (EDQUOT)');
});

it('names the folder being written when the error names no file, and nothing when neither is known', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
  const write = failure('ENOSPC', { syscall: 'write' });
  expect(diskFullAdvice(write, dir)).toContain(`while writing '${dir}'`);
  expect(diskFullAdvice(write)).toMatch(/^Not enough room: the disk is full \(ENOSPC\); \d+\.\d [MG]B is free on that disk now\. Make room on it and run this again: deleting node_modules\/\.cache\/catalogue\/ is safe/);
});

it("names a file in a work folder as the new copy of the output it stands for, not by the work folder's name", () => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
  const generated = failure('ENOSPC', { syscall: 'open', path: path.join(dir, 'site', '.generated.new-4242-Xy12ab', 'public', 'images', 'plaster.33e0f1a0.preview.jpg') });
  expect(diskFullAdvice(generated)).toContain(`while writing the new ${path.join(dir, 'site', 'generated')}/ (its file 'public/images/plaster.33e0f1a0.preview.jpg');`);
  const built = failure('ENOSPC', { syscall: 'write', path: path.join(dir, '.dist.building-4242', 'timber', 'index.html') });
  expect(diskFullAdvice(built)).toContain(`while writing the new ${path.join(dir, 'dist')}/ (its file 'timber/index.html');`);
  // The work folder itself (a write to an open file names none; the caller names the folder).
  expect(diskFullAdvice(failure('ENOSPC', { syscall: 'write' }), path.join(dir, '.dist.building-4242'))).toContain(`while writing the new ${path.join(dir, 'dist')}/;`);
  // A folder merely named like one, inside a path, is named as it is.
  const plain = path.join(dir, 'notes.new-year', 'list.txt');
  expect(diskFullAdvice(failure('ENOSPC', { syscall: 'open', path: plain }))).toContain(`while writing '${plain}'`);
});
