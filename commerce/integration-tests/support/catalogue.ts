import { generateCatalogue, type Catalogue, type CatalogueProduct } from "@shop/seed"

/** The products of the real generated catalogue that `keep` selects (item ids as generated), with only the tags they use. */
export function catalogueOf(keep: (product: CatalogueProduct, index: number) => boolean): Catalogue {
  const full = generateCatalogue()
  const products = full.products.filter(keep)
  const used = new Set(products.flatMap((p) => p.tags))
  return { products, tags: full.tags.filter((t) => used.has(t.value)) }
}
