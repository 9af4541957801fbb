import { describe, expect, it } from 'vitest';
import { visibleTrail } from './trail.ts';

const home = { href: '/', title: 'Home' };
const timber = { href: '/timber', title: 'Timber & Sheet Materials' };
const plywood = { href: '/timber/plywood', title: 'Plywood' };

describe('visibleTrail', () => {
  it('keeps Home > category > product as it is', () => {
    expect(visibleTrail([home, timber, plywood])).toEqual([home, timber, plywood]);
  });

  it('shows a listing once, not as its own parent', () => {
    expect(visibleTrail([home, timber, timber]).map((c) => c.title)).toEqual(['Home', 'Timber & Sheet Materials']);
    expect(visibleTrail([home, timber, { href: '/timber/', title: 'Timber & Sheet Materials' }])).toHaveLength(2);
  });

  it('drops a repeat by title even when the addresses differ, keeping the last (this page)', () => {
    const again = { href: '/timber#top', title: 'Timber & Sheet Materials' };
    expect(visibleTrail([home, timber, again])).toEqual([home, again]);
  });
});
