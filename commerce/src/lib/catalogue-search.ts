import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The category filter of the search screen: every category, or one product category by handle. */
export const SEARCH_CATEGORIES = ["all", "electronics", "accessories", "luxury"] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

export interface CatalogueSearch {
  /** What the shopper typed, already trimmed (1..100 characters). */
  q: string
  category: SearchCategory
  /** BCP 47 locale whose texts are searched, e.g. "de-DE"; one of the store's supported locales. */
  locale: string
  limit: number
  offset: number
}

export interface CatalogueSearchResult {
  /** Item ids of one page of matches, ascending. */
  itemIds: number[]
  /** How many products match in all (every page). */
  count: number
}

/** `%`, `_` and `\` typed by the shopper are literal characters, not LIKE wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * One SQL statement that finds a page of matching item ids and the total count.
 *
 * A published, non-deleted product matches when, case-insensitively (`lower(...) LIKE '%term%'`):
 * - its title IN THE SHOPPER'S LOCALE contains the term: the Translation module's row for
 *   (product, locale), falling back to the product's original title only when that locale has no title;
 * - or one of its tags, read the same way (reference `product_tag`, field `value`), contains it;
 * - or the term is the name of one of its categories (localized when a `product_category` translation
 *   exists, else the original name), so "luxury" finds the luxury products.
 * The category filter (product category handle) applies on top. Results are ordered by item id.
 *
 * The locale-matching branches read `lower(translations->>'title')` and `lower(translations->>'value')`
 * exactly as the trigram indexes of Migration20261122100832 are written (same expression, same partial
 * predicate), so PostgreSQL answers `LIKE '%term%'` from those indexes for terms of 3+ characters.
 * The fallback branches only look at records that lack a translation in the locale, and the tag and
 * category tables are tiny.
 *
 * Tables: `translation` (Translation module), `product`, `product_tag`, `product_tags`, `product_category`,
 * `product_category_product` (Product module), `product_product_catalogue_catalogue_item` (our link),
 * `catalogue_item` (our catalogue module).
 */
const SEARCH_SQL = `
WITH
  -- Products whose title in the locale contains the term.
  title_hits AS (
    SELECT t.reference_id AS product_id
    FROM translation t
    WHERE t.reference = 'product' AND t.deleted_at IS NULL
      AND t.locale_code = :locale
      AND lower(t.translations ->> 'title') LIKE lower(:pattern) ESCAPE '\\'
    UNION
    -- Fallback: the original title, only for products the locale has no title for.
    SELECT p.id
    FROM product p
    WHERE p.deleted_at IS NULL
      AND lower(p.title) LIKE lower(:pattern) ESCAPE '\\'
      AND NOT EXISTS (
        SELECT 1 FROM translation t
        WHERE t.reference = 'product' AND t.deleted_at IS NULL
          AND t.reference_id = p.id AND t.locale_code = :locale
          AND t.translations ->> 'title' IS NOT NULL
      )
  ),
  -- Tags whose value in the locale contains the term (same fallback rule).
  matching_tags AS (
    SELECT t.reference_id AS tag_id
    FROM translation t
    WHERE t.reference = 'product_tag' AND t.deleted_at IS NULL
      AND t.locale_code = :locale
      AND lower(t.translations ->> 'value') LIKE lower(:pattern) ESCAPE '\\'
    UNION
    SELECT tag.id
    FROM product_tag tag
    WHERE tag.deleted_at IS NULL
      AND lower(tag.value) LIKE lower(:pattern) ESCAPE '\\'
      AND NOT EXISTS (
        SELECT 1 FROM translation t
        WHERE t.reference = 'product_tag' AND t.deleted_at IS NULL
          AND t.reference_id = tag.id AND t.locale_code = :locale
          AND t.translations ->> 'value' IS NOT NULL
      )
  ),
  tag_hits AS (
    SELECT pt.product_id
    FROM matching_tags mt
    JOIN product_tag tag ON tag.id = mt.tag_id AND tag.deleted_at IS NULL
    JOIN product_tags pt ON pt.product_tag_id = tag.id
  ),
  -- Products in a category whose (localized) name is the whole term, e.g. "luxury".
  category_hits AS (
    SELECT pcp.product_id
    FROM product_category c
    JOIN product_category_product pcp ON pcp.product_category_id = c.id
    LEFT JOIN translation t
      ON t.reference = 'product_category' AND t.deleted_at IS NULL
      AND t.reference_id = c.id AND t.locale_code = :locale
    WHERE c.deleted_at IS NULL
      AND lower(coalesce(t.translations ->> 'name', c.name)) = lower(:term)
  ),
  -- Every hit once, restricted to published products with an item id and to the category filter.
  matches AS (
    SELECT ci.item_id
    FROM (
      SELECT product_id FROM title_hits
      UNION SELECT product_id FROM tag_hits
      UNION SELECT product_id FROM category_hits
    ) hit
    JOIN product p ON p.id = hit.product_id AND p.deleted_at IS NULL AND p.status = 'published'
    JOIN product_product_catalogue_catalogue_item link ON link.product_id = p.id AND link.deleted_at IS NULL
    JOIN catalogue_item ci ON ci.id = link.catalogue_item_id AND ci.deleted_at IS NULL
    WHERE :category = 'all' OR EXISTS (
      SELECT 1
      FROM product_category_product pcp
      JOIN product_category c ON c.id = pcp.product_category_id AND c.deleted_at IS NULL
      WHERE pcp.product_id = p.id AND c.handle = :category
    )
  )
-- One row: the total, and the requested page of item ids (an empty array past the end).
SELECT
  (SELECT count(*) FROM matches)::int AS count,
  coalesce(
    (SELECT array_agg(item_id ORDER BY item_id)
     FROM (SELECT item_id FROM matches ORDER BY item_id LIMIT :limit OFFSET :offset) page),
    '{}'
  ) AS item_ids
`

/** Runs the search in one round trip; see SEARCH_SQL for what matches. */
export async function searchCatalogue(container: MedusaContainer, search: CatalogueSearch): Promise<CatalogueSearchResult> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(SEARCH_SQL, {
    locale: search.locale,
    // lower() of both the texts and the pattern happens in PostgreSQL, so they are case-folded alike.
    pattern: `%${escapeLike(search.q)}%`,
    term: search.q,
    category: search.category,
    limit: search.limit,
    offset: search.offset,
  })
  const row = rows[0] as { count: number; item_ids: number[] }
  return { itemIds: row.item_ids.map(Number), count: row.count }
}

/** The SQL text, for EXPLAIN in tests and checks. */
export const CATALOGUE_SEARCH_SQL = SEARCH_SQL
