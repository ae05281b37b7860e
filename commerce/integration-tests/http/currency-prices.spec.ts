import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import type { CatalogueEntry } from "@shop/contracts/api"
import { CHARGED_CURRENCIES, pricesOf, SPEC_RATES } from "@shop/contracts/currencies"
import { importCatalogueIntoCommerce } from "@shop/seed"
import { adminHeaders } from "../support/admin"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { fromMigratedTemplate } from "../support/migrated-template"
import { only } from "../support/only"
import { until } from "../support/until"

jest.setTimeout(120 * 1000)

const PRODUCTS = 6

/**
 * Prices in the six charged currencies (issue 55, ADR 0018): made when read from the USD price and the
 * merchandisers' rates, a price set by hand winning; rates edited in the admin API re-price the catalogue at once.
 */
medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: Record<string, string>

    beforeAll(async () => {
      const container = getContainer()
      await importCatalogueIntoCommerce(
        container,
        catalogueOf((_, index) => index < PRODUCTS),
        () => {}
      )
      headers = await storefrontHeaders(container)
      admin = await adminHeaders(api, container)
    })

    const get = (path: string) => api.get(path, { headers, validateStatus: () => true })
    const entryOf = async (itemId: number) => (await get(`/store/catalogue/${itemId}`)).data.entry as CatalogueEntry
    const postRates = (body: unknown, asAdmin = true) => api.post("/admin/currency-rates", body, { headers: asAdmin ? admin : {}, validateStatus: () => true })
    const ratesNow = async () => (await api.get("/admin/currency-rates", { headers: admin })).data.rates as { currency_code: string; units_per_usd: number }[]

    it("every entry has its price in the six currencies at the spec's rates, on every catalogue route", async () => {
      const page = (await get(`/store/catalogue?limit=24&offset=0`)).data.entries as CatalogueEntry[]
      const random = (await get(`/store/catalogue/random?limit=3`)).data.entries as CatalogueEntry[]
      const documents = (await get(`/store/catalogue/search-documents?limit=24&offset=0`)).data.documents as { entry: CatalogueEntry }[]
      const entries = [...page, ...random, ...documents.map((document) => document.entry), await entryOf(1)]
      expect(entries.length).toBeGreaterThan(PRODUCTS)
      for (const { item } of entries) {
        expect(Object.keys(item.prices).sort()).toEqual([...CHARGED_CURRENCIES].sort())
        expect(item.prices).toEqual(pricesOf(item.best_usd_price, SPEC_RATES))
        expect(Number.isInteger(item.prices.JPY)).toBe(true)
      }
    })

    it("the admin reads the spec's rates; a rate it sets re-prices every product at once and the change log says the rates changed", async () => {
      expect(Object.fromEntries((await ratesNow()).map((row) => [row.currency_code, row.units_per_usd]))).toEqual({ EUR: 0.85, GBP: 0.73, PLN: 3.92, JPY: 110.5, CAD: 1.25 })
      const before = await entryOf(2)
      const version = (await get("/store/catalogue/changes?since=0")).data.version as number

      const saved = await postRates({ rates: { EUR: 0.9, JPY: 150 } })
      expect(saved.status).toBe(200)
      expect(saved.data.rates.find((row: { currency_code: string }) => row.currency_code === "EUR").units_per_usd).toBe(0.9)

      const after = await entryOf(2)
      expect(after.item.prices).toEqual({
        ...before.item.prices,
        EUR: pricesOf(before.item.best_usd_price, { ...SPEC_RATES, EUR: 0.9 }).EUR,
        JPY: Math.round(before.item.best_usd_price * 150),
      })
      // A rate change, not "everything changed": the storefronts re-price what they keep with these rates.
      const changes = (await get(`/store/catalogue/changes?since=${version}`)).data
      expect(changes.version).toBeGreaterThan(version)
      expect(changes.item_ids).toEqual([])
      expect(changes.rates).toEqual({ ...SPEC_RATES, EUR: 0.9, JPY: 150 })
      const searchDocument = (await get("/store/catalogue/search-documents?ids=2")).data.documents[0]
      expect(searchDocument.entry.item.prices).toEqual(after.item.prices)
      expect(searchDocument.set_prices).toEqual({})

      // Setting the same rates again changes nothing, so the storefronts keep what they have.
      expect((await postRates({ rates: { EUR: 0.9 } })).status).toBe(200)
      const unchanged = (await get(`/store/catalogue/changes?since=${changes.version}`)).data
      expect(unchanged.item_ids).toEqual([])
      expect(unchanged.rates).toBeUndefined()
      await postRates({ rates: { EUR: 0.85, JPY: 110.5 } })
    })

    it("a price set by hand in a currency wins over its rate, and only in that currency", async () => {
      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "catalogue_item", fields: ["product.variants.id", "product.variants.prices.amount"], filters: { item_id: 3 } })
      const usd = (await entryOf(3)).item.best_usd_price
      const { product } = only(data as unknown as { product: { variants: { id: string; prices: { amount: unknown }[] }[] } }[], "item 3")
      const variant = product.variants.find((v) => v.prices.some((price) => Number(price.amount) === usd))!
      await updateProductVariantsWorkflow(container).run({
        input: {
          selector: { id: variant.id },
          update: {
            prices: [
              { currency_code: "usd", amount: usd },
              { currency_code: "eur", amount: 499 },
            ],
          },
        },
      })
      const handPriced = await until("the hand-set EUR price in the entry", async () => {
        const entry = await entryOf(3)
        return entry.item.prices.EUR === 499 && entry
      })
      expect(handPriced.item.prices).toEqual({ ...pricesOf(usd, SPEC_RATES), EUR: 499 })
      // The search re-prices its cards itself when a rate changes: it is told which prices were set by hand.
      expect((await get("/store/catalogue/search-documents?ids=3")).data.documents[0].set_prices).toEqual({ EUR: 499 })

      await postRates({ rates: { EUR: 1.5, GBP: 1 } })
      const repriced = await entryOf(3)
      expect(repriced.item.prices.EUR).toBe(499)
      expect(repriced.item.prices.GBP).toBe(usd)
      await postRates({ rates: { EUR: 0.85, GBP: 0.73 } })
    })

    it("bad rates are a 400 naming the field, and change nothing; only an admin may set them", async () => {
      const before = await ratesNow()
      for (const [body, field] of [
        [{ rates: { EUR: -1 } }, "rates.EUR"],
        [{ rates: { EUR: 0 } }, "rates.EUR"],
        [{ rates: { JPY: "many" } }, "rates.JPY"],
        [{ rates: { XYZ: 1 } }, "rates"],
        [{ rates: { USD: 2 } }, "rates"],
        [{ rates: { CAD: 10_000_000 } }, "rates.CAD"],
        [{}, "rates"],
      ] as const) {
        const res = await postRates(body)
        expect([res.status, res.data.type]).toEqual([400, "invalid_data"])
        expect(res.data.message).toContain(field)
      }
      expect((await postRates({ rates: { EUR: 2 } }, false)).status).toBe(401)
      expect(await ratesNow()).toEqual(before)
    })
  },
})
