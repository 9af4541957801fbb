import { useEffect, useRef } from 'react';
import { revealBelowFold } from '../../behaviour/reveal.ts';
import { scrollToSection } from '../../behaviour/scroll.ts';
import { useLocation, useNavigationType } from '../../router.tsx';

/**
 * What a browser does on a full page load, redone for client-side navigation once the new
 * page's records are on screen: scroll to the '#section' (smoothly) or to the top, restore the
 * position on Back and Forward, move focus to the new page for screen readers, and start the
 * scroll reveal for what is below the fold.
 */
export function NavigationEffects({ pending }: { pending: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  // The first view is the prerendered page: the browser has already placed it.
  const handledKey = useRef(location.key);
  const shownPath = useRef(location.pathname);
  const stopReveal = useRef<() => void>(() => {});

  useEffect(() => {
    stopReveal.current = revealBelowFold(document);
    return () => stopReveal.current();
  }, []);

  useEffect(() => {
    const saved = positions.current;
    const key = location.key;
    return () => {
      saved.set(key, window.scrollY);
    };
  }, [location.key]);

  useEffect(() => {
    if (pending || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const hash = decodeURIComponent(location.hash.slice(1));
    if (navigationType === 'POP') {
      // Back, Forward or a fragment link within one page: the browser has already scrolled.
      if (!samePage) window.scrollTo(0, positions.current.get(location.key) ?? 0);
    } else if (!(hash && scrollToSection(hash))) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    stopReveal.current();
    stopReveal.current = revealBelowFold(document);
  }, [pending, location.key, location.pathname, location.hash, navigationType]);

  return null;
}
