/**
 * The shopper's e-mails in the production shape (issue 20): an order made while the SMTP server (the stack's
 * mail catcher) is away still gets its confirmation, once, from commerce's retry job when it is back; an order
 * shipped through the admin API gets its "shipped" e-mail with the tracking number, and the shopper's order
 * page (the e-mails' link) shows the shipment on both storefronts and through Varnish, never from its cache.
 */
import pg from "pg"
import { checkoutJourney, ordersOf, sleep, waitFor } from "./drills.js"
import type { ProductionStack } from "./stack.js"
import { ask, type Seen } from "./varnish-drills.js"
import { withoutIsolates } from "@shop/contracts/bidi"

/** One e-mail in the stack's mail catcher (its REST API). */
export interface CaughtEmail {
  subject: string
  to: { address: string }[]
  text: string
  html: string
}

const caughtMails = async (stack: ProductionStack) => (await (await fetch(`${stack.mailUrl}/api/email`, { signal: AbortSignal.timeout(10_000) })).json()) as CaughtEmail[]

/** Every e-mail the stack's mail catcher holds for `address`, oldest first. */
export async function mailsTo(stack: ProductionStack, address: string): Promise<CaughtEmail[]> {
  return (await caughtMails(stack)).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
}

/** Every e-mail the stack's mail catcher holds with exactly this subject, oldest first. */
export async function mailsWithSubject(stack: ProductionStack, subject: string): Promise<CaughtEmail[]> {
  // As read: the values set into a subject are isolated (U+2068…U+2069).
  return (await caughtMails(stack)).filter((mail) => withoutIsolates(mail.subject) === subject)
}

/** An order's e-mail ("order-confirmation", "order-shipped") as commerce's notification keeps it. */
export async function emailNotification(databaseUrl: string, orderId: string, template: string): Promise<{ status: string; attempts: number; lastError?: string } | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ status: string; data: { attempts?: number; last_error?: string } | null }>(
      `SELECT status, data FROM notification WHERE resource_id = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1`,
      [orderId, template]
    )
    const row = rows[0]
    return row && { status: row.status, attempts: row.data?.attempts ?? 1, lastError: row.data?.last_error }
  } finally {
    await client.end()
  }
}

/** The order made from a session, once it exists. */
async function orderOfSession(stack: ProductionStack, sessionId: string): Promise<{ id: string; display_id: number }> {
  const [order] = await ordersOf(stack.databaseUrl, [sessionId])
  if (!order) throw new Error(`no order for ${sessionId}`)
  return order
}

/** An address of the drill's own, so its e-mails are told apart from every other drill's. */
const shopperAddress = (drill: string) => `${drill}-${Date.now()}@example.com`

/**
 * The mail catcher stopped, an order made through a storefront, its confirmation's first send failed; the
 * catcher started again (same ports, same folder). How long until the retry job's send arrives, and how many
 * confirmations the catcher holds for the order once another run of the job (every minute) has passed.
 */
export async function orderWhileSmtpDown(
  stack: ProductionStack,
  storefrontUrl: string,
  withinMs: number
): Promise<{
  smtpAway: boolean
  orderNumber: number
  orderMs: number
  failedSend: { attempts: number; lastError?: string }
  downMs: number
  arrivedMs?: number
  caught: number
  subjects: string[]
  notification?: { status: string; attempts: number }
}> {
  const address = shopperAddress("smtp-down")
  await stack.mail.stop()
  const stoppedAt = Date.now()
  let back = false
  try {
    const smtpAway = await fetch(`${stack.mailUrl}/api/email`, { signal: AbortSignal.timeout(2_000) }).then(
      () => false,
      () => true
    )
    const { sessionId, orderMs } = await checkoutJourney(stack, storefrontUrl, { email: address })
    const order = await orderOfSession(stack, sessionId)
    // The confirmation's send failed while SMTP was away: recorded for the retry job, the order unaffected.
    const failed = await waitFor(`the failed first send of order ${order.display_id}'s confirmation`, 60_000, async () => {
      const notification = await emailNotification(stack.databaseUrl, order.id, "order-confirmation")
      return notification?.status === "failure" ? notification : undefined
    })
    await stack.mail.start()
    back = true
    const backAt = Date.now()
    const downMs = backAt - stoppedAt
    const arrivedMs = await waitFor(`order ${order.display_id}'s confirmation in the mail catcher`, withinMs, async () =>
      (await mailsTo(stack, address)).length ? Date.now() - backAt : undefined
    ).catch(() => undefined)
    // One more run of the retry job (every minute): a second send would show now.
    if (arrivedMs !== undefined) await sleep(65_000)
    const mails = await mailsTo(stack, address)
    const notification = await emailNotification(stack.databaseUrl, order.id, "order-confirmation")
    return {
      smtpAway,
      orderNumber: order.display_id,
      orderMs,
      failedSend: { attempts: failed.attempts, lastError: failed.lastError },
      downMs,
      arrivedMs,
      // Nothing else is sent to this address: every message to it is the confirmation.
      caught: mails.length,
      subjects: mails.map((mail) => mail.subject),
      notification: notification && { status: notification.status, attempts: notification.attempts },
    }
  } finally {
    if (!back) await stack.mail.start()
  }
}

