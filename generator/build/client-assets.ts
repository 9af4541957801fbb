/**
 * What a prerendered page names of the client build: its entry script and its stylesheet.
 *
 * The client's styles are split like its code (generator/build/app-chunks.ts): the app's, each
 * kind of page's, and those of the modules some kinds share. A page links one stylesheet, composed
 * here of the app's styles and those of the module that renders its kind, so it downloads neither
 * a row of small files nor the rules of pages it is not. What the app fetches on first use (search
 * results, the forms' sending code) brings its own styles then.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltAssets } from '../../contract/render.ts';

/** One chunk of Vite's manifest (`.vite/manifest.json`), as far as this module reads it. */
export interface ViteManifestEntry {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestEntry>;

/** A chunk and every chunk it imports statically (downloaded with it), each after what it imports. */
function closureOf(manifest: ViteManifest, keys: readonly string[] = [], seen = new Set<string>()): ViteManifestEntry[] {
  const chunks: ViteManifestEntry[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    chunks.push(...closureOf(manifest, chunk.imports, seen), chunk);
  }
  return chunks;
}

/** The modules that render a kind of page (site/pages/renderers.ts loads each on demand); the app's other on-demand modules are not pages. */
const PAGE_MODULE = /^site\/pages\//;

const stylesOf = (chunks: ViteManifestEntry[]) => [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];

/**
 * Reads Vite's manifest in `clientDir`/.vite and writes each composed stylesheet to `outDir`/assets
 * (its name holds a hash of its content, so the same build always gives the same file).
 */
export async function readClientAssets(clientDir: string, outDir: string): Promise<BuiltAssets> {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${manifestPath}`);

  // Static imports download with the entry (preloaded); the app behind its dynamic import
  // downloads after the first view, but its styles belong in the page from the start.
  const eager = closureOf(manifest, entry.imports);
  const app = closureOf(manifest, entry.dynamicImports);
  const appStyles = [...new Set([...(entry.css ?? []), ...stylesOf(eager), ...stylesOf(app)])];

  const css = new Map<string, Promise<string>>();
  const read = (file: string) => {
    let text = css.get(file);
    if (!text) css.set(file, (text = readFile(join(clientDir, file), 'utf8')));
    return text;
  };
  const composedOf: Record<string, string[]> = {};
  /** One stylesheet holding these, in this order (or the one file itself). */
  const compose = async (name: string, files: string[]): Promise<string> => {
    if (files.length === 1) return `/${files[0]!}`;
    const text = (await Promise.all(files.map(read))).join('\n');
    const file = `assets/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
    await mkdir(join(outDir, 'assets'), { recursive: true });
    await writeFile(join(outDir, file), text);
    composedOf[`/${file}`] = files.map((f) => `/${f}`);
    return `/${file}`;
  };

  const styles = appStyles.length > 0 ? [await compose('styles', appStyles)] : [];
  const kindStyles: Record<string, string[]> = {};
  for (const key of new Set(app.flatMap((chunk) => chunk.dynamicImports ?? []).filter((key) => PAGE_MODULE.test(key)))) {
    const own = stylesOf(closureOf(manifest, [key])).filter((file) => !appStyles.includes(file));
    if (own.length > 0) kindStyles[key] = [await compose(`styles-${manifest[key]?.name ?? 'page'}`, [...appStyles, ...own])];
  }
  return {
    script: `/${entry.file}`,
    styles,
    preload: eager.map((chunk) => `/${chunk.file}`),
    kindStyles,
    composedOf,
  };
}
