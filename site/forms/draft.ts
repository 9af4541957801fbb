/**
 * A form's draft kept in localStorage while the visitor types, so a reload, a crash or a failed
 * send never costs them their words. Storage can be missing or throw (private browsing, full
 * quota, blocked cookies): then drafts are simply not kept.
 */

export interface DraftStore<T extends Record<string, string>> {
  load(): Partial<T> | null;
  save(values: T): void;
  clear(): void;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Only the named fields, and only strings, come back: a stale or tampered entry cannot break the form. */
export function draftStore<T extends Record<string, string>>(
  key: string,
  fields: readonly (keyof T & string)[],
  storage: Storage | undefined = browserStorage(),
): DraftStore<T> {
  return {
    load() {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        if (!parsed || typeof parsed !== 'object') return null;
        const draft: Partial<T> = {};
        for (const field of fields) {
          const value = (parsed as Record<string, unknown>)[field];
          if (typeof value === 'string') draft[field] = value as T[typeof field];
        }
        return Object.keys(draft).length ? draft : null;
      } catch {
        return null;
      }
    },
    save(values) {
      try {
        const empty = fields.every((field) => !values[field]?.trim());
        if (empty) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(Object.fromEntries(fields.map((f) => [f, values[f]]))));
      } catch {
        // Storage full or blocked: the form still works, only the draft is not kept.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (before the page is hidden or unloaded). */
  flush(): void;
  cancel(): void;
}

/** Typing saves at most once per `ms`; the last values always win. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (): void => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
