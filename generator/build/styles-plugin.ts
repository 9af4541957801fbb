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
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { keepNewest, writeAtomically } from '../cache/index.ts';

/** What a style file's CSS module is called: the Vite plugin's name for it. */
const CSS_SUFFIX = '.vanilla.css';

/** A style file, as vanilla-extract knows one (its `cssFileFilter`). */
const STYLE_FILE = /\.css\.(?:[cm]?js|jsx|ts|tsx)$/;

/**
 * vanilla-extract's build-time code, loaded when a style must be compiled or named afresh: with
 * Babel and esbuild it took some 0.2 s to load, which a bundling whose styles are all kept
 * (KeptStyles) does not need.
 */
let integrationLoaded: Promise<typeof import('@vanilla-extract/integration')> | undefined;
const integration = () => (integrationLoaded ??= import('@vanilla-extract/integration'));

/** The package's name, from the nearest package.json above `root` that has one (as vanilla-extract finds it): part of each class's file scope. */
function packageNameOf(root: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    try {
      const name = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
      if (typeof name === 'string' && name) return name;
    } catch {
      // None here: look further up.
    }
    if (path.dirname(dir) === dir) return '';
  }
}

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

/** A style file compiled: its module's code, its CSS (and that of the style files it imports) by each CSS module's id, and the files it was made from. */
export interface StyleModule {
  code: string;
  css: Map<string, string>;
  inputs: string[];
}

/** The client's style module for `file`. */
export async function compiledStyleModule(file: string, root: string, identOption: 'short' | 'debug'): Promise<StyleModule> {
  const { compile, processVanillaFile } = await integration();
  const { source, watchFiles } = await compile({ filePath: file, cwd: root, identOption });
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
  return { code, css, inputs: watchFiles };
}

/** Raised when what a kept style module holds, or how it is made, changes. */
const KEPT_FORMAT = 1;
/** Files kept: two (the client's modules and the SSR bundle's) for each of sixteen projects and benchmark sandboxes. */
const KEPT_FILES = 32;

interface KeptModule {
  /** Each file it was made from, with a hash of its bytes then. */
  inputs: [file: string, hash: string][];
  code: string;
  css: [id: string, css: string][];
}

const hashOfFile = (file: string): string | undefined => {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
};

/**
 * The style modules as the last bundling made them (the client's compiled, or the SSR bundle's
 * named), each with the files it was made from (the style file and what it imports) and their
 * hashes then: one is taken again only while every one of those files is as it was. The styles
 * seldom change: a layout edit or a change to a page's code bundles again with the same ones, and
 * making them was some 0.3 s of the client's bundling. One file per project and kind, named by the
 * project, the identifiers' form and the versions of the code that makes them; anything wrong with
 * it only costs the time to make them again.
 */
export class KeptStyles {
  private readonly file: string;
  private kept?: Record<string, KeptModule>;
  private changed = false;
  /** Each file's hash, read once however many modules were made from it (most import the theme's files). */
  private readonly hashes = new Map<string, string | undefined>();

  /** `kind`: the client's compiled modules, or the SSR bundle's named ones. */
  constructor(
    private readonly dir: string,
    root: string,
    identOption: string,
    kind: 'client' | 'ssr' = 'client',
  ) {
    const require = createRequire(path.join(root, 'package.json'));
    const versions = ['@vanilla-extract/integration', '@vanilla-extract/css', 'esbuild'].map((name) => {
      try {
        return `${name}@${(require(`${name}/package.json`) as { version: string }).version}`;
      } catch {
        return `${name}@missing`;
      }
    });
    const key = createHash('sha1').update(JSON.stringify([KEPT_FORMAT, KEEP_COMPOSITIONS, root, identOption, kind, versions])).digest('hex').slice(0, 20);
    this.file = path.join(dir, `${key}.json`);
  }

  private read(): Record<string, KeptModule> {
    if (!this.kept) {
      try {
        this.kept = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, KeptModule>;
      } catch {
        this.kept = {};
      }
    }
    return this.kept;
  }