/**
 * "Fulfill items" (everything) and "Mark as shipped" with one label, "Send notification" on: the admin API
 * calls the Medusa admin's screens make (as storefront/e2e/support/commerce-admin.ts and commerce's
 * integration tests ship orders), signed in as the stack's merchandiser.
 */
export async function shipOrder(stack: ProductionStack, orderId: string, label: { tracking_number: string; tracking_url: string }): Promise<void> {
  const call = async <T>(token: string | undefined, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(stack.commerceUrl + path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
  const { token } = await call<{ token: string }>(undefined, "/auth/user/emailpass", stack.admin)
  const { order } = await call<{ order: { items: { id: string; quantity: number }[] } }>(token, `/admin/orders/${orderId}?fields=*items`)
  const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
  const fulfilled = await call<{ order: { fulfillments: { id: string }[] } }>(token, `/admin/orders/${orderId}/fulfillments?fields=id,*fulfillments`, { items })
  const fulfillment = fulfilled.order.fulfillments.at(-1)
  if (!fulfillment) throw new Error(`order ${orderId}: creating a fulfillment answered none`)
  await call(token, `/admin/orders/${orderId}/fulfillments/${fulfillment.id}/shipments`, { items, labels: [{ ...label, label_url: "#" }] })
}

/** The shipment as the order page's JSON (GET /api/orders/{token}) reports it. */
const shippedParcels = (seen: Seen) => {
  try {
    const page = JSON.parse(seen.body) as { events: { kind: string; parcels?: { carrier: string | null; tracking_number: string | null; tracking_url: string | null }[] }[] }
    return page.events.filter((event) => event.kind === "shipped").flatMap((event) => event.parcels ?? [])
  } catch {
    return []
  }
}

/**
 * A German order shipped through the admin API with a DHL tracking number: how long until the "shipped"
 * e-mail (with the number) is in the mail catcher, and what the order page (its JSON and its HTML, from the
 * confirmation's link) answers on each storefront and through Varnish, each asked twice after the shipment
 * (and once before it, so a copy kept by Varnish would show). Then 5 s for a second "shipped" e-mail to show.
 */
export async function shipmentThroughAdmin(
  stack: ProductionStack,
  storefrontUrl: string
): Promise<{
  orderNumber: number
  trackingNumber: string
  pagePath: string
  shippedMailMs: number
  mailHasTracking: boolean
  shippedMails: number
  seen: (Seen & { base: string; tracking: boolean })[]
  parcels: { carrier: string | null; tracking_number: string | null; tracking_url: string | null }[]
}> {
  const address = shopperAddress("shipped")
  const { sessionId } = await checkoutJourney(stack, storefrontUrl, { email: address, language: "de" })
  const order = await orderOfSession(stack, sessionId)
  // The shopper's link, as the confirmation e-mail gives it.
  const confirmation = await waitFor(`order ${order.display_id}'s confirmation`, 60_000, async () => (await mailsTo(stack, address))[0])
  const pagePath = /https?:\/\/[^/"\s]+(\/(?:[a-z]{2}\/)?order\/[A-Za-z0-9_-]+)/.exec(confirmation.html)?.[1]
  if (!pagePath) throw new Error(`order ${order.display_id}'s confirmation ("${confirmation.subject}") has no link to the order page`)
  const token = pagePath.split("/").at(-1)!
  const paths = [`/api/orders/${token}`, pagePath]
  const bases = [...stack.storefrontUrls, stack.varnishUrl]
  const trackingNumber = `JJD${String(Date.now()).slice(-10)}`
  const trackingUrl = `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumber}`
  // Asked before the shipment too: a copy Varnish kept would be the page without it.
  for (const base of bases) for (const path of paths) await ask(base, path)

  const shippedAt = Date.now()
  await shipOrder(stack, order.id, { tracking_number: trackingNumber, tracking_url: trackingUrl })
  const shipped = await waitFor(`order ${order.display_id}'s "shipped" e-mail`, 60_000, async () => {
    const mails = (await mailsTo(stack, address)).filter((mail) => mail.text.includes(trackingNumber) || mail.html.includes(trackingNumber))
    return mails.length ? { mails, ms: Date.now() - shippedAt } : undefined
  })
  const seen: (Seen & { base: string; tracking: boolean })[] = []
  for (const base of bases) {
    for (const path of paths) {
      for (let i = 0; i < 2; i++) {
        const answer = await ask(base, path)
        seen.push({ ...answer, base, tracking: answer.body.includes(trackingNumber) })
      }
    }
  }
  await sleep(5_000)
  return {
    orderNumber: order.display_id,
    trackingNumber,
    pagePath,
    shippedMailMs: shipped.ms,
    mailHasTracking: shipped.mails.some((mail) => mail.text.includes(trackingNumber) && mail.html.includes(trackingUrl)),
    shippedMails: (await mailsTo(stack, address)).filter((mail) => mail.text.includes(trackingNumber) || mail.html.includes(trackingNumber)).length,
    seen,
    parcels: shippedParcels(seen.find((answer) => answer.base === stack.varnishUrl && answer.path.startsWith("/api/"))!),
  }
}
