/**
 * The catalogue `times` over, for benches at scale (issue 21: 64,000 products × 15 languages): the generated
 * products repeated, each copy a series of its own ("S2", "S3"…) added to its name in every language, with
 * item ids and idents of its own. The vocabulary grows by the series words only, so every brand and product
 * word matches `times` as many products as today: the work per query grows as the catalogue does.
 */
import { generateCatalogue } from "./generate"
import { LOCALES, type Catalogue, type CatalogueProduct, type Locale, type ProductText } from "./types"

export function scaledCatalogue(times: number): Catalogue {
  const { products, tags } = generateCatalogue()
  const copies: CatalogueProduct[] = []
  for (let copy = 0; copy < times; copy++) {
    for (const product of products) {
      if (copy === 0) {
        copies.push(product)
        continue
      }
      const series = `S${copy + 1}`
      copies.push({
        ...product,
        item_id: copy * products.length + product.item_id,
        ident: `${product.ident}-${series.toLowerCase()}`,
        text: Object.fromEntries(LOCALES.map((locale): [Locale, ProductText] => [locale, { ...product.text[locale], title: `${product.text[locale].title} ${series}` }])) as Record<Locale, ProductText>,
      })
    }
  }
  return { products: copies, tags }
}
