/**
 * What the order specs (http/order-emails, order-after-sale, order-updates) share: a shop with two products and
 * the storefront's key, shoppers who check out and pay through the Stripe stand-in, the one-time codes the order
 * page e-mails, a look at an order's metadata, state and notifications, and the merchandiser's work on an order in
 * the admin. Each spec file calls these inside its own testSuite (its own Medusa, database, mail catcher and
 * stand-ins); the shoppers' addresses name the file, so no file's mail lookups ever see another file's mails.
 */
import { basename } from "node:path"
import type { MedusaSuiteOptions } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { withoutIsolates } from "@shop/contracts/bidi"
import { LANGUAGES } from "@shop/contracts/languages"
import { importCatalogueIntoCommerce } from "@shop/seed"
import { adminHeaders } from "./admin"
import { catalogueOf, storefrontHeaders } from "./catalogue"
import { emailsTo, startMailCatcher, stopMailCatcher, waitForEmails } from "./mail-catcher"
import { eventFor, pay, signed, startStandIn, stopStandIn } from "./stripe-stand-in"
import { startTwilioStandIn, stopTwilioStandIn } from "./twilio-stand-in"
import { until } from "./until"
import type { NotificationRecord } from "../../src/lib/email-delivery"

const WEBHOOK = "/hooks/payment/stripe-checkout_stripe-checkout"
const ITEMS = [280, 284]

/** What a spec's testSuite is given and the helpers below use. */
type Suite = Pick<MedusaSuiteOptions, "api" | "getContainer">

/**
 * The services an order spec's shoppers and e-mails go through, started before its suite and stopped after it: the
 * Stripe stand-in and the mail catcher, and the Twilio stand-in where the spec sends SMS.
 */
export function orderServices({ sms = false }: { sms?: boolean } = {}): void {
  beforeAll(async () => {
    await Promise.all([startStandIn(), startMailCatcher(), ...(sms ? [startTwilioStandIn()] : [])])
  })
  afterAll(async () => {
    await Promise.all([stopStandIn(), stopMailCatcher(), ...(sms ? [stopTwilioStandIn()] : [])])
  })
}

/** The currency a shopper of `language` pays in, the one its pages show first. */
export const currencyOf = (language: string) => LANGUAGES.find((l) => l.code === language)!.currency
/** An amount in `currency` as the e-mails of `language` write it. */
export const written = (amount: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount)

/**
 * The shop's side of an order spec, for the spec file `file` (its __filename): before its tests, the catalogue's
 * products 280 and 284 imported and the storefront's headers read (`headers` is filled in then, in place); then
 * shoppers who buy, the codes they are e-mailed, and what the database holds of their orders.
 */
