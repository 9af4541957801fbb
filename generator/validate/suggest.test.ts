import { describe, expect, it } from 'vitest';
import { nearest } from './suggest.ts';

describe('nearest', () => {
  it('suggests a close word', () => {
    expect(nearest('featurs', ['title', 'features', 'related'])).toBe('features');
    expect(nearest('Title', ['title', 'body'])).toBe('title');
  });
  it('suggests nothing when no word is close', () => {
    expect(nearest('price', ['title', 'features', 'related'])).toBeUndefined();
    expect(nearest('x', [])).toBeUndefined();
  });
});
