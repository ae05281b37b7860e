/**
 * Builds the whole catalogue from seeded PRNG streams: the same code always yields the same products,
 * ids, idents, skus and texts, so re-importing never duplicates or renumbers anything.
 */
import { LOCALES, type Catalogue, type CatalogueProduct, type CatalogueTag, type Locale, type ProductText } from "./types"
import { createRng, seedFrom } from "./prng"
import { TYPE_DEFS, type Draft } from "./product-types"
import { SAMPLES } from "./samples"
import { tagByValue, tagsFor } from "./tags"
import { LANGUAGES } from "./languages/index"
import { fullName, type CopyChoice, type Feature, type ProductSpec, type ProductType } from "./model"
import { imageFileName } from "./images"

const slug = (...parts: string[]): string =>
  parts
    .join(" ")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** Template choices are drawn from a per-product stream, so they don't shift when other products change. */
function chooseCopy(ident: string, draft: Draft): CopyChoice {
  const rng = createRng(seedFrom(`copy:${ident}`))
  // Ranges are multiples of every template count in use (2–7), so each template is equally likely.
  const intro = rng.int(0, 419)
  const adjective = rng.int(0, 419)
  const frame = rng.int(0, 419)
  const closing = rng.chance(0.25) ? -1 : rng.int(0, 419)
  // Facts named in the title (metal, gem, case metal) are always described; the rest are sampled for variety.
  const named = new Set(draft.headline.map((f) => f.k))
  const others = draft.features.filter((f) => !named.has(f.k))
  const count = rng.int(2, Math.min(4, draft.features.length))
  const picked = new Set<Feature>(rng.sample(others, Math.max(0, count - (draft.features.length - others.length))))
  const mentioned = draft.features.filter((f) => named.has(f.k) || picked.has(f))
  return { intro, adjective, frame, closing, mentioned }
}

/**
 * A variant's first stock, from a stream of its own (its SKU): one in twenty sold out, one in ten down to its last
 * units, the rest a shop's ordinary depth.
 */
function stockOf(sku: string): number {
  const rng = createRng(seedFrom(`stock:${sku}`))
  const roll = rng.next()
  if (roll < 0.05) return 0
  if (roll < 0.15) return rng.int(1, 4)
  return rng.int(12, 240)
}

function toProduct(itemId: number, ident: string, spec: ProductSpec): CatalogueProduct {
  const text = Object.fromEntries(
    LOCALES.map((l): [Locale, ProductText] => [
      l,
      {
        title: LANGUAGES[l].title(spec),
        description: LANGUAGES[l].description(spec),
      },
    ])
  ) as Record<Locale, ProductText>
  const skuBase = `${slug(spec.brand).replace(/-/g, "").slice(0, 3).toUpperCase()}-${String(itemId).padStart(4, "0")}`
  return {
    item_id: itemId,
    ident,
    category: spec.category,
    type: spec.type,
    brand: spec.brand,
    image: imageFileName(spec.type, spec.colour),
    variants: spec.variants.map((v) => {
      const sku = `${skuBase}-${slug(v.title).toUpperCase()}`
      return { ...v, sku, stock: stockOf(sku) }
    }),
    tags: spec.tags,
    text,
  }
}

export function generateCatalogue(): Catalogue {
  const products: CatalogueProduct[] = []
  const idents = new Set<string>()
  const phoneNames: string[] = []
  const countByType = new Map<ProductType, number>()
  const categoryOf = new Map(TYPE_DEFS.map((d) => [d.type, d.category]))

  /** Brand, model, extras and colour of every product so far: two products may share all but the colour. */
  const looks = new Set<string>()
  /**
   * The ident for a draft, or null when an earlier product already looks the same. The colour is appended
   * only when the short ident is taken, so most idents stay short (voltra-nova-x5-128gb).
   */
  const identFor = (d: Draft): string | null => {
    const coloured = slug(d.brand, d.model, ...d.identExtras, d.colour)
    if (looks.has(coloured)) return null
    const plain = slug(d.brand, d.model, ...d.identExtras)
    if (!idents.has(plain)) return plain
    return idents.has(coloured) ? null : coloured
  }

  const add = (type: ProductType, draft: Draft, ident: string): void => {
    const category = categoryOf.get(type)
    if (!category) throw new Error(`no definition for type ${type}`)
    idents.add(ident)
    looks.add(slug(draft.brand, draft.model, ...draft.identExtras, draft.colour))
    countByType.set(type, (countByType.get(type) ?? 0) + 1)
    if (type === "smartphone") phoneNames.push(fullName(draft))
    const spec: ProductSpec = {
      type,
      category,
      brand: draft.brand,
      model: draft.model,
      colour: draft.colour,
      kind: draft.kind,
      headline: draft.headline,
      features: draft.features,
      variants: draft.variants,
      tags: tagsFor({ type, kind: draft.kind, features: draft.features }),
      copy: chooseCopy(ident, draft),
    }
    products.push(toProduct(products.length + 1, ident, spec))
  }

  for (const sample of SAMPLES) {
    const ident = identFor(sample)
    if (!ident) throw new Error(`duplicate sample ${sample.model}`)
    add(sample.type, sample, ident)
    // The spec's samples are the shop's showpieces: marked as bestsellers, as a merchandiser marks one in the admin.
    products.at(-1)!.bestseller = true
  }

  for (const def of TYPE_DEFS) {
    const rng = createRng(seedFrom(`type:${def.type}`))
    while ((countByType.get(def.type) ?? 0) < def.count) {
      let attempts = 0
      for (;;) {
        const draft = def.build(rng, { phoneNames })
        const ident = identFor(draft)
        if (ident) {
          add(def.type, draft, ident)
          break
        }
        // Name space per type is in the hundreds; running out means a definition is too narrow.
        if (++attempts > 200) throw new Error(`cannot find a unique ${def.type} name`)
      }
    }
  }

  const used = new Set(products.flatMap((p) => p.tags))
  const tags: CatalogueTag[] = [...used].sort().map(tagByValue)
  return { products, tags }
}
