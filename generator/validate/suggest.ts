/** "Did you mean …?": the nearest allowed word, when it is close enough to be what was meant. */
import { closest, distance } from 'fastest-levenshtein';

export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const sameLetters = candidates.find((c) => c.toLowerCase() === word.toLowerCase());
  if (sameLetters) return sameLetters;
  const best = closest(word, candidates as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}
