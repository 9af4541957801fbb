import { media, motion } from '../theme/tokens.ts';

/**
 * Fade-up on scroll, once. Only elements that are below the fold when this runs are hidden, so
 * content already on screen never flashes, and nothing is hidden when scripts are off or motion
 * is reduced. Marks: data-reveal (set by components, with data-reveal-index for the card stagger),
 * data-reveal-state ('pending' | 'done', set here).
 */
export function revealBelowFold(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia(media.reducedMotion).matches) return () => {};

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        element.dataset.revealState = 'done';
        observer.unobserve(element);
      }
    },
    { threshold: motion.revealThreshold, rootMargin: motion.revealRootMargin },
  );

  const fold = window.innerHeight;
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.dataset.revealState) continue;
    if (element.getBoundingClientRect().top < fold) continue;
    const index = Number(element.dataset.revealIndex ?? 0);
    element.style.setProperty('--reveal-delay', `${index * motion.revealStagger}ms`);
    element.dataset.revealState = 'pending';
    observer.observe(element);
  }
  return () => observer.disconnect();
}
