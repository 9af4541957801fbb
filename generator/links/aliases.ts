/**
 * A page's `aliases:` are its old addresses: the built site answers each with a 301 to the page.
 * An old address must be free (no live page there), claimed by one page only, and outside the
 * folders the built site keeps its own files in. The form ('/lower-case-path') is the schema's.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic } from '../model.ts';
import type { PageIndex, PageInfo } from './pages.ts';
import { isRecord } from './pages.ts';

/** First parts of an address that belong to the built site itself: hashed files, page data. */
const SITE_FOLDERS = ['assets', 'images', '_data'];
const FORM = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

export interface AliasUse {
  alias: string;
  page: PageInfo;
  index: number;
}

/** The old addresses a page lists, as written (the schema checks their form). */
export function pageAliases(page: PageInfo): string[] {
  const list = isRecord(page.file.data) ? page.file.data.aliases : undefined;
  return Array.isArray(list) ? list.filter((alias): alias is string => typeof alias === 'string') : [];
}

/** Every well-formed old address each page lists, in page order. */
export function aliasesOf(pages: PageIndex): AliasUse[] {
  const found: AliasUse[] = [];
  for (const page of pages.values()) {
    const list = isRecord(page.file.data) ? page.file.data.aliases : undefined;
    if (!Array.isArray(list)) continue;
    list.forEach((alias, index) => {
      if (typeof alias === 'string' && FORM.test(alias)) found.push({ alias, page, index });
    });
  }
  return found;
}

/** Old address -> the page it now lives at, for the redirects and for links that still use an old address. */
export function aliasTargets(pages: PageIndex): Map<string, string> {
  const targets = new Map<string, string>();
  for (const { alias, page } of aliasesOf(pages)) if (!targets.has(alias) && !pages.has(alias)) targets.set(alias, page.address);
  return targets;
}

export function checkAliases(pages: PageIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const claimed = new Map<string, AliasUse>();
  for (const use of aliasesOf(pages)) {
    const at = locate(use.page.file, ['aliases', use.index]);
    const live = pages.get(use.alias);
    if (live) {
      const own = live === use.page;
      diagnostics.push(
        diagnostic('alias/live-page', { alias: use.alias, page: live.file.path }, at, {
          hint: own
            ? "It is this page's own address: delete the line."
            : `Delete this line if the page at '${use.alias}' is meant to have that address now; if that page should go instead, remove it with 'npx catalogue remove ${use.alias} --redirect-to ${use.page.address}'.`,
        }),
      );
      continue;
    }
    const folder = use.alias.split('/')[1] ?? '';
    if (SITE_FOLDERS.includes(folder)) {
      diagnostics.push(diagnostic('alias/reserved', { alias: use.alias, folder }, at, { hint: 'Delete the line: no page of the site ever had this address.' }));
      continue;
    }
    const first = claimed.get(use.alias);
    // The same entry twice on one page is the schema's duplicate-entry error.
    if (first?.page === use.page) continue;
    if (!first) {
      claimed.set(use.alias, use);
      continue;
    }
    const hint = `Keep '${use.alias}' on the page visitors who used it should reach, and delete it from the other.`;
    diagnostics.push(diagnostic('alias/claimed-twice', { alias: use.alias, other: use.page.file.path }, locate(first.page.file, ['aliases', first.index]), { hint }));
    diagnostics.push(diagnostic('alias/claimed-twice', { alias: use.alias, other: first.page.file.path }, at, { hint }));
  }
  return diagnostics;
}