export function orderTestKit({ api, getContainer }: Suite, file: string) {
  const suite = basename(file).replace(/\.spec\.[jt]s$/, "")
  /** The store API headers for the storefront's publishable key (read before the file's tests). */
  const headers: Record<string, string> = {}
  let shopper = 0

  beforeAll(async () => {
    await importCatalogueIntoCommerce(
      getContainer(),
      catalogueOf((p) => ITEMS.includes(p.item_id)),
      () => {}
    )
    Object.assign(headers, await storefrontHeaders(getContainer()))
  })

  const deliverPaid = async (sessionId: string) => {
    const { payload, signature } = signed(await eventFor(sessionId, "checkout.session.completed"))
    return api.post(WEBHOOK, payload, { headers: { "content-type": "application/json", "stripe-signature": signature }, validateStatus: () => true })
  }

  /** A checkout in `language` and its currency, paid by a new shopper; resolves once Medusa has the order. */
  const buy = async (language: string, lines: { item_id: number; quantity: number }[], details: Record<string, string> = {}, request: Record<string, unknown> = {}) => {
    const email = `shopper-${suite}-${++shopper}-${language}@example.com`
    const started = await api.post(
      "/store/checkout-sessions",
      { lines, language, country: "DE", currency: currencyOf(language), origin: { kind: "cart" }, ...request },
      { headers, validateStatus: () => true }
    )
    expect(started.status).toBe(201)
    const { checkout_session_id, cart_id } = started.data as { checkout_session_id: string; cart_id: string }
    await pay(checkout_session_id, { email, name: "Anna Schmidt", line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117", ...details })
    expect((await deliverPaid(checkout_session_id)).status).toBe(200)
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const orderId = await until("the order", async () => {
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id } })
      return (data[0] as { order_id: string } | undefined)?.order_id
    })
    const { data } = await query.graph({ entity: "order", fields: ["id", "display_id", "total", "item_total", "shipping_total"], filters: { id: orderId } })
    return { email, sessionId: checkout_session_id, order: data[0] as unknown as { id: string; display_id: number; total: number; item_total: number; shipping_total: number } }
  }

  /**
   * Asks for a one-time code for `action` on the page of `token` (the shopper's "E-mail me a code") and reads it
   * from the e-mail that brings it, as the shopper does; the e-mails to `email` before it are `before`.
   */
  const codeFor = async (token: string, email: string, action: "cancel" | "return") => {
    const before = (await emailsTo(email)).length
    const asked = await api.post(`/store/order-pages/${token}/code`, { action }, { headers, validateStatus: () => true })
    expect([asked.status, asked.data.message]).toEqual([202, undefined])
    const mail = (await waitForEmails(email, before + 1))[before]!
    return /(\d{6})/.exec(withoutIsolates(mail.subject))![1]!
  }

  const orderMetadataOf = async (orderId: string) => {
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["metadata"], filters: { id: orderId } })
    return (data[0] as { metadata: Record<string, unknown> | null }).metadata
  }
  const orderStateOf = async (orderId: string) => {
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["status"], filters: { id: orderId } })
    return data[0] as { status: string }
  }
  /** The order's last code sent a minute earlier than it was (the resend limit's clock, moved in the test database). */
  const backdateCode = async (orderId: string) => {
    await getContainer()
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw(`UPDATE "order" SET metadata = jsonb_set(metadata, '{order_code}', '{"sent_at": "2000-01-01T00:00:00.000Z"}'::jsonb) WHERE id = ?`, [orderId])
  }

  /** The order's notifications (e-mails and SMS) as the Notification Module keeps them. */
  const emailsOfOrder = async (orderId: string) => (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })) as NotificationRecord[]

  return { headers, deliverPaid, buy, codeFor, orderMetadataOf, orderStateOf, backdateCode, emailsOfOrder }
}

/**
 * A merchandiser signed in to the admin (before the tests of the describe that calls this; `admin` is filled in
 * then, in place) and what they do to an order there.
 */
export function merchandiserKit({ api, getContainer }: Suite) {
  /** The Authorization header of the merchandiser's session. */
  const admin = { authorization: "" }
  beforeAll(async () => {
    admin.authorization = (await adminHeaders(api, getContainer())).authorization
  })
  const adminPost = (path: string, body: unknown = {}) => api.post(path, body, { headers: admin, validateStatus: () => true })
  const orderItems = async (orderId: string) => {
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["total", "items.id", "items.quantity", "payment_collections.payments.id"], filters: { id: orderId } })
    const order = data[0] as unknown as { items: { id: string; quantity: number }[]; payment_collections: { payments: { id: string }[] }[] }
    return { items: order.items.map((item) => ({ id: item.id, quantity: Number(item.quantity) })), paymentId: order.payment_collections[0]!.payments[0]!.id }
  }
  /** Fulfils the whole order and marks it shipped with `labels`, as "Create fulfillment" and "Mark as shipped" do. */
  const ship = async (orderId: string, labels: object[], notify = true) => {
    const { items } = await orderItems(orderId)
    const fulfilled = await adminPost(`/admin/orders/${orderId}/fulfillments?fields=id,*fulfillments`, { items, no_notification: !notify })
    expect([fulfilled.status, fulfilled.status === 200 ? "" : JSON.stringify(fulfilled.data)]).toEqual([200, ""])
    const fulfillment = (fulfilled.data.order.fulfillments as { id: string }[]).at(-1)!
    const shipped = await adminPost(`/admin/orders/${orderId}/fulfillments/${fulfillment.id}/shipments`, { items, labels, no_notification: !notify })
    expect([shipped.status, shipped.status === 200 ? "" : JSON.stringify(shipped.data)]).toEqual([200, ""])
    return fulfillment.id
  }
  return { admin, adminPost, orderItems, ship }
}
