/**
 * A limit on work in flight, shared by whatever runs many slow tasks at once: photo encodes and
 * reads, link previews, Pagefind services and the search index's writes.
 */

/** Runs at most `limit` tasks at once, in the order they were queued. */
export function createQueue(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its place straight to the next one waiting, so no newcomer slips in.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
