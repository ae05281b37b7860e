import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import type { CatalogueEntry } from "@shop/contracts/api"
import { toTranslation, withEnglishFallback, type DisplayText } from "@shop/contracts/catalogue-text"
import { SOURCE_LOCALE } from "@shop/contracts/languages"

/** The spec's catalogue entry (seed spec §3/§7): what the storefront's /api/products calls return. */
export type { CatalogueEntry }

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
async function supportedLocales(container: MedusaContainer): Promise<string[]> {
  if (supportedLocalesCache && supportedLocalesCache.expires > Date.now()) return supportedLocalesCache.locales
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: stores } = await query.graph({ entity: "store", fields: ["supported_locales.locale_code"] })
  const locales = (stores[0]?.supported_locales ?? []).flatMap((row: { locale_code?: string } | null) => (row?.locale_code ? [row.locale_code] : []))
  supportedLocalesCache = { locales, expires: Date.now() + SUPPORTED_LOCALES_TTL_MS }
  return locales
}

/** BCP 47 "de-DE" → the spec's short code "de". */
const shortLanguageCode = (locale: string) => locale.split("-")[0]!.toLowerCase()

/** Published products that have an item id, in item id order: the rows every listing filters on. */
const PUBLISHED_ITEMS = `
  FROM catalogue_item ci
  JOIN product_product_catalogue_catalogue_item link ON link.catalogue_item_id = ci.id AND link.deleted_at IS NULL
  JOIN product p ON p.id = link.product_id AND p.deleted_at IS NULL AND p.status = 'published'
 WHERE ci.deleted_at IS NULL`

/**
 * One page of the published catalogue and how many products it holds in all. The status filter comes
 * before the limit, so an unpublished product never leaves a page one entry short.
 */
export async function publishedItemPage(container: MedusaContainer, limit: number, offset: number): Promise<{ itemIds: number[]; count: number }> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `SELECT (SELECT count(*) ${PUBLISHED_ITEMS})::int AS count,
            COALESCE((SELECT array_agg(item_id ORDER BY item_id)
                        FROM (SELECT ci.item_id ${PUBLISHED_ITEMS} ORDER BY ci.item_id LIMIT ? OFFSET ?) page), '{}') AS item_ids`,
    [limit, offset]
  )
  const row = rows[0] as { count: number; item_ids: number[] }
  return { itemIds: row.item_ids.map(Number), count: row.count }
}

/** `count` distinct published item ids drawn uniformly at random. */
export async function samplePublishedItemIds(container: MedusaContainer, count: number): Promise<number[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(`SELECT ci.item_id ${PUBLISHED_ITEMS} ORDER BY random() LIMIT ?`, [count])
  return (rows as { item_id: number }[]).map((row) => Number(row.item_id))
}

/** The handles of the categories each item's product is in (search's category filter), by item id. */
export async function loadCategoryHandles(container: MedusaContainer, itemIds: number[]): Promise<Map<number, string[]>> {
  if (!itemIds.length) return new Map()
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `SELECT ci.item_id, array_agg(c.handle ORDER BY c.handle) AS handles
       FROM catalogue_item ci
       JOIN product_product_catalogue_catalogue_item link ON link.catalogue_item_id = ci.id AND link.deleted_at IS NULL
       JOIN product_category_product pcp ON pcp.product_id = link.product_id
       JOIN product_category c ON c.id = pcp.product_category_id AND c.deleted_at IS NULL
      WHERE ci.item_id = ANY(?) AND ci.deleted_at IS NULL
      GROUP BY ci.item_id`,
    [itemIds]
  )
  return new Map((rows as { item_id: number; handles: string[] }[]).map((row) => [Number(row.item_id), row.handles]))
}

/**
 * Loads catalogue entries for the given item ids, in the given order, skipping ids with no published product.
 * Two queries whatever the number of items or languages: the linked products with their tags and lowest
 * USD price, and every translation of those products and their tags in every locale.
 */
export async function loadCatalogueEntries(container: MedusaContainer, itemIds: number[]): Promise<CatalogueEntry[]> {
  if (!itemIds.length) return []
  const locales = await supportedLocales(container)
  const translatedLocales = locales.filter((locale) => locale !== SOURCE_LOCALE)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)

  // Two plain reads, side by side, instead of Query's module-by-module walk (several times faster: docs/adr/0002).
  // They read the tables of Medusa's Product, Pricing and Translation modules and our link, so a schema
  // change in those modules shows up in commerce/integration-tests/http/catalogue.spec.ts.
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
    // Every translation of those products and of their tags in the store's other locales. (Fields the
    // admin marks as not translatable are not filtered out here; we read only title, description, value.)
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
      [itemIds, translatedLocales]
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
    const english: DisplayText = {
      name: product.title,
      description: product.description ?? "",
      tags: tags.map((tag) => tag.value),
    }
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
          .filter((locale) => locale === SOURCE_LOCALE || productTexts?.has(locale))
          .map((locale) =>
            toTranslation(
              shortLanguageCode(locale),
              locale === SOURCE_LOCALE
                ? english
                : withEnglishFallback(english, {
                    name: productTexts!.get(locale)!.title,
                    description: productTexts!.get(locale)!.description,
                    tags: tags.map((tag) => index.get(tag.id)?.get(locale)?.value),
                  })
            )
          ),
      },
    ]
  })
}
