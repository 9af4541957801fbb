import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledStyleModule } from './styles-plugin.ts';

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
