import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"

/**
 * The spec's catalogue entry (seed spec §3/§7): what the storefront's /api/products calls return.
 * `id` is the shop's numeric item id, `language_code` the short code ("de"), `tags` a JSON-encoded array.
 */
export interface CatalogueEntry {
  item: { id: number; ident: string; image_url: string | null; best_usd_price: number }
  translations: CatalogueTranslation[]
}
export interface CatalogueTranslation {
  language_code: string
  name: string
  description: string
  tags: string
}

type TranslatedFields = Record<string, string | undefined>

/** The fields of a catalogue item and its linked product that an entry needs (what the Query below selects). */
interface CatalogueItemRow {
  item_id: number
  product?: {
    id: string
    handle: string
    title: string
    description: string | null
    thumbnail: string | null
    status: string
    tags: { id: string; value: string }[] | null
    variants: { id: string; prices: { amount: number | string; currency_code: string }[] | null }[] | null
  } | null
}

/** Locale rows per referenced record: reference_id → locale_code → translated fields. */
type TranslationIndex = Map<string, Map<string, TranslatedFields>>

const SUPPORTED_LOCALES_TTL_MS = 60_000
let supportedLocalesCache: { locales: string[]; expires: number } | undefined

/** The store's supported locales in their configured order (Polish first after seeding), cached for a minute. */
export async function supportedLocales(container: MedusaContainer): Promise<string[]> {
  if (supportedLocalesCache && supportedLocalesCache.expires > Date.now()) return supportedLocalesCache.locales
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: stores } = await query.graph({ entity: "store", fields: ["supported_locales.locale_code"] })
  const locales = (stores[0]?.supported_locales ?? []).flatMap((row: { locale_code?: string } | null) => (row?.locale_code ? [row.locale_code] : []))
  supportedLocalesCache = { locales, expires: Date.now() + SUPPORTED_LOCALES_TTL_MS }
  return locales
}

/** BCP 47 "de-DE" → the spec's short code "de". */
const shortLanguageCode = (locale: string) => locale.split("-")[0]!.toLowerCase()

/**
 * Loads catalogue entries for the given item ids, in the given order, skipping ids with no published product.
 * Query count is fixed whatever the number of items or languages: the linked products with variants,
 * prices and tags through Query (a handful of queries), then one query for every translation of those
 * products and their tags in every locale.
 */
export async function loadCatalogueEntries(container: MedusaContainer, itemIds: number[]): Promise<CatalogueEntry[]> {
  if (!itemIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const translation = container.resolve(Modules.TRANSLATION)

  const [{ data: rows }, locales] = await Promise.all([
    query.graph({
      entity: "catalogue_item",
      fields: [
        "item_id",
        "product.id",
        "product.handle",
        "product.title",
        "product.description",
        "product.thumbnail",
        "product.status",
        "product.tags.id",
        "product.tags.value",
        "product.variants.id",
        "product.variants.prices.amount",
        "product.variants.prices.currency_code",
      ],
      filters: { item_id: itemIds },
    }),
    supportedLocales(container),
  ])

  const published = (rows as CatalogueItemRow[]).filter((row) => row.product?.status === ProductStatus.PUBLISHED)
  const referenceIds = published.flatMap((row) => [row.product!.id, ...(row.product!.tags ?? []).map((tag) => tag.id)])
  const translations = await translation.listTranslations(
    { reference_id: referenceIds, locale_code: locales },
    { select: ["reference_id", "locale_code", "translations"], take: null }
  )
  const index: TranslationIndex = new Map()
  for (const row of translations) {
    const byLocale = index.get(row.reference_id) ?? new Map<string, TranslatedFields>()
    byLocale.set(row.locale_code, row.translations as TranslatedFields)
    index.set(row.reference_id, byLocale)
  }

  const byItemId = new Map(published.map((row) => [row.item_id, row]))
  return itemIds.flatMap((itemId) => {
    const product = byItemId.get(itemId)?.product
    if (!product) return []
    // Medusa keeps no tag order and Query returns them in any order: sort by the original value so the
    // same product always serializes the same (stable ETags) and every language lists tags alike.
    const tags = (product.tags ?? []).slice().sort((a, b) => a.value.localeCompare(b.value))
    const usdPrices = (product.variants ?? [])
      .flatMap((variant) => variant.prices ?? [])
      .filter((price) => price.currency_code.toLowerCase() === "usd")
      .map((price) => Number(price.amount))
    const productTexts = index.get(product.id)
    return [
      {
        item: {
          id: itemId,
          ident: product.handle,
          image_url: product.thumbnail ?? null,
          best_usd_price: usdPrices.length ? Math.min(...usdPrices) : 0,
        },
        translations: locales
          .filter((locale) => productTexts?.has(locale))
          .map((locale) => {
            const text = productTexts!.get(locale)!
            return {
              language_code: shortLanguageCode(locale),
              name: text.title ?? product.title,
              description: text.description ?? product.description ?? "",
              tags: JSON.stringify(tags.map((tag) => index.get(tag.id)?.get(locale)?.value ?? tag.value)),
            }
          }),
      },
    ]
  })
}
