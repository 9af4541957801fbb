import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { checkCatalogue, hasErrors } from '../pipeline.ts';
import { copyCatalogue, type CatalogueCopy } from '../test/catalogue-copy.ts';

let copy: CatalogueCopy | undefined;
afterEach(() => copy?.remove());

async function catalogue(args: string[], dir: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'catalogue', ...args, '--catalogue', dir], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false });
  return { code, stdout, stderr };
}

/** The files added, removed and changed between two snapshots. */
function changes(before: Map<string, string>, after: Map<string, string>) {
  return {
    added: [...after.keys()].filter((file) => !before.has(file)),
    removed: [...before.keys()].filter((file) => !after.has(file)),
    changed: [...after.keys()].filter((file) => before.has(file) && before.get(file) !== after.get(file)),
  };
}

/** The lines of `after` that differ from `before`, for files of the same length. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.map((line, i) => [line, b[i] ?? ''] as [string, string]).filter(([x, y]) => x !== y);
}

describe('catalogue move', () => {
  it('/timber/plywood /timber/plywood-sheets on the shipped catalogue: the renamed file, the alias line and the link lines, nothing else', async () => {
    copy = copyCatalogue();
    const before = copy.snapshot();
    const run = await catalogue(['move', '/timber/plywood', '/timber/plywood-sheets'], copy.dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 errors, 0 warnings/);
    const after = copy.snapshot();
    const { added, removed, changed } = changes(before, after);
    expect(added).toEqual(['timber/plywood-sheets.yaml']);
    expect(removed).toEqual(['timber/plywood.yaml']);
    expect(after.get('timber/plywood-sheets.yaml')).toBe(`${before.get('timber/plywood.yaml')}aliases: [/timber/plywood]\n`);
    expect(changed.length).toBeGreaterThanOrEqual(3);
    for (const file of changed) {
      for (const [was, now] of changedLines(before.get(file) ?? '', after.get(file) ?? '')) expect(now, file).toBe(was.replace('/timber/plywood', '/timber/plywood-sheets'));
    }
    const result = await checkCatalogue(copy.dir, { cache: false });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('moves a whole category: every file in the folder, the listing, every link under it, an old address for each page', async () => {
    copy = copyCatalogue();
    const before = copy.snapshot();
    const run = await catalogue(['move', '/timber', '/timber-and-sheet'], copy.dir);
    expect(run.code).toBe(0);
    const after = copy.snapshot();
    const timber = [...before.keys()].filter((file) => file.startsWith('timber/'));
    expect(changes(before, after).removed).toEqual(timber);
    expect(changes(before, after).added).toEqual(timber.map((file) => file.replace('timber/', 'timber-and-sheet/')));
    expect(after.get('timber-and-sheet/index.yaml')).toMatch(/\naliases: \[\/timber\]\n$/);
    expect(after.get('timber-and-sheet/plywood.yaml')).toMatch(/\naliases: \[\/timber\/plywood\]\n$/);
    // Pictures keep their names: a picture's path does not depend on its page's address.
    expect(after.get('timber-and-sheet/plywood.yaml')).toContain('src: timber/plywood.svg');
    for (const [file, text] of after) if (file.endsWith('.yaml')) expect(text.replace(/aliases: .*\n/, ''), file).not.toMatch(/[\s[]\/timber[/#\s\]},]/);
    const result = await checkCatalogue(copy.dir, { cache: false });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('finishes a rename done by hand, as validate suggests', async () => {
    copy = copyCatalogue();
    renameSync(path.join(copy.dir, 'timber'), path.join(copy.dir, 'timber-and-sheet'));
    const hint = (await checkCatalogue(copy.dir, { cache: false })).diagnostics.find((d) => d.code === 'link/renamed')?.hint ?? '';
    const [, from = '', to = ''] = /catalogue move (\S+) (\S+)'/.exec(hint) ?? [];
    const run = await catalogue(['move', from, to], copy.dir);
    expect(run.code).toBe(0);
    expect(copy.read('timber-and-sheet/boards.yaml')).toMatch(/\naliases: \[\/timber\/boards\]\n$/);
    expect(hasErrors(await checkCatalogue(copy.dir, { cache: false }))).toBe(false);
  });

  it('keeps #sections and moves a page back to an old address by dropping that alias', async () => {
    copy = copyCatalogue('generator/test/fixtures/clean');
    copy.write('timber/boards.yaml', copy.read('timber/boards.yaml').replace(/related:\n/, 'related:\n  - /timber/plywood#features\n'));
    expect((await catalogue(['move', '/timber/plywood', '/timber/ply'], copy.dir)).code).toBe(0);
    expect(copy.read('timber/boards.yaml')).toContain('  - /timber/ply#features\n');
    expect((await catalogue(['move', '/timber/ply', '/timber/plywood'], copy.dir)).code).toBe(0);
    expect(copy.read('timber/plywood.yaml')).toMatch(/\naliases: \[\/timber\/ply\]\n$/);
    expect(copy.read('timber/boards.yaml')).toContain('  - /timber/plywood#features\n');
  });

  it.each([
    [['/timber/plywood', '/timber/boards'], "'/timber/boards' is already taken"],
    [['/timber/plywood', '/services/plywood'], 'a move keeps the kind of page'],
    [['/timber/nothing', '/timber/else'], "there is no page at '/timber/nothing' or '/timber/else'"],
    [['/timber/plywood', '/Timber/Ply'], "The new address '/Timber/Ply' is not a page address"],
    [['/timber', '/timber/more'], 'it would move into itself'],
  ])('refuses %j and changes nothing', async (args, message) => {
    copy = copyCatalogue('generator/test/fixtures/clean');
    const before = copy.snapshot();
    const run = await catalogue(['move', ...args], copy.dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toMatch(/Nothing was changed\.\n$/);
    expect(copy.snapshot()).toEqual(before);
  });

  it('puts everything back when the result would not validate', async () => {
    copy = copyCatalogue('generator/test/fixtures/clean');
    // The most old addresses a page may have: one more is a schema error.
    const full = Array.from({ length: 50 }, (_, i) => `/old/plywood-${i}`);
    copy.write('timber/plywood.yaml', `${copy.read('timber/plywood.yaml')}aliases: [${full.join(', ')}]\n`);
    const before = copy.snapshot();
    const run = await catalogue(['move', '/timber/plywood', '/timber/ply'], copy.dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('schema/too-many');
    expect(run.stderr).toContain('the move was not made, because it would leave the problems above; nothing was changed.');
    expect(copy.snapshot()).toEqual(before);
  });
});
