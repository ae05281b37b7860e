/**
 * The server writes a product page's catalogue entry into the HTML
 * (<script id="preloaded-product" type="application/json">). Seeding the query cache with it lets the
 * product page render without calling /api/products/{id}; it is used only when its id is the route's id.
 */
import type { QueryClient } from "@tanstack/react-query"
import { PRELOADED_PRODUCT_ELEMENT_ID, type CatalogueEntry } from "@shop/contracts/api"
import { matchRoute } from "../../../../shared/routes"
import { productQueryKey } from "./get-product"

export function parsePreloadedProduct(text: string | null | undefined, id: number): CatalogueEntry | undefined {
  if (!text) return undefined
  try {
    const entry = JSON.parse(text) as Partial<CatalogueEntry> | null
    if (entry?.item?.id !== id || !Array.isArray(entry.translations)) return undefined
    return entry as CatalogueEntry
  } catch {
    return undefined
  }
}

/** Call once before the first render, with the page's path. */
export function seedPreloadedProduct(client: QueryClient, pathname: string): void {
  const route = matchRoute(pathname)
  if (route?.name !== "product" || route.productId === undefined) return
  const entry = parsePreloadedProduct(document.getElementById(PRELOADED_PRODUCT_ELEMENT_ID)?.textContent, route.productId)
  if (entry) client.setQueryData(productQueryKey(route.productId), entry)
}
