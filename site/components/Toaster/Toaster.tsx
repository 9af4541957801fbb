import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isToastShortcut, startCountdown } from './countdown.ts';
import * as styles from './Toaster.css.ts';
import { toasts } from './toast-store.ts';
import type { Toast } from './toast-store.ts';

const NONE: readonly Toast[] = [];

/**
 * The one place toasts appear: bottom-right, at most three, each for 4 seconds unless the
 * pointer or focus is on them. The region is in the page from the moment the forms' code runs,
 * the only code that raises toasts (even with none showing, ToasterSlot.tsx), so screen readers
 * are already listening when the first one arrives; without scripts nothing can raise a toast,
 * so the prerendered page has no empty region. Alt+T jumps to it.
 */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => NONE);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [running, setRunning] = useState(false);

  useEffect(() => setRunning(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isToastShortcut(event) || !region.current || toasts.getSnapshot().length === 0) return;
      event.preventDefault();
      if (!region.current.contains(document.activeElement)) returnFocus.current = document.activeElement as HTMLElement | null;
      region.current.focus();
    };
    // Capture: React holds back keys pressed in a part of the page it has yet to hydrate (the
    // contact page's quote form while its code arrives), and Alt+T must work there too.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  // Closing the last toast would drop focus onto <body>; send it back to where Alt+T came from.
  useEffect(() => {
    if (list.length > 0 || !focused) return;
    setFocused(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [list.length, focused]);

  if (!running) return null;
  return (
    <section
      ref={region}
      className={styles.region}
      aria-label="Notifications (Alt+T)"
      tabIndex={-1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ol className={styles.list} aria-live="polite">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={hovered || focused} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const countdown = useRef<ReturnType<typeof startCountdown>>(null);

  useEffect(() => {
    const timer = startCountdown(toast.duration, () => toasts.dismiss(toast.id));
    countdown.current = timer;
    return () => timer.cancel();
  }, [toast.id, toast.duration]);

  useEffect(() => {
    if (paused) countdown.current?.pause();
    else countdown.current?.resume();
  }, [paused]);

  return (
    <li className={`${styles.toast} ${styles.tone[toast.tone]}`} data-tone={toast.tone}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => toasts.dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
