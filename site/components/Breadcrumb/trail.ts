import type { Crumb } from '../../page-types.ts';

/**
 * The trail as shown: a crumb that repeats the one before it (same address or same title) is
 * dropped, so a listing whose record also names itself as its parent reads 'Home > Timber',
 * never 'Home > Timber > Timber'.
 */
export function visibleTrail(trail: readonly Crumb[]): Crumb[] {
  const shown: Crumb[] = [];
  for (const crumb of trail) {
    const last = shown[shown.length - 1];
    if (last && (samePath(last.href, crumb.href) || last.title === crumb.title)) {
      shown[shown.length - 1] = crumb;
      continue;
    }
    shown.push(crumb);
  }
  return shown;
}

function samePath(a: string, b: string): boolean {
  const trim = (href: string) => href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
  return trim(a) === trim(b);
}
