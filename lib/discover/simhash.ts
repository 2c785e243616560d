// SimHash (Charikar) of a text's word 3-shingles, 64 bits as two 32-bit halves: texts
// that share most of their shingles differ in few bits, so near-copies of a posting are
// found by a Hamming distance instead of comparing every pair of texts word by word.

export type SimHash = [number, number];

/** FNV-1a, 32 bits, with a seed so one shingle gives two independent halves. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Lower-case words of letters and digits, for shingles and counting. */
export function textWords(text: string, limit = 2_000): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    out.push(match[0]);
    if (out.length >= limit) break;
  }
  return out;
}

/** A 32-bit mix of three word hashes (murmur3's finaliser), seeded for the second half. */
function mix(a: number, b: number, c: number, seed: number): number {
  let hash =
    (Math.imul(a ^ seed, 0xcc9e2d51) + Math.imul(b, 0x1b873593) + Math.imul(c, 0xe6546b64)) >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Each word 3-shingle as a number (each word hashed once, the three mixed). */
export function shingleHashes(words: string[], seed = 0): Uint32Array {
  const wordHashes = words.map((word) => fnv1a(word, 0));
  const out = new Uint32Array(Math.max(0, words.length - 2));
  for (let index = 0; index < out.length; index++) {
    out[index] = mix(wordHashes[index], wordHashes[index + 1], wordHashes[index + 2], seed);
  }
  return out;
}

export function simhash(words: string[]): SimHash {
  const weights = new Int32Array(64);
  const wordHashes = words.map((word) => fnv1a(word, 0));
  const count = Math.max(0, words.length - 2);
  const lows = new Uint32Array(count);
  const highs = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const [a, b, c] = [wordHashes[index], wordHashes[index + 1], wordHashes[index + 2]];
    lows[index] = mix(a, b, c, 0);
    highs[index] = mix(a, b, c, 0x9e3779b9);
  }
  for (let index = 0; index < lows.length; index++) {
    const low = lows[index];
    const high = highs[index];
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] += ((low >>> bit) & 1) * 2 - 1;
      weights[bit + 32] += ((high >>> bit) & 1) * 2 - 1;
    }
  }
  let low = 0;
  let high = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (weights[bit] > 0) low |= 1 << bit;
    if (weights[bit + 32] > 0) high |= 1 << bit;
  }
  return [low >>> 0, high >>> 0];
}

function popcount(value: number): number {
  let count = 0;
  let rest = value >>> 0;
  while (rest) {
    rest &= rest - 1;
    count++;
  }
  return count;
}

export function hammingDistance(a: SimHash, b: SimHash): number {
  return popcount(a[0] ^ b[0]) + popcount(a[1] ^ b[1]);
}

/**
 * The eight 8-bit bands, each as one number (band * 256 + its bits): two hashes within 7
 * bits of each other agree on at least one.
 */
export function bands(hash: SimHash): number[] {
  const out: number[] = [];
  for (let band = 0; band < 8; band++) {
    const half = hash[band < 4 ? 0 : 1];
    out.push(band * 256 + ((half >>> ((band % 4) * 8)) & 0xff));
  }
  return out;
}

/** The word 3-shingles of a text (as numbers), for the exact overlap check of candidate pairs. */
export function shingles(words: string[]): Set<number> {
  return new Set(shingleHashes(words));
}

/** Shared shingles over all shingles of the two (Jaccard). */
export function overlap(a: Set<number>, b: Set<number>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}
