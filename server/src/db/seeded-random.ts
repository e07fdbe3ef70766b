/**
 * The small seeded PRNG and hashes the catalogue and fitment generators draw from, so that a part made
 * from (index, seed) is the same on every run and machine. Test data only: not for anything secret.
 */

export type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG, good enough for test data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MurmurHash3's finaliser: spreads the bits of a 32-bit number. */
export function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    // Numbers above 2^32 (a large index) give both halves.
    h = fmix32(h ^ (v >>> 0)) ^ Math.imul(Math.floor(v / 4294967296), 0x27d4eb2f);
    h = fmix32(h + 0x9e3779b9);
  }
  return h >>> 0;
}

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
export const between = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
export const chance = (r: Rng, p: number) => r() < p;
