/**
 * The catalogue at a real merchant's size (`npm run bench:scale`: 64,000 products in 15 languages), loaded
 * through Medusa's own workflows as a merchant's catalogue would be. The seed at 1x (import-products.ts) has made
 * the store, shipping, tags and types and the first 640 products; this adds the copies, a chunk at a time, each
 * chunk whole before the next: its products, their translations, their stock and their published entries. So a
 * stopped load goes on where it stopped, every product that is there can be sold, and the published entries are
 * complete when it ends. Several processes may load side by side, each its own slice of the catalogue.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createProductsWorkflow, deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { Catalogue, CatalogueProduct } from "../catalogue/types"
import { medusaProductOf, productTranslations, syncTranslations } from "./import-products"
import { setUpStock } from "./stock-setup"
import { setUpStore } from "./store-setup"

/** Products made whole per step: big enough that Medusa's per-run overhead is small, small enough to resume near where a stop was. */
const CHUNK = 200
/** Handles looked up per query (an IN list PostgreSQL plans quickly). */
const LOOKUP = 1000

/** Commerce's workflow that makes products' published entries (commerce/src/workflows/catalogue/refresh-published-entries.ts), by name. */
const REFRESH_PUBLISHED_ENTRIES = "refresh-published-entries"

/** Commerce's catalogue module (registered as "catalogue"): which products have their published entry. */
interface PublishedEntries {
  listPublishedEntries(filters: Record<string, unknown>, config: { select: string[]; take: null }): Promise<{ product_id: string }[]>
}

/** One process's share: products whose position in the catalogue, modulo `count`, is `index`. */
export interface Slice {
  index: number
  count: number
}

interface ProductState {
  id: string
  handle: string
  catalogue_item?: { id: string } | null
}

/**
 * Loads this slice's products that are not whole yet and reports `loaded <done>/<total> products` as it goes.
 * A product is whole once its published entry exists. One made without its item id (a process stopped inside
 * Medusa's create workflow, whose steps commit one by one) is deleted and made again.
 */
export async function importAtScale(container: MedusaContainer, catalogue: Catalogue, slice: Slice, progress: (line: string) => void): Promise<{ loaded: number }> {
  const { context } = await setUpStore(container)
  const productModule = container.resolve(Modules.PRODUCT)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const tagIdByValue = new Map((await productModule.listProductTags({ value: catalogue.tags.map((tag) => tag.value) }, { take: null })).map((tag) => [tag.value, tag.id]))
  const typeIdByValue = new Map((await productModule.listProductTypes({}, { select: ["id", "value"], take: null })).map((type) => [type.value, type.id]))
  const mine = catalogue.products.filter((_, position) => position % slice.count === slice.index)

  const existing = new Map<string, ProductState>()
  for (let at = 0; at < mine.length; at += LOOKUP) {
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "handle", "catalogue_item.id"],
      filters: { handle: mine.slice(at, at + LOOKUP).map((product) => product.ident) },
    })
    for (const product of data as unknown as ProductState[]) existing.set(product.handle, product)
  }
  const broken = [...existing.values()].filter((product) => !product.catalogue_item).map((product) => product.id)
  if (broken.length) {
    await deleteProductsWorkflow(container).run({ input: { ids: broken } })
    for (const product of [...existing.values()]) if (!product.catalogue_item) existing.delete(product.handle)
    progress(`removed ${broken.length} products a stopped load left without their item id`)
  }
  const whole = new Set((await container.resolve<PublishedEntries>("catalogue").listPublishedEntries({}, { select: ["product_id"], take: null })).map((entry) => entry.product_id))
  const todo = mine.filter((product) => !whole.has(existing.get(product.ident)?.id ?? ""))
  let done = mine.length - todo.length
  progress(`loaded ${done}/${mine.length} products`)

  for (let at = 0; at < todo.length; at += CHUNK) {
    const chunk = todo.slice(at, at + CHUNK)
    const idByHandle = new Map(chunk.flatMap((product) => (existing.has(product.ident) ? [[product.ident, existing.get(product.ident)!.id] as const] : [])))
    const toCreate = chunk.filter((product) => !idByHandle.has(product.ident))
    if (toCreate.length) {
      const { result } = await createProductsWorkflow(container).run({
        input: {
          products: toCreate.map((product) => medusaProductOf(product, context, tagIdByValue, typeIdOf(typeIdByValue, product))),
          additional_data: { item_ids: Object.fromEntries(toCreate.map((product) => [product.ident, product.item_id])) },
        },
      })
      for (const product of result) idByHandle.set(product.handle, product.id)
    }
    await syncTranslations(container, productTranslations(chunk, idByHandle), () => {})
    await setUpStock(container, { products: chunk, tags: [] }, () => {})
    await container.resolve(Modules.WORKFLOW_ENGINE).run(REFRESH_PUBLISHED_ENTRIES, { input: { product_ids: chunk.map((product) => idByHandle.get(product.ident)!) } })
    done += chunk.length
    progress(`loaded ${done}/${mine.length} products`)
  }
  return { loaded: todo.length }
}

function typeIdOf(typeIdByValue: Map<string, string>, product: CatalogueProduct): string {
  const typeId = typeIdByValue.get(product.type)
  if (!typeId) throw new Error(`product ${product.ident}: no product type "${product.type}" (the seed at 1x makes them: run npm start once)`)
  return typeId
}
