/** A source of numbers in [0, 1), as Math.random gives them; seeded, so a draw can be repeated. */
export type Rng = () => number;

/**
 * mulberry32: a tiny 32-bit generator, plenty for shuffling questions (not for secrets). The same
 * seed gives the same sequence on every machine.
 */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a), such as an attempt's id. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded with a number or a text. */
export const seededRandom = (seed: number | string): Rng => mulberry32(typeof seed === 'string' ? seedOf(seed) : seed);

/** A shuffled copy (Fisher–Yates); the input is left as it is. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
