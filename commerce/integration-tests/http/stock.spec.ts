import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { MAX_CHECKOUT_QUANTITY, type CatalogueEntry, type Stock } from "@shop/contracts/api"
import { generateCatalogue, importCatalogueIntoCommerce, type CatalogueProduct } from "@shop/seed"
import { countBestsellers } from "../../src/lib/bestsellers"
import { adminHeaders } from "../support/admin"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { fromMigratedTemplate } from "../support/migrated-template"
import { only } from "../support/only"
import { emailsTo, startMailCatcher, stopMailCatcher, waitForEmails } from "../support/mail-catcher"
import { eventFor, pay, signed, startStandIn, stopStandIn, stripe } from "../support/stripe-stand-in"
import { until } from "../support/until"

jest.setTimeout(120 * 1000)

const WEBHOOK = "/hooks/payment/stripe-checkout_stripe-checkout"

beforeAll(() => Promise.all([startStandIn(), startMailCatcher()]))
afterAll(() => Promise.all([stopStandIn(), stopMailCatcher()]))

/**
 * Products of the generated catalogue with the stock cases the seed makes: 1–3 in depth, 14 down to its last
 * 4 units, 47 to its last 1, 34 sold out (its only variant), 22 whose cheaper variant is sold out and its dearer
 * one not.
 */
const ITEMS = [1, 2, 3, 14, 22, 34, 47]
const DEFAULT_THRESHOLD = 5

/** What shoppers should be told of a generated product's first stock, by the rule commerce follows. */
function expectedStock(product: CatalogueProduct): { stock: Stock; usd: number } {
  const byPrice = [...product.variants].sort((a, b) => a.usd_price - b.usd_price)
  const sold = byPrice.find((variant) => variant.stock > 0) ?? byPrice[0]!
  const max_quantity = Math.min(sold.stock, MAX_CHECKOUT_QUANTITY)
  const stock: Stock =
    sold.stock === 0
      ? { status: "sold_out", max_quantity }
      : sold.stock <= DEFAULT_THRESHOLD
        ? { status: "low", left: sold.stock, max_quantity }
        : { status: "in_stock", max_quantity }
  return { stock, usd: sold.usd_price }
}

/**
 * Stock in Medusa (issue 56): the seed makes every variant count its stock at the warehouse, the published
 * entries tell shoppers in stock, only N left or sold out (for the variant checkout sells), and a quantity a
 * merchandiser sets in the admin API reaches the entry and the change log the storefronts poll.
 */
medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: Record<string, string>
    const catalogue = generateCatalogue().products

    beforeAll(async () => {
      const container = getContainer()
      await importCatalogueIntoCommerce(
        container,
        catalogueOf((product) => ITEMS.includes(product.item_id)),
        () => {}
      )
      headers = await storefrontHeaders(container)
      admin = await adminHeaders(api, container)
    })

    const get = (path: string) => api.get(path, { headers, validateStatus: () => true })
    const entryOf = async (itemId: number) => (await get(`/store/catalogue/${itemId}`)).data.entry as CatalogueEntry
    const productOf = (itemId: number) => catalogue.find((product) => product.item_id === itemId)!

    /** The warehouse level of a variant of a seeded product, by its SKU: inventory item and location ids. */
    async function levelOf(sku: string) {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "product_variant",
        fields: [
          "manage_inventory",
          "inventory_items.inventory.location_levels.location_id",
          "inventory_items.inventory.location_levels.stocked_quantity",
          "inventory_items.inventory_item_id",
        ],
        filters: { sku },
      })
      const variant = only(data as any[], `variant ${sku}`)
      const link = only(variant.inventory_items as any[], `inventory item of ${sku}`)
      const level = only(link.inventory.location_levels as any[], `warehouse level of ${sku}`)
      return {
        manageInventory: variant.manage_inventory as boolean,
        inventoryItemId: link.inventory_item_id as string,
        locationId: level.location_id as string,
        stocked: Number(level.stocked_quantity),
      }
    }

    it("the seed makes every variant count its stock at the warehouse, at the catalogue's first quantity; a second run changes nothing", async () => {
      for (const variant of ITEMS.flatMap((id) => productOf(id).variants)) {
        const level = await levelOf(variant.sku)
        expect(level.manageInventory).toBe(true)
        expect(level.stocked).toBe(variant.stock)
      }
      const again = await importCatalogueIntoCommerce(
        getContainer(),
        catalogueOf((product) => ITEMS.includes(product.item_id)),
        () => {}
      )
      expect(again.unchanged).toBe(true)
    })

    it("entries tell in stock, only N left and sold out, for the variant checkout sells: the cheapest not sold out", async () => {
      const told = Object.fromEntries(await Promise.all(ITEMS.map(async (id) => [id, (await entryOf(id)).item] as const)))
      for (const id of ITEMS) {
        const { stock, usd } = expectedStock(productOf(id))
        expect({ id, stock: told[id]!.stock, usd: told[id]!.best_usd_price }).toEqual({ id, stock, usd })
      }
      // The cases are there, so the loop above proves each rule.
      expect(told[1]!.stock).toEqual({ status: "in_stock", max_quantity: 5 })
      expect(told[14]!.stock).toEqual({ status: "low", left: 4, max_quantity: 4 })
      expect(told[34]!.stock).toEqual({ status: "sold_out", max_quantity: 0 })
      const cheaper = [...productOf(22).variants].sort((a, b) => a.usd_price - b.usd_price)
      expect(cheaper[0]!.stock).toBe(0)
      expect(told[22]!.best_usd_price).toBe(cheaper[1]!.usd_price)
      // Shoppers are told the status, never the units behind an ordinary one.
      expect(JSON.stringify(await entryOf(1))).not.toContain("available")
    })

    it("a quantity set in the admin reaches the entry, the search documents and the change log: low, sold out (the dearer variant then sold), back in stock", async () => {
      const product = productOf(1)
      const [cheapest, next] = [...product.variants].sort((a, b) => a.usd_price - b.usd_price)
      const level = await levelOf(cheapest!.sku)
      const setStock = async (stocked_quantity: number) => {
        const saved = await api.post(
          `/admin/inventory-items/${level.inventoryItemId}/location-levels/${level.locationId}`,
          { stocked_quantity },
          { headers: admin, validateStatus: () => true }
        )
        expect(saved.status).toBe(200)
      }
      const version = (await get("/store/catalogue/changes?since=0")).data.version as number

      await setStock(2)
      await until("only 2 left on item 1", async () => (await entryOf(1)).item.stock.status === "low")
      expect((await entryOf(1)).item.stock).toEqual({ status: "low", left: 2, max_quantity: 2 })
      const changes = (await get(`/store/catalogue/changes?since=${version}`)).data
      expect(changes.item_ids).toContain(1)
      expect((await get("/store/catalogue/search-documents?ids=1")).data.documents[0].entry.item.stock).toEqual({ status: "low", left: 2, max_quantity: 2 })

      await setStock(0)
      const dearer = await until("item 1 sold at its next variant's price", async () => {
        const entry = await entryOf(1)
        return entry.item.best_usd_price === next!.usd_price && entry
      })
      expect(dearer.item.stock).toEqual(expectedStock({ ...product, variants: [{ ...cheapest!, stock: 0 }, ...product.variants.filter((v) => v !== cheapest)] }).stock)

      await setStock(cheapest!.stock)
      await until("item 1 back at its own price, in stock", async () => {
        const entry = await entryOf(1)
        return entry.item.best_usd_price === cheapest!.usd_price && entry.item.stock.status === "in_stock"
      })
    })

    const post = (path: string, body: unknown) => api.post(path, body, { headers, validateStatus: () => true })
    const startCheckout = (item_id: number, quantity: number, language = "de", currency = "EUR") =>
      post("/store/checkout-sessions", { lines: [{ item_id, quantity }], language, country: "DE", currency, origin: { kind: "product", item_id } })
    const deliverPaid = async (sessionId: string) => {
      const { payload, signature } = signed(await eventFor(sessionId, "checkout.session.completed"))
      return api.post(WEBHOOK, payload, { headers: { "content-type": "application/json", "stripe-signature": signature }, validateStatus: () => true })
    }
    const orderOfCart = async (cartId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return (data as { order_id: string }[])[0]?.order_id
    }
    const cartCount = async () =>
      (
        await getContainer()
          .resolve(Modules.CART)
          .listCarts({}, { select: ["id"] })
      ).length

    it("a checkout for more than is in stock is refused with a 409 naming it, before any cart: sold out, and over the last units", async () => {
      const carts = await cartCount()
      const soldOut = await startCheckout(34, 1)
      expect(soldOut.status).toBe(409)
      expect(soldOut.data.message).toBe("Not enough stock: product 34 is sold out")
      const over = await startCheckout(14, 5)
      expect(over.status).toBe(409)
      expect(over.data.message).toBe("Not enough stock: only 4 of product 14 left")
      expect(await cartCount()).toBe(carts)
      // The last units themselves can be bought.
      expect((await startCheckout(14, 4)).status).toBe(201)
    })

    /** A paid checkout of `quantity` of `item`, and its order's id. */
    async function buy(item: number, quantity: number): Promise<string> {
      const started = await startCheckout(item, quantity)
      expect(started.status).toBe(201)
      const sessionId = started.data.checkout_session_id as string
      await pay(sessionId, { email: "stock@example.com", name: "Ada Lovelace", line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117" })
      expect((await deliverPaid(sessionId)).status).toBe(200)
      return until("the order of the paid cart", () => orderOfCart(started.data.cart_id))
    }
    const cancel = async (orderId: string) => expect((await api.post(`/admin/orders/${orderId}/cancel`, {}, { headers: admin, validateStatus: () => true })).status).toBe(200)

    it("a paid order takes its units from what shoppers are told is left; its cancellation in the admin puts them back", async () => {
      const orderId = await buy(14, 3)
      await until("only 1 left of item 14 after the order", async () => (await entryOf(14)).item.stock.left === 1)
      expect((await startCheckout(14, 2)).data.message).toBe("Not enough stock: only 1 of product 14 left")
      await cancel(orderId)
      await until("4 left of item 14 again after the cancellation", async () => (await entryOf(14)).item.stock.left === 4)
    })

    it("the last unit paid for by two shoppers at once: one order; the other's payment refunded in full at once, no order, an e-mail in their language, the confirmation page told", async () => {
      expect((await entryOf(47)).item.stock).toEqual({ status: "low", left: 1, max_quantity: 1 })
      // Both start while one is left (stock is not held for a payment page that may never be paid).
      const shoppers = [
        { language: "de", currency: "EUR", email: "erste@example.com" },
        { language: "pl", currency: "PLN", email: "druga@example.com" },
      ]
      const started = await Promise.all(shoppers.map((shopper) => startCheckout(47, 1, shopper.language, shopper.currency)))
      expect(started.map((answer) => answer.status)).toEqual([201, 201])
      const sessions = started.map((answer) => answer.data as { checkout_session_id: string; cart_id: string })
      for (const [i, session] of sessions.entries()) {
        await pay(session.checkout_session_id, { email: shoppers[i]!.email, name: "Ada Lovelace", line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117" })
      }
      // Both payments come back at the same moment.
      expect((await Promise.all(sessions.map((session) => deliverPaid(session.checkout_session_id)))).map((answer) => answer.status)).toEqual([200, 200])

      const orders = await Promise.all(sessions.map((session) => orderOfCart(session.cart_id)))
      expect(orders.filter(Boolean)).toHaveLength(1)
      const lost = orders[0] ? 1 : 0
      const loser = sessions[lost]!
      const stripeSession = await stripe.checkout.sessions.retrieve(loser.checkout_session_id)
      const refunds = await stripe.refunds.list({ payment_intent: String(stripeSession.payment_intent) })
      expect(refunds.data.map((refund) => refund.amount)).toEqual([stripeSession.amount_total])
      const lookup = await get(`/store/checkout-sessions/${loser.checkout_session_id}/order`)
      expect(lookup.status).toBe(200)
      expect(lookup.data).toEqual({ status: "sold_out", refunded: { amount: stripeSession.amount_total! / 100, currency: shoppers[lost]!.currency } })
      const [mail] = await waitForEmails(shoppers[lost]!.email, 1)
      const copy = (await import(`../../src/emails/copy/${shoppers[lost]!.language}.json`)).default.soldOutRefund as { subject: string }
      expect(mail!.subject).toBe(copy.subject)
      expect(mail!.text).toContain(
        new Intl.NumberFormat(shoppers[lost]!.language, { style: "currency", currency: shoppers[lost]!.currency }).format(stripeSession.amount_total! / 100)
      )
      await until("item 47 sold out", async () => (await entryOf(47)).item.stock.status === "sold_out")

      // Stripe sends the event again, the confirmation page asks again: no order, no second refund or e-mail.
      expect((await deliverPaid(loser.checkout_session_id)).status).toBe(200)
      expect((await get(`/store/checkout-sessions/${loser.checkout_session_id}/order`)).data.status).toBe("sold_out")
      expect(await orderOfCart(loser.cart_id)).toBeUndefined()
      expect((await stripe.refunds.list({ payment_intent: String(stripeSession.payment_intent) })).data).toHaveLength(1)
      // A merchandiser restocks at once: Medusa's own handling of the webhooks (five seconds after each) still
      // makes no order of a refunded payment, and sends no e-mail.
      const level = await levelOf(productOf(47).variants[0]!.sku)
      const restocked = await api.post(
        `/admin/inventory-items/${level.inventoryItemId}/location-levels/${level.locationId}`,
        { stocked_quantity: 5 },
        { headers: admin, validateStatus: () => true }
      )
      expect(restocked.status).toBe(200)
      const orderCount = async () =>
        (
          await getContainer()
            .resolve(Modules.ORDER)
            .listOrders({}, { select: ["id"], withDeleted: true })
        ).length
      for (let second = 0; second < 7; second++) {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        expect(await orderCount()).toBe(1)
      }
      expect(await emailsTo(shoppers[lost]!.email)).toHaveLength(1)
    })

    it("bestsellers: the products that sold most in their category over 30 days (canceled orders do not count), and those a merchandiser marked", async () => {
      const told = async (id: number) => (await entryOf(id)).item.bestseller
      // The spec's samples are marked in the seed, as a merchandiser marks one; nothing else has sold yet.
      expect(await Promise.all([1, 2, 3, 14, 22].map(told))).toEqual([true, true, true, false, false])
      // (Each test starts from the catalogue as imported: these are the only orders.) Item 22 sells two; item 14 one, canceled.
      await buy(22, 2)
      await cancel(await buy(14, 1))
      expect(await countBestsellers(getContainer())).toHaveLength(1)
      await until("item 22 a bestseller by its sales", () => told(22))
      expect(await told(14)).toBe(false)
      expect(await countBestsellers(getContainer())).toEqual([])
      // Thirty-one days on, the sale no longer counts.
      expect(await countBestsellers(getContainer(), new Date(Date.now() + 31 * 24 * 3600_000))).toHaveLength(1)
      await until("item 22 no longer a bestseller", async () => !(await told(22)))

      // A merchandiser marks item 14 in the admin (the product's metadata), then takes the mark away.
      const [product] = await getContainer()
        .resolve(Modules.PRODUCT)
        .listProducts({ handle: productOf(14).ident }, { select: ["id"] })
      const mark = (value: string) => api.post(`/admin/products/${product!.id}`, { metadata: { bestseller: value } }, { headers: admin, validateStatus: () => true })
      expect((await mark("true")).status).toBe(200)
      await until("item 14 marked a bestseller", () => told(14))
      expect((await mark("")).status).toBe(200)
      await until("item 14 unmarked", async () => !(await told(14)))
    })

    it("the low-stock threshold: 5 unless set; set in the admin API, every product is told again; bad input is a 400 naming the field", async () => {
      const threshold = (body?: unknown, asAdmin = true) =>
        body === undefined
          ? api.get("/admin/low-stock-threshold", { headers: asAdmin ? admin : {}, validateStatus: () => true })
          : api.post("/admin/low-stock-threshold", body, { headers: asAdmin ? admin : {}, validateStatus: () => true })
      expect((await threshold()).data).toEqual({ threshold: DEFAULT_THRESHOLD })
      for (const body of [{ threshold: -1 }, { threshold: 2.5 }, { threshold: "many" }, { threshold: 100_000 }, {}, { threshold: 3, more: 1 }]) {
        const refused = await threshold(body)
        expect({ body, status: refused.status }).toEqual({ body, status: 400 })
        expect(refused.data.message).toMatch(/threshold|more/)
      }
      expect((await threshold({ threshold: 50 }, false)).status).toBe(401)
      expect((await threshold()).data).toEqual({ threshold: DEFAULT_THRESHOLD })

      const units = [...productOf(1).variants].sort((a, b) => a.usd_price - b.usd_price)[0]!.stock
      expect(units).toBeGreaterThan(DEFAULT_THRESHOLD)
      expect((await threshold({ threshold: 50 })).data).toEqual({ threshold: 50 })
      await until("item 1 told as low at a threshold of 50", async () => (await entryOf(1)).item.stock.status === "low")
      expect((await entryOf(1)).item.stock).toEqual({ status: "low", left: units, max_quantity: MAX_CHECKOUT_QUANTITY })
      await threshold({ threshold: DEFAULT_THRESHOLD })
      await until("item 1 in stock again", async () => (await entryOf(1)).item.stock.status === "in_stock")
    })

    it("a product whose stock Medusa does not count is always in stock", async () => {
      const container = getContainer()
      const variant = productOf(34).variants[0]!
      const [medusaVariant] = await container.resolve(Modules.PRODUCT).listProductVariants({ sku: variant.sku }, { select: ["id"] })
      const saved = await api.post(
        `/admin/products/${(await container.resolve(Modules.PRODUCT).listProductVariants({ sku: variant.sku }, { select: ["product_id"] }))[0]!.product_id}/variants/${medusaVariant!.id}`,
        { manage_inventory: false },
        { headers: admin, validateStatus: () => true }
      )
      expect(saved.status).toBe(200)
      await until("item 34 in stock once its stock is not counted", async () => (await entryOf(34)).item.stock.status === "in_stock")
    })
  },
})
