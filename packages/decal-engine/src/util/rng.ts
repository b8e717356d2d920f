/** 32-bit string hash (cyrb53 folded to 32 bits); stable across platforms. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Mixes numbers into one 32-bit seed. */
export function mixSeeds(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    const x = Math.floor(Number.isFinite(v) ? v : 0) >>> 0;
    h = Math.imul(h ^ x, 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35);
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Roughly normal, mean 0, sd 1. */
  gauss(): number;
}

/** mulberry32 PRNG: tiny, fast, deterministic. */
/** The derived helpers of an Rng, all drawn from one `next()` in [0, 1). */
function rngFrom(next: () => number): Rng {
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    gauss: () => (next() + next() + next() + next() - 2) * 1.7320508,
  };
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return rngFrom(next);
}

/**
 * An Rng whose values are a base sequence nudged by a second sequence, so a child design
 * with a small `amount` draws nearly the same layout as its parent.
 */
export function createJitteredRng(seed: number, jitterSeed: number, amount: number): Rng {
  const base = createRng(seed);
  if (amount <= 0) return base;
  const jitter = createRng(jitterSeed);
  const next = (): number => {
    const v = base.next() + (jitter.next() - 0.5) * amount;
    // reflect at the ends so small amounts stay small changes
    const r = v < 0 ? -v : v >= 1 ? 2 - v : v;
    return Math.min(0.999999, Math.max(0, r));
  };
  return rngFrom(next);
}
