import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createProductsWorkflow,
  createProductTagsWorkflow,
  deleteProductsWorkflow,
  deleteProductTagsWorkflow,
  updateProductCategoriesWorkflow,
  updateProductsWorkflow,
  updateProductTagsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { PRODUCT_TYPES, type SearchDocument } from "@shop/contracts/commerce-api"
import { importAtScale, importCatalogueIntoCommerce, scaledProduct } from "@shop/seed"
import { adminHeaders } from "../support/admin"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { only } from "../support/only"
import { CATALOGUE_MODULE } from "../../src/modules/catalogue"
import type CatalogueModuleService from "../../src/modules/catalogue/service"
import { until } from "../support/until"
import { fromMigratedTemplate } from "../support/migrated-template"
import { REFRESH_PUBLISHED_ENTRIES } from "../../src/workflows/catalogue/refresh-published-entries"
import cataloguePendingRefreshesJob from "../../src/jobs/catalogue-pending-refreshes"
import { drainPendingRefreshes } from "../../src/lib/catalogue-refresh"
import type { Knex } from "knex"

jest.setTimeout(120 * 1000)

const SHORT_CODES = ["pl", "en", "de", "fr", "es", "it", "zh", "ar", "ru", "hi", "bn", "pt", "id", "ja", "ko"]
const PRODUCTS = 30

/** A published product with one variant at `usd`, as a merchandiser makes one in the admin. */
const oneVariantProduct = (title: string, handle: string, usd: number) => ({
  title,
  handle,
  status: "published" as const,
  options: [{ title: "Default", values: ["Default"] }],
  variants: [{ title: "Default", options: { Default: "Default" }, prices: [{ amount: usd, currency_code: "usd" }] }],
})

