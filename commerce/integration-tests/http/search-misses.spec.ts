/**
 * What shoppers did not find (issue 41): the storefront server's batches of searches that found nothing
 * (POST /store/search-misses, with the storefront's secret) are counted per query, language and day, within
 * bounds (so many queries per language and day, 30 days, a new query only with several reporters, nothing
 * personal, nothing a product's name holds), and merchandisers read the top ones of the last 30 days (GET
 * /admin/search-misses).
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { importCatalogueIntoCommerce } from "@shop/seed"
import {
  LOCAL_STOREFRONT_SECRET,
  SEARCH_MISS_BATCH_MAX,
  SEARCH_MISS_ENTRY_COUNT_MAX,
  SEARCH_MISS_MIN_REPORTERS,
  SEARCH_MISS_QUERIES_PER_DAY,
  STOREFRONT_SECRET_HEADER,
  type SearchMissBatch,
} from "@shop/contracts/commerce-api"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { adminHeaders } from "../support/admin"
import { fromMigratedTemplate } from "../support/migrated-template"
import { SEARCH_MISSES_MODULE } from "../../src/modules/search-misses"
import type SearchMissesModuleService from "../../src/modules/search-misses/service"
import type { TopSearchMissesResponse } from "../../src/modules/search-misses/types"

jest.setTimeout(120 * 1000)

const DAY_MS = 24 * 3600_000
/** The UTC day `daysAgo` days before today, as the storefront names it (YYYY-MM-DD). */
const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)
const TODAY = dayAgo(0)

