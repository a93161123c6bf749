/**
 * A seeded random source. Every id, token and generated value in the emulator comes from here, so two
 * runs with the same seed produce the same database (tests can assert on seeded ids; screenshots do
 * not flicker). Tokens are opaque but NOT secret: this is an emulator, never a real backend.
 */
export interface RandomSource {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A version 4 UUID built from the seeded stream. */
  uuid(): string;
  /** `length` random characters of [A-Za-z0-9]. */
  token(length?: number): string;
  /** The generator's position, so reset() can rewind it together with the data. */
  getState(): number;
  setState(state: number): void;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** mulberry32: tiny, fast and good enough for test data (not for cryptography). */
export function createRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number): string => {
    let out = '';
    for (let i = 0; i < n; i++) out += int(0, 15).toString(16);
    return out;
  };
  return {
    next,
    int,
    getState: () => state,
    setState(value: number): void {
      state = value >>> 0;
    },
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() needs a non-empty array');
      return item;
    },
    uuid(): string {
      const variant = (8 + int(0, 3)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    token(length = 40): string {
      let out = '';
      for (let i = 0; i < length; i++) out += ALPHABET.charAt(int(0, ALPHABET.length - 1));
      return out;
    },
  };
}
