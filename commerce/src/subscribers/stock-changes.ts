import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, InventoryEvents, InventoryLevelWorkflowEvents, OrderWorkflowEvents, ReservationItemWorkflowEvents } from "@medusajs/framework/utils"
import { refreshThenLog } from "../lib/catalogue-refresh"

/**
 * A stock level changed: a merchandiser's quantity in the admin or its inventory import (the workflows' events),
 * and the level's reserved or stocked units moved by an order's reservation, shipment, cancellation or return
 * (the Inventory module's own events, which those steps emit).
 */
const LEVEL_EVENTS: string[] = [
  InventoryLevelWorkflowEvents.CREATED,
  InventoryLevelWorkflowEvents.UPDATED,
  InventoryLevelWorkflowEvents.DELETED,
  InventoryEvents.INVENTORY_LEVEL_CREATED,
  InventoryEvents.INVENTORY_LEVEL_UPDATED,
  InventoryEvents.INVENTORY_LEVEL_DELETED,
]
/** Units reserved or released by hand in the admin (the Reservations page). */
const RESERVATION_EVENTS: string[] = [ReservationItemWorkflowEvents.CREATED, ReservationItemWorkflowEvents.UPDATED, ReservationItemWorkflowEvents.DELETED]
/** What an order does to its lines' stock: placed (reserved), canceled (released), returned (received back). */
const ORDER_EVENTS: string[] = [OrderWorkflowEvents.PLACED, OrderWorkflowEvents.CANCELED, OrderWorkflowEvents.RETURN_RECEIVED, OrderWorkflowEvents.FULFILLMENT_CANCELED]

/**
 * Stock is part of a product's published entry (in stock, only N left, sold out; the variant checkout sells):
 * every change to it makes the products' entries again and logs them, as an edit does (lib/catalogue-refresh.ts).
 */
export default async function recordStockChange({ event, container }: SubscriberArgs<{ id: string }>) {
  if (process.env.CATALOGUE_CHANGES_PAUSED === "1") return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const id = event.data.id
  let inventoryItemIds: string[] = []
  if (LEVEL_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "inventory_level", fields: ["inventory_item_id"], filters: { id }, withDeleted: true })
    inventoryItemIds = data.map((level) => level.inventory_item_id)
  } else if (RESERVATION_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "reservation_item", fields: ["inventory_item_id"], filters: { id }, withDeleted: true })
    inventoryItemIds = data.map((reservation) => reservation.inventory_item_id)
  }
  let products: string[] = []
  if (inventoryItemIds.length) {
    const { data } = await query.graph({ entity: "inventory_item", fields: ["variants.product_id"], filters: { id: inventoryItemIds } })
    products = (data as { variants?: ({ product_id?: string | null } | null)[] | null }[]).flatMap((item) =>
      (item.variants ?? []).flatMap((variant) => (variant?.product_id ? [variant.product_id] : []))
    )
  } else if (ORDER_EVENTS.includes(event.name)) {
    const { data } = await query.graph({ entity: "order", fields: ["items.product_id"], filters: { id } })
    products = (data as { items?: ({ product_id?: string | null } | null)[] | null }[]).flatMap((order) =>
      (order.items ?? []).flatMap((item) => (item?.product_id ? [item.product_id] : []))
    )
  }
  if (products.length) await refreshThenLog(container, [...new Set(products)])
}

export const config: SubscriberConfig = {
  event: [...LEVEL_EVENTS, ...RESERVATION_EVENTS, ...ORDER_EVENTS],
  context: { subscriberId: "stock-changes" },
}
