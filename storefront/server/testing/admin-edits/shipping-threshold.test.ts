/**
 * The free-shipping threshold shoppers read is the one commerce charges by: a merchandiser who raises it on a
 * shipping option in the admin (its conditional price, `item_total ≥`) sees the new amount in
 * /api/shipping-rates, in the shipping page's promise, the home page's badge, the product page's lines and the
 * CMS's text that names it (`{{freeShippingFrom}}`), with no constant in between, on a server that kept all of
 * them before the edit. The edit is made through commerce's admin API, as the admin makes it, and put back
 * afterwards.
 * Run by `npm test` after the read-only suites, since it edits the shared test shop.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { withoutIsolates } from "@shop/contracts/bidi"
import type { FaqResponse } from "@shop/contracts/content"
import de from "../../../src/locales/de.json" with { type: "json" }
import { adminApi, isFreeShippingPrice, type AdminShippingOption } from "../admin-api.js"
import { textOf, whenRendered } from "../page-test-support.js"
import { appBuild, serverOverCommerce } from "../test-support.js"

/** 120 EUR at the spec's rate (1 USD = 0.85 EUR): above the seeded 117.65 USD (100 EUR), so it is the table's highest. */
const RAISED_USD = 141.18
/** As German writes it (ADR 0018). */
const RAISED_EUR = "120,00\u00a0€"

let admin: Awaited<ReturnType<typeof adminApi>>
/** The option that ships to Germany, as it was before the edit. */
let germany: AdminShippingOption | undefined
let app: FastifyInstance | undefined

/** A server that kept the pages and the table before the edit reads the rates again this often. */
const RATES_POLL_MS = 200

before(async () => {
  admin = await adminApi()
  germany = (await admin.shippingOptions()).find((option) => option.service_zone.geo_zones.some((zone) => zone.country_code === "de") && option.prices.some(isFreeShippingPrice))
  assert.ok(germany, "a shipping option to Germany with a free-shipping price")
  // A server that has kept the table and the pages that show it before the edit: the rates have no change log,
  // so it must see the edit by reading them again (data/shipping.ts), and make again what showed the old ones.
  app = (await serverOverCommerce({ distDir: appBuild(), withContent: true, shippingRatesPollMs: RATES_POLL_MS })).app
  for (const url of ["/de/shipping", "/de", "/de/product/1", "/api/faq?lang=de"])
    await whenRendered(
      () => app!.inject(url),
      (response) => response.body
    )
  const before = (await app.inject("/api/shipping-rates?lang=de")).json<ShippingRatesResponse>()
  assert.notEqual(before.free_from?.USD, RAISED_USD, "the seeded threshold is not the raised one")
  await admin.setFreeShippingFrom(germany, RAISED_USD)
  const deadline = Date.now() + 10_000
  while ((await app.inject("/api/shipping-rates?lang=de")).json<ShippingRatesResponse>().free_from?.USD !== RAISED_USD) {
    assert.ok(Date.now() < deadline, "the raised threshold reached /api/shipping-rates within 10 s")
    await new Promise((resolve) => setTimeout(resolve, RATES_POLL_MS))
  }
})

after(async () => {
  if (germany) {
    const seeded = germany.prices.find(isFreeShippingPrice)!.price_rules.find((rule) => rule.attribute === "item_total")!
    // As the option is now: the edit may have given its prices new ids.
    const edited = (await admin.shippingOptions()).find((option) => option.id === germany!.id)!
    await admin.setFreeShippingFrom(edited, Number(seeded.value))
  }
  await app?.close()
})

/**
 * The page at `path` once it shows every one of `texts`, or as it is after 5 s: a page kept before the edit is
 * served stale while it is rendered again (a quiet server waits 200 ms for that render, then serves the old one).
 */
async function pageShowing(path: string, texts: readonly string[]): Promise<string> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const html = (
      await whenRendered(
        () => app!.inject(path),
        (response) => response.body
      )
    ).body
    if (texts.every((text) => textOf(html).includes(text)) || Date.now() > deadline) return html
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe("the free-shipping threshold is commerce's", () => {
  test("shipping: a threshold raised in the admin is the one /api/shipping-rates gives, for its countries and the whole table", async () => {
    const { rates, free_from } = (await app!.inject("/api/shipping-rates?lang=de")).json<ShippingRatesResponse>()
    assert.equal(rates.find((rate) => rate.country === "DE")?.free_from?.USD, RAISED_USD)
    assert.equal(free_from?.USD, RAISED_USD)
    assert.equal(free_from?.EUR, 120)
  })

  test("shipping: the shipping page promises free shipping from the raised threshold, in EUR", async () => {
    // The CMS's description says where the shop ships; the line above the table says what ships free.
    const promise = de.shipping.freeFrom.replace("{{amount}}", RAISED_EUR)
    assert.ok(textOf(await pageShowing("/de/shipping", [promise])).includes(promise), `the page says "${promise}"`)
  })

  test("home and product pages: the badge and the product's free-shipping lines name the raised threshold", async () => {
    for (const [path, lines] of [
      ["/de", [de.home.hero.badge]],
      ["/de/product/1", [de.product.perks, de.product.trust.freeShipping]],
    ] as const) {
      const promises = lines.map((line) => line.replace("{{amount}}", RAISED_EUR))
      const text = textOf(await pageShowing(path, promises))
      for (const promise of promises) assert.ok(text.includes(promise), `${path} says "${promise}"`)
    }
  })

  test("CMS text: the FAQ's shipping answer names the raised threshold where the editor wrote {{freeShippingFrom}}", async () => {
    // As the page reads it: the threshold is a span of its own (isolated), beside the editor's words.
    const answersNow = async () => {
      const faq = (await app!.inject("/api/faq?lang=de")).json<FaqResponse>()
      return withoutIsolates(faq.map((entry) => entry.answer.map((block) => block.children.map((span) => span.text).join("")).join(" ")).join(" "))
    }
    // Kept before the edit: served stale once while it is made again with the new rates.
    const deadline = Date.now() + 5_000
    let answers = await answersNow()
    while (!answers.includes(`Ab einem Bestellwert von ${RAISED_EUR}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      answers = await answersNow()
    }
    assert.ok(answers.includes(`Ab einem Bestellwert von ${RAISED_EUR}`), "the German FAQ names the raised threshold")
    assert.ok(!answers.includes("{{freeShippingFrom}}") && !answers.includes("100 EUR"), "and neither the placeholder nor the old constant")
  })
})
