import { describe, expect, it } from 'vitest';
import { classifyPath, fileForAddress } from './index.ts';

describe('classifyPath', () => {
  it.each([
    ['site.yaml', 'site', undefined],
    ['contact.yaml', 'contact', '/contact'],
    ['brands/index.yaml', 'listing', '/brands'],
    ['brands/jg-speedfit.yaml', 'brand', '/brands/jg-speedfit'],
    ['pages/trade.yaml', 'info', '/trade'],
    ['timber/plywood.yaml', 'detail', '/timber/plywood'],
    ['timber/plywood/index.yaml', 'detail', '/timber/plywood'],
  ])('%s is a %s page at %s', (file, kind, address) => {
    expect(classifyPath(file)).toEqual(address === undefined ? { kind } : { kind, address });
  });

  it.each(['index.yaml', 'images/a.yaml', 'timber/index/index.yaml', 'brands/a/b.yaml', 'Timber/plywood.yaml'])('%s is no kind of file', (file) => {
    expect(classifyPath(file)).toBeUndefined();
  });
});

describe('fileForAddress', () => {
  it.each([
    ['/', 'home.yaml'],
    ['/contact', 'contact.yaml'],
    ['/timber', 'timber/index.yaml'],
    ['/brands/osmo', 'brands/osmo.yaml'],
    ['/timber/oak-sleepers', 'timber/oak-sleepers.yaml'],
  ])('%s would be defined by %s', (address, file) => {
    expect(fileForAddress(address)).toBe(file);
  });
});
