/**
 * A tiny seeded PRNG. The catalogue must be byte-identical on every run (item ids, idents and prices are
 * imported into commerce and referenced by the storefront), so nothing here may touch Math.random or the clock.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** `count` distinct items, kept in their original order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** mulberry32: 32-bit state, good enough spread for picking words and specs, and trivially portable. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list")
    return items[int(0, items.length - 1)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const indexes = items.map((_, i) => i)
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number]
    }
    const chosen = indexes.slice(0, Math.min(count, items.length)).sort((a, b) => a - b)
    return chosen.map((i) => items[i] as T)
  }
  return { next, int, pick, chance: (p) => next() < p, sample }
}

/**
 * Derives an independent seed from a label, so each product type gets its own stream: adding products to one
 * type then leaves every other type's products unchanged. (FNV-1a.)
 */
export function seedFrom(label: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
