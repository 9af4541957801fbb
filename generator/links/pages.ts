/**
 * The page index: every address the catalogue defines and the file that defines it. This is the
 * one place addresses become pages; everything that resolves a link reads this map.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, SourceFile } from '../model.ts';
import { isPageKind, type PageKind } from '../../contract/kinds/index.ts';

export type { PageKind };

export interface PageInfo {
  address: string;
  kind: PageKind;
  file: SourceFile;
  /** Empty when the record has no usable title (the schema check reports why). */
  title: string;
  description: string;
  /** 'draft: true': shown by npm run dev, left out of the published site. */
  draft: boolean;
}

export type PageIndex = Map<string, PageInfo>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textField(data: unknown, key: string): string {
  const value = isRecord(data) ? data[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * Files are taken in path order so the result does not depend on the order the loader found them.
 * A page whose YAML failed to parse still claims its address: links to it are not the problem,
 * and reporting them would bury the one real fault under many.
 */
export function buildPageIndex(files: readonly SourceFile[]): { pages: PageIndex; diagnostics: Diagnostic[] } {
  const pages: PageIndex = new Map();
  const diagnostics: Diagnostic[] = [];
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    if (file.address === undefined || !isPageKind(file.kind)) continue;
    const existing = pages.get(file.address);
    if (existing) {
      const address = file.address;
      diagnostics.push(
        diagnostic('page/duplicate-address', { address, other: file.path }, locate(existing.file, []), {
          hint: `Keep one of the two files and delete or rename the other.`,
        }),
        diagnostic('page/duplicate-address', { address, other: existing.file.path }, locate(file, []), {
          hint: `Keep one of the two files and delete or rename the other.`,
        }),
      );
      continue;
    }
    pages.set(file.address, {
      address: file.address,
      kind: file.kind,
      file,
      title: textField(file.data, 'title'),
      description: textField(file.data, 'description'),
      draft: isRecord(file.data) && file.data.draft === true,
    });
  }
  return { pages, diagnostics };
}
