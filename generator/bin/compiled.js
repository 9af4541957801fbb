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
// The same build compiles, beside the CLI, the one module its worker threads need
// (generator/workers-entry.ts: the parse pool's, the search index's page readers' and
// fragment writer's, and the link-preview card thread's code). Named to those threads, it lets
// each start in about 90 ms, where registering tsx took 0.25-0.4 s
// (generator/workers/compiled-workers.ts).
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
const FORMAT = 4;
/**
 * The module the CLI's worker threads load (generator/workers-entry.ts), compiled beside
 * the CLI from the same sources: loadCompiledCli names it to them (COMPILED_WORKERS), so that a
 * worker starts without tsx.
 */
const WORKERS_ENTRY = 'generator/workers-entry.ts';
/** The global that names the running CLI's compiled workers' module to the worker threads it starts (workers/compiled-workers.ts). */
export const COMPILED_WORKERS = Symbol.for('catalogue.compiledWorkers');
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
  return currentBuild(root)?.bundle;
}

/** currentBundle's bundle, with the workers' module compiled beside it; undefined as currentBundle is. */
export function currentBuild(root = TOOL_ROOT) {
  const { dir, manifest } = placesFor(root);
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(manifest, 'utf8'));
  } catch {
    return undefined;
  }
  if (recorded.format !== FORMAT || recorded.root !== root || typeof recorded.bundle !== 'string' || typeof recorded.workers !== 'string') return undefined;
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
  const workers = path.join(dir, recorded.workers);
  try {
    // A bundle cut short or emptied (a full disk, a hand edit) is compiled again, not run.
    if (statSync(bundle).size !== recorded.bytes || statSync(workers).size !== recorded.workersBytes) return undefined;
  } catch {
    return undefined;
  }
  return { bundle, workers };
}

/**
 * Compiles generator/cli.ts into the cache, and beside it the module its worker threads load
 * (WORKERS_ENTRY), and records what they were made from; returns the CLI bundle's file. Throws
 * when esbuild is missing or a source does not compile.
 */
export async function compileCli(root = TOOL_ROOT) {
  const { build, stop, version } = await import('esbuild');
  const { dir, manifest } = placesFor(root);
  const inputs = new Map();
  let result;
  try {
    result = await build({
      entryPoints: { cli: path.join(root, 'generator/cli.ts'), workers: path.join(root, WORKERS_ENTRY) },
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
  const outputOf = (name, extension) => result.outputFiles.find((file) => path.basename(file.path) === `${name}${extension}`);
  if (!outputOf('cli', '.js') || !outputOf('workers', '.js')) throw new Error('esbuild wrote no bundle');
  const key = hashOf(JSON.stringify([root, version, [...inputs].sort()])).slice(0, 16);
  mkdirSync(dir, { recursive: true });
  /** Writes one entry's module (and its source map) as `<name>-<key>.mjs`; gives its name and size. */
  const keep = (name) => {
    const file = `${name}-${key}.mjs`;
    const map = outputOf(name, '.js.map');
    const text = outputOf(name, '.js').text.replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${file}.map\n`);
    if (map) writeWhole(path.join(dir, `${file}.map`), map.text);
    writeWhole(path.join(dir, file), text);
    return { file, bytes: Buffer.byteLength(text) };
  };
  const workers = keep('workers');
  const cli = keep('cli');
  writeWhole(manifest, JSON.stringify({ format: FORMAT, root, esbuild: version, bundle: cli.file, bytes: cli.bytes, workers: workers.file, workersBytes: workers.bytes, inputs: [...inputs].sort() }));
  prune(dir);
  return path.join(dir, cli.file);
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

/** Keeps the newest bundles, workers' modules and manifests; an older bundle still named by a manifest goes with it (currentBuild then finds it missing). */
function prune(dir) {
  try {
    const byAge = (names) =>
      names
        .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time)
        .slice(KEEP)
        .map((entry) => entry.name);
    const names = readdirSync(dir);
    const kinds = [(name) => name.startsWith('cli-') && name.endsWith('.mjs'), (name) => name.startsWith('workers-') && name.endsWith('.mjs'), (name) => name.endsWith('.json')];
    for (const name of kinds.flatMap((kind) => byAge(names.filter(kind)))) {
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
  let build = currentBuild(root);
  if (!build) {
    try {
      const bundle = await compileCli(root);
      build = { bundle, workers: path.join(path.dirname(bundle), path.basename(bundle).replace(/^cli-/, 'workers-')) };
    } catch {
      return undefined;
    }
  }
  if (process.argv.includes('--debug')) process.setSourceMapsEnabled(true);
  // Named before the CLI runs: the worker threads it starts load this module (workers/compiled-workers.ts).
  globalThis[COMPILED_WORKERS] = pathToFileURL(build.workers).href;
  let cli;
  try {
    cli = await import(pathToFileURL(build.bundle).href);
  } catch {
    // Below.
  }
  if (typeof cli?.main === 'function') return cli;
  delete globalThis[COMPILED_WORKERS];
  // Spoilt on disk in some way its size does not show: this command runs from source, and the
  // next one compiles the CLI afresh. (A fault in the CLI's own code is met again from source, and reported.)
  rmSync(placesFor(root).manifest, { force: true });
  return undefined;
}
