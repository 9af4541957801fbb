import { media } from '../theme/tokens.ts';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches;
}

/** Scrolls to a section by id, smoothly unless the visitor asked for less motion. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