  private hashOf(file: string): string | undefined {
    if (!this.hashes.has(file)) this.hashes.set(file, hashOfFile(file));
    return this.hashes.get(file);
  }

  /** `file`'s module as kept, when every file it was made from is as it was. */
  get(file: string): StyleModule | undefined {
    const kept = this.read()[file];
    if (!kept || !kept.inputs.every(([input, hash]) => this.hashOf(input) === hash)) return undefined;
    return { code: kept.code, css: new Map(kept.css), inputs: kept.inputs.map(([input]) => input) };
  }

  set(file: string, made: StyleModule): void {
    const inputs = made.inputs.flatMap((input): [string, string][] => {
      const hash = this.hashOf(input);
      return hash === undefined ? [] : [[input, hash]];
    });
    // A file it was made from that cannot be read now cannot be checked later: not kept.
    if (inputs.length !== made.inputs.length) return;
    this.read()[file] = { inputs, code: made.code, css: [...made.css] };
    this.changed = true;
  }

  /** Writes what changed (once the bundle is built). */
  save(): void {
    if (!this.changed) return;
    this.changed = false;
    if (writeAtomically(this.file, JSON.stringify(this.kept))) keepNewest(this.dir, KEPT_FILES);
  }
}

/** Set to 'off' in the environment of a bundling that keeps nothing (`catalogue build --no-cache`): every style is made afresh. */
export const KEPT_STYLES_ENV = 'CATALOGUE_KEPT_STYLES';

/**
 * The build's style plugin: compiling the styles for the client, naming them for the SSR bundle
 * (`ssr`). `keep`: take and keep modules as KeptStyles does (by default, unless KEPT_STYLES_ENV
 * is 'off'); `keptIn`: where (the project's cache by default).
 */
export function builtStyles(options: { ssr: boolean; keep?: boolean; keptIn?: string }): Plugin {
  const keep = options.keep ?? process.env[KEPT_STYLES_ENV] !== 'off';
  let root = process.cwd();
  let identOption: 'short' | 'debug' = 'short';
  let packageName = '';
  /** Each style file's CSS by its module's id, put there as the file is compiled (before Vite resolves its imports). */
  const cssOf = new Map<string, string>();
  let kept: KeptStyles | undefined;
  return {
    name: 'built-styles',
    enforce: 'pre',
    // The prerender runs the styles' code with the one copy of vanilla-extract's that names the classes.
    config: () => (options.ssr ? { ssr: { external: ['@vanilla-extract/css', '@vanilla-extract/css/fileScope', '@vanilla-extract/css/adapter'] } } : {}),
    configResolved(config) {
      root = config.root;
      identOption = config.mode === 'production' ? 'short' : 'debug';
      packageName = packageNameOf(root);
      if (keep) kept = new KeptStyles(options.keptIn ?? path.join(root, 'node_modules/.cache/catalogue/styles'), root, identOption, options.ssr ? 'ssr' : 'client');
    },
    async transform(code, id) {
      const [file = id] = id.split('?');
      if (!STYLE_FILE.test(file)) return null;
      let compiled = kept?.get(file);
      if (!compiled && options.ssr) {
        // Named: the file given its file scope, to run in prerender (made from the file alone; this plugin is the first to see it).
        const { transform } = await integration();
        const named = await transform({ source: code, filePath: file.split(path.win32.sep).join(path.posix.sep), rootPath: root, packageName, identOption });
        compiled = { code: named, css: new Map(), inputs: [file] };
        kept?.set(file, compiled);
      } else if (!compiled) {
        compiled = await compiledStyleModule(file, root, identOption);
        kept?.set(file, compiled);
      }
      for (const [cssId, css] of compiled.css) cssOf.set(cssId, css);
      return { code: compiled.code, map: { mappings: '' } };
    },
    buildEnd() {
      kept?.save();
    },
    resolveId(source) {
      return source.endsWith(CSS_SUFFIX) && cssOf.has(source) ? source : undefined;
    },
    load(id) {
      return id.endsWith(CSS_SUFFIX) ? cssOf.get(id) : undefined;
    },
  };
}
