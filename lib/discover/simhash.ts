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

export function simhash(words: string[]): SimHash {
  const weights = new Int32Array(64);
  for (let index = 0; index + 2 < words.length; index++) {
    const shingle = `${words[index]} ${words[index + 1]} ${words[index + 2]}`;
    const low = fnv1a(shingle, 0);
    const high = fnv1a(shingle, 0x9e3779b9);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] += (low >>> bit) & 1 ? 1 : -1;
      weights[bit + 32] += (high >>> bit) & 1 ? 1 : -1;
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

/** The eight 8-bit bands: two hashes within 7 bits of each other agree on at least one. */
export function bands(hash: SimHash): string[] {
  const out: string[] = [];
  for (let band = 0; band < 8; band++) {
    const half = hash[band < 4 ? 0 : 1];
    out.push(`${band}:${(half >>> ((band % 4) * 8)) & 0xff}`);
  }
  return out;
}

/** The word 3-shingles of a text, for the exact overlap check of candidate pairs. */
export function shingles(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let index = 0; index + 2 < words.length; index++) {
    out.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  }
  return out;
}

/** Shared shingles over all shingles of the two (Jaccard). */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}
