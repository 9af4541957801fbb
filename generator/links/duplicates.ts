/**
 * Two pages with one title or one description look the same in search results and browser tabs.
 * Each page of a clash is reported, naming the other, so whichever is changed clears it.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic } from '../model.ts';
import type { PageIndex, PageInfo } from './pages.ts';

function groupBy(pages: PageIndex, text: (page: PageInfo) => string): PageInfo[][] {
  const groups = new Map<string, PageInfo[]>();
  for (const page of pages.values()) {
    const key = text(page).trim().toLowerCase();
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(page);
    else groups.set(key, [page]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

function others(group: PageInfo[], page: PageInfo): string {
  return group
    .filter((other) => other !== page)
    .map((other) => other.file.path)
    .join("' and '");
}

export function duplicateTexts(pages: PageIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(pages, (page) => page.title)) {
    for (const page of group) {
      diagnostics.push(
        diagnostic('page/duplicate-title', { title: page.title, other: others(group, page) }, locate(page.file, ['title']), {
          hint: 'Make each title say what is different about its page, such as the material or the service.',
        }),
      );
    }
  }
  for (const group of groupBy(pages, (page) => page.description)) {
    for (const page of group) {
      diagnostics.push(
        diagnostic('page/duplicate-description', { other: others(group, page) }, locate(page.file, ['description']), {
          hint: 'Write a description for each page that sums up what only that page offers.',
        }),
      );
    }
  }
  return diagnostics;
}
