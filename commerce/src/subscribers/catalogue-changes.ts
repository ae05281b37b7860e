import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  ContainerRegistrationKeys,
  ProductCategoryWorkflowEvents,
  ProductTagWorkflowEvents,
  ProductTypeWorkflowEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
  TranslationWorkflowEvents,
} from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { drainPendingRefreshes, refreshThenLog } from "../lib/catalogue-refresh"
import { CATALOGUE_MODULE } from "../modules/catalogue"
import type CatalogueModuleService from "../modules/catalogue/service"
import type { ChangedProduct } from "../modules/catalogue/service"

const PRODUCT_EVENTS: string[] = [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED, ProductWorkflowEvents.DELETED]
const VARIANT_EVENTS: string[] = [ProductVariantWorkflowEvents.CREATED, ProductVariantWorkflowEvents.UPDATED, ProductVariantWorkflowEvents.DELETED]
const TRANSLATION_EVENTS: string[] = [TranslationWorkflowEvents.CREATED, TranslationWorkflowEvents.UPDATED, TranslationWorkflowEvents.DELETED]
/**
 * Shared records, by the events that rename or delete one: a tag, a product type or a category is shown on the
 * page of each product that carries it, and on no other. (Giving one product another type is that product's own
 * edit: product.updated.)
 */
const SHARED_EVENTS: Record<string, SharedRecord> = {
  [ProductTagWorkflowEvents.UPDATED]: "product_tag",
  [ProductTagWorkflowEvents.DELETED]: "product_tag",
  [ProductCategoryWorkflowEvents.UPDATED]: "product_category",
  [ProductCategoryWorkflowEvents.DELETED]: "product_category",
  [ProductTypeWorkflowEvents.UPDATED]: "product_type",
  [ProductTypeWorkflowEvents.DELETED]: "product_type",
}
/** Query's entity of each shared record; a translation names its record by the same name. */
type SharedRecord = "product_tag" | "product_type" | "product_category"
const SHARED_RECORDS: readonly string[] = ["product_tag", "product_type", "product_category"] satisfies SharedRecord[]

/**
 * Every admin edit that can change what shoppers see (title, description, tags, images, status, price, product
 * type, translations, creation, deletion) makes the product's published entry again and goes into the catalogue
 * change log the storefronts poll. Rows are read regardless of `deleted_at`: a deleted variant or translation
 * still names its product.
 */
export default async function recordCatalogueChange({ event, container }: SubscriberArgs<{ id: string }>) {
  // npm start's seed sets it: a first seed emits ≈ 11,000 events (handling each here is a large share of its time), and then
  // records one change for the whole catalogue at its end instead (seed/src/commerce/medusa-exec.ts).
  if (process.env.CATALOGUE_CHANGES_PAUSED === "1") return
  const id = event.data.id
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let products: ChangedProduct[] = []
  const shared = SHARED_EVENTS[event.name]
  if (PRODUCT_EVENTS.includes(event.name)) products = [id]
  else if (shared) return refreshCarriers(container, shared, id)
  else if (VARIANT_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id }, withDeleted: true })
    products = data.flatMap((variant) => (variant.product_id ? [variant.product_id] : []))
  } else if (TRANSLATION_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "translation", fields: ["reference", "reference_id"], filters: { id }, withDeleted: true })
    // A tag's translation is its name in that language, on the pages of the products that carry it (a type's or category's is read by none).
    const [record] = data.filter((translation) => SHARED_RECORDS.includes(translation.reference))
    if (record) return refreshCarriers(container, record.reference as SharedRecord, record.reference_id)
    products = data.map((translation) => (translation.reference === "product" ? translation.reference_id : null))
  }
  if (products.length) await refreshThenLog(container, products)
}

/**
 * The products that carry a shared record, found through Query with deleted rows included: Medusa soft-deletes
 * a tag, type or category and keeps the products' links to it, so a deleted one still names its products. Null
 * when the record itself cannot be found: then any product may have shown it.
 */
async function productsCarrying(container: MedusaContainer, entity: SharedRecord, id: string): Promise<string[] | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: ["id", "products.id"], filters: { id }, withDeleted: true })
  const records = data as { products?: ({ id: string } | null)[] | null }[]
  if (!records.length) return null
  return [...new Set(records.flatMap((record) => (record.products ?? []).flatMap((product) => (product ? [product.id] : []))))].sort()
}

/**
 * A shared record's products queued (CatalogueModuleService.queueRefreshes, one statement) and made again in chunks
 * by a drain of the queue (lib/catalogue-refresh.ts), 5,000 of them for a tag at 64,000 products. The drain is not
 * awaited: in production Medusa's Redis event bus hands its worker one event at a time (BullMQ's default
 * concurrency), and every other edit's event would wait behind the whole rename; here the edits saved meanwhile go
 * out between chunks. A process stopped midway leaves the rest queued, and the minute's job
 * (jobs/catalogue-pending-refreshes.ts) makes them again once commerce runs again.
 */
async function refreshCarriers(container: MedusaContainer, entity: SharedRecord, id: string): Promise<void> {
  const products = await productsCarrying(container, entity, id)
  if (products === null) return refreshThenLog(container, [null])
  await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).queueRefreshes(products)
  void drainPendingRefreshes(container)
}

export const config: SubscriberConfig = {
  event: [...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...TRANSLATION_EVENTS, ...Object.keys(SHARED_EVENTS)],
  context: { subscriberId: "catalogue-changes" },
}
