import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, run by node before any TypeScript loads.
import { BUNDLED, compileCli, currentBuild, currentBundle } from './compiled.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * A copy of the tool (its code, not its catalogue) with the project's packages, so its compiled
 * CLI has a cache of its own. `ownPackage`: that package is copied, the others linked, so the
 * test can change it.
 */
function copyOfTool(ownPackage?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'compiled-cli-'));
  for (const folder of ['generator', 'contract', 'schema']) cpSync(path.join(REPO, folder), path.join(root, folder), { recursive: true, filter: (from) => !from.includes(`${path.sep}fixtures${path.sep}`) });
  cpSync(path.join(REPO, 'package.json'), path.join(root, 'package.json'));
  if (!ownPackage) {
    symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    return root;
  }
  // The cache stays the project's (node_modules/.cache), as with the link above.
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(path.join(REPO, 'node_modules'))) {
    if (name === ownPackage) cpSync(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name), { recursive: true });
    else symlinkSync(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name), 'dir');
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) {
    rmSync(path.join(REPO, 'node_modules/.cache/catalogue/cli', `${manifestName(root)}`), { force: true });
    rmSync(root, { recursive: true, force: true });
  }
});

const manifestName = (root: string) => readdirSync(path.join(REPO, 'node_modules/.cache/catalogue/cli')).find((name) => name.endsWith('.json') && readFileSync(path.join(REPO, 'node_modules/.cache/catalogue/cli', name), 'utf8').includes(JSON.stringify(root))) ?? 'none';

describe('the compiled CLI', () => {
  it('is used while its sources are unchanged, made again after an edit, and keeps each module at its own location', async () => {
    const root = copyOfTool();
    roots.push(root + path.sep);
    const bundle = (await compileCli(root + path.sep)) as string;
    expect(currentBundle(root + path.sep)).toBe(bundle);
    const code = readFileSync(bundle, 'utf8');
    // Paths resolved from a module (workers, schemas, fonts) are those of its source file.
    expect(code).not.toContain('import.meta.url');
    expect(code).toContain(JSON.stringify(pathToFileURL(path.join(root, 'generator/build/build.ts')).href));

    // Beside it, the module the CLI's worker threads load (workers/compiled-workers.ts), from the same sources.
    const { workers } = currentBuild(root + path.sep) as { workers: string };
    expect(path.dirname(workers)).toBe(path.dirname(bundle));
    const exported = (await import(pathToFileURL(workers).href)) as Record<string, unknown>;
    for (const name of ['parseYamlFile', 'analysePage', 'analyserCaches', 'Declined', 'linkIntoSync', 'renderOgCard']) expect(typeof exported[name]).toBe('function');

    // Any file compiled in counts, not only the entry.
    const deep = path.join(root, 'generator/build/site-url.ts');
    writeFileSync(deep, `${readFileSync(deep, 'utf8')}\n// edited\n`);
    expect(currentBundle(root + path.sep)).toBeUndefined();

    // The command compiles again by itself and runs the new code.
    const cli = path.join(root, 'generator/cli.ts');
    writeFileSync(cli, readFileSync(cli, 'utf8').replace("Checks the merchant's catalogue", 'Checks the edited catalogue'));
    const help = await run(process.execPath, [path.join(root, 'generator/bin/catalogue.js'), '--help'], { cwd: root });
    expect(help.stdout).toContain('Checks the edited catalogue');
    const again = currentBundle(root + path.sep) as string | undefined;
    expect(again).toBeDefined();
    expect(again).not.toBe(bundle);
  });

  it('compiles in the small packages every command loads, and is made again when one of them changes', async () => {
    const root = copyOfTool('fastest-levenshtein');
    roots.push(root + path.sep);
    const bundle = (await compileCli(root + path.sep)) as string;
    const code = readFileSync(bundle, 'utf8');
    for (const name of BUNDLED) expect(code).not.toMatch(new RegExp(`from ["']${name}["']`));
    // Their CommonJS modules reach node's own modules through the bundle's require.
    const help = await run(process.execPath, [path.join(root, 'generator/bin/catalogue.js'), 'validate', '--help'], { cwd: root });
    expect(help.stdout).toContain('Usage:');
    expect(currentBundle(root + path.sep)).toBe(bundle);

    // A new version of a bundled package (npm ci, an upgrade): its package.json changes.
    const manifest = path.join(root, 'node_modules/fastest-levenshtein/package.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version": "[^"]+"/, '"version": "99.0.0"'));
    expect(currentBundle(root + path.sep)).toBeUndefined();
  });

  it('is compiled again when its bundle was emptied or cut short, and a bundle that will not load is passed over for the source', async () => {
    const root = copyOfTool();
    roots.push(root + path.sep);
    const bin = path.join(root, 'generator/bin/catalogue.js');
    const bundle = (await compileCli(root + path.sep)) as string;
    const whole = readFileSync(bundle, 'utf8');
    // A manifest that names no workers' module (written by hand, say) is no current build, not a fault.
    const manifestFile = path.join(REPO, 'node_modules/.cache/catalogue/cli', manifestName(root + path.sep));
    const recorded = readFileSync(manifestFile, 'utf8');
    writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(recorded), workers: undefined }));
    expect(currentBundle(root + path.sep)).toBeUndefined();
    writeFileSync(manifestFile, recorded);
    // The workers' module cut short: compiled again with the rest.
    const { workers } = currentBuild(root + path.sep) as { workers: string };
    writeFileSync(workers, readFileSync(workers, 'utf8').slice(0, 300));
    expect(currentBundle(root + path.sep)).toBeUndefined();
    for (const spoilt of ['', whole.slice(0, 300)]) {
      writeFileSync(bundle, spoilt);
      expect(currentBundle(root + path.sep)).toBeUndefined();
      const version = await run(process.execPath, [bin, '--version'], { cwd: root });
      expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
      // Compiled again (its comments name paths from the command's folder, so not byte for byte the same).
      expect(currentBundle(root + path.sep)).toBeDefined();
    }
    // The same size, but not the code: this command runs from source, and the next compiles afresh.
    const current = currentBundle(root + path.sep) as string;
    writeFileSync(current, 'x'.repeat(readFileSync(current).length));
    expect(currentBundle(root + path.sep)).toBe(current);
    const fromSource = await run(process.execPath, [bin, '--version'], { cwd: root });
    expect(fromSource.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(currentBundle(root + path.sep)).toBeUndefined();
    await run(process.execPath, [bin, '--version'], { cwd: root });
    expect(currentBundle(root + path.sep)).toBeDefined();
  });

  it('runs from source when asked, and when the source does not compile', async () => {
    const root = copyOfTool();
    roots.push(root + path.sep);
    const bin = path.join(root, 'generator/bin/catalogue.js');
    const fromSource = await run(process.execPath, [bin, '--version'], { cwd: root, env: { ...process.env, CATALOGUE_FROM_SOURCE: '1' } });
    expect(fromSource.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(currentBundle(root + path.sep)).toBeUndefined();

    // A syntax error esbuild refuses: the command goes on through tsx, which reports the same fault.
    const broken = path.join(root, 'generator/build/site-url.ts');
    writeFileSync(broken, `${readFileSync(broken, 'utf8')}\nexport const = ;\n`);
    const failed = await run(process.execPath, [bin, '--version'], { cwd: root }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed ? failed.code : 0).toBe(2);
    expect(failed.stderr).toContain('catalogue: internal error');
    expect(existsSync(path.join(REPO, 'node_modules/.cache/catalogue/cli', manifestName(root + path.sep)))).toBe(false);
  });
});
