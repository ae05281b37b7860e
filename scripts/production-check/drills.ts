/**
 * What the production check does to the running stack, each drill returning what it measured. Every drill
 * goes through the shop's public doors (the storefronts' /api/*, the admin API, the stand-in's pay control),
 * and counts orders in the database, where a lost or doubled order would show.
 */
import pg from "pg"
import type { CheckoutSessionResponse } from "@shop/contracts/api"
import { adminApi } from "@shop/storefront/admin-api"
import type { ProductionStack } from "./stack.js"
import { postJsonFrom, shopperAddress } from "./shoppers.js"

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(200)
  }
  throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`)
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) })
}

/**
 * Starts a buy-now checkout on a storefront; the Checkout Session's id. `from`: a shopper's address of their
 * own (shoppers.ts), else the drills' 127.0.0.1 (which the storefronts allow 10 a minute, as any shopper).
 */
export async function startCheckout(storefrontUrl: string, productId = 1, language = "en", from?: string): Promise<string> {
  const route = `${storefrontUrl}/api/create-checkout-session`
  const body = { productId, quantity: 1, language }
  const response = await (from ? postJsonFrom(from, route, body) : postJson(route, body))
  if (response.status !== 200) throw new Error(`checkout on ${storefrontUrl}: ${response.status} ${await response.text()}`)
  const { url } = (await response.json()) as CheckoutSessionResponse
  const id = /\/(cs_test_[A-Za-z0-9]+)/.exec(url)?.[1]
  if (!id) throw new Error(`checkout on ${storefrontUrl} answered no Checkout Session url: ${url}`)
  return id
}

/**
 * Pays a session on the stand-in, as a shopper on Stripe's page (with `details.email`, else the stand-in's
 * shopper@example.com); the stand-in then sends the webhook.
 */
export async function pay(standInUrl: string, sessionId: string, details: { email?: string } = {}): Promise<void> {
  const response = await postJson(`${standInUrl}/_stand-in/checkout/sessions/${sessionId}/pay`, details)
  if (response.status !== 200) throw new Error(`paying ${sessionId}: ${response.status} ${await response.text()}`)
}

/** Orders per Checkout Session, straight from commerce's tables (a session with two orders would show as 2). */
export async function ordersPerSession(databaseUrl: string, sessionIds: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ session: string; orders: string }>(
      `SELECT ps.data->>'checkout_session_id' AS session, count(DISTINCT oc.order_id) AS orders
         FROM payment_session ps
         JOIN cart_payment_collection cpc ON cpc.payment_collection_id = ps.payment_collection_id AND cpc.deleted_at IS NULL
         JOIN order_cart oc ON oc.cart_id = cpc.cart_id AND oc.deleted_at IS NULL
        WHERE ps.data->>'checkout_session_id' = ANY($1)
        GROUP BY 1`,
      [sessionIds]
    )
    return new Map([...sessionIds.map((id) => [id, 0] as const), ...rows.map((row) => [row.session, Number(row.orders)] as const)])
  } finally {
    await client.end()
  }
}

/**
 * The confirmations of the orders `sessionIds` became: how many Medusa's notifications say were sent, how many
 * distinct messages (Message-IDs) each order has in the stack's mail catcher (subjects name the order number:
 * "Your order 12 is confirmed"), and how many copies arrived in all.
 */
export async function confirmationsOf(stack: ProductionStack, sessionIds: string[]): Promise<{ orders: number; sent: number; caught: Map<number, number>; copies: number }> {
  const orders = await ordersOf(stack.databaseUrl, sessionIds)
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  let sent: number
  try {
    sent = Number(
      (
        await client.query<{ n: string }>(`SELECT count(*) AS n FROM notification WHERE template = 'order-confirmation' AND status = 'success' AND resource_id = ANY($1)`, [
          orders.map((order) => order.id),
        ])
      ).rows[0]!.n
    )
  } finally {
    await client.end()
  }
  const mails = (await (await fetch(`${stack.mailUrl}/api/email`)).json()) as { subject: string; headers: Record<string, string> }[]
  const confirmations = orders.map(
    (order) => [order.display_id, mails.filter((mail) => new RegExp(`\\b${order.display_id}\\b`).test(mail.subject) && !/on its way|Refund|cancelled/.test(mail.subject))] as const
  )
  // A confirmation sent again because its process died after the server took it carries the same Message-ID:
  // the shopper's mailbox keeps one message, so that is what counts.
  const caught = new Map(confirmations.map(([number, copies]) => [number, new Set(copies.map((mail) => mail.headers["message-id"])).size]))
  const copies = confirmations.reduce((sum, [, mails]) => sum + mails.length, 0)
  return { orders: orders.length, sent, caught, copies }
}

/** The orders the sessions became (id and number), from commerce's tables. */
export async function ordersOf(databaseUrl: string, sessionIds: string[]): Promise<{ id: string; display_id: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; display_id: number }>(
      `SELECT DISTINCT o.id, o.display_id
         FROM payment_session ps
         JOIN cart_payment_collection cpc ON cpc.payment_collection_id = ps.payment_collection_id AND cpc.deleted_at IS NULL
         JOIN order_cart oc ON oc.cart_id = cpc.cart_id AND oc.deleted_at IS NULL
         JOIN "order" o ON o.id = oc.order_id
        WHERE ps.data->>'checkout_session_id' = ANY($1)`,
      [sessionIds]
    )
    return rows
  } finally {
    await client.end()
  }
}

export async function orderCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return Number((await client.query<{ count: string }>(`SELECT count(*) FROM "order" WHERE deleted_at IS NULL`)).rows[0]!.count)
  } finally {
    await client.end()
  }
}

/**
 * The checkout journey through one storefront instance: buy now, pay, and the order made by commerce's worker
 * from the webhook (nobody asks the confirmation route before the order exists), then the confirmation.
 */
export async function checkoutJourney(
  stack: ProductionStack,
  storefrontUrl: string,
  shopper: { email?: string; language?: string } = {}
): Promise<{ sessionId: string; orderMs: number }> {
  const sessionId = await startCheckout(storefrontUrl, 1, shopper.language)
  const paidAt = Date.now()
  await pay(stack.standInUrl, sessionId, { email: shopper.email })
  await waitFor(`an order for ${sessionId} made from the webhook`, 60_000, async () =>
    (await ordersPerSession(stack.databaseUrl, [sessionId])).get(sessionId) === 1 ? true : undefined
  )
  const orderMs = Date.now() - paidAt
  const confirmation = await fetch(`${storefrontUrl}/api/orders/by-session/${sessionId}`)
  if (confirmation.status !== 200) throw new Error(`confirmation for ${sessionId} on ${storefrontUrl}: ${confirmation.status} ${await confirmation.text()}`)
  return { sessionId, orderMs }
}

const ITEM = 30

/** The admin API, signed in as the stack's merchandiser. */
export const merchandiser = (stack: ProductionStack) =>
  adminApi({ MEDUSA_URL: stack.commerceUrl, MEDUSA_ADMIN_EMAIL: stack.admin.email, MEDUSA_ADMIN_PASSWORD: stack.admin.password })
const englishName = async (storefrontUrl: string): Promise<string | undefined> => {
  const response = await fetch(`${storefrontUrl}/api/products/${ITEM}`)
  const entry = (await response.json()) as { translations: { language_code: string; name: string }[] }
  return entry.translations.find((translation) => translation.language_code === "en")?.name
}

/** A merchandiser renames a product in the admin; how long until every storefront instance shows it. */
export async function adminEditReachesStorefronts(stack: ProductionStack): Promise<{ title: string; perInstanceMs: number[] }> {
  const admin = await merchandiser(stack)
  // Both caches warm first: an edit must reach a storefront that already holds the old answer.
  for (const url of stack.storefrontUrls) await englishName(url)
  const product = await admin.productByItemId(ITEM)
  const title = `Production check ${Date.now()}`
  const editedAt = Date.now()
  await admin.updateProduct(product.id, { title })
  const perInstanceMs = await Promise.all(
    stack.storefrontUrls.map(async (url) => {
      await waitFor(`the new title on ${url}`, 30_000, async () => ((await englishName(url)) === title ? true : undefined))
      return Date.now() - editedAt
    })
  )
  return { title, perInstanceMs }
}

/** The title the last admin edit gave the product, as commerce has it (after a restart: still there?). */
export async function currentTitle(stack: ProductionStack): Promise<string> {
  return (await (await merchandiser(stack)).productByItemId(ITEM)).title
}

/**
 * The worker killed (SIGKILL: no shutdown, jobs in its hands) in the middle of a burst of paid sessions, then
 * started again. Every paid session must end as exactly one order.
 */
export async function workerKillDuringWebhookBurst(
  stack: ProductionStack,
  sessions: number
): Promise<{ paid: number; ordersAtKill: number; orders: Map<string, number>; settledMs: number; sessionIds: string[] }> {
  const ids: string[] = []
  // Each session a shopper of its own, as a burst of orders is: one address may start 10 a minute.
  for (let i = 0; i < sessions; i++) ids.push(await startCheckout(stack.storefrontUrls[i % stack.storefrontUrls.length]!, 1 + (i % 5), "en", shopperAddress(10 + i)))
  const started = Date.now()
  const payments = ids.map(async (id, index) => {
    await sleep(index * 40)
    await pay(stack.standInUrl, id)
  })
  // Mid-burst: as soon as the worker has made a few orders, with others in its hands and more queued.
  const ordered = async () => [...(await ordersPerSession(stack.databaseUrl, ids)).values()].filter((count) => count > 0).length
  await waitFor("the first orders of the burst", 60_000, async () => ((await ordered()) >= Math.min(3, sessions) ? true : undefined))
  const worker = stack.commerceWorker()
  process.kill(-worker.child.pid!, "SIGKILL")
  const ordersAtKill = await ordered()
  await worker.exited
  await Promise.all(payments)
  await sleep(1_000)
  await stack.startCommerceWorker()
  await waitFor("an order for every paid session", 180_000, async () => {
    const counts = await ordersPerSession(stack.databaseUrl, ids)
    return [...counts.values()].every((count) => count >= 1) ? true : undefined
  })
  const settledMs = Date.now() - started
  // Let late retries run, then count again: a doubled order would appear now.
  await sleep(5_000)
  return { paid: ids.length, ordersAtKill, orders: await ordersPerSession(stack.databaseUrl, ids), settledMs, sessionIds: ids }
}

const CATALOGUE_PATHS = ["/en/products", "/de/product/1", "/api/products?limit=24&offset=0", "/api/products/2", "/api/search?q=phone&lang=en"]

/** Each storefront's answers to the catalogue paths (warmed first), as status codes. */
export async function catalogueStatuses(stack: ProductionStack): Promise<number[]> {
  const statuses: number[] = []
  for (const base of stack.storefrontUrls) for (const path of CATALOGUE_PATHS) statuses.push((await fetch(base + path, { signal: AbortSignal.timeout(10_000) })).status)
  return statuses
}

/** Checkout on a storefront whose commerce is away: its status and error message. */
export async function checkoutWhileCommerceAway(storefrontUrl: string): Promise<{ status: number; error: string }> {
  const response = await postJson(`${storefrontUrl}/api/create-checkout-session`, { productId: 1, quantity: 1, language: "en" })
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  return { status: response.status, error: body.error ?? "" }
}

/** Contact messages sent alternately to both instances until one says 429: how many were accepted. */
/** The contact drill's visitor: the acknowledgements the shop e-mails go there. */
export const CONTACT_VISITOR = "check@shop.local"
/** What the drill's messages are called in the e-mails to support ("Contact form: <subject>"). */
const CONTACT_SUBJECT = "Shared limit"
export const CONTACT_SUPPORT_SUBJECT = `Contact form: ${CONTACT_SUBJECT}`

export async function sharedContactLimit(stack: ProductionStack): Promise<{ accepted: number; refusedBy: string }> {
  for (let sent = 0; sent < 20; sent++) {
    const url = stack.storefrontUrls[sent % stack.storefrontUrls.length]!
    const response = await postJson(`${url}/api/contact`, {
      name: "Production check",
      email: CONTACT_VISITOR,
      subject: CONTACT_SUBJECT,
      message: `Message ${sent + 1} from the production check.`,
    })
    if (response.status === 429) return { accepted: sent, refusedBy: url }
    if (response.status !== 201) throw new Error(`contact on ${url}: ${response.status} ${await response.text()}`)
  }
  throw new Error("20 contact messages from one address were all accepted: the limit is not shared (or not there)")
}

/** Waits for commerce's /readyz to say ready (true), or gives up after 30 s (false). */
export async function waitForReady(commerceUrl: string): Promise<boolean> {
  return waitFor("commerce ready", 30_000, async () => ((await fetch(`${commerceUrl}/readyz`)).status === 200 ? true : undefined)).catch(() => false)
}

/** How many contact messages the CMS holds. */
export const contactMessages = (stack: ProductionStack) => stack.contentQuery<number>('count(*[_type == "contactMessage"])')

const EDITED_FAQ = "faq-01-en"

/** An editor's published edit: the English FAQ's first question renamed. */
export async function publishContentEdit(stack: ProductionStack, question: string): Promise<void> {
  await stack.contentMutate([{ patch: { id: EDITED_FAQ, set: { question } } }])
}

/** The first English FAQ question as the CMS has it and as a storefront serves it. */
export async function faqQuestion(stack: ProductionStack): Promise<{ cms: string; storefront: boolean }> {
  const cms = await stack.contentQuery<string>(`*[_id == "${EDITED_FAQ}"][0].question`)
  const served = await waitFor("the edited FAQ question on the storefront", 15_000, async () => {
    const text = await (await fetch(`${stack.storefrontUrls[0]}/api/faq?lang=en`)).text()
    return text.includes(cms) ? true : undefined
  }).catch(() => false)
  return { cms, storefront: served }
}