type Miss = SearchMissBatch["misses"][number]
/** An entry as the storefront sends a query's first count: the addresses that made it reach the threshold. */
const miss = (query: string, fields: Partial<Miss> = {}): Miss => ({ day: TODAY, language: "de", query, count: SEARCH_MISS_MIN_REPORTERS, ...fields })
const N = SEARCH_MISS_MIN_REPORTERS

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: { authorization: string }

    beforeAll(async () => {
      // The store and its publishable key, as the seed makes them (one product is enough here).
      await importCatalogueIntoCommerce(
        getContainer(),
        catalogueOf((p) => p.item_id === 280),
        () => {}
      )
      headers = { ...(await storefrontHeaders(getContainer())), [STOREFRONT_SECRET_HEADER]: LOCAL_STOREFRONT_SECRET }
      admin = await adminHeaders(api, getContainer())
    })

    const send = (misses: unknown) => api.post("/store/search-misses", { misses }, { headers, validateStatus: () => true })
    const top = async (query = "") => {
      const response = await api.get(`/admin/search-misses${query}`, { headers: admin, validateStatus: () => true })
      expect(response.status).toBe(200)
      return response.data as TopSearchMissesResponse
    }
    const service = () => getContainer().resolve<SearchMissesModuleService>(SEARCH_MISSES_MODULE)
    const rowsOf = (filters: Record<string, unknown>) => service().listSearchMisses(filters, { select: ["day", "language", "query", "count"] })

    it("search misses: a batch adds to the day's count of its query, the same query in any case or spacing is one row, and the admin sums the days", async () => {
      expect((await send([miss("Handy Hülle", { count: 2 }), miss("  handy   HÜLLE ", { count: 1 })])).data).toEqual({ counted: 1, dropped: 0 })
      expect((await send([miss("handy hülle", { count: 1 }), miss("handy hülle", { day: dayAgo(3), count: 4 })])).data).toEqual({ counted: 2, dropped: 0 })

      const rows = await rowsOf({ language: "de" })
      expect(rows.map((row) => [new Date(row.day).toISOString().slice(0, 10), row.query, row.count]).sort()).toEqual([
        [dayAgo(3), "handy hülle", 4],
        [TODAY, "handy hülle", 4],
      ])
      expect((await top()).misses).toEqual([{ query: "handy hülle", language: "de", count: 8, last_seen: TODAY }])
    })

    it("search misses: at most 200 queries per language and day; past them new queries are dropped, known ones still count, and other languages and days have room", async () => {
      const queries = Array.from({ length: SEARCH_MISS_QUERIES_PER_DAY + 5 }, (_, i) => `query ${String(i).padStart(3, "0")}`)
      // The most searched are kept: the last five, searched once, are the ones dropped.
      const first = await send(queries.map((query, i) => miss(query, { language: "fr", count: i < SEARCH_MISS_QUERIES_PER_DAY ? N + 1 : N })))
      expect(first.status).toBe(200)
      expect(first.data).toEqual({ counted: SEARCH_MISS_QUERIES_PER_DAY, dropped: 5 })

      const again = await send([
        miss("query 000", { language: "fr", count: 1 }),
        miss("brand new", { language: "fr" }),
        miss("brand new", { language: "it" }),
        miss("brand new", { language: "fr", day: dayAgo(1) }),
      ])
      expect(again.data).toEqual({ counted: 3, dropped: 1 })

      const french = await rowsOf({ language: "fr", day: new Date(`${TODAY}T00:00:00Z`) })
      expect(french).toHaveLength(SEARCH_MISS_QUERIES_PER_DAY)
      expect(french.find((row) => row.query === "query 000")?.count).toBe(N + 2)
      expect(french.some((row) => row.query === "brand new" || row.query === `query ${SEARCH_MISS_QUERIES_PER_DAY}`)).toBe(false)
      expect(await rowsOf({ query: "brand new" })).toHaveLength(2)
    })

    it("search misses: days older than 30 are deleted on the next batch, and entries for days outside the window are dropped", async () => {
      await service().createSearchMisses([
        { day: new Date(`${dayAgo(40)}T00:00:00Z`), language: "en", query: "long gone", count: 9 },
        { day: new Date(`${dayAgo(29)}T00:00:00Z`), language: "en", query: "still kept", count: 1 },
      ])
      const response = await send([miss("too old", { day: dayAgo(30) }), miss("from the future", { day: dayAgo(-2) }), miss("tomorrow", { day: dayAgo(-1) })])
      expect(response.data).toEqual({ counted: 1, dropped: 2 })
      expect((await rowsOf({})).map((row) => row.query).sort()).toEqual(["still kept", "tomorrow"])
      expect((await top("?language=en")).misses.map((row) => row.query)).toEqual(["still kept"])
    })

    it("search misses: a batch that is not one is 400 and counts nothing; without the publishable key or the storefront's secret nothing is counted", async () => {
      const bad: unknown[] = [
        [miss("x", { language: "xx" as never })],
        [miss("x", { count: 0 })],
        [miss("x", { count: 1.5 })],
        [miss("x", { count: SEARCH_MISS_ENTRY_COUNT_MAX + 1 })],
        [miss("x", { day: "2026-02-30" })],
        [miss("x", { day: "yesterday" })],
        [miss("")],
        [miss("a".repeat(101))],
        [miss("line\nbreak")],
        [{ ...miss("x"), extra: true }],
        Array.from({ length: SEARCH_MISS_BATCH_MAX + 1 }, (_, i) => miss(`q${i}`)),
        "not a list",
      ]
      const answers: [unknown, number][] = []
      for (const misses of bad) answers.push([misses, (await send(misses)).status])
      expect(answers).toEqual(bad.map((misses) => [misses, 400]))
      const keyless = await api.post("/store/search-misses", { misses: [miss("no key")] }, { validateStatus: () => true })
      expect(keyless.status).toBeGreaterThanOrEqual(400)
      // The publishable key is public: without the storefront's secret, or with another, nothing is counted.
      const publishableKeyOnly = await storefrontHeaders(getContainer())
      for (const secret of [undefined, "", "not-the-secret", `${LOCAL_STOREFRONT_SECRET}x`]) {
        const answer = await api.post(
          "/store/search-misses",
          { misses: [miss("no secret")] },
          {
            headers: secret === undefined ? publishableKeyOnly : { ...publishableKeyOnly, [STOREFRONT_SECRET_HEADER]: secret },
            validateStatus: () => true,
          }
        )
        expect([secret, answer.status]).toEqual([secret, 401])
      }
      expect(await rowsOf({})).toEqual([])
    })

    it("search misses: commerce repeats the storefront's checks: a new query needs several reporters, and nothing personal or in a product's name counts", async () => {
      const product = catalogueOf((p) => p.item_id === 280).products[0]!
      // A part of the product's German name, typed in capitals: the storefront's search finds the product by it.
      const germanName = product.text["de-DE"].title.split(" ").slice(0, 2).join(" ")
      const response = await send([
        miss("nur einer", { count: N - 1 }),
        miss("anna.kowalska@example.com"),
        miss("john dot doe at gmail dot com"),
        miss("٠١٥١٢٣٤٥٦٧٨"),
        miss("ul. długa 7", { language: "pl" }),
        miss(germanName.toUpperCase()),
        miss("genug leute"),
      ])
      expect(response.data).toEqual({ counted: 1, dropped: 6 })
      expect((await rowsOf({})).map((row) => [row.query, row.count])).toEqual([["genug leute", N]])
      // A known query still counts one more reporter at a time.
      expect((await send([miss("genug leute", { count: 1 })])).data).toEqual({ counted: 1, dropped: 0 })
      expect((await rowsOf({})).map((row) => row.count)).toEqual([N + 1])
    })

    it("search misses: the admin lists the last 30 days' top queries by their total, most first, in one language when asked; only for admins", async () => {
      await send([
        miss("regenschirm", { count: 4 }),
        miss("regenschirm", { day: dayAgo(10), count: 4 }),
        miss("uhrarmband", { count: 5 }),
        miss("ladekabel", { day: dayAgo(2), count: 3 }),
        miss("parapluie", { language: "fr", count: 9 }),
      ])
      expect((await top()).misses).toEqual([
        { query: "parapluie", language: "fr", count: 9, last_seen: TODAY },
        { query: "regenschirm", language: "de", count: 8, last_seen: TODAY },
        { query: "uhrarmband", language: "de", count: 5, last_seen: TODAY },
        { query: "ladekabel", language: "de", count: 3, last_seen: dayAgo(2) },
      ])
      const german = await top("?language=de&limit=2")
      expect(german.misses.map((row) => row.query)).toEqual(["regenschirm", "uhrarmband"])
      expect(german.since).toBe(dayAgo(29))

      for (const query of ["?limit=101", "?limit=0", "?language=xx", "?other=1"]) {
        expect((await api.get(`/admin/search-misses${query}`, { headers: admin, validateStatus: () => true })).status).toBe(400)
      }
      const anonymous = await api.get("/admin/search-misses", { validateStatus: () => true })
      expect(anonymous.status).toBe(401)
      const storefront = await api.get("/admin/search-misses", { headers, validateStatus: () => true })
      expect(storefront.status).toBe(401)
    })
  },
})