/** The first products of the real generated catalogue. */
const catalogueSlice = (count: number) => catalogueOf((_, index) => index < count)

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>

    beforeAll(async () => {
      const container = getContainer()
      const result = await importCatalogueIntoCommerce(container, catalogueSlice(PRODUCTS), () => {})
      expect(result.productsCreated).toBe(PRODUCTS)
      headers = await storefrontHeaders(container)
      // The import's tag translations queue their products to be made again (subscribers/catalogue-changes.ts). Every
      // test starts from the database as it is at the end of this (the runner's snapshot): with that queue empty.
      const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
      await until("the import's queued products made again", async () => {
        await drainPendingRefreshes(container)
        await quietLog()
        return (await catalogue.takePendingRefreshes(1)).product_ids.length === 0
      })
    })

    const get = (path: string) => api.get(path, { headers, validateStatus: () => true })

    /** The product type search-documents answers for an item (undefined: no document). */
    const searchedType = async (itemId: number) => ((await get(`/store/catalogue/search-documents?ids=${itemId}`)).data.documents as SearchDocument[])[0]?.type
    /** The Medusa product id of an item, read through the product link. */
    const productIdOf = async (itemId: number) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "catalogue_item", fields: ["product.id"], filters: { item_id: itemId } })
      return only(data, `item ${itemId}`).product!.id as string
    }

    describe("GET /store/catalogue", () => {
      it("returns a page in item id order with the spec's entry shape and 15 translations each", async () => {
        const res = await get("/store/catalogue?limit=24&offset=0")
        expect(res.status).toBe(200)
        expect(res.data.count).toBe(PRODUCTS)
        const entries = res.data.entries
        expect(entries.map((e: any) => e.item.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
        for (const entry of entries) {
          expect(Object.keys(entry.item).sort()).toEqual(["best_usd_price", "bestseller", "id", "ident", "image_url", "prices", "stock"])
          expect(typeof entry.item.best_usd_price).toBe("number")
          expect(entry.translations.map((t: any) => t.language_code)).toEqual(SHORT_CODES)
          for (const t of entry.translations) {
            expect(t.name.length).toBeGreaterThan(0)
            expect(t.description.length).toBeGreaterThan(0)
            const tags = JSON.parse(t.tags)
            expect(Array.isArray(tags) && tags.every((tag: unknown) => typeof tag === "string")).toBe(true)
          }
          // Translated, not copied: every language's description is its own.
          expect(new Set(entry.translations.map((t: any) => t.description)).size).toBe(15)
        }
      })

      it("pages without gaps or overlaps", async () => {
        const first = await get("/store/catalogue?limit=24&offset=0")
        const rest = await get("/store/catalogue?limit=24&offset=24")
        expect(rest.data.entries.map((e: any) => e.item.id)).toEqual([25, 26, 27, 28, 29, 30])
        const ids = [...first.data.entries, ...rest.data.entries].map((e: any) => e.item.id)
        expect(new Set(ids).size).toBe(PRODUCTS)
      })

      it("best_usd_price is the lowest USD variant price (the spec's samples)", async () => {
        const res = await get("/store/catalogue?limit=3&offset=0")
        expect(res.data.entries.map((e: any) => e.item.best_usd_price)).toEqual([899.99, 299.99, 1299.99])
      })

      it.each(["limit=0", "limit=101", "limit=abc", "limit=1.5", "offset=-1", "limit=1&limit=2", "offset=1e3"])("rejects %s with 400", async (query) => {
        const res = await get(`/store/catalogue?${query}`)
        expect(res.status).toBe(400)
        expect(res.data.type).toBe("invalid_data")
      })

      it("loads a page of any size with the same number of database queries", async () => {
        const connection = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const countQueries = async (path: string) => {
          let queries = 0
          const onQuery = () => queries++
          connection.on("query", onQuery)
          try {
            expect((await get(path)).status).toBe(200)
          } finally {
            connection.off("query", onQuery)
          }
          return queries
        }
        await countQueries("/store/catalogue?limit=1&offset=0") // warm the locale cache
        const small = await countQueries("/store/catalogue?limit=2&offset=0")
        const large = await countQueries("/store/catalogue?limit=24&offset=0")
        expect(small).toBeGreaterThan(0)
        expect(large).toBe(small)
        expect(large).toBeLessThanOrEqual(20)
      })
    })

    describe("at any size (issue 58: 64,000 products)", () => {
      it("the last page and a random draw read a few rows through the item id index: no OFFSET scan, no ORDER BY random()", async () => {
        const connection = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const statements: string[] = []
        const onQuery = (query: { sql: string }) => statements.push(query.sql)
        await get("/store/catalogue?limit=1&offset=0") // the item ids kept by the process
        connection.on("query", onQuery)
        try {
          const last = await get(`/store/catalogue?limit=24&offset=${PRODUCTS - 2}`)
          expect(last.data.entries.map((e: { item: { id: number } }) => e.item.id)).toEqual([PRODUCTS - 1, PRODUCTS])
          expect((await get("/store/catalogue/random?limit=5")).data.entries).toHaveLength(5)
        } finally {
          connection.off("query", onQuery)
        }
        expect(statements.length).toBeGreaterThan(0)
        expect(statements.filter((sql) => /\boffset\b|random\(\)/i.test(sql))).toEqual([])
      })
    })

    describe("unpublished products", () => {
      it("are filtered before the limit: a page stays full, the count drops, random picks and the item skip them", async () => {
        const container = getContainer()
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "catalogue_item", fields: ["item_id", "product.id"], filters: { item_id: 2 } })
        const productId = (data[0] as any).product.id as string
        // Read first: the process keeps the published item ids, which the edit must make it read again.
        expect((await get("/store/catalogue?limit=5&offset=0")).data.entries.map((e: { item: { id: number } }) => e.item.id)).toEqual([1, 2, 3, 4, 5])
        await updateProductsWorkflow(container).run({ input: { selector: { id: productId }, update: { status: "draft" } } })
        try {
          // The published entries follow the edit through the change subscriber.
          await until("product 2 to leave the catalogue", async () => (await get("/store/catalogue/2")).status === 404)
          const page = await get("/store/catalogue?limit=5&offset=0")
          expect(page.data.entries.map((e: { item: { id: number } }) => e.item.id)).toEqual([1, 3, 4, 5, 6])
          expect(page.data.count).toBe(PRODUCTS - 1)
          expect((await get("/store/catalogue/2")).status).toBe(404)
          const random = await get(`/store/catalogue/random?limit=${PRODUCTS}`)
          expect(random.data.entries).toHaveLength(PRODUCTS - 1)
          expect(random.data.entries.some((e: { item: { id: number } }) => e.item.id === 2)).toBe(false)
        } finally {
          await updateProductsWorkflow(container).run({ input: { selector: { id: productId }, update: { status: "published" } } })
          await until("product 2 to come back", async () => (await get("/store/catalogue/2")).status === 200)
        }
      })
    })

    describe("GET /store/catalogue/random", () => {
      it("returns distinct entries that vary between calls", async () => {
        const draws = await Promise.all([1, 2, 3].map(() => get("/store/catalogue/random?limit=10")))
        const idLists = draws.map((res) => res.data.entries.map((e: any) => e.item.id))
        for (const ids of idLists) {
          expect(ids).toHaveLength(10)
          expect(new Set(ids).size).toBe(10)
        }
        expect(new Set(idLists.map((ids) => ids.join())).size).toBeGreaterThan(1)
      })
    })

    describe("GET /store/catalogue/:item_id", () => {
      it("returns the same entry as the list", async () => {
        const list = await get("/store/catalogue?limit=5&offset=0")
        const one = await get("/store/catalogue/5")
        expect(one.status).toBe(200)
        expect(one.data.entry).toEqual(list.data.entries[4])
      })

      it("is 404 for an item id no product has, 400 for a malformed one", async () => {
        expect((await get("/store/catalogue/987654321")).status).toBe(404)
        for (const bad of ["abc", "0", "-1", "1.5", "9999999999999"]) {
          expect((await get(`/store/catalogue/${bad}`)).status).toBe(400)
        }
      })
    })

    /** The route's answer once `done` says so (subscribers record changes after the edit's workflow ends). */
    const changesOnce = async (since: number, done: (itemIds: number[] | null) => boolean) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const { data } = await get(`/store/catalogue/changes?since=${since}`)
        if (done(data.item_ids)) return data as { version: number; item_ids: number[] | null }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no change after version ${since}`)
    }

    /** The change log once it has been quiet for half a second (an edit's events are logged after the edit returns). */
    const quietLog = async () => {
      let last = (await get("/store/catalogue/changes")).data as { version: number; log: string; item_ids: number[] | null }
      for (let quiet = 0; quiet < 5;) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const now = (await get("/store/catalogue/changes")).data as typeof last
        quiet = now.version === last.version ? quiet + 1 : 0
        last = now
      }
      return last
    }

    describe("GET /store/catalogue/last-modified", () => {
      it("lists every published item in order; a translation saved in the admin moves its item's date, and only its", async () => {
        const container = getContainer()
        const before = (await get("/store/catalogue/last-modified")).data.items as { id: number; updated_at: string }[]
        expect(before.map((item) => item.id)).toEqual(Array.from({ length: PRODUCTS }, (_, i) => i + 1))
        const productId = await productIdOf(7)
        const [german] = await container.resolve(Modules.TRANSLATION).listTranslations({ reference_id: productId, locale_code: "de-DE" })
        // As the admin's translation screen saves it.
        const saved = await api.post(
          "/admin/translations/batch",
          { update: [{ id: german!.id, translations: { ...german!.translations, title: "Neu benannt" } }] },
          { headers: await adminHeaders(api, container), validateStatus: () => true }
        )
        expect(saved.status).toBe(200)
        const after = await until("item 7's date to move", async () => {
          const items = (await get("/store/catalogue/last-modified")).data.items as { id: number; updated_at: string }[]
          return items.find((item) => item.id === 7)!.updated_at > before.find((item) => item.id === 7)!.updated_at && items
        })
        expect(after.filter((item, i) => item.updated_at !== before[i]!.updated_at).map((item) => item.id)).toEqual([7])
      })
    })

    describe("GET /store/catalogue/changes", () => {
      it("names the item ids an edit touched; an unknown version means everything", async () => {
        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "catalogue_item", fields: ["item_id", "product.id", "product.variants.id"], filters: { item_id: [3, 4] } })
        const productOf = (itemId: number) => (data as any[]).find((item) => item.item_id === itemId).product
        // The import's own changes are recorded after it returns: start once the log has been quiet a while.
        const start = await quietLog()
        expect(start.item_ids).toBeNull()

        await updateProductsWorkflow(container).run({ input: { selector: { id: productOf(3).id }, update: { title: "A renamed phone" } } })
        const renamed = await changesOnce(start.version, (itemIds) => itemIds !== null && itemIds.length > 0)
        expect(renamed.item_ids).toEqual([3])
        // The log's name (a storefront's search snapshot is used only with the log it was made from): its database's, the same on every answer.
        expect((await get(`/store/catalogue/changes?since=${renamed.version}`)).data).toEqual({ version: renamed.version, log: start.log, item_ids: [] })
        expect(start.log).toMatch(/^\d{8}T\d{6}\.\d{6}$/)

        // A variant is another record: the log names its product through Query.
        await updateProductVariantsWorkflow(container).run({ input: { selector: { id: productOf(4).variants[0].id }, update: { title: "A renamed variant" } } })
        const variantRenamed = await changesOnce(renamed.version, (itemIds) => itemIds !== null && itemIds.length > 0)
        expect(variantRenamed.item_ids).toEqual([4])

        expect((await get(`/store/catalogue/changes?since=${variantRenamed.version + 5}`)).data.item_ids).toBeNull()
      })

      it("a product's type changed in the admin shows in its search document, and the log names its item", async () => {
        const container = getContainer()
        const admin = await adminHeaders(api, container)
        const { data: types } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product_type", fields: ["id", "value"] })
        const typeId = (value: string) => types.find((type) => type.value === value)!.id
        const productId = await productIdOf(5)
        const setType = async (value: string) => {
          const res = await api.post(`/admin/products/${productId}`, { type_id: typeId(value) }, { headers: admin, validateStatus: () => true })
          expect(res.status).toBe(200)
        }
        expect(await searchedType(5)).toBe("smartphone")
        const version = (await get("/store/catalogue/changes?since=0")).data.version

        await setType("tablet")
        await until("the new type in the search document", async () => (await searchedType(5)) === "tablet")
        expect((await changesOnce(version, (itemIds) => itemIds !== null && itemIds.length > 0)).item_ids).toEqual([5])

        await setType("smartphone")
        await until("the old type back", async () => (await searchedType(5)) === "smartphone")
      })
    })

    describe("a tag, type or category renamed or deleted (issue 58: a tag 5,000 of 64,000 products carry)", () => {
      const catalogue = () => getContainer().resolve<CatalogueModuleService>(CATALOGUE_MODULE)
      /** The generated catalogue's items that carry `tag`, in order. */
      const carriersOf = (tag: string) => catalogueSlice(PRODUCTS).products.flatMap((product) => (product.tags.includes(tag) ? [product.item_id] : []))
      /** Each published item's entry, made when (the change log's refresh wrote it last). */
      const madeAt = async () =>
        new Map(((await get("/store/catalogue/last-modified")).data.items as { id: number; updated_at: string }[]).map((item) => [item.id, item.updated_at]))
      /** The items made again between two readings of madeAt. */
      const remade = (before: Map<number, string>, after: Map<number, string>) => [...after].flatMap(([itemId, made]) => (made !== before.get(itemId) ? [itemId] : []))
      /** The change log after `version`, in order, each entry's product as its item id (null: everything). */
      const logSince = async (version: number) => {
        const changes = await catalogue().listCatalogueChanges({ seq: { $gt: version } }, { select: ["seq", "product_id"], order: { seq: "ASC" }, take: null })
        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "catalogue_item", fields: ["item_id", "product.id"] })
        const itemOf = new Map((data as { item_id: number; product?: { id: string } | null }[]).map((item) => [item.product?.id, item.item_id]))
        return changes.map((change) => ({ seq: change.seq, item: change.product_id === null ? null : (itemOf.get(change.product_id) ?? change.product_id) }))
      }
      /** The log after `version` once it holds `count` entries, or one for everything (which it should not). */
      const logOnce = (what: string, version: number, count: number) =>
        until(what, async () => {
          const now = await logSince(version)
          return (now.length >= count || now.some((change) => change.item === null)) && now
        })
      const englishTags = async (itemId: number) =>
        JSON.parse((await get(`/store/catalogue/${itemId}`)).data.entry.translations.find((t: { language_code: string }) => t.language_code === "en").tags) as string[]
      const tagNamed = async (value: string) => {
        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "product_tag", fields: ["id"], filters: { value } })
        return only(data, `tag ${value}`).id
      }
      const byNumber = (a: number, b: number) => a - b

      it("a tag renamed makes again exactly its products' entries, a chunk at a time, and logs their ids; an edit saved meanwhile goes out within a chunk or two", async () => {
        const container = getContainer()
        const carriers = carriersOf("waterproof")
        expect(carriers.length).toBeGreaterThanOrEqual(20)
        // A phone without the tag: its edit is its own change, not the rename's.
        const edited = catalogueSlice(PRODUCTS).products.find((product) => product.type === "smartphone" && !product.tags.includes("waterproof"))!.item_id
        const editedId = await productIdOf(edited)
        const { data: editedRows } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product", fields: ["title"], filters: { id: editedId } })
        const title = only(editedRows, "edited product").title
        const tagId = await tagNamed("waterproof")
        const chunk = 2
        const start = await quietLog()
        const before = await madeAt()
        process.env.CATALOGUE_REFRESH_CHUNK = String(chunk)
        try {
          await updateProductTagsWorkflow(container).run({ input: { selector: { id: tagId }, update: { value: "water resistant" } } })
          // The rename's first chunk is out: an edit saved now must not wait for the rest.
          while ((await logSince(start.version)).length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
          await updateProductsWorkflow(container).run({ input: { selector: { id: editedId }, update: { title: "Saved during a rename" } } })
          const loggedWhenSaved = (await logSince(start.version)).length
          const log = await logOnce("the rename's every chunk and the edit in the log", start.version, carriers.length + 1)

          expect(log.map((change) => change.item)).not.toContain(null)
          const renamed = log.filter((change) => change.item !== edited)
          expect(renamed.map((change) => change.item as number).sort(byNumber)).toEqual(carriers)
          const edit = only(
            log.filter((change) => change.item === edited),
            "the edit's log entry"
          )
          // Published before the rename's last chunk, at most two chunks after it was saved.
          expect(edit.seq).toBeLessThan(renamed.at(-1)!.seq)
          expect(renamed.filter((change) => change.seq < edit.seq).length).toBeLessThanOrEqual(loggedWhenSaved + 2 * chunk)
          expect((await get(`/store/catalogue/changes?since=${start.version}`)).data.item_ids).toEqual([...carriers, edited].sort(byNumber))

          // The carriers show the new name; every other entry is the one made before.
          for (const itemId of carriers) expect(await englishTags(itemId)).toEqual(expect.arrayContaining(["water resistant"]))
          expect(await englishTags(carriers[0]!)).not.toContain("waterproof")
          expect(remade(before, await madeAt()).sort(byNumber)).toEqual([...carriers, edited].sort(byNumber))
        } finally {
          delete process.env.CATALOGUE_REFRESH_CHUNK
          await updateProductsWorkflow(container).run({ input: { selector: { id: editedId }, update: { title } } })
          await updateProductTagsWorkflow(container).run({ input: { selector: { id: tagId }, update: { value: "waterproof" } } })
          await until("the tag's own name back", async () => (await englishTags(carriers.at(-1)!)).includes("waterproof"))
        }
      })

      it("the products a stopped process left queued are made again and logged by the minute's job, which empties the queue", async () => {
        const container = getContainer()
        const products = container.resolve(Modules.PRODUCT)
        const carriers = carriersOf("waterproof")
        const tagId = await tagNamed("waterproof")
        const carrierIds = await Promise.all(carriers.map(productIdOf))
        // As a stopped process leaves a rename: the tag renamed (through the module, so no workflow event makes its
        // products again), its first chunk made again before the stop (here: left alone), the rest still queued.
        const [first, second, ...left] = carriers
        const start = await quietLog()
        const before = await madeAt()
        process.env.CATALOGUE_REFRESH_CHUNK = "2"
        try {
          await products.updateProductTags(tagId, { value: "water resistant" })
          expect(await englishTags(left.at(-1)!)).toContain("waterproof")
          await catalogue().queueRefreshes(carrierIds.slice(2))

          await cataloguePendingRefreshesJob(container)

          const log = await logSince(start.version)
          expect(log.map((change) => change.item as number).sort(byNumber)).toEqual(left)
          for (const itemId of left) expect(await englishTags(itemId)).toEqual(expect.arrayContaining(["water resistant"]))
          for (const itemId of [first!, second!]) expect(await englishTags(itemId)).toContain("waterproof")
          expect(remade(before, await madeAt()).sort(byNumber)).toEqual(left)
          expect(await catalogue().listPendingRefreshes({}, { take: null })).toEqual([])
        } finally {
          delete process.env.CATALOGUE_REFRESH_CHUNK
          await products.updateProductTags(tagId, { value: "waterproof" })
          await catalogue().queueRefreshes(carrierIds)
          await cataloguePendingRefreshesJob(container)
          for (const itemId of carriers) expect(await englishTags(itemId)).toContain("waterproof")
        }
      })

      it("the whole catalogue made again (the seed's end) takes what was queued before off the queue; what is queued after stays", async () => {
        await catalogue().queueRefreshes(["prod_queued_before"])
        await getContainer()
          .resolve(Modules.WORKFLOW_ENGINE)
          .run(REFRESH_PUBLISHED_ENTRIES, { input: { product_ids: null } })
        await catalogue().queueRefreshes(["prod_queued_after"])
        const left = await catalogue().takePendingRefreshes(10)
        expect(left.product_ids).toEqual(["prod_queued_after"])
        await catalogue().removePendingRefreshes(left)
      })

      it("while another process drains, the job leaves the queue to it; a product queued again after a drain took it stays queued", async () => {
        const knex = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
        // The drain's lock held meanwhile, as another process's drain holds it.
        await knex.transaction(async (transaction) => {
          await transaction.raw(`SELECT pg_advisory_xact_lock(hashtext('catalogue_pending_refresh'))`)
          await catalogue().queueRefreshes(["prod_queued_a", "prod_queued_b", "prod_queued_a"])
          await cataloguePendingRefreshesJob(getContainer())
          const taken = await catalogue().takePendingRefreshes(10)
          expect(taken.product_ids).toEqual(["prod_queued_a", "prod_queued_b"])
          await catalogue().queueRefreshes(["prod_queued_b"])
          await catalogue().removePendingRefreshes(taken)
          const left = await catalogue().takePendingRefreshes(10)
          expect(left.product_ids).toEqual(["prod_queued_b"])
          await catalogue().removePendingRefreshes(left)
          expect((await catalogue().takePendingRefreshes(10)).product_ids).toEqual([])
        })
      })

      it("a tag deleted leaves the entries of exactly the products that carried it, and the log names them", async () => {
        const container = getContainer()
        const carriers = [2, 3]
        const { result: created } = await createProductTagsWorkflow(container).run({ input: { product_tags: [{ value: "gift wrapped" }] } })
        const tagId = only(created, "created tag").id
        const { data } = await container
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "catalogue_item", fields: ["product.id", "product.tags.id"], filters: { item_id: carriers } })
        for (const { product } of data as { product: { id: string; tags: { id: string }[] } }[])
          await updateProductsWorkflow(container).run({ input: { selector: { id: product.id }, update: { tag_ids: [...product.tags.map((tag) => tag.id), tagId] } } })
        await until("the new tag on its products", async () => (await Promise.all(carriers.map(englishTags))).every((tags) => tags.includes("gift wrapped")))
        const start = await quietLog()
        const before = await madeAt()

        await deleteProductTagsWorkflow(container).run({ input: { ids: [tagId] } })
        const log = await logOnce("the deleted tag's products in the log", start.version, carriers.length)
        expect(log.map((change) => change.item as number).sort(byNumber)).toEqual(carriers)
        for (const itemId of carriers) expect(await englishTags(itemId)).not.toContain("gift wrapped")
        expect(remade(before, await madeAt())).toEqual(carriers)
      })

      it("a product type renamed in the admin makes again exactly the entries of that type: their search documents answer the new value", async () => {
        const container = getContainer()
        const admin = await adminHeaders(api, container)
        const typed = catalogueSlice(PRODUCTS).products.flatMap((product) => (product.type === "smartphone" ? [product.item_id] : []))
        expect(typed.length).toBeGreaterThan(PRODUCTS / 2)
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product_type", fields: ["id"], filters: { value: "smartphone" } })
        const rename = async (value: string) => {
          const res = await api.post(`/admin/product-types/${only(data, "smartphone type").id}`, { value }, { headers: admin, validateStatus: () => true })
          expect(res.status).toBe(200)
        }
        const start = await quietLog()
        const before = await madeAt()
        await rename("mobile phone")
        try {
          const log = await logOnce("the type's products in the log", start.version, typed.length)
          expect(log.map((change) => change.item as number).sort(byNumber)).toEqual(typed)
          expect(await searchedType(typed.at(-1)!)).toBe("mobile phone")
          expect(await searchedType(2)).toBe("headphones")
          expect(remade(before, await madeAt())).toEqual(typed)
        } finally {
          await rename("smartphone")
          await until("the type's own value back", async () => (await searchedType(typed.at(-1)!)) === "smartphone")
        }
      })

      it("a category renamed logs exactly its products", async () => {
        const container = getContainer()
        const { data } = await container
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "catalogue_item", fields: ["product.categories.id", "product.categories.name"], filters: { item_id: 2 } })
        const category = only((data as { product: { categories: { id: string; name: string }[] } }[])[0]!.product.categories, "item 2's category")
        const slice = catalogueSlice(PRODUCTS).products
        const members = slice.flatMap((product) => (product.category === slice.find((other) => other.item_id === 2)!.category ? [product.item_id] : []))
        const start = await quietLog()
        await updateProductCategoriesWorkflow(container).run({ input: { selector: { id: category.id }, update: { name: `${category.name} (renamed)` } } })
        try {
          const log = await logOnce("the category's products in the log", start.version, members.length)
          expect(log.map((change) => change.item as number).sort(byNumber)).toEqual(members)
        } finally {
          await updateProductCategoriesWorkflow(container).run({ input: { selector: { id: category.id }, update: { name: category.name } } })
        }
      })
    })

    describe("item ids", () => {
      it("a product created without an item id gets the next free one, visible through the link", async () => {
        const container = getContainer()
        const { result } = await createProductsWorkflow(container).run({
          input: {
            products: [oneVariantProduct("Merchandiser's new lamp", "new-lamp", 49)],
          },
        })
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "product",
          fields: ["catalogue_item.item_id"],
          filters: { id: only(result, "created product").id },
        })
        expect(only(data, "product").catalogue_item?.item_id).toBe(PRODUCTS + 1)
      })

      it("item ids are unique: the database refuses a duplicate", async () => {
        const catalogue = getContainer().resolve<CatalogueModuleService>(CATALOGUE_MODULE)
        await expect(catalogue.createCatalogueItems([{ item_id: 1 }])).rejects.toThrow()
      })

      it("an item id is looked up through a unique index, not a scan", async () => {
        const connection = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const { rows } = await connection.raw("SELECT indexdef FROM pg_indexes WHERE tablename = 'catalogue_item' AND indexdef ILIKE '%UNIQUE%(item_id)%'")
        expect(rows).toHaveLength(1)
      })
    })

    describe("seed importer", () => {
      it("a second import changes nothing and says so", async () => {
        const result = await importCatalogueIntoCommerce(getContainer(), catalogueSlice(PRODUCTS), () => {})
        expect(result).toMatchObject({ unchanged: true, productsCreated: 0, typesCreated: 0, productsTyped: 0, translationsCreated: 0, translationsRemoved: 0, storeChanges: 0 })
      })

      it("gives every product its Medusa product type, which its search document answers", async () => {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data: types } = await query.graph({ entity: "product_type", fields: ["value"] })
        expect(types.map((type) => type.value).sort()).toEqual([...PRODUCT_TYPES].sort())
        const res = await get("/store/catalogue/search-documents?limit=100&offset=0")
        expect(res.status).toBe(200)
        const typeOf = new Map((res.data.documents as SearchDocument[]).map((document) => [document.entry.item.id, document.type]))
        const seeded = catalogueSlice(PRODUCTS).products
        expect(seeded.map((product) => [product.item_id, typeOf.get(product.item_id)])).toEqual(seeded.map((product) => [product.item_id, product.type]))
        expect(typeOf.get(1)).toBe("smartphone")
        expect(typeOf.get(2)).toBe("headphones")
      })

      it("a product without a type has a null one; a catalogue imported before products had types gets them, search documents too, from the next import", async () => {
        const container = getContainer()
        const productId = await productIdOf(4)
        await updateProductsWorkflow(container).run({ input: { selector: { id: productId }, update: { type_id: null } } })
        await until("the untyped product's document, type null", async () => (await searchedType(4)) === null)
        const result = await importCatalogueIntoCommerce(container, catalogueSlice(PRODUCTS), () => {})
        expect(result).toMatchObject({ unchanged: false, productsCreated: 0, typesCreated: 0, productsTyped: 1 })
        expect(await searchedType(4)).toBe("smartphone")
        expect((await importCatalogueIntoCommerce(container, catalogueSlice(PRODUCTS), () => {})).unchanged).toBe(true)
      })

      it("a load at scale (npm run bench:scale), two slices side by side, goes on where a stopped one stopped: a product left without its item id is made again", async () => {
        const container = getContainer()
        const base = catalogueSlice(PRODUCTS)
        const scaled = { products: Array.from({ length: 2 * PRODUCTS }, (_, index) => scaledProduct(base, index)), tags: base.tags }
        const copies = scaled.products.slice(PRODUCTS)
        // What a load stopped inside Medusa's create workflow leaves: the product, but no item id (the workflow's last step).
        const broken = copies[7]!
        await container.resolve(Modules.PRODUCT).createProducts([{ title: broken.text["en-US"].title, handle: broken.ident, status: "published" }])
        const reports: string[] = []
        const results = await Promise.all([0, 1].map((index) => importAtScale(container, scaled, { index, count: 2 }, (line) => reports.push(line))))
        expect(results.map((result) => result.loaded)).toEqual([PRODUCTS / 2, PRODUCTS / 2])
        expect(reports).toContain("removed 1 products a stopped load left without their item id")
        const entries = await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).publishedEntries(copies.map((product) => product.item_id))
        expect(entries.map((row) => [row.item_id, row.entry.item.ident, row.entry.translations.length])).toEqual(copies.map((product) => [product.item_id, product.ident, 15]))
        expect(entries.every((row) => row.entry.translations.every((text) => text.name.endsWith(" S2")))).toBe(true)
        expect(entries.every((row) => row.entry.item.stock !== undefined)).toBe(true)
        expect((await importAtScale(container, scaled, { index: 0, count: 1 }, () => {})).loaded).toBe(0)
      })

      it("refreshes at once (the seed's and an edit's, from any process) take turns: each succeeds and every product keeps one entry", async () => {
        const container = getContainer()
        const before = (await get("/store/catalogue?limit=100")).data.entries.map((e: any) => e.item.id)
        const some = (await container.resolve(Modules.PRODUCT).listProducts({}, { select: ["id"], take: 5 })).map((product) => product.id)
        const engine = container.resolve(Modules.WORKFLOW_ENGINE)
        const runs = await Promise.allSettled([null, some, null, some].map((product_ids) => engine.run(REFRESH_PUBLISHED_ENTRIES, { input: { product_ids } })))
        expect(runs.map((run) => (run.status === "fulfilled" ? (run.value.errors ?? []).length : String(run.reason?.message ?? run.reason)))).toEqual([0, 0, 0, 0])
        expect((await get("/store/catalogue?limit=100")).data.entries.map((e: any) => e.item.id)).toEqual(before)
      })

      it("stores the English text as the product's own fields and the 14 other locales through the Translation module", async () => {
        const container = getContainer()
        const products = await container.resolve(Modules.PRODUCT).listProducts({}, { select: ["id", "title", "thumbnail"], take: null })
        const translations = await container
          .resolve(Modules.TRANSLATION)
          .listTranslations({ reference: "product" }, { select: ["reference_id", "locale_code", "translations"], take: null })
        expect(translations).toHaveLength(products.length * 14)
        expect(translations.filter((t) => t.locale_code === "en-US")).toEqual([])
        const german = translations.find((t) => t.locale_code === "de-DE")!
        expect((german.translations as any).title).toBeTruthy()
        // Image references are paths on the storefront's origin, not absolute URLs.
        for (const product of products) expect(product.thumbnail).toMatch(/^\/images\/products\/[\w-]+\.svg$/)
      })

      it("the entry's English text is the product's own title, so an admin rename shows in English", async () => {
        const container = getContainer()
        const entryOf = async () => (await get("/store/catalogue/1")).data.entry as { item: { ident: string }; translations: { language_code: string; name: string }[] }
        const nameIn = (entry: Awaited<ReturnType<typeof entryOf>>, language: string) => entry.translations.find((t) => t.language_code === language)?.name
        const entry = await entryOf()
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product", fields: ["id", "title"], filters: { handle: entry.item.ident } })
        const product = only(data, `product ${entry.item.ident}`)
        await updateProductsWorkflow(container).run({ input: { selector: { id: product.id }, update: { title: "Renamed in the admin" } } })
        const renamed = await until("the rename to reach the catalogue", async () => {
          const now = await entryOf()
          return nameIn(now, "en") === "Renamed in the admin" && now
        })
        expect(nameIn(renamed, "de")).toBe(nameIn(entry, "de"))
        await updateProductsWorkflow(container).run({ input: { selector: { id: product.id }, update: { title: product.title } } })
        await until("the old title back", async () => nameIn(await entryOf(), "en") === product.title)
      })
    })

    // Last: it moves the item-id sequence past an explicit id, which the tests above count on.
    describe("a deleted product", () => {
      it("is still named by its item id in the change log (its link row is kept, soft-deleted)", async () => {
        const container = getContainer()
        const { result } = await createProductsWorkflow(container).run({
          input: {
            products: [oneVariantProduct("A lamp to delete", "lamp-to-delete", 9)],
            additional_data: { item_ids: { "lamp-to-delete": 900 } },
          },
        })
        await until("the new lamp in the catalogue", async () => (await get("/store/catalogue/900")).status === 200)
        // The creation's later events (its variant, type, translations) are logged too: the deletion's entry is the one after them.
        const created = await quietLog()
        await deleteProductsWorkflow(container).run({ input: { ids: [only(result, "created lamp").id] } })
        const deleted = await changesOnce(created.version, (itemIds) => itemIds !== null && itemIds.includes(900))
        expect(deleted.item_ids).toEqual([900])
        expect((await get("/store/catalogue/900")).status).toBe(404)
      })
    })
  },
})
