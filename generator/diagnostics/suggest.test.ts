import { describe, expect, it } from 'vitest';
import { closestAddress, closestWord } from './suggest.ts';

const addresses = ['/', '/building-material', '/building-material/coving', '/building-material/bricks', '/timber', '/timber/plywood', '/timber/boards'];

describe('closestAddress', () => {
  it("suggests coving for the original site's caving", () => {
    expect(closestAddress('/building-material/caving', addresses)).toBe('/building-material/coving');
  });
  it('finds a page by its last segment in another folder', () => {
    expect(closestAddress('/timber/coving', addresses)).toBe('/building-material/coving');
  });
  it('corrects a typo in the folder name', () => {
    expect(closestAddress('/timbr/plywood', addresses)).toBe('/timber/plywood');
  });
  it('suggests nothing when no page is close', () => {
    expect(closestAddress('/building-material/cement', addresses)).toBeUndefined();
    expect(closestAddress('/plumbing-heating/heating-systems', addresses)).toBeUndefined();
  });
});

describe('closestWord', () => {
  it('suggests a close section id and nothing for a distant one', () => {
    expect(closestWord('feature', ['features', 'applications'])).toBe('features');
    expect(closestWord('prices', ['features', 'applications'])).toBeUndefined();
  });
});

describe('closestWord for field names', () => {
  it('suggests a close word, and the same letters in another case', () => {
    expect(closestWord('featurs', ['title', 'features', 'related'])).toBe('features');
    expect(closestWord('Title', ['title', 'body'])).toBe('title');
  });
  it('suggests nothing when no word is close', () => {
    expect(closestWord('price', ['title', 'features', 'related'])).toBeUndefined();
    expect(closestWord('x', [])).toBeUndefined();
  });
});
