// The CLI compiled to one plain JavaScript module, so that a command starts without tsx's loader.
//
// Through tsx every module of the CLI, and every module it imports afterwards (the SSR bundle
// and React among them), passes through a loader thread; a rebuild after one edit at 10,000
// products spent about 0.45 s of its 3.1 s there. esbuild bundles generator/cli.ts and what it
// imports from the project (packages stay imports of node_modules) in about 0.1 s, the first
// time a command runs after the CLI's source changed. The bundle is kept in
// node_modules/.cache/catalogue/cli with the list of its source files and their hashes; a command
// uses it only when every one of those files is as it was and the bundle is its whole size (one
// emptied or cut short is compiled again; one that will not load is passed over for the source).
//
// Each module keeps its own location: `import.meta.url` in a source file becomes that file's
// URL, so paths it resolves (workers, schemas, fonts, fingerprints of its own code) are the ones
// the source run uses.
//
// Packages stay imports of node_modules, but for the few small plain-JavaScript ones every
// command loads (BUNDLED): compiled in, a command starts about 70 ms sooner (yaml alone is some
// seventy modules for node to find and load one by one). Each one's package.json counts among the
// bundle's sources, so a new version of one (npm ci, an upgrade) compiles the CLI again.
//
// Anything that goes wrong here (no esbuild, a read-only node_modules, a source file that does
// not compile) only means the command runs from source through tsx, as before;
// CATALOGUE_FROM_SOURCE=1 asks for that.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

/** The tool's own folder (the one holding generator/), whatever the working directory. */
export const TOOL_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Bundles of other checkouts and older sources kept beside the newest. */
const KEEP = 8;
/** Raised whenever the bundle's shape or what the manifest records changes. */
const FORMAT = 3;
/** Packages compiled into the bundle: plain JavaScript, no files of their own read at run time, loaded by every command. */
export const BUNDLED = ['yaml', 'commander', 'fastest-levenshtein'];

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The cache folder and the file naming this checkout's current bundle. */
function placesFor(root) {
  const dir = path.join(root, 'node_modules/.cache/catalogue/cli');
  return { dir, manifest: path.join(dir, `${hashOf(root).slice(0, 16)}.json`) };
}

/**
 * The compiled CLI's file when it is up to date with the sources: every file it was compiled
 * from still has the hash it had. Undefined otherwise (never compiled, or a source changed).
 */
export function currentBundle(root = TOOL_ROOT) {
  const { dir, manifest } = placesFor(root);
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(manifest, 'utf8'));
  } catch {
    return undefined;
  }
  if (recorded.format !== FORMAT || recorded.root !== root) return undefined;
  for (const [file, hash] of recorded.inputs) {
    let text;
    try {
      text = readFileSync(path.join(root, file));
    } catch {
      return undefined;
    }
    if (hashOf(text) !== hash) return undefined;
  }
  const bundle = path.join(dir, recorded.bundle);
  try {
    // A bundle cut short or emptied (a full disk, a hand edit) is compiled again, not run.
    if (statSync(bundle).size !== recorded.bytes) return undefined;
  } catch {
    return undefined;
  }
  return bundle;
}

/**
 * Compiles generator/cli.ts into the cache and records what it was made from; returns the
 * bundle's file. Throws when esbuild is missing or a source does not compile.
 */
