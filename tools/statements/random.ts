// Seeded PRNG (mulberry32): the same seed always draws the same statement.
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** Pesewas to "1234.56" (plain) or "1,234.56" (grouped); no floats involved. */
export function money(pesewas: bigint, grouped = false, sign = false): string {
  const negative = pesewas < 0n;
  const abs = negative ? -pesewas : pesewas;
  let whole = (abs / 100n).toString();
  if (grouped) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : sign ? `+${text}` : text;
}
