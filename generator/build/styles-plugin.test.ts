import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import { getPackageInfo, transform } from '@vanilla-extract/integration';
import type { ResolvedConfig, TransformResult } from 'vite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { builtStyles, compiledStyleModule, KeptStyles } from './styles-plugin.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every style file of the site. */
const styleFiles = readdirSync(path.join(ROOT, 'site'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => path.join(ROOT, 'site', file))
  .sort();

/** A style module's exports, one a line in order (its imports are of CSS modules, named differently by each). */
const exportsOf = (code: string): string =>
  code
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('import '))
    .sort()
    .join('\n');

describe("the build's styles", () => {
  // What vanilla-extract's Vite plugin compiles a build's styles with (the dev server still does).
  const theirs = createCompiler({ root: ROOT, identifiers: 'short', cssImportSpecifier: (id) => `${id}.vanilla.css`, viteConfig: { plugins: [] }, enableFileWatcher: false });
  afterAll(() => theirs.close());

  it('finds the site’s style files', () => {
    expect(styleFiles.length).toBeGreaterThan(20);
  });

  // A class kept or dropped, a name or a rule different: pages prerendered with one would be styled or hydrated otherwise with the other.
  it.each(styleFiles.map((file) => [path.relative(ROOT, file), file]))('compiles %s as vanilla-extract’s own compiler does: the same classes and CSS', async (_name, file) => {
    const ours = await compiledStyleModule(file, ROOT, 'short');
    const their = await theirs.processVanillaFile(file, { outputCss: true });
    expect(exportsOf(ours.code)).toBe(exportsOf(their.source));
    // The same CSS modules (its own, and those of the style files it imports), each with the CSS that compiler has for it.
    const theirCss = [...their.source.matchAll(/^import '([^']*)';$/gm)].map((match) => path.resolve(ROOT, match[1]!));
    expect([...ours.css.keys()].sort()).toEqual(theirCss.sort());
    for (const [cssId, css] of ours.css) expect(css, cssId).toBe(theirs.getCssForFile(cssId.slice(0, -'.vanilla.css'.length)).css);
    // Each CSS module is imported by the code under the id the plugin serves it by.
    for (const cssId of ours.css.keys()) expect(ours.code).toContain(`import ${JSON.stringify(cssId)};`);
  });

  it('keeps the class of a composition no CSS of its file selects, as the compiler and the prerendered pages do', async () => {
    const file = path.join(ROOT, 'site/components/SearchField/SearchResults.css.ts');
    const { code } = await compiledStyleModule(file, ROOT, 'short');
    // panel.menu is `[panelBase]` alone: a class of its own, and panelBase's.
    const menu = /menu:'([^']*)'/.exec(code)?.[1] ?? '';
    expect(menu.split(' ')).toHaveLength(2);
  });
});

describe("the SSR bundle's styles", () => {
  const kept = mkdtempSync(path.join(tmpdir(), 'ssr-styles-'));
  afterAll(() => rmSync(kept, { recursive: true, force: true }));

  /** The SSR bundle's module for `file`, as a build's plugin gives it. */
  async function named(file: string): Promise<string> {
    const plugin = builtStyles({ ssr: true, keptIn: kept });
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root: ROOT, mode: 'production' } as ResolvedConfig);
    const result = await (plugin.transform as (code: string, id: string) => Promise<TransformResult>)(readFileSync(file, 'utf8'), file);
    (plugin.buildEnd as () => void)();
    return result.code;
  }

  // What vanilla-extract's Vite plugin gave in its transform mode: the file given its file scope (the project's path and package name), nothing compiled.
  it.each(styleFiles.map((file) => [path.relative(ROOT, file), file]))('names the classes of %s as vanilla-extract does, the first time and as kept', async (_name, file) => {
    const theirs = await transform({ source: readFileSync(file, 'utf8'), filePath: file, rootPath: ROOT, packageName: getPackageInfo(ROOT).name, identOption: 'short' });
    expect(await named(file)).toBe(theirs);
    expect(new KeptStyles(kept, ROOT, 'short', 'ssr').get(file)?.code).toBe(theirs);
    expect(await named(file)).toBe(theirs);
  });
});

