/**
 * Text that `catalogue new page` wrote and nobody has replaced yet. Such a page validates, so
 * staff can watch it take shape, but published it would show "Replace this ..." to visitors: each
 * text still to write is a warning at its own line.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { locate } from '../load/locate.ts';
import type { Diagnostic, JsonPath, SourceFile } from '../model.ts';
import { fieldPath } from '../diagnostics/describe.ts';

/** Every placeholder 'catalogue new page' writes starts with this, so a search for it finds what is left to write. */
export const PLACEHOLDER = 'Replace';

/** The 'Picture to come' drawing 'catalogue new page' puts in until a real picture is chosen. */
export const PLACEHOLDER_PICTURE = new URL('./placeholder.svg', import.meta.url);

/** The marker as a word of its own at the start: 'Replacement joists' is real text. */
const PLACEHOLDER_START = new RegExp(`^${PLACEHOLDER}\\b`);

export function isPlaceholderText(text: string): boolean {
  return PLACEHOLDER_START.test(text);
}

/** Paths of the strings that still start with the marker, in the order the file gives them. */
function placeholderPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return isPlaceholderText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...path, key]));
  }
  return [];
}

export function placeholderTexts(file: SourceFile): Diagnostic[] {
  return placeholderPaths(file.data).map((path) =>
    diagnostic('content/placeholder', { field: fieldPath(path) }, locate(file, path), {
      hint: `Write the real text in its place. Any text that starts with the word '${PLACEHOLDER}' is taken for a placeholder, so begin yours another way.`,
    }),
  );
}
