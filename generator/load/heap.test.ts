import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

describe('sizeHeapFor', () => {
  it('limits the heap growth of a large catalogue, once, and leaves a small one and a flag given by hand alone', async () => {
    const { HEAP_GROWING_PERCENT, LARGE_CATALOGUE_FILES, sizeHeapFor } = await vi.importActual<typeof import('./heap.ts')>('./heap.ts');
    const setFlags = vi.fn();
    expect(sizeHeapFor(LARGE_CATALOGUE_FILES - 1, { setFlags, given: [] })).toBe(false);
    expect(sizeHeapFor(50_000, { setFlags, given: ['--heap-growing-percent=80'] })).toBe(false);
    expect(sizeHeapFor(50_000, { setFlags, given: ['--max-old-space-size=4096 --heap_growing_percent=10'] })).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
    expect(sizeHeapFor(LARGE_CATALOGUE_FILES, { setFlags, given: ['--max-old-space-size=4096'] })).toBe(true);
    expect(setFlags).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(sizeHeapFor(50_000, { setFlags, given: [] })).toBe(false);
    expect(setFlags).toHaveBeenCalledTimes(1);
  });

  it('is told the number of catalogue files by load when asked (a build of every page), and not otherwise', async () => {
    vi.resetModules();
    const told: number[] = [];
    vi.doMock('./heap.ts', () => ({ sizeHeapFor: (files: number) => told.push(files) }));
    const { loadCatalogue } = await import('./index.ts');
    const catalogue = path.resolve(import.meta.dirname, '../../catalogue');
    await loadCatalogue(catalogue, { cache: false });
    expect(told).toEqual([]);
    const loaded = await loadCatalogue(catalogue, { cache: false, boundHeap: true });
    expect(loaded.files.length).toBeGreaterThan(60);
    expect(told).toEqual([loaded.files.length]);
    vi.doUnmock('./heap.ts');
  });

  it('collects at once in a build of every page of a large catalogue, and not in one of a small catalogue', async () => {
    vi.resetModules();
    const heap = await vi.importActual<typeof import('./heap.ts')>('./heap.ts');
    const collect = vi.fn();
    heap.sizeHeapFor(heap.LARGE_CATALOGUE_FILES - 1, { setFlags: vi.fn(), given: [] });
    expect(heap.collectForLargeBuild(collect)).toBe(false);
    // Large even with the growth flag given by hand (then left alone).
    heap.sizeHeapFor(heap.LARGE_CATALOGUE_FILES, { setFlags: vi.fn(), given: ['--heap-growing-percent=80'] });
    expect(heap.collectForLargeBuild(collect)).toBe(true);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('collects what nothing holds when asked, without node --expose-gc', async () => {
    const { fullCollection } = await vi.importActual<typeof import('./heap.ts')>('./heap.ts');
    let held: WeakRef<object> | undefined;
    (() => {
      held = new WeakRef({ planned: 'x'.repeat(1_000_000) });
    })();
    // A WeakRef's target is kept to the end of the task that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullCollection();
    expect(held!.deref()).toBeUndefined();
  });
});
