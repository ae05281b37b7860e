/**
 * What a merchandiser does in the Medusa admin, through the admin API the admin's screens call (the test run's
 * commerce serves no admin UI): fulfil an order and mark it shipped with a tracking label; receive a requested
 * return and refund the payment; set a product's stock at the warehouse.
 * MEDUSA_URL and MEDUSA_ADMIN_EMAIL / MEDUSA_ADMIN_PASSWORD come from the test run (npm test makes the user).
 */
import pg from "pg"

async function adminApi<T>(token: string | undefined, path: string, body?: unknown): Promise<T> {
  const base = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"
  const response = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

async function orderIdOf(displayId: number): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "order" WHERE display_id = $1`, [displayId])
    if (!rows[0]) throw new Error(`no order number ${displayId} in commerce`)
    return rows[0].id
  } finally {
    await client.end()
  }
}

async function signIn(): Promise<string> {
  const email = process.env.MEDUSA_ADMIN_EMAIL
  const password = process.env.MEDUSA_ADMIN_PASSWORD
  if (!email || !password) throw new Error("working in the admin needs MEDUSA_ADMIN_EMAIL and MEDUSA_ADMIN_PASSWORD (npm test sets them)")
  return (await adminApi<{ token: string }>(undefined, "/auth/user/emailpass", { email, password })).token
}

/** "Fulfill items" (everything) and "Mark as shipped" with one label, "Send notification" on. */
export async function shipOrder(displayId: number, label: { tracking_number: string; tracking_url: string }): Promise<void> {
  const token = await signIn()
  const id = await orderIdOf(displayId)
  const { order } = await adminApi<{ order: { items: { id: string; quantity: number }[] } }>(token, `/admin/orders/${id}?fields=*items`)
  const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
  const fulfilled = await adminApi<{ order: { fulfillments: { id: string }[] } }>(token, `/admin/orders/${id}/fulfillments?fields=id,*fulfillments`, { items })
  const fulfillment = fulfilled.order.fulfillments.at(-1)!
  await adminApi(token, `/admin/orders/${id}/fulfillments/${fulfillment.id}/shipments`, { items, labels: [{ ...label, label_url: "#" }] })
}

/**
 * The order's requested return, received whole as the admin's "Receive items" does (begin, the items,
 * confirm), then "Refund" of `amount` on its payment. Returns the return's number as the admin shows it.
 */
export async function receiveReturnAndRefund(displayId: number, amount: number): Promise<string> {
  const token = await signIn()
  const id = await orderIdOf(displayId)
  const { order } = await adminApi<{
    order: { returns: { id: string; status: string; items: { item_id: string; quantity: number }[] }[]; payment_collections: { payments: { id: string }[] }[] }
  }>(token, `/admin/orders/${id}?fields=id,*returns,*returns.items,*payment_collections,*payment_collections.payments`)
  const requested = order.returns.find((r) => r.status === "requested")
  if (!requested) throw new Error(`order ${displayId} has no requested return`)
  await adminApi(token, `/admin/returns/${requested.id}/receive`, {})
  await adminApi(token, `/admin/returns/${requested.id}/receive-items`, { items: requested.items.map((item) => ({ id: item.item_id, quantity: item.quantity })) })
  await adminApi(token, `/admin/returns/${requested.id}/receive/confirm`, {})
  await adminApi(token, `/admin/payments/${order.payment_collections[0]!.payments[0]!.id}/refund`, { amount })
  // The admin names a return by the end of its id (#G3ZFYQB), as the shopper's e-mail does.
  return requested.id.slice(-7).toUpperCase()
}

/**
 * A product's stock, as the admin's inventory page sets it: every variant of the product with this handle at
 * `units` stocked at the warehouse. Returns what each was before, for `restoreStock`.
 */
export async function setProductStock(handle: string, units: number): Promise<StockLevels> {
  const token = await signIn()
  const { products } = await adminApi<{ products: { variants: { inventory_items: { inventory_item_id: string }[] }[] }[] }>(
    token,
    `/admin/products?handle=${encodeURIComponent(handle)}&fields=id,*variants,*variants.inventory_items`
  )
  const itemIds = products.flatMap((product) => product.variants.flatMap((variant) => variant.inventory_items.map((link) => link.inventory_item_id)))
  if (!itemIds.length) throw new Error(`product ${handle} has no inventory items in commerce`)
  const before: StockLevels = []
  for (const itemId of itemIds) {
    const { inventory_levels } = await adminApi<{ inventory_levels: { location_id: string; stocked_quantity: number }[] }>(
      token,
      `/admin/inventory-items/${itemId}/location-levels`
    )
    for (const level of inventory_levels) {
      before.push({ itemId, locationId: level.location_id, units: level.stocked_quantity })
      await adminApi(token, `/admin/inventory-items/${itemId}/location-levels/${level.location_id}`, { stocked_quantity: units })
    }
  }
  return before
}

/** Stock levels as setProductStock found them. */
export type StockLevels = { itemId: string; locationId: string; units: number }[]

export async function restoreStock(levels: StockLevels): Promise<void> {
  const token = await signIn()
  for (const { itemId, locationId, units } of levels) await adminApi(token, `/admin/inventory-items/${itemId}/location-levels/${locationId}`, { stocked_quantity: units })
}
