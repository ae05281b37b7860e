/**
 * What every language pack provides, and the shared machinery that assembles descriptions from it.
 * Each pack owns its grammar (genders, cases, word order, number style); this file only decides which
 * template is used, from indexes chosen once per product so the 15 texts stay parallel.
 */
import type { Locale } from "../types"
import type { Feature, FeatureKey, FeatureOf, ProductSpec, ProductType } from "../model"
import { fullName } from "../model"

export interface Language {
  locale: Locale
  title(p: ProductSpec): string
  description(p: ProductSpec): string
}

/** A phrase for every kind of fact, in the grammatical form the pack's `frames` expect. */
export type FeaturePhrases = { [K in FeatureKey]: (f: FeatureOf<K>) => string }

export interface IntroContext {
  /** Brand and model, e.g. "Voltra Nova X5". */
  name: string
  brand: string
  /** Model without the brand, e.g. "Nova X5": for sentences that already name the brand. */
  model: string
  p: ProductSpec
  /** Index into the pack's own adjective list (any non-negative number; packs wrap it). */
  adjective: number
}

export interface Phrasebook {
  locale: Locale
  title(p: ProductSpec): string
  /** Opening sentences naming the product. */
  intros: readonly ((c: IntroContext) => string)[]
  /** Sentences wrapping the list of mentioned facts. */
  frames: readonly ((facts: string) => string)[]
  features: FeaturePhrases
  list(items: readonly string[]): string
  /** Closing sentences per type: what the product is good for. */
  closings: Record<ProductType, readonly string[]>
  /** Between sentences: a space, or nothing in scripts written without spaces. */
  gap: string
}

/** Item `i` of a template list, wrapping around, so packs may offer different numbers of templates. */
export function nth<T>(items: readonly T[], i: number): T {
  if (items.length === 0) throw new Error("empty template list")
  return items[i % items.length] as T
}

export function phrase(features: FeaturePhrases, f: Feature): string {
  // The mapped type guarantees features[f.k] accepts exactly this variant; TypeScript can't correlate them.
  return (features[f.k] as (f: Feature) => string)(f)
}

export function fromPhrasebook(book: Phrasebook): Language {
  return {
    locale: book.locale,
    title: (p) => book.title(p),
    description(p) {
      const { copy } = p
      const sentences = [
        nth(book.intros, copy.intro)({ name: fullName(p), brand: p.brand, model: p.model, p, adjective: copy.adjective }),
        nth(book.frames, copy.frame)(book.list(copy.mentioned.map((f) => phrase(book.features, f)))),
      ]
      if (copy.closing >= 0) sentences.push(nth(book.closings[p.type], copy.closing))
      return sentences.join(book.gap)
    },
  }
}

/** "a, b and c" with the language's comma and conjunction. */
export function joinList(items: readonly string[], comma: string, and: string): string {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`
}

/**
 * A number with at most one or two decimals, using the language's decimal mark. Four-digit figures stay
 * ungrouped (5000 mAh), as product copy in all these languages commonly writes them.
 */
export function decimal(n: number, mark: "." | ","): string {
  const text = String(Math.round(n * 100) / 100)
  return mark === "," ? text.replace(".", ",") : text
}

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** The one-fact title suffix most types carry (storage, wattage, connector, compatible phone). */
export function headlineLabels(p: ProductSpec, label: (f: Feature) => string | null): string[] {
  return p.headline.map(label).filter((s): s is string => s !== null && s !== "")
}

/** Luxury pieces are named by their metal, which already says their colour. */
export function showsColour(p: ProductSpec): boolean {
  return p.type !== "luxury-watch" && p.type !== "jewellery"
}
