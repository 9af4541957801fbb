import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detailText, sourceFile } from '../load/test-helpers.ts';
import { openCleanFiles } from './clean-files.ts';
import { validateRecords } from './index.ts';

const plywood = detailText('');

let cache: string | undefined;
afterEach(() => {
  if (cache) rmSync(cache, { recursive: true, force: true });
});

/** validateRecords with the files remembered clean in `cache`, and which files it asked about and found remembered. */
async function validateRemembering(files: ReturnType<typeof sourceFile>[]) {
  const clean = await openCleanFiles('/catalogue', cache);
  const skipped: string[] = [];
  const diagnostics = validateRecords(files, {
    has: (file) => (clean.has(file) ? (skipped.push(file.path), true) : false),
    add: (file) => clean.add(file),
  });
  await clean.save();
  return { codes: diagnostics.map((d) => `${d.code} ${d.span?.start.line}:${d.span?.start.column}`), skipped };
}

describe('files remembered clean', () => {
  it('are not validated again until their text changes; a file with any diagnostic never is remembered', async () => {
    cache = mkdtempSync(path.join(tmpdir(), 'clean-files-'));
    const valid = sourceFile('timber/plywood.yaml', plywood);
    const invalid = sourceFile('timber/boards.yaml', plywood.replace('title: Plywood', 'title: 42'));
    const first = await validateRemembering([valid, invalid]);
    expect(first.skipped).toEqual([]);
    expect(first.codes).toHaveLength(1);

    // The same files again: the valid one is skipped, the invalid one reported exactly as before.
    const second = await validateRemembering([valid, invalid]);
    expect(second.skipped).toEqual(['timber/plywood.yaml']);
    expect(second.codes).toEqual(first.codes);

    // An edit that breaks the valid file is seen at once, at its line.
    const broken = sourceFile('timber/plywood.yaml', plywood.replace('  alt: A stack of plywood sheets.\n', ''));
    const third = await validateRemembering([broken, invalid]);
    expect(third.skipped).toEqual([]);
    expect(third.codes).toHaveLength(2);
    // The same text under another name (or kind) is not taken for it.
    expect((await validateRemembering([sourceFile('timber/other.yaml', plywood)])).skipped).toEqual([]);
  });
});
