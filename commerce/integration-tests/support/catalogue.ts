import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { generateCatalogue, PUBLISHABLE_KEY_TITLE, type Catalogue, type CatalogueProduct } from "@shop/seed"

/** The products of the real generated catalogue that `keep` selects (item ids as generated), with only the tags they use. */
export function catalogueOf(keep: (product: CatalogueProduct, index: number) => boolean): Catalogue {
  const full = generateCatalogue()
  const products = full.products.filter(keep)
  const used = new Set(products.flatMap((p) => p.tags))
  return { products, tags: full.tags.filter((t) => used.has(t.value)) }
}

/** The store API headers for the storefront's publishable key (created by the seed's store set-up). */
export async function storefrontHeaders(container: MedusaContainer): Promise<Record<string, string>> {
  const { data: keys } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "api_key",
    fields: ["token"],
    filters: { type: "publishable", title: PUBLISHABLE_KEY_TITLE },
  })
  const [key] = keys
  if (!key) throw new Error(`no publishable API key titled ${PUBLISHABLE_KEY_TITLE}: the seed's store setup makes it`)
  return { "x-publishable-api-key": key.token }
}
