/**
 * How a production build handles the site's styles (`.css.ts` files, vanilla-extract), in place
 * of vanilla-extract's Vite plugin, which the dev server keeps for its updates in place.
 *
 * - The client bundle compiles them: each file is bundled by esbuild and run, and its CSS handed
 *   to Vite as a module of its own (`<file>.vanilla.css`), as vanilla-extract's esbuild plugin
 *   does (@vanilla-extract/integration's `compile` and `processVanillaFile`). The Vite plugin
 *   instead starts a compiler of its own, a second Vite server that runs the files through
 *   vite-node: that, and loading its code, was some 0.8 s of the client bundle's 2.0 s on every
 *   bundling (a first build, a layout edit, a change to the site's code).
 * - The SSR bundle only names the classes (`transform`: each file is given its file scope and
 *   runs in prerender), as the Vite plugin's `transform` mode did.
 *
 * A class name is made from the file's path in the project and the package's name (its file
 * scope), and the CSS by vanilla-extract's own code, so each style module comes out as the Vite
 * plugin's compiler makes it: the same classes under the same names, and the same CSS
 * (styles-plugin.test.ts compares every file of the site).
 */
import path from 'node:path';
import { compile, cssFileFilter, getPackageInfo, normalizePath, processVanillaFile, transform } from '@vanilla-extract/integration';
import type { Plugin } from 'vite';

/** What a style file's CSS module is called: the Vite plugin's name for it. */
const CSS_SUFFIX = '.vanilla.css';

/**
 * Run before a style file's code: each composition it registers (a class made of others, as in
 * `styleVariants({ menu: [base] })`) counts as used, so its own class stays in the class list.
 * `processVanillaFile` otherwise drops the class of one that no CSS of the same file selects,
 * where the Vite plugin's compiler keeps every one, and so does the code the SSR bundle runs: a
 * component given such a class would not hydrate as it was prerendered. `__adapter__` is the
 * adapter `processVanillaFile` runs the file with (and has set before this runs).
 */
const KEEP_COMPOSITIONS = `if (typeof __adapter__ === 'object') {
  const register = __adapter__.registerComposition;
  __adapter__.registerComposition = (composition) => {
    register(composition);
    __adapter__.markCompositionUsed(composition.identifier);
  };
}
`;

/** The client's style module for `file`, and its CSS (and that of the style files it imports) by each CSS module's id. */
export async function compiledStyleModule(file: string, root: string, identOption: 'short' | 'debug'): Promise<{ code: string; css: Map<string, string> }> {
  const { source } = await compile({ filePath: file, cwd: root, identOption });
  const css = new Map<string, string>();
  const code = await processVanillaFile({
    source: KEEP_COMPOSITIONS + source,
    filePath: file,
    identOption,
    // A file that imports another's styles runs that file too: both name its CSS by the same id, and Vite keeps one.
    serializeVirtualCssPath: ({ fileName, source: text }) => {
      const cssId = path.resolve(root, fileName);
      css.set(cssId, text);
      return `import ${JSON.stringify(cssId)};`;
    },
  });
  return { code, css };
}

/** The build's style plugin: compiling the styles for the client, naming them for the SSR bundle (`ssr`). */
export function builtStyles(options: { ssr: boolean }): Plugin {
  let root = process.cwd();
  let identOption: 'short' | 'debug' = 'short';
  let packageName = '';
  /** Each style file's CSS by its module's id, put there as the file is compiled (before Vite resolves its imports). */
  const cssOf = new Map<string, string>();
  return {
    name: 'built-styles',
    enforce: 'pre',
    // The prerender runs the styles' code with the one copy of vanilla-extract's that names the classes.
    config: () => (options.ssr ? { ssr: { external: ['@vanilla-extract/css', '@vanilla-extract/css/fileScope', '@vanilla-extract/css/adapter'] } } : {}),
    configResolved(config) {
      root = config.root;
      identOption = config.mode === 'production' ? 'short' : 'debug';
      packageName = getPackageInfo(root).name;
    },
    async transform(code, id) {
      const [file = id] = id.split('?');
      if (!cssFileFilter.test(file)) return null;
      if (options.ssr) return transform({ source: code, filePath: normalizePath(file), rootPath: root, packageName, identOption });
      const compiled = await compiledStyleModule(file, root, identOption);
      for (const [cssId, css] of compiled.css) cssOf.set(cssId, css);
      return { code: compiled.code, map: { mappings: '' } };
    },
    resolveId(source) {
      return source.endsWith(CSS_SUFFIX) && cssOf.has(source) ? source : undefined;
    },
    load(id) {
      return id.endsWith(CSS_SUFFIX) ? cssOf.get(id) : undefined;
    },
  };
}