export async function compileCli(root = TOOL_ROOT) {
  const { build, stop, version } = await import('esbuild');
  const { dir, manifest } = placesFor(root);
  const inputs = new Map();
  let result;
  try {
    result = await build({
      entryPoints: [path.join(root, 'generator/cli.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      outdir: dir,
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'silent',
      // The bundled packages' CommonJS modules require node's own modules (commander: 'node:events').
      banner: { js: `import { createRequire as createRequireForBundled } from 'node:module';\nconst require = createRequireForBundled(${JSON.stringify(pathToFileURL(path.join(root, 'package.json')).href)});` },
      plugins: [
        {
          name: 'packages',
          setup(compiler) {
            // A bare import ('react', 'sharp/lib'): left to node_modules unless its package is BUNDLED.
            compiler.onResolve({ filter: /^[^./]/ }, (args) => {
              if (args.path.startsWith('node:') || BUNDLED.includes(packageOf(args.path))) return undefined;
              return { path: args.path, external: true };
            });
          },
        },
        {
          name: 'source-locations',
          setup(compiler) {
            // Every project file is read here, so its hash is of exactly the text compiled; a
            // bundled package is known by its package.json (its name and version).
            compiler.onLoad({ filter: /\.[cm]?[jt]sx?$|\.json$/ }, (args) => {
              const relative = path.relative(root, args.path);
              const parts = relative.split(path.sep);
              const at = parts.lastIndexOf('node_modules');
              if (at !== -1) {
                const manifestFile = path.join(...parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)), 'package.json');
                if (!inputs.has(manifestFile)) inputs.set(manifestFile, hashOf(readFileSync(path.join(root, manifestFile), 'utf8')));
                return undefined;
              }
              const text = readFileSync(args.path, 'utf8');
              inputs.set(relative, hashOf(text));
              const url = JSON.stringify(pathToFileURL(args.path).href);
              return { contents: text.replaceAll('import.meta.url', url), loader: loaderFor(args.path) };
            });
          },
        },
      ],
    });
  } finally {
    // Its service process is not needed again by this command.
    await stop();
  }
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'));
  if (!code) throw new Error('esbuild wrote no bundle');
  const key = hashOf(JSON.stringify([root, version, [...inputs].sort()])).slice(0, 16);
  const bundle = `cli-${key}.mjs`;
  mkdirSync(dir, { recursive: true });
  const text = code.text.replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${bundle}.map\n`);
  if (map) writeWhole(path.join(dir, `${bundle}.map`), map.text);
  writeWhole(path.join(dir, bundle), text);
  writeWhole(manifest, JSON.stringify({ format: FORMAT, root, esbuild: version, bundle, bytes: Buffer.byteLength(text), inputs: [...inputs].sort() }));
  prune(dir);
  return path.join(dir, bundle);
}

/** 'yaml' -> 'yaml', 'yaml/util' -> 'yaml', '@scope/name/x' -> '@scope/name'. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function loaderFor(file) {
  const extension = path.extname(file).slice(1);
  if (extension === 'json') return 'json';
  if (extension.endsWith('x')) return extension.startsWith('t') ? 'tsx' : 'jsx';
  return extension.includes('t') ? 'ts' : 'js';
}

/** Written under another name and renamed, so a command running at the same time reads it whole or not at all. */
function writeWhole(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Keeps the newest bundles (and manifests); an older bundle still named by a manifest goes with it. */
function prune(dir) {
  try {
    const byAge = (names) =>
      names
        .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time)
        .slice(KEEP)
        .map((entry) => entry.name);
    const names = readdirSync(dir);
    for (const name of [...byAge(names.filter((name) => name.endsWith('.mjs'))), ...byAge(names.filter((name) => name.endsWith('.json')))]) {
      rmSync(path.join(dir, name), { force: true });
      rmSync(path.join(dir, `${name}.map`), { force: true });
    }
  } catch {
    // Pruning only saves room.
  }
}

/**
 * The CLI's module: the compiled bundle (compiled first when the sources changed), or undefined
 * when the command should run from source (asked for, or compiling failed).
 */
export async function loadCompiledCli(root = TOOL_ROOT) {
  if (process.env.CATALOGUE_FROM_SOURCE) return undefined;
  let bundle = currentBundle(root);
  if (!bundle) {
    try {
      bundle = await compileCli(root);
    } catch {
      return undefined;
    }
  }
  if (process.argv.includes('--debug')) process.setSourceMapsEnabled(true);
  let cli;
  try {
    cli = await import(pathToFileURL(bundle).href);
  } catch {
    // Below.
  }
  if (typeof cli?.main === 'function') return cli;
  // Spoilt on disk in some way its size does not show: this command runs from source, and the
  // next one compiles the CLI afresh. (A fault in the CLI's own code is met again from source, and reported.)
  rmSync(placesFor(root).manifest, { force: true });
  return undefined;
}
