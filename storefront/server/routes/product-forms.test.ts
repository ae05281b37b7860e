/**
 * The product forms a page posts before its app is live (routes/product-forms.ts), against the REAL commerce
 * and its Stripe stand-in: add to cart sends the shopper to the cart page's one-time link, buy now to
 * Stripe; every mistake is a page in the shopper's language, never a 5xx; buy now shares the API's
 * per-address checkout allowance.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { ADD_FROM_LINK_PARAMS, readAddFromLink } from "../../shared/add-from-link.js"
import { commerceSettings, serverOverCommerce, stripeStandIn } from "../testing/test-support.js"
import de from "../../src/locales/de.json" with { type: "json" }
import ja from "../../src/locales/ja.json" with { type: "json" }
import pl from "../../src/locales/pl.json" with { type: "json" }

commerceSettings()
const stripe = stripeStandIn("The product form tests")

let app: FastifyInstance
before(async () => ({ app } = await serverOverCommerce({ checkoutSessionsPerMinute: 1000 })))
after(() => app?.close())

const postForm = (target: FastifyInstance, url: string, fields: Record<string, string> | string, contentType = "application/x-www-form-urlencoded") =>
  target.inject({ method: "POST", url, headers: { "content-type": contentType }, payload: typeof fields === "string" ? fields : new URLSearchParams(fields).toString() })

/** A mistake's page: its status, HTML in `lang`, the message shown, kept by no cache. */
function assertFormError(response: Awaited<ReturnType<typeof postForm>>, status: number, lang: string, message: string) {
  assert.equal(response.statusCode, status, response.body)
  assert.match(String(response.headers["content-type"]), /^text\/html/)
  assert.match(String(response.headers["cache-control"]), /no-store/)
  assert.match(response.body, new RegExp(`<html lang="${lang}"`))
  assert.ok(response.body.includes(message), `"${message}" in ${response.body}`)
}

describe("POST /{lang}/cart/add (a click on add to cart before the app is live)", () => {
  test("no lost clicks: it sends the shopper to their language's cart page with the product, the quantity and a one-time token", async () => {
    const first = await postForm(app, "/de/cart/add", { item: "1", quantity: "3" })
    assert.equal(first.statusCode, 303, first.body)
    assert.match(String(first.headers["cache-control"]), /no-store/)
    const location = new URL(String(first.headers.location), "http://shop")
    assert.equal(location.pathname, "/de/cart")
    const addition = readAddFromLink(location.searchParams, 5)
    assert.deepEqual(addition && { item: addition.item, quantity: addition.quantity }, { item: 1, quantity: 3 })
    // Another click is another addition: its own token.
    const second = new URL(String((await postForm(app, "/de/cart/add", { item: "1", quantity: "3" })).headers.location), "http://shop")
    assert.notEqual(second.searchParams.get(ADD_FROM_LINK_PARAMS.token), location.searchParams.get(ADD_FROM_LINK_PARAMS.token))
    // Polish, unprefixed; a card's button sends no quantity: one.
    const polish = new URL(String((await postForm(app, "/cart/add", { item: "2" })).headers.location), "http://shop")
    assert.equal(polish.pathname, "/cart")
    assert.equal(polish.searchParams.get(ADD_FROM_LINK_PARAMS.quantity), "1")
  })

  test("bad input: a wrong quantity, an unknown product or a malformed form is a page in the shopper's language, never a 5xx", async () => {
    assertFormError(await postForm(app, "/de/cart/add", { item: "1", quantity: "9" }), 400, "de", de.formError.quantity)
    assertFormError(await postForm(app, "/de/cart/add", { item: "1", quantity: "0" }), 400, "de", de.formError.quantity)
    assertFormError(await postForm(app, "/ja/cart/add", { item: "1", quantity: "two" }), 400, "ja", ja.formError.quantity)
    assertFormError(await postForm(app, "/de/cart/add", { item: "987654" }), 404, "de", de.formError.item)
    assertFormError(await postForm(app, "/cart/add", { item: "-1" }), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/cart/add", {}), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/cart/add", { item: "1", price: "0.01" }), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/cart/add", "item=1&item=2"), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/cart/add", "%%%&&=="), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/cart/add", "item=1", "text/plain"), 400, "pl", pl.formError.invalid)
    assertFormError(await postForm(app, "/de/cart/add", `item=1&quantity=${"9".repeat(20_000)}`), 400, "de", de.formError.invalid)
    // Not a language: no such page.
    assert.equal((await postForm(app, "/xx/cart/add", { item: "1" })).statusCode, 404)
  })
})

describe("POST /{lang}/checkout/buy-now (a click on buy now before the app is live)", () => {
  test("no lost clicks: it starts the checkout at commerce's price, in the shopper's language and ship-to country, and sends them to Stripe", async () => {
    const response = await postForm(app, "/de/checkout/buy-now", { item: "1", quantity: "2", country: "gb" })
    // A page that refreshes to Stripe's (the CSP's form-action keeps a form's redirects to the shop).
    assert.equal(response.statusCode, 200, response.body)
    assert.match(String(response.headers["cache-control"]), /no-store/)
    const location = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(response.body)?.[1]?.replace(/&#38;/g, "&") ?? ""
    const id = /\/(cs_test_[A-Za-z0-9]+)/.exec(location)?.[1]
    assert.ok(id, `a Checkout Session url: ${location}`)
    const session = await stripe.checkout.sessions.retrieve(id, { expand: ["line_items"] })
    const catalogue = (await app.inject("/api/products/1")).json<{ item: { prices: { EUR: number } } }>()
    assert.equal(session.line_items!.data[0]!.quantity, 2)
    // In the language's currency, the one the page showed before the app was live.
    assert.equal(session.currency, "eur")
    assert.equal(session.line_items!.data[0]!.price!.unit_amount, Math.round(catalogue.item.prices.EUR * 100))
    assert.equal(session.locale, "de")
    assert.deepEqual(session.shipping_address_collection?.allowed_countries, ["GB"])
  })

  test("bad input: an unknown product, a wrong country or a sold-out product is a page in the shopper's language", async () => {
    assertFormError(await postForm(app, "/de/checkout/buy-now", { item: "987654", quantity: "1" }), 404, "de", de.formError.item)
    assertFormError(await postForm(app, "/de/checkout/buy-now", { item: "1", country: "Germany" }), 400, "de", de.formError.invalid)
    // The seeded catalogue's item 34 is sold out: commerce refuses it before any payment.
    assertFormError(await postForm(app, "/de/checkout/buy-now", { item: "34" }), 409, "de", de.formError.stock)
    const api = await app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ productId: 34, quantity: 1, language: "de" }),
    })
    assert.equal(api.statusCode, 409, api.body)
    assert.match(api.json<{ error: string }>().error, /product 34 is sold out/)
  })

  test("buy now's form and the API share one per-address allowance: the eleventh checkout in a minute is a 429 page", async (t) => {
    const limited = await serverOverCommerce()
    t.after(() => limited.app.close())
    for (let i = 0; i < 5; i++) assert.equal((await postForm(limited.app, "/checkout/buy-now", { item: "1" })).statusCode, 200)
    for (let i = 0; i < 5; i++) {
      const api = await limited.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ lines: [{ productId: 1, quantity: 1 }], language: "en" }),
      })
      assert.equal(api.statusCode, 200, api.body)
    }
    assertFormError(await postForm(limited.app, "/de/checkout/buy-now", { item: "1" }), 429, "de", de.formError.tooMany)
  })
})
