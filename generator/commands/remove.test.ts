import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { checkCatalogue } from '../pipeline.ts';
import { copyCatalogue, type CatalogueCopy } from '../test/catalogue-copy.ts';

let copy: CatalogueCopy | undefined;
afterEach(() => copy?.remove());

async function catalogue(args: string[], dir: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'catalogue', ...args, '--catalogue', dir], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false });
  return { code, stdout, stderr };
}

describe('catalogue remove', () => {
  it('deletes the page and lists each link to it, which are left as errors', async () => {
    copy = copyCatalogue();
    const run = await catalogue(['remove', '/timber/cladding'], copy.dir);
    expect(run.code).toBe(1);
    expect(copy.snapshot().has('timber/cladding.yaml')).toBe(false);
    const { diagnostics } = await checkCatalogue(copy.dir, { cache: false });
    const broken = diagnostics.filter((d) => d.severity === 'error');
    expect(broken.length).toBeGreaterThanOrEqual(4);
    expect(broken.every((d) => d.code === 'link/unknown-page')).toBe(true);
    for (const d of broken) expect(run.stdout).toContain(`${d.span?.file}:${d.span?.start.line}:${d.span?.start.column}  /timber/cladding\n`);
    expect(run.stdout).toContain(`${broken.length} links still point at '/timber/cladding'`);
  });

  it('with --redirect-to points the links at the other page, takes out entries that would repeat it, and records the old address', async () => {
    copy = copyCatalogue();
    const run = await catalogue(['remove', '/timber/mouldings', '--redirect-to', '/timber/prepared-timber'], copy.dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(copy.read('timber/prepared-timber.yaml')).toMatch(/\naliases: \[\/timber\/mouldings\]\n$/);
    // The page's own list named the removed page: it would now name itself, so the entry goes.
    expect(copy.read('timber/prepared-timber.yaml')).not.toContain('  - /timber/mouldings\n');
    expect(copy.read('layout.yaml')).toContain('{ title: Mouldings, href: /timber/prepared-timber }');
    const { diagnostics } = await checkCatalogue(copy.dir, { cache: false });
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toContain('image/unused');
  });

  it.each([
    [['/'], 'is not a page address'],
    [['/timber'], "'/timber' has 10 pages under it"],
    [['/timber/nothing'], "there is no page at '/timber/nothing'"],
    [['/timber/plywood', '--redirect-to', '/timber/nothing'], "--redirect-to '/timber/nothing' must be another page"],
  ])('refuses %j and changes nothing', async (args, message) => {
    copy = copyCatalogue();
    const before = copy.snapshot();
    const run = await catalogue(['remove', ...args], copy.dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(copy.snapshot()).toEqual(before);
  });
});
