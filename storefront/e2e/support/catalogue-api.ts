/**
 * The storefront's catalogue API (spec §3, §7), read directly so browser tests can compare the screen
 * with the data behind it.
 */
import { expect, type APIRequestContext } from "@playwright/test"
import { PAGE_SIZE, type Lang, type PickerCurrency } from "./spec.js"

export interface CatalogueEntry {
  item: {
    id: number
    ident: string
    image_url: string | null
    best_usd_price: number
    prices: Record<PickerCurrency, number>
    stock: { status: "in_stock" | "low" | "sold_out"; left?: number; max_quantity: number }
    bestseller: boolean
  }
  translations: Array<{ language_code: string; name: string; description: string; tags: string }>
}

/** A search result: the item and its names (GET /api/search carries no descriptions or tags). */
export interface CatalogueCard {
  item: CatalogueEntry["item"]
  translations: Array<{ language_code: string; name: string }>
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.status(), `GET ${url}`).toBe(200)
  return (await response.json()) as T
}

/** GET /api/products for catalogue page `page` (24 a page). */
export const fetchCataloguePage = (request: APIRequestContext, page: number) =>
  getJson<CatalogueEntry[]>(request, `/api/products?limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`)

/** GET /api/products/{id} */
export const fetchProduct = (request: APIRequestContext, id: number) => getJson<CatalogueEntry>(request, `/api/products/${id}`)

/** Spec §3: the translation shown in `lang` is that language's, else English, else the first. */
const shownTranslation = <T extends { language_code: string }>(translations: readonly T[], lang: Lang): T | undefined =>
  translations.find((t) => t.language_code === lang) ?? translations.find((t) => t.language_code === "en") ?? translations[0]

/** A card's name as shown (the same fallbacks as displayText). */
export const cardName = (card: CatalogueCard, lang: Lang): string => shownTranslation(card.translations, lang)?.name.trim() || card.item.ident

/** Spec §3: the current language's translation, else English, else the first; the name falls back to ident. */
export function displayText(entry: CatalogueEntry, lang: Lang): { name: string; description: string; tags: string[] } {
  const translation = shownTranslation(entry.translations, lang)
  let tags: string[] = []
  try {
    const parsed: unknown = JSON.parse(translation?.tags ?? "[]")
    if (Array.isArray(parsed)) tags = parsed.filter((tag): tag is string => typeof tag === "string")
  } catch {
    tags = []
  }
  return { name: translation?.name.trim() || entry.item.ident, description: translation?.description ?? "", tags }
}
