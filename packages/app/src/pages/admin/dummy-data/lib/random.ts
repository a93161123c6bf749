/** A seeded source of numbers in [0, 1): the same seed gives the same sequence on every device. */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit generator, plenty for demo data (not for anything secret). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a), so a run's choices follow from what it was asked for. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A whole number from `min` to `max`, both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/** One item, each as likely as its weight (weights need not add up to 1). */
export function pickWeighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = random() * total;
  for (let index = 0; index < items.length; index++) {
    left -= weights[index] ?? 0;
    if (left < 0) return items[index] as T;
  }
  return pick(random, items);
}

/** `count` different items of the list, in random order (all of them when it has fewer). */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}
