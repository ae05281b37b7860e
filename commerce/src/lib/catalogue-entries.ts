import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"

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

/** One catalogue item with its published product's fields, tags and lowest USD price (the read below). */
interface ProductRow {
  item_id: number
  id: string
  handle: string
  title: string
  description: string | null
  thumbnail: string | null
  status: string
  tags: { id: string; value: string }[]
  best_usd_price: string | number | null
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
 * Two queries whatever the number of items or languages: the linked products with their tags and lowest
 * USD price, and every translation of those products and their tags in every locale.
 */
export async function loadCatalogueEntries(container: MedusaContainer, itemIds: number[]): Promise<CatalogueEntry[]> {
  if (!itemIds.length) return []
  const locales = await supportedLocales(container)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)

  // Two plain reads, side by side, instead of Query's module-by-module walk (≈ 5× faster; see the search
  // bench). They read the tables of Medusa's Product, Pricing and Translation modules and our link, so a
  // schema change in those modules shows up in commerce/integration-tests/http/catalogue.spec.ts.
  const [products, translations] = await Promise.all([
    db.raw(
      `SELECT ci.item_id, p.id, p.handle, p.title, p.description, p.thumbnail, p.status,
              COALESCE((SELECT json_agg(json_build_object('id', t.id, 'value', t.value))
                          FROM product_tags pt
                          JOIN product_tag t ON t.id = pt.product_tag_id AND t.deleted_at IS NULL
                         WHERE pt.product_id = p.id), '[]'::json) AS tags,
              -- Base prices only (no price list): the lowest USD price over the product's variants.
              (SELECT min(pr.amount)
                 FROM product_variant v
                 JOIN product_variant_price_set vps ON vps.variant_id = v.id AND vps.deleted_at IS NULL
                 JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
                              AND pr.price_list_id IS NULL AND lower(pr.currency_code) = 'usd'
                WHERE v.product_id = p.id AND v.deleted_at IS NULL) AS best_usd_price
         FROM catalogue_item ci
         JOIN product_product_catalogue_catalogue_item link ON link.catalogue_item_id = ci.id AND link.deleted_at IS NULL
         JOIN product p ON p.id = link.product_id AND p.deleted_at IS NULL
        WHERE ci.item_id = ANY(?) AND ci.deleted_at IS NULL`,
      [itemIds]
    ),
    // Every translation of those products and of their tags, in the store's locales. (Fields the admin marks
    // as not translatable are not filtered out here; we read only title, description and tag value.)
    db.raw(
      `WITH products AS (
         SELECT link.product_id
           FROM catalogue_item ci
           JOIN product_product_catalogue_catalogue_item link ON link.catalogue_item_id = ci.id AND link.deleted_at IS NULL
          WHERE ci.item_id = ANY(?) AND ci.deleted_at IS NULL)
       SELECT tr.reference_id, tr.locale_code, tr.translations
         FROM translation tr
        WHERE tr.deleted_at IS NULL AND tr.locale_code = ANY(?)
          AND tr.reference_id IN (SELECT product_id FROM products
                                  UNION SELECT pt.product_tag_id FROM product_tags pt WHERE pt.product_id IN (SELECT product_id FROM products))`,
      [itemIds, locales]
    ),
  ])

  const published = (products.rows as ProductRow[]).filter((row) => row.status === ProductStatus.PUBLISHED)
  const index: TranslationIndex = new Map()
  for (const row of translations.rows as { reference_id: string; locale_code: string; translations: TranslatedFields }[]) {
    const byLocale = index.get(row.reference_id) ?? new Map<string, TranslatedFields>()
    byLocale.set(row.locale_code, row.translations)
    index.set(row.reference_id, byLocale)
  }

  const byItemId = new Map(published.map((row) => [row.item_id, row]))
  return itemIds.flatMap((itemId) => {
    const product = byItemId.get(itemId)
    if (!product) return []
    // Medusa keeps no tag order: sort by the original value so the same product always serializes the
    // same (stable ETags) and every language lists tags alike.
    const tags = product.tags.slice().sort((a, b) => a.value.localeCompare(b.value))
    const productTexts = index.get(product.id)
    return [
      {
        item: {
          id: itemId,
          ident: product.handle,
          image_url: product.thumbnail ?? null,
          best_usd_price: product.best_usd_price === null ? 0 : Number(product.best_usd_price),
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
