/**
 * The catalogue `times` over, for benches at scale (issue 21: 64,000 products × 15 languages): the generated
 * products repeated, each copy a series of its own ("S2", "S3"…) added to its name in every language, with
 * item ids, idents and variant SKUs of its own (Medusa holds each SKU once). The vocabulary grows by the series
 * words only, so every brand and product word matches `times` as many products as today: the work per query
 * grows as the catalogue does. A copy is no bestseller by a merchandiser's mark: only the samples are marked.
 */
import { generateCatalogue } from "./generate"
import { LOCALES, type Catalogue, type CatalogueProduct, type Locale, type ProductText } from "./types"

/**
 * Product `index` of the catalogue repeated (0-based; copy 0 is the catalogue itself), made on demand: a
 * bench's stand-in can serve 64,000 products without holding them.
 */
export function scaledProduct(base: Catalogue, index: number): CatalogueProduct {
  const copy = Math.floor(index / base.products.length)
  const product = base.products[index % base.products.length]!
  if (copy === 0) return product
  const series = `S${copy + 1}`
  const { bestseller: _marked, ...unmarked } = product
  return {
    ...unmarked,
    item_id: copy * base.products.length + product.item_id,
    ident: `${product.ident}-${series.toLowerCase()}`,
    variants: product.variants.map((variant) => ({ ...variant, sku: `${variant.sku}-${series}` })),
    text: Object.fromEntries(LOCALES.map((locale): [Locale, ProductText] => [locale, { ...product.text[locale], title: `${product.text[locale].title} ${series}` }])) as Record<
      Locale,
      ProductText
    >,
  }
}

export function scaledCatalogue(times: number): Catalogue {
  const base = generateCatalogue()
  return { products: Array.from({ length: times * base.products.length }, (_, index) => scaledProduct(base, index)), tags: base.tags }
}
