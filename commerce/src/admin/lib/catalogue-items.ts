import { sdk } from "./sdk"

export interface CatalogueItemRow {
  item_id: number
  product: { id: string; title: string; handle: string; thumbnail: string | null; status: string } | null
}

export interface CatalogueItemsResponse {
  items: CatalogueItemRow[]
  count: number
  limit: number
  offset: number
}

export const fetchCatalogueItems = (query: { item_id?: number; product_id?: string; limit?: number; offset?: number }) =>
  sdk.client.fetch<CatalogueItemsResponse>("/admin/catalogue/items", { query })