describe('kept style modules', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A project of one style file that takes its colour from another file, and a folder to keep its styles in. */
  function project(colour: string): { root: string; styles: string; tokens: string; kept: string } {
    const root = mkdtempSync(path.join(tmpdir(), 'kept-styles-'));
    made.push(root);
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'kept-styles-test', type: 'module' }));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    mkdirSync(path.join(root, 'site'));
    const tokens = path.join(root, 'site', 'tokens.ts');
    writeFileSync(tokens, `export const accent = '${colour}';\n`);
    const styles = path.join(root, 'site', 'button.css.ts');
    writeFileSync(styles, "import { style } from '@vanilla-extract/css';\nimport { accent } from './tokens.ts';\nexport const button = style({ color: accent });\n");
    return { root, styles, tokens, kept: path.join(root, 'kept') };
  }

  /** The client's style module for `file` as a build's plugin gives it, and the CSS it serves for it. */
  async function built(root: string, file: string, kept: string): Promise<{ code: string; css: string }> {
    const plugin = builtStyles({ ssr: false, keptIn: kept });
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root, mode: 'production' } as ResolvedConfig);
    const result = (await (plugin.transform as (code: string, id: string) => Promise<TransformResult>)('', file)).code;
    const cssId = `${file}.vanilla.css`;
    expect((plugin.resolveId as (source: string) => string | undefined)(cssId)).toBe(cssId);
    const css = (plugin.load as (id: string) => string | undefined)(cssId) ?? '';
    (plugin.buildEnd as () => void)();
    return { code: result, css };
  }

  it('gives the module a build compiled while every file it was made from is as it was, and compiles it again once one changes', async () => {
    const { root, styles, tokens, kept } = project('#f2b600');
    const first = await built(root, styles, kept);
    expect(first.css).toContain('#f2b600');
    // Kept: the next build's plugin has it without compiling (the kept file says what it was made from).
    const store = new KeptStyles(kept, root, 'short');
    expect(store.get(styles)?.code).toBe(first.code);
    expect(store.get(styles)?.inputs.sort()).toEqual([styles, tokens].sort());
    expect(await built(root, styles, kept)).toEqual(first);
    // An imported file edited: compiled again, with the new colour.
    writeFileSync(tokens, "export const accent = '#1d4a37';\n");
    expect(new KeptStyles(kept, root, 'short').get(styles)).toBeUndefined();
    const second = await built(root, styles, kept);
    expect(second.css).toContain('#1d4a37');
    expect(second.css).not.toContain('#f2b600');
    expect(new KeptStyles(kept, root, 'short').get(styles)?.code).toBe(second.code);
  });

  it('neither takes nor keeps a module when told to keep nothing (a build with --no-cache)', async () => {
    const { root, styles, kept } = project('#f2b600');
    const plugin = builtStyles({ ssr: false, keep: false, keptIn: kept });
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root, mode: 'production' } as ResolvedConfig);
    await (plugin.transform as (code: string, id: string) => Promise<TransformResult>)('', styles);
    (plugin.buildEnd as () => void)();
    expect(new KeptStyles(kept, root, 'short').get(styles)).toBeUndefined();
    // And one kept before is not taken: the module is compiled from the file as it is.
    await built(root, styles, kept);
    const store = new KeptStyles(kept, root, 'short');
    store.set(styles, { code: 'export var button = "stale";', css: new Map(), inputs: [styles] });
    store.save();
    const fresh = builtStyles({ ssr: false, keep: false, keptIn: kept });
    (fresh.configResolved as (config: ResolvedConfig) => void)({ root, mode: 'production' } as ResolvedConfig);
    const code = (await (fresh.transform as (code: string, id: string) => Promise<TransformResult>)('', styles)).code;
    expect(code).not.toContain('stale');
    expect(code).toContain('export var button');
  });

  it('keeps nothing for another form of the identifiers, or a module made from a file it cannot read', async () => {
    const { root, styles, tokens, kept } = project('#f2b600');
    await built(root, styles, kept);
    expect(new KeptStyles(kept, root, 'debug').get(styles)).toBeUndefined();
    const store = new KeptStyles(kept, root, 'short');
    store.set(tokens, { code: 'export {}', css: new Map(), inputs: [path.join(root, 'site', 'gone.ts')] });
    expect(store.get(tokens)).toBeUndefined();
  });
});
