/**
 * Finds the links to some pages in every catalogue file and works out each one's new value. A
 * link is a value the schema calls a link (collectLinks), so a new link field is covered at once.
 */
import { collectLinks } from '../links/collect.ts';
import { locate } from '../load/locate.ts';
import type { JsonPath, SourceFile, Span } from '../model.ts';
import type { ValueEdit } from './yaml-edits.ts';

export interface LinkTo {
  file: SourceFile;
  path: JsonPath;
  /** The link as written, such as '/timber/plywood#features'. */
  href: string;
  /** The page address it names, without its '#fragment'. */
  address: string;
  fragment?: string;
  span: Span;
}

/** Every internal link in the catalogue whose page address `wanted` accepts. */
export function linksTo(files: readonly SourceFile[], wanted: (address: string) => boolean): LinkTo[] {
  const found: LinkTo[] = [];
  for (const file of files) {
    for (const link of collectLinks(file.kind, file.data).links) {
      const href = link.value.trim();
      if (link.type === 'endpoint' || !href.startsWith('/') || href.startsWith('//')) continue;
      const hashAt = href.indexOf('#');
      const address = hashAt === -1 ? href : href.slice(0, hashAt);
      if (!wanted(address)) continue;
      found.push({ file, path: link.path, href: link.value, address, ...(hashAt === -1 ? {} : { fragment: href.slice(hashAt + 1) }), span: locate(file, link.path) });
    }
  }
  return found;
}

/** The links of one file as edits: each gets `rewrite`'s value, or is deleted when that is null. */
export function editsFor(links: readonly LinkTo[], rewrite: (link: LinkTo) => string | null): Map<string, ValueEdit[]> {
  const byFile = new Map<string, ValueEdit[]>();
  for (const link of links) {
    const edits = byFile.get(link.file.path) ?? [];
    edits.push({ path: link.path, value: rewrite(link) });
    byFile.set(link.file.path, edits);
  }
  return byFile;
}

export function where(link: LinkTo, root: string): string {
  return `${root}/${link.span.file}:${link.span.start.line}:${link.span.start.column}`;
}
