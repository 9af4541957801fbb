/**
 * Pictures in catalogue/images/ that no page shows: what a replaced photo or a new page's
 * placeholder leaves behind. Only the formats the site accepts count; dotfiles and other files
 * (a README) are not pictures. One info note each, at the file itself, since no line holds it.
 */
import { diagnostic } from '../diagnostics/codes.ts';
import { isImageFileName } from '../load/image-size.ts';
import type { Diagnostic } from '../model.ts';

/**
 * `available` as listImages gives it, `uses` as the records name them (paths under images/, '/'
 * separated), and the problems checkImages found with those uses.
 */
export function unusedImages(available: Iterable<string>, uses: readonly { src: string }[], imageProblems: readonly Diagnostic[] = []): Diagnostic[] {
  const shown = new Set(uses.map((use) => use.src));
  // A mistyped src's picture is already named in its image/missing hint: one fault, one message.
  for (const d of imageProblems) if (d.code === 'image/missing' && d.suggestion !== undefined) shown.add(d.suggestion);
  return [...available]
    .filter((src) => !shown.has(src) && isPicture(src))
    .sort()
    .map((src) =>
      diagnostic('image/unused', { src }, { file: `images/${src}` }, {
        hint: `Delete the file if it is not needed, or show it on a page by setting a picture's 'src:' to '${src}'.`,
      }),
    );
}

function isPicture(src: string): boolean {
  const parts = src.split('/');
  return !parts.some((part) => part.startsWith('.')) && isImageFileName(parts[parts.length - 1] ?? '');
}
