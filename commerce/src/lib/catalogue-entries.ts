import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, ProductStatus } from "@medusajs/framework/utils"
import type { Prices } from "@shop/contracts/currencies"
import { toTranslation, withEnglishFallback, type DisplayText } from "@shop/contracts/catalogue-text"
import { SOURCE_LOCALE } from "@shop/contracts/languages"
import type { PublishedEntryRow, StoredCatalogueEntry } from "../modules/catalogue/service"
import { pricesSetByHand } from "./catalogue-prices"
import { lowStockThreshold, stockOf } from "./stock"
import { markedBestseller } from "./bestsellers"

/**
 * Makes the catalogue module's published entries (models/published-entry.ts: the entry, the categories, the
 * product type) from the Product, Pricing and Translation modules, read through Query and the product link as
 * Medusa's own routes read them: a renamed table or column in a Medusa upgrade changes nothing here. The
 * catalogue routes read the made entries, not this (a page through Query costs several times an indexed read
 * of one table: docs/adr/0013).
 */

/** Products read per Query call when the whole catalogue is made again. */
const BATCH = 200

type PriceRow = { amount: unknown; currency_code: string; price_list_id?: string | null; rules_count?: number | null } | null

/** One product as the read below gives it (written out: Medusa generates Query's types only when it runs). */
interface ProductRow {
  id: string
  handle: string
  title: string
  description: string | null
  thumbnail: string | null
  catalogue_item?: { item_id?: number | null; bestseller?: boolean | null } | null
  metadata?: Record<string, unknown> | null
  type?: { value: string } | null
  tags?: ({ id: string; value: string } | null)[] | null
  categories?: ({ handle: string } | null)[] | null
  variants?: ({ id: string; price_set?: { prices?: PriceRow[] | null } | null } | null)[] | null
}

interface TranslationRow {
  reference_id: string
  locale_code: string
  translations: Record<string, string | undefined> | null
}

const PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "description",
  "thumbnail",
  "catalogue_item.item_id",
  "catalogue_item.bestseller",
  "metadata",
  "type.value",
  "tags.id",
  "tags.value",
  "categories.handle",
  "variants.id",
  "variants.price_set.prices.amount",
  "variants.price_set.prices.currency_code",
  "variants.price_set.prices.price_list_id",
  "variants.price_set.prices.rules_count",
]

/** BCP 47 "de-DE" → the spec's short code "de". */
const shortLanguageCode = (locale: string) => locale.split("-")[0]!.toLowerCase()

/** A variant's base USD price (no price list), or Infinity when it has none. */
const baseUsdPrice = (prices: PriceRow[] | null | undefined) =>
  Math.min(...(prices ?? []).flatMap((price) => (price && !price.price_list_id && price.currency_code.toLowerCase() === "usd" ? [Number(price.amount)] : [])))

/** The variant's base prices (no price list, no rules) a merchandiser set by hand in another charged currency (ADR 0018). */
const variantPricesSetByHand = (prices: PriceRow[] | null | undefined) =>
  pricesSetByHand((prices ?? []).flatMap((price) => (price && !price.price_list_id && !price.rules_count ? [price] : [])))

/** Units each variant has for sale in the storefront's sales channel (null: its stock is not counted). */
type Availability = Map<string, number | null>

/**
 * The variant shoppers see the price of and checkout sells: the lowest base USD price among the variants not
 * sold out, or among all when every one is (ties: the lowest id). A sold-out 128 GB phone leaves its 256 GB
 * sibling on sale, at its price.
 */
function cheapestUsdVariant(product: ProductRow, availability: Availability): { id: string; usd: number; setByHand: Partial<Prices>; available: number | null } | undefined {
  const variants = (product.variants ?? [])
    .flatMap((variant) =>
      variant
        ? [
            {
              id: variant.id,
              usd: baseUsdPrice(variant.price_set?.prices),
              setByHand: variantPricesSetByHand(variant.price_set?.prices),
              available: availability.get(variant.id) ?? null,
            },
          ]
        : []
    )
    .filter((variant) => Number.isFinite(variant.usd))
    .sort((a, b) => a.usd - b.usd || a.id.localeCompare(b.id))
  return variants.find((variant) => variant.available === null || variant.available > 0) ?? variants[0]
}

/**
 * The published entries of these products (all published products when `productIds` is null). A product that
 * is not published, has no item id or no USD price has none.
 */
export async function readPublishedEntries(container: MedusaContainer, productIds: string[] | null): Promise<PublishedEntryRow[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: stores } = await query.graph({ entity: "store", fields: ["supported_locales.locale_code", "default_sales_channel_id", "metadata"] })
  const store = stores[0]
  const locales = (store?.supported_locales ?? []).flatMap((row: { locale_code?: string } | null) => (row?.locale_code ? [row.locale_code] : []))
  const stock: StockReading = { salesChannelId: store?.default_sales_channel_id ?? null, threshold: lowStockThreshold(store?.metadata) }

  const rows: PublishedEntryRow[] = []
  for (let skip = 0; ; skip += BATCH) {
    const { data } = await query.graph({
      entity: "product",
      fields: PRODUCT_FIELDS,
      filters: { status: ProductStatus.PUBLISHED, ...(productIds ? { id: productIds } : {}) },
      pagination: { skip, take: BATCH, order: { id: "ASC" } },
    })
    const products = data as unknown as ProductRow[]
    rows.push(...(await entriesOf(container, products, locales, stock)))
    if (products.length < BATCH) return rows
  }
}

