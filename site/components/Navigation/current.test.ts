import { describe, expect, it } from 'vitest';
import { currentCategory, currentLink } from './current.ts';

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
