/**
 * Perceptual likeness of two drawings, for the test that keeps pictures on one listing apart.
 * Each SVG is rasterised with sharp to a small greyscale square and reduced to a 64-bit
 * difference hash (dHash): one bit per neighbouring pixel pair, set where the left is brighter.
 * Similar pictures give hashes a few bits apart; unrelated ones differ in about half the bits.
 */
import sharp from 'sharp';

export type Hash = bigint;

/** The 64-bit dHash of an SVG drawing (a 9 x 8 greyscale thumbnail, compared along each row). */
export async function likenessHash(svg: string): Promise<Hash> {
  const pixels = await sharp(Buffer.from(svg), { density: 24 })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const bit = pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n;
      hash = (hash << 1n) | bit;
    }
  }
  return hash;
}

/** How many of the 64 bits differ: 0 for the same picture, about 32 for unrelated ones. */
export function hashDistance(a: Hash, b: Hash): number {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

export interface LikePair {
  readonly a: string;
  readonly b: string;
  readonly distance: number;
}

/** Every pair in `names` whose hashes are fewer than `threshold` bits apart, closest first. */
export function tooAlike(hashes: ReadonlyMap<string, Hash>, names: readonly string[], threshold: number): LikePair[] {
  const pairs: LikePair[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i]!, names[j]!];
      const distance = hashDistance(hashes.get(a)!, hashes.get(b)!);
      if (distance < threshold) pairs.push({ a, b, distance });
    }
  }
  return pairs.sort((p, q) => p.distance - q.distance);
}