/** The published entries of these item ids, read from their products now (what checkout sells), in no order. */
export async function readPublishedEntriesOfItems(container: MedusaContainer, itemIds: number[]): Promise<PublishedEntryRow[]> {
  if (!itemIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "catalogue_item", fields: ["product.id"], filters: { item_id: itemIds } })
  const productIds = (data as { product?: { id?: string } | null }[]).flatMap((item) => (item.product?.id ? [item.product.id] : []))
  return productIds.length ? readPublishedEntries(container, productIds) : []
}

/** Where stock is counted for shoppers (the store's default sales channel: the storefront's) and the low-stock threshold. */
interface StockReading {
  salesChannelId: string | null
  threshold: number
}

/** Units for sale of these products' variants, by Medusa's own reading (stocked less reserved, at the channel's locations). */
async function availabilityOf(container: MedusaContainer, products: ProductRow[], salesChannelId: string | null): Promise<Availability> {
  const variantIds = products.flatMap((product) => (product.variants ?? []).flatMap((variant) => (variant ? [variant.id] : [])))
  if (!salesChannelId || !variantIds.length) return new Map()
  const found = await getVariantAvailability(container.resolve(ContainerRegistrationKeys.QUERY), { variant_ids: variantIds, sales_channel_id: salesChannelId })
  return new Map(Object.entries(found).map(([id, { availability }]) => [id, availability ?? null]))
}

async function entriesOf(container: MedusaContainer, products: ProductRow[], locales: string[], stock: StockReading): Promise<PublishedEntryRow[]> {
  if (!products.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const availability = await availabilityOf(container, products, stock.salesChannelId)
  const tagIds = products.flatMap((product) => (product.tags ?? []).flatMap((tag) => (tag ? [tag.id] : [])))
  // Every translation of those products and of their tags in the store's other locales. (Fields the admin
  // marks as not translatable are not filtered out here; we read only title, description, value.)
  const { data } = await query.graph({
    entity: "translation",
    fields: ["reference_id", "locale_code", "translations"],
    filters: { reference_id: [...products.map((product) => product.id), ...new Set(tagIds)], locale_code: locales.filter((locale) => locale !== SOURCE_LOCALE) },
  })
  const texts = new Map<string, Map<string, Record<string, string | undefined>>>()
  for (const row of data as unknown as TranslationRow[]) {
    const byLocale = texts.get(row.reference_id) ?? new Map<string, Record<string, string | undefined>>()
    byLocale.set(row.locale_code, row.translations ?? {})
    texts.set(row.reference_id, byLocale)
  }

  return products.flatMap((product) => {
    const itemId = product.catalogue_item?.item_id
    const cheapest = cheapestUsdVariant(product, availability)
    if (typeof itemId !== "number" || !cheapest) return []
    // Medusa keeps no tag order: sort by the original value so the same product always serializes the
    // same (stable ETags) and every language lists tags alike.
    const tags = (product.tags ?? []).flatMap((tag) => (tag ? [tag] : [])).sort((a, b) => a.value.localeCompare(b.value))
    const english: DisplayText = { name: product.title, description: product.description ?? "", tags: tags.map((tag) => tag.value) }
    const productTexts = texts.get(product.id)
    const entry: StoredCatalogueEntry = {
      item: {
        id: itemId,
        ident: product.handle,
        image_url: product.thumbnail ?? null,
        best_usd_price: cheapest.usd,
        set_prices: cheapest.setByHand,
        available: cheapest.available,
        stock: stockOf(cheapest.available, stock.threshold),
        bestseller: product.catalogue_item?.bestseller === true || markedBestseller(product.metadata),
      },
      translations: locales.flatMap((locale) => {
        if (locale === SOURCE_LOCALE) return [toTranslation(shortLanguageCode(locale), english)]
        const text = productTexts?.get(locale)
        if (!text) return []
        const translated = withEnglishFallback(english, { name: text.title, description: text.description, tags: tags.map((tag) => texts.get(tag.id)?.get(locale)?.value) })
        return [toTranslation(shortLanguageCode(locale), translated)]
      }),
    }
    const categoryHandles = (product.categories ?? []).flatMap((category) => (category ? [category.handle] : [])).sort()
    return [{ item_id: itemId, product_id: product.id, entry, category_handles: categoryHandles, cheapest_variant_id: cheapest.id, product_type: product.type?.value ?? null }]
  })
}
