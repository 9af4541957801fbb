/**
 * "Did you mean" suggestions, the one place they are made (fields, pages, sections, pictures,
 * categories). They run only for what failed, so their cost (a pass over every candidate) is paid
 * per mistake, never per link.
 */
import { distance } from 'fastest-levenshtein';

function lastSegment(address: string): string {
  return address.slice(address.lastIndexOf('/') + 1);
}

function parentOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/'));
}

/** Close enough to be a typo rather than a different word. */
function closeEnough(score: number, word: string): boolean {
  return score <= Math.max(2, Math.floor(word.length / 3));
}

/**
 * The page address nearest to `wanted`: compared by the last segment (so '/building-material/caving'
 * finds '/building-material/coving', and '/timber/coving' finds it in another folder at a small
 * extra cost) and by the whole address (for typos in the folder name).
 */
export function closestAddress(wanted: string, addresses: Iterable<string>): string | undefined {
  const wantedLast = lastSegment(wanted);
  const wantedParent = parentOf(wanted);
  let best: { address: string; score: number; whole: number } | undefined;
  for (const address of addresses) {
    if (address === wanted) continue;
    const whole = distance(wanted, address);
    const bySegment = distance(wantedLast, lastSegment(address)) + (parentOf(address) === wantedParent ? 0 : 1);
    const score = Math.min(whole, bySegment);
    if (
      !best ||
      score < best.score ||
      (score === best.score && (whole < best.whole || (whole === best.whole && address < best.address)))
    ) {
      best = { address, score, whole };
    }
  }
  return best && closeEnough(best.score, wantedLast || wanted) ? best.address : undefined;
}

/** The nearest word from a short list (field names, section ids, file names); the same letters in another case first. */
export function closestWord(wanted: string, words: Iterable<string>): string | undefined {
  const candidates = [...words];
  const sameLetters = candidates.find((word) => word !== wanted && word.toLowerCase() === wanted.toLowerCase());
  if (sameLetters !== undefined) return sameLetters;
  let best: { word: string; score: number } | undefined;
  for (const word of candidates) {
    if (word === wanted) continue;
    const score = distance(wanted, word);
    if (!best || score < best.score || (score === best.score && word < best.word)) best = { word, score };
  }
  return best && closeEnough(best.score, wanted) ? best.word : undefined;
}
