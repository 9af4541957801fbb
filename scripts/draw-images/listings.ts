/**
 * Which drawings appear together on one listing page, read from the catalogue YAML: every page
 * in `catalogue/<category>/` except its index.yaml is a card on that category's listing, and
 * the home page's cards are one more. A drawing in the table that no page uses yet (a page
 * still being written) joins the listing of the folder it is drawn for, so it is checked too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Every `src` value anywhere in a parsed YAML document. */
function sources(doc: unknown): string[] {
  if (Array.isArray(doc)) return doc.flatMap(sources);
  if (doc && typeof doc === 'object') {
    return Object.entries(doc).flatMap(([k, v]) => (k === 'src' && typeof v === 'string' ? [v] : sources(v)));
  }
  return [];
}

const pageImage = (file: string): string | undefined => {
  const src = (parse(readFileSync(file, 'utf8')) as { image?: { src?: unknown } } | null)?.image?.src;
  return typeof src === 'string' ? src : undefined;
};

/** Listing name (the category folder, or `home`) to the drawings shown on it. */
export function listings(catalogueDir: string, drawn: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (listing: string, src: string) => {
    const list = out.get(listing) ?? [];
    if (!list.includes(src)) list.push(src);
    out.set(listing, list);
  };
  for (const entry of readdirSync(catalogueDir)) {
    const dir = join(catalogueDir, entry);
    if (entry === 'images' || !statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.yaml') || file === 'index.yaml') continue;
      const src = pageImage(join(dir, file));
      if (src) add(entry, src);
    }
  }
  const home = join(catalogueDir, 'home.yaml');
  if (existsSync(home)) for (const src of sources(parse(readFileSync(home, 'utf8')))) add('home', src);
  const used = new Set([...out.values()].flat());
  for (const name of drawn) {
    const folder = name.split('/')[0]!;
    if (!used.has(name) && name.includes('/') && !name.endsWith('/category.svg') && folder !== 'home') add(folder, name);
  }
  return out;
}
