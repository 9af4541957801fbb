/**
 * What the built site says about itself: the route manifest the generator wrote and the
 * sitemap the build wrote. Tests take their page lists from here, never from a copy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type PageKind = 'home' | 'contact' | 'listing' | 'detail';

export interface ManifestPage {
  address: string;
  kind: PageKind;
  title: string;
  data: string;
  /** Its old addresses, each answered with a 301 to it. */
  aliases?: string[];
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export function manifestPages(): ManifestPage[] {
  const file = path.join(ROOT, 'site/generated/manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { pages: ManifestPage[] };
  return manifest.pages;
}

export function pagesOfKind(kind: PageKind): ManifestPage[] {
  return manifestPages().filter((p) => p.kind === kind);
}

/** The paths of every <loc> in dist/sitemap.xml, as written: each page's published URL ('/timber/'). */
export function sitemapPaths(distDir: string): string[] {
  const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

export function siteUrl(): string {
  const yaml = readFileSync(path.join(ROOT, 'catalogue/site.yaml'), 'utf8');
  const match = /^url:\s*(\S+)/m.exec(yaml);
  if (!match?.[1]) throw new Error('catalogue/site.yaml has no url');
  return match[1].replace(/\/$/, '');
}
