/**
 * What a page makes the browser download before it is interactive: its module script and
 * everything that script imports statically, its modulepreloads and its stylesheets. Each file
 * is counted once, gzipped at level 9 (what a CDN's static compression gives). Dynamic import()s
 * are other routes' code and are not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzip: number;
  cssGzip: number;
  jsFiles: string[];
  cssFiles: string[];
}

type Attributes = Record<string, string>;

function tags(html: string, name: string): Attributes[] {
  const out: Attributes[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs: Attributes = {};
    for (const a of (tag[1] ?? '').matchAll(/([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      attrs[(a[1] ?? '').toLowerCase()] = (a[2] ?? '').replace(/^["']|["']$/g, '');
    }
    out.push(attrs);
  }
  return out;
}

/** Specifiers of static `import … from "x"`, `import "x"` and `export … from "x"`, not import("x"). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(pattern)) if (m[1]) found.add(m[1]);
  return [...found];
}

const gzipSizes = new Map<string, number>();

/** Cached: ten thousand detail pages share the same few bundles. */
export function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Maps a URL path on the site ('/assets/a.js') to its file under distDir; null if external. */
function fileOf(distDir: string, url: string, fromUrl: string): string | null {
  const resolved = new URL(url, `http://site${fromUrl}`);
  if (resolved.host !== 'site') return null;
  return path.join(distDir, decodeURIComponent(resolved.pathname));
}

export function pageWeight(distDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const pageUrl = `/${path.relative(distDir, htmlFile).split(path.sep).join('/')}`;
  const js = new Set<string>();
  const css = new Set<string>();
  const queue: string[] = [];
  const addJs = (url: string, from: string): void => {
    const file = fileOf(distDir, url, from);
    if (file && !js.has(file)) {
      js.add(file);
      queue.push(file);
    }
  };
  for (const s of tags(html, 'script')) if (s.type === 'module' && s.src) addJs(s.src, pageUrl);
  for (const l of tags(html, 'link')) {
    const rel = (l.rel ?? '').split(/\s+/);
    if (rel.includes('modulepreload') && l.href) addJs(l.href, pageUrl);
    if (rel.includes('stylesheet') && l.href) {
      const file = fileOf(distDir, l.href, pageUrl);
      if (file) css.add(file);
    }
  }
  for (let file = queue.shift(); file; file = queue.shift()) {
    const from = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('/')) addJs(spec, from);
    }
  }
  const sum = (files: Set<string>): number => [...files].reduce((n, f) => n + gzipSize(f), 0);
  const rel = (files: Set<string>): string[] => [...files].map((f) => path.relative(distDir, f)).sort();
  return { jsGzip: sum(js), cssGzip: sum(css), jsFiles: rel(js), cssFiles: rel(css) };
}
