import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, draftStore } from './draft.ts';

/** Just enough of Storage for the store, with a switch to make it throw like a blocked one. */
function memoryStorage(): Storage & { broken: boolean; data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = <T>(fn: () => T): T => {
    if (storage.broken) throw new DOMException('blocked', 'SecurityError');
    return fn();
  };
  const storage = {
    broken: false,
    data,
    get length() {
      return data.size;
    },
    clear: () => guard(() => data.clear()),
    getItem: (key: string) => guard(() => data.get(key) ?? null),
    key: (i: number) => [...data.keys()][i] ?? null,
    removeItem: (key: string) => guard(() => void data.delete(key)),
    setItem: (key: string, value: string) => guard(() => void data.set(key, value)),
  };
  return storage;
}

type Values = { name: string; message: string };
const FIELDS = ['name', 'message'] as const;

describe('draftStore', () => {
  it('saves, loads and clears a draft', () => {
    const storage = memoryStorage();
    const store = draftStore<Values>('quote-draft', FIELDS, storage);
    store.save({ name: 'Jo', message: 'Sand' });
    expect(store.load()).toEqual({ name: 'Jo', message: 'Sand' });
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('removes the entry rather than keeping an empty draft', () => {
    const storage = memoryStorage();
    const store = draftStore<Values>('quote-draft', FIELDS, storage);
    store.save({ name: 'Jo', message: '' });
    store.save({ name: ' ', message: '' });
    expect(storage.data.has('quote-draft')).toBe(false);
  });

  it('keeps only known string fields from a stale or tampered entry', () => {
    const storage = memoryStorage();
    storage.data.set('quote-draft', JSON.stringify({ name: 'Jo', message: 42, admin: 'yes' }));
    expect(draftStore<Values>('quote-draft', FIELDS, storage).load()).toEqual({ name: 'Jo' });
    storage.data.set('quote-draft', '{not json');
    expect(draftStore<Values>('quote-draft', FIELDS, storage).load()).toBeNull();
    storage.data.set('quote-draft', '"a string"');
    expect(draftStore<Values>('quote-draft', FIELDS, storage).load()).toBeNull();
  });

  it('never throws when storage is blocked or missing', () => {
    const storage = memoryStorage();
    storage.broken = true;
    const store = draftStore<Values>('quote-draft', FIELDS, storage);
    expect(() => store.save({ name: 'Jo', message: 'Sand' })).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(draftStore<Values>('quote-draft', FIELDS, undefined).load()).toBeNull();
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the last arguments after the quiet period', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const save = debounce(fn, 300);
    save('a');
    vi.advanceTimersByTime(200);
    save('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flushes a pending call at once, and cancel drops it', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const save = debounce(fn, 300);
    save('x');
    save.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('x');
    save.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    save('y');
    save.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
