import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * Where the toaster goes in every page. Only the forms raise toasts, so the toaster's code comes
 * with theirs, on a form's first use (forms/use-sender.ts provides it), not with every page:
 * its region is then in the page, and screen readers listening, before the first send.
 */
let Toaster: ComponentType | undefined;
const listeners = new Set<() => void>();

/** Called once the code that raises toasts has loaded. */
export function provideToaster(component: ComponentType): void {
  if (Toaster) return;
  Toaster = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterSlot() {
  // Nothing in the prerendered page (as the toaster itself renders there), so hydration matches.
  const Provided = useSyncExternalStore(subscribe, () => Toaster, () => undefined);
  return Provided ? <Provided /> : null;
}
