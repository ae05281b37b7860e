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
import { refreshThenLog } from "../lib/catalogue-refresh"
import type { ChangedProduct } from "../modules/catalogue/service"

const PRODUCT_EVENTS: string[] = [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED, ProductWorkflowEvents.DELETED]
const VARIANT_EVENTS: string[] = [ProductVariantWorkflowEvents.CREATED, ProductVariantWorkflowEvents.UPDATED, ProductVariantWorkflowEvents.DELETED]
const TRANSLATION_EVENTS: string[] = [TranslationWorkflowEvents.CREATED, TranslationWorkflowEvents.UPDATED, TranslationWorkflowEvents.DELETED]
/**
 * Shared records: a renamed tag, category or product type may change any product's page or search answers.
 * (Giving one product another type is that product's own edit: product.updated.)
 */
const SHARED_EVENTS: string[] = [
  ProductTagWorkflowEvents.UPDATED,
  ProductTagWorkflowEvents.DELETED,
  ProductCategoryWorkflowEvents.UPDATED,
  ProductCategoryWorkflowEvents.DELETED,
  ProductTypeWorkflowEvents.UPDATED,
  ProductTypeWorkflowEvents.DELETED,
]

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
  if (PRODUCT_EVENTS.includes(event.name)) products = [id]
  else if (SHARED_EVENTS.includes(event.name)) products = [null]
  else if (VARIANT_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id }, withDeleted: true })
    products = data.flatMap((variant) => (variant.product_id ? [variant.product_id] : []))
  } else if (TRANSLATION_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "translation", fields: ["reference", "reference_id"], filters: { id }, withDeleted: true })
    products = data.map((translation) => (translation.reference === "product" ? translation.reference_id : null))
  }
  if (products.length) await refreshThenLog(container, products)
}

export const config: SubscriberConfig = {
  event: [...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...TRANSLATION_EVENTS, ...SHARED_EVENTS],
  context: { subscriberId: "catalogue-changes" },
}
