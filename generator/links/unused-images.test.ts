import { describe, expect, it } from 'vitest';
import { diagnostic } from '../diagnostics/codes.ts';
import { unusedImages } from './unused-images.ts';

const unused = (available: string[], shown: string[], problems = [] as ReturnType<typeof diagnostic>[]) =>
  unusedImages(available, shown.map((src) => ({ src })), problems).map((d) => d.file);

describe('unusedImages', () => {
  it('notes a picture no page shows once, as info at the file, with a hint', () => {
    const [note, ...rest] = unusedImages(['timber/plywood.svg', 'timber/plywood-old.jpg'], [{ src: 'timber/plywood.svg' }, { src: 'timber/plywood.svg' }]);
    expect(rest).toEqual([]);
    expect(note).toEqual({
      code: 'image/unused',
      severity: 'info',
      message: "The picture 'timber/plywood-old.jpg' in 'catalogue/images/' is not shown on any page, so it is not published.",
      hint: "Delete the file if it is not needed, or show it on a page by setting a picture's 'src:' to 'timber/plywood-old.jpg'.",
      file: 'images/timber/plywood-old.jpg',
    });
  });

  it('says nothing when every picture is shown, however often', () => {
    expect(unused(['home/hero.svg', 'timber/boards.svg'], ['timber/boards.svg', 'home/hero.svg', 'timber/boards.svg'])).toEqual([]);
  });

  it('counts every format the site accepts, in any case, in folders at any depth, in a stable order', () => {
    const available = ['timber/z.webp', 'a.svg', 'timber/oak/old/SLEEPERS.JPG', 'decorating/paint.jpeg', 'services/van.png'];
    expect(unused(available, [])).toEqual([
      'images/a.svg',
      'images/decorating/paint.jpeg',
      'images/services/van.png',
      'images/timber/oak/old/SLEEPERS.JPG',
      'images/timber/z.webp',
    ]);
  });

  it('ignores files that are not pictures the site accepts, dotfiles and hidden folders', () => {
    const available = ['README.md', 'timber/notes.txt', 'timber/plank.gif', 'timber/svg', '.DS_Store', 'timber/._plywood.svg', '.drafts/oak.svg', 'timber/.svg'];
    expect(unused(available, [])).toEqual([]);
  });

  it("leaves out the picture a mistyped src was meant to be: its image/missing hint names it already", () => {
    const missing = diagnostic('image/missing', { src: 'timber/plywod.svg' }, undefined, { hint: "Did you mean 'timber/plywood.svg'?", suggestion: 'timber/plywood.svg' });
    expect(unused(['timber/plywood.svg', 'timber/spare.svg'], ['timber/plywod.svg'], [missing])).toEqual(['images/timber/spare.svg']);
  });
});
