/**
 * The toasts on screen, outside React so any component (or plain code) can raise one. The
 * defaults are the original site's: 4 seconds each, at most three, the oldest making way.
 */

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** How long it stays, in ms, not counting time spent paused under the pointer or focus. */
  duration: number;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

export interface ToastStore {
  show(toast: { tone: ToastTone; message: string; duration?: number }): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly Toast[]): void => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    show({ tone, message, duration = TOAST_DURATION_MS }) {
      const id = nextId++;
      publish([...toasts, { id, tone, message, duration }].slice(-limit));
      return id;
    },
    dismiss(id) {
      if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The page's one store, read by the <Toaster> mounted in the shell. */
export const toasts = createToastStore();

export function showToast(tone: ToastTone, message: string): number {
  return toasts.show({ tone, message });
}
