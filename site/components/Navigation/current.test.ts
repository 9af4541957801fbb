import { describe, expect, it } from 'vitest';
import { currentCategory, currentLink, menuMarks } from './current.ts';

const timber = { href: '/timber', items: [{ href: '/timber/plywood' }, { href: '/services/timber-cut-to-size' }] };

describe('currentCategory', () => {
  it("is 'page' on the category's own page and 'true' on the pages under it", () => {
    expect(currentCategory(timber, '/timber')).toBe('page');
    expect(currentCategory(timber, '/timber/')).toBe('page');
    expect(currentCategory(timber, '/timber/plywood')).toBe('true');
    expect(currentCategory(timber, '/timber/oak-sleepers')).toBe('true');
  });

  it("is 'true' on a page its menu lists from another folder", () => {
    expect(currentCategory(timber, '/services/timber-cut-to-size')).toBe('true');
  });

  it('is not current elsewhere, nor on a category whose name only starts the same', () => {
    expect(currentCategory(timber, '/')).toBeUndefined();
    expect(currentCategory(timber, '/timberland')).toBeUndefined();
    expect(currentCategory({ href: '/services' }, '/timber/plywood')).toBeUndefined();
  });

  it("reads menu links written with a '/' at the end the same way", () => {
    const slashed = { href: '/timber/', items: [{ href: '/services/timber-cut-to-size/' }] };
    expect(currentCategory(slashed, '/timber/')).toBe('page');
    expect(currentCategory(slashed, '/timber/plywood/')).toBe('true');
    expect(currentCategory(slashed, '/services/timber-cut-to-size/')).toBe('true');
    expect(currentCategory(slashed, '/timberland/')).toBeUndefined();
  });
});

describe('currentLink', () => {
  it("is 'page' only for the link to the page the visitor is on", () => {
    expect(currentLink('/timber/plywood', '/timber/plywood')).toBe('page');
    expect(currentLink('/timber/plywood', '/timber/plywood/')).toBe('page');
    expect(currentLink('/timber/plywood/', '/timber/plywood')).toBe('page');
    expect(currentLink('/timber', '/timber/plywood')).toBeUndefined();
  });
});

describe('menuMarks', () => {
  const menu = [
    { href: '/' },
    timber,
    { href: '/services/', items: [{ href: '/services/delivery/' }, { href: '/timber/plywood' }] },
    { href: '/contact', items: null },
  ];
  const paths = ['/', '/timber', '/timber/', '/timber/plywood', '/timber/plywood/', '/timberland', '/services', '/services/delivery', '/services/timber-cut-to-size/', '/contact/', '/brands/acme'];

  it("marks each entry as currentCategory does, and tells when an entry or item links to the page as currentLink does", () => {
    for (const path of paths) {
      const marks = menuMarks(menu, path);
      expect(marks.categories, path).toEqual(menu.map((entry) => currentCategory(entry, path)));
      const linked = menu.some((entry) => currentLink(entry.href, path) || entry.items?.some((item) => currentLink(item.href, path)));
      expect(marks.linked, path).toBe(linked);
    }
    expect(menuMarks(menu, '/timber/plywood/')).toEqual({ categories: [undefined, 'true', 'true', undefined], linked: true });
    expect(menuMarks(menu, '/timberland')).toEqual({ categories: [undefined, undefined, undefined, undefined], linked: false });
  });

  it('reads each menu afresh: another menu, or the same entries in another list, is not answered from the first', () => {
    expect(menuMarks(menu, '/contact').categories).toEqual([undefined, undefined, undefined, 'page']);
    const other = [{ href: '/contact', items: [{ href: '/timber' }] }];
    expect(menuMarks(other, '/timber')).toEqual({ categories: ['true'], linked: true });
    expect(menuMarks([...menu].reverse(), '/contact').categories).toEqual(['page', undefined, undefined, undefined]);
  });
});
