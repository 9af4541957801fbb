/**
 * The signature of a rename done by hand: many links broken the same way, each of which would
 * reach a page if one folder or page name read differently. Each broken link is still reported
 * on its own line; this adds one note saying which `catalogue move` finishes the rename (it
 * rewrites the links and records the old addresses, and works after the file was renamed).
 */
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../model.ts';
import type { PageIndex } from './pages.ts';

/** Fewer broken links than this are left to each link's own "did you mean". */
const MANY = 2;

export interface BrokenLink {
  /** The address the link names, without its '#fragment'. */
  address: string;
}

const segmentsOf = (address: string) => address.split('/').slice(1);
const under = (address: string, folder: string) => address === folder || address.startsWith(`${folder}/`);

interface Rename {
  from: string;
  to: string;
  count: number;
}

/** Folder renames: '/timber/x' broken while '/timber-and-sheet/x' is a page, for several x. */
function folderRenames(broken: readonly BrokenLink[], pages: PageIndex): Rename[] {
  // Every folder that holds a page, and the pages by their last parts: 'rest|depth' -> folders.
  const liveFolders = new Set<string>();
  const byRest = new Map<string, string[]>();
  for (const page of pages.keys()) {
    const parts = segmentsOf(page);
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const folder = `/${parts.slice(0, depth).join('/')}`;
      liveFolders.add(folder);
      if (depth === parts.length) continue;
      const key = `/${parts.slice(depth).join('/')}|${depth}`;
      byRest.set(key, [...(byRest.get(key) ?? []), folder]);
    }
  }
  const votes = new Map<string, Map<string, Set<string>>>();
  for (const address of new Set(broken.map((link) => link.address))) {
    const parts = segmentsOf(address);
    for (let depth = 1; depth < parts.length; depth += 1) {
      const from = `/${parts.slice(0, depth).join('/')}`;
      if (liveFolders.has(from)) continue;
      for (const to of byRest.get(`/${parts.slice(depth).join('/')}|${depth}`) ?? []) {
        const byTarget = votes.get(from) ?? new Map<string, Set<string>>();
        votes.set(from, byTarget.set(to, (byTarget.get(to) ?? new Set()).add(address)));
      }
    }
  }
  const renames: Rename[] = [];
  for (const [from, byTarget] of votes) {
    const ranked = [...byTarget].sort((a, b) => b[1].size - a[1].size);
    const [best, second] = ranked;
    if (!best || best[1].size < MANY || (second && second[1].size === best[1].size)) continue;
    const to = best[0];
    const count = broken.filter((link) => under(link.address, from) && pages.has(to + link.address.slice(from.length))).length;
    renames.push({ from, to, count });
  }
  // A rename of '/a' explains everything under '/a/b' too: keep the outermost.
  return renames.filter((rename) => !renames.some((other) => other !== rename && rename.from.startsWith(`${other.from}/`)));
}

/**
 * Page renames: one address broken in several links while a page in the same folder, which no
 * link names, has a name that contains the old one or the other way round ('plywood' and
 * 'plywood-sheets').
 */
function pageRenames(broken: readonly BrokenLink[], pages: PageIndex, linked: ReadonlySet<string>, explained: (address: string) => boolean): Rename[] {
  const counts = new Map<string, number>();
  for (const { address } of broken) if (!explained(address)) counts.set(address, (counts.get(address) ?? 0) + 1);
  const renames: Rename[] = [];
  for (const [from, count] of counts) {
    if (count < MANY || from === '/') continue;
    const folder = from.slice(0, from.lastIndexOf('/'));
    const name = from.slice(folder.length + 1);
    const candidates = [...pages.keys()].filter((address) => {
      if (linked.has(address) || address.slice(0, address.lastIndexOf('/')) !== folder) return false;
      const other = address.slice(folder.length + 1);
      return other.includes(name) || name.includes(other);
    });
    const [to] = candidates;
    if (to !== undefined && candidates.length === 1) renames.push({ from, to, count });
  }
  return renames;
}

/** One note per rename the broken links point to; none when they do not agree on one. */
export function renameNotes(broken: readonly BrokenLink[], pages: PageIndex, linked: ReadonlySet<string>): Diagnostic[] {
  const folders = folderRenames(broken, pages);
  const explained = (address: string) => folders.some((rename) => under(address, rename.from));
  const renames = [...folders, ...pageRenames(broken, pages, linked, explained)];
  return renames.map(({ from, to, count }) =>
    diagnostic('link/renamed', { count, from, to }, undefined, {
      hint: `Run 'npx catalogue move ${from} ${to}': it points every link at '${to}' (keeping each '#section') and records '${from}' as an old address, so visitors who use it are sent on. It works whether or not the file has already been renamed.`,
    }),
  );
}
