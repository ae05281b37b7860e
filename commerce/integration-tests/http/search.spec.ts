import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createProductsWorkflow, deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { importCatalogueIntoCommerce, type Locale } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"

jest.setTimeout(180 * 1000)

/**
 * A slice of the real generated catalogue that spans every category and product type: the three spec
 * samples plus every 12th product (≈ 56 products, item ids kept as generated).
 */
const slice = catalogueOf((_, i) => i < 3 || i % 12 === 0)
const tagText = new Map(slice.tags.map((tag) => [tag.value, tag.translations]))
/** The categories' names as the seed creates them (no category translations exist). */
const categoryName = (handle: string) => handle[0]!.toUpperCase() + handle.slice(1)

/** A searchable product as the oracle sees it: its title and tag values in a locale. */
interface Searchable {
  itemId: number
  category: string | null
  title(locale: Locale): string
  tags(locale: Locale): string[]
}
const searchables: Searchable[] = slice.products.map((p) => ({
  itemId: p.item_id,
  category: p.category,
  title: (locale) => p.text[locale].title,
  tags: (locale) => p.tags.map((value) => tagText.get(value)![locale]),
}))

/**
 * What the search must return, computed from the generated catalogue itself: products whose title or a
 * tag in `locale` contains `q` case-insensitively, or whose category is named `q`; then the filter.
 */
function expectedIds(q: string, locale: Locale, category = "all"): number[] {
  const needle = q.toLowerCase()
  return searchables
    .filter((s) => category === "all" || s.category === category)
    .filter(
      (s) =>
        s.title(locale).toLowerCase().includes(needle) ||
        s.tags(locale).some((tag) => tag.toLowerCase().includes(needle)) ||
        (s.category !== null && categoryName(s.category).toLowerCase() === needle)
    )
    .map((s) => s.itemId)
    .sort((a, b) => a - b)
}

const words = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length >= 5)

/** A literal-wildcard product added besides the catalogue: no translations, so every locale reads its own title. */
const WILDCARD_TITLE = "Qvork 100% Pima cotton_case"

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>

    const createProduct = async (title: string, handle: string, status: "published" | "draft") => {
      const container = getContainer()
      const { result } = await createProductsWorkflow(container).run({
        input: {
          products: [
            {
              title,
              handle,
              status,
              options: [{ title: "Default", values: ["Default"] }],
              variants: [{ title: "Default", options: { Default: "Default" }, prices: [{ amount: 10, currency_code: "usd" }] }],
            },
          ],
        },
      })
      const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "product",
        fields: ["id", "catalogue_item.item_id"],
        filters: { id: result[0]!.id },
      })
      return { id: result[0]!.id, itemId: data[0].catalogue_item!.item_id as number }
    }

    beforeAll(async () => {
      const container = getContainer()
      const result = await importCatalogueIntoCommerce(container, slice, () => {})
      expect(result.productsCreated).toBe(slice.products.length)
      headers = await storefrontHeaders(container)

      // Besides the catalogue: a published product whose title holds LIKE wildcards (found by the oracle
      // too), a draft and a deleted product (never found).
      const wildcard = await createProduct(WILDCARD_TITLE, "qvork-wildcard", "published")
      searchables.push({ itemId: wildcard.itemId, category: null, title: () => WILDCARD_TITLE, tags: () => [] })
      await createProduct("Zyxwv hidden draft lamp", "zyxwv-draft", "draft")
      const deleted = await createProduct("Zyxwv deleted lamp", "zyxwv-deleted", "published")
      await deleteProductsWorkflow(container).run({ input: { ids: [deleted.id] } })
    })

    interface SearchBody {
      entries: { item: { id: number }; translations: { language_code: string; name: string; tags: string }[] }[]
      count: number
    }
    const search = async (query: Record<string, string>, extraHeaders: Record<string, string> = {}) => {
      const res = await api.get(`/store/catalogue/search?${new URLSearchParams(query)}`, {
        headers: { ...headers, ...extraHeaders },
        validateStatus: () => true,
      })
      expect(res.status).toBe(200)
      const body = res.data as SearchBody
      return { ids: body.entries.map((e) => e.item.id), count: body.count, body }
    }
    /** Searches with the largest page, so ids are every match. */
    const allIds = async (q: string, locale: Locale, category?: string) => {
      const { ids, count } = await search({ q, locale, limit: "100", ...(category ? { category } : {}) })
      expect(ids).toHaveLength(count)
      return ids
    }

    describe("the documents the storefront's search index is built from", () => {
      interface DocumentsBody {
        documents: { entry: { item: { id: number }; translations: unknown[] }; categories: string[] }[]
        count?: number
      }
      const documents = async (query: string) => api.get(`/store/catalogue/search-documents?${query}`, { headers, validateStatus: () => true })

      it("pages through every published product with its categories; by ids, only published ones", async () => {
        const published = searchables.map((s) => s.itemId).sort((a, b) => a - b)
        const seen: DocumentsBody["documents"] = []
        for (let offset = 0; ; offset += 20) {
          const res = await documents(`limit=20&offset=${offset}`)
          expect(res.status).toBe(200)
          const body = res.data as DocumentsBody
          expect(body.count).toBe(published.length)
          seen.push(...body.documents)
          if (body.documents.length < 20) break
        }
        expect(seen.map((d) => d.entry.item.id)).toEqual(published)
        for (const document of seen) {
          const product = slice.products.find((p) => p.item_id === document.entry.item.id)
          expect(document.categories).toEqual(product ? [product.category] : [])
          expect(document.entry.translations.length).toBeGreaterThan(0)
        }
        const [first, second] = published
        const draftOrMissing = 999_999
        const byIds = (await documents(`ids=${second},${first},${draftOrMissing}`)).data as DocumentsBody
        expect(byIds.documents.map((d) => d.entry.item.id)).toEqual([second, first])
        expect(byIds.count).toBeUndefined()
      })

      it("rejects ids that are not a short list of whole numbers, and unknown parameters", async () => {
        for (const query of ["ids=", "ids=1,,2", "ids=a", `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`, "limit=0", "limit=101", "q=x"]) {
          const res = await documents(query)
          expect([query, res.status]).toEqual([query, 400])
          expect(res.data.type).toBe("invalid_data")
        }
      })
    })

    describe("matching", () => {
      it("finds an English product name in en-US (the default locale), in item id order", async () => {
        const product = slice.products.find((p) => p.type === "tablet")!
        const word = words(product.text["en-US"].title)[0]!
        const expected = expectedIds(word, "en-US")
        expect(expected).toContain(product.item_id)
        expect(await allIds(word, "en-US")).toEqual(expected)
        const { ids } = await search({ q: word })
        expect(ids).toEqual(expected.slice(0, 24))
      })

      it("finds a German word from a German title with locale=de-DE, not with ja-JP or en-US", async () => {
        // A word of the generated German titles that the Japanese and English texts lack.
        const word = slice.products
          .flatMap((p) => words(p.text["de-DE"].title))
          .find((w) => expectedIds(w, "ja-JP").length === 0 && expectedIds(w, "en-US").length === 0 && expectedIds(w, "de-DE").length >= 2)
        expect(word).toBeDefined()
        const expected = expectedIds(word!, "de-DE")
        expect(await allIds(word!, "de-DE")).toEqual(expected)
        expect(await allIds(word!, "ja-JP")).toEqual([])
        expect(await allIds(word!, "en-US")).toEqual([])
        // Medusa's own locale header selects the locale too.
        const viaHeader = await search({ q: word!, limit: "100" }, { "x-medusa-locale": "de-DE" })
        expect(viaHeader.ids).toEqual(expected)
      })

      it("does not match the original (English) title where the locale has its own title", async () => {
        const product = slice.products.find((p) => p.text["en-US"].title.includes("Black") && !p.text["de-DE"].title.includes("Black"))!
        expect(product).toBeDefined()
        expect(await allIds("Black", "de-DE")).not.toContain(product.item_id)
        expect(await allIds("Black", "en-US")).toContain(product.item_id)
      })

      it("is case-insensitive, for non-ASCII letters too", async () => {
        const product = slice.products.find((p) => p.type === "watch" && p.item_id !== 3) ?? slice.products[2]!
        const word = words(product.text["en-US"].title)[1]!
        const expected = expectedIds(word, "en-US")
        for (const variant of [word.toLowerCase(), word.toUpperCase()]) {
          expect(await allIds(variant, "en-US")).toEqual(expected)
        }
        // A German word with an umlaut or ß, searched in capitals.
        const german = slice.products.flatMap((p) => words(p.text["de-DE"].title)).find((w) => /[äöüß]/.test(w) && w.toUpperCase().toLowerCase() === w.toLowerCase())!
        expect(german).toBeDefined()
        const expectedGerman = expectedIds(german, "de-DE")
        expect(expectedGerman.length).toBeGreaterThan(0)
        expect(await allIds(german.toUpperCase(), "de-DE")).toEqual(expectedGerman)
        expect(await allIds(german.toLowerCase(), "de-DE")).toEqual(expectedGerman)
      })

      it("matches a tag's translated value in the locale, also for products whose title lacks it", async () => {
        // A tag whose German value appears in no German title of a product carrying it: found by the tag alone.
        const tag = slice.tags.find((t) => {
          const value = t.translations["de-DE"].toLowerCase()
          return (
            value.length >= 4 &&
            value !== t.value.toLowerCase() &&
            expectedIds(value, "ja-JP").length === 0 &&
            slice.products.some((p) => p.tags.includes(t.value) && !p.text["de-DE"].title.toLowerCase().includes(value))
          )
        })!
        expect(tag).toBeDefined()
        const germanValue = tag.translations["de-DE"]
        const tagOnly = slice.products.find((p) => p.tags.includes(tag.value) && !p.text["de-DE"].title.toLowerCase().includes(germanValue.toLowerCase()))!
        const ids = await allIds(germanValue, "de-DE")
        expect(ids).toEqual(expectedIds(germanValue, "de-DE"))
        expect(ids).toContain(tagOnly.item_id)
        // The same product by its tag in Japanese, and not by the German tag value in Japanese.
        const japaneseValue = tag.translations["ja-JP"]
        expect(await allIds(japaneseValue, "ja-JP")).toContain(tagOnly.item_id)
        expect(await allIds(germanValue, "ja-JP")).toEqual(expectedIds(germanValue, "ja-JP"))
        expect(await allIds(germanValue, "ja-JP")).not.toContain(tagOnly.item_id)
      })

      it("a query naming a category finds that category's products", async () => {
        const luxury = slice.products.filter((p) => p.category === "luxury").map((p) => p.item_id)
        expect(luxury.length).toBeGreaterThan(0)
        for (const q of ["luxury", "LUXURY"]) {
          const ids = await allIds(q, "en-US")
          expect(ids).toEqual(expectedIds(q, "en-US"))
          expect(ids).toEqual(expect.arrayContaining(luxury))
        }
      })

      it("the category filter narrows the text match", async () => {
        const everything = expectedIds("e", "en-US")
        const categories = ["electronics", "accessories", "luxury"]
        let sum = 0
        for (const category of categories) {
          const expected = expectedIds("e", "en-US", category)
          expect(expected.length).toBeGreaterThan(0)
          expect(expected.length).toBeLessThan(everything.length)
          expect(await allIds("e", "en-US", category)).toEqual(expected)
          sum += expected.length
        }
        expect(await allIds("e", "en-US", "all")).toEqual(everything)
        // The wildcard product has no category: only "all" finds it.
        expect(sum).toBe(everything.length - (everything.includes(searchables.at(-1)!.itemId) ? 1 : 0))
        // A word of one category only, filtered by another: nothing.
        const ring = slice.products.find((p) => p.type === "jewellery")!
        const word = words(ring.text["en-US"].title).find((w) => expectedIds(w, "en-US", "electronics").length === 0)!
        expect(await allIds(word, "en-US", "luxury")).toContain(ring.item_id)
        expect(await allIds(word, "en-US", "electronics")).toEqual([])
      })

      it("a nonsense query finds nothing", async () => {
        const { ids, count } = await search({ q: "qqxzzyq-nothing", locale: "de-DE" })
        expect(ids).toEqual([])
        expect(count).toBe(0)
      })

      it("drafts and deleted products are never found", async () => {
        expect(await allIds("Zyxwv", "en-US")).toEqual([])
      })

      it("LIKE wildcards and backslashes in the query are literal characters", async () => {
        const wildcardId = searchables.at(-1)!.itemId
        for (const q of ["%", "_", "0%", "n_c", "100% Pima", "%Pima%"]) {
          const ids = await allIds(q, "de-DE")
          expect(ids).toEqual(expectedIds(q, "de-DE"))
          expect(ids).toEqual(q === "%Pima%" ? [] : [wildcardId])
        }
        for (const q of ["\\", "\\%", "o_t", "a%e"]) {
          expect(await allIds(q, "en-US")).toEqual([])
        }
        // Not a wildcard: "e" matches nearly everything, "%" only the product with a percent sign.
        expect((await allIds("e", "en-US")).length).toBeGreaterThan(10)
      })

      it("an untranslated product is found by its original title in every locale", async () => {
        const wildcardId = searchables.at(-1)!.itemId
        for (const locale of ["ja-JP", "ar-SA", "pl-PL"] as const) {
          expect(await allIds("qvork", locale)).toEqual([wildcardId])
        }
      })
    })

    describe("paging", () => {
      it("count is the total while entries are one page, in item id order", async () => {
        const expected = expectedIds("a", "en-US")
        expect(expected.length).toBeGreaterThan(12)
        const first = await search({ q: "a", locale: "en-US", limit: "5", offset: "0" })
        const second = await search({ q: "a", locale: "en-US", limit: "5", offset: "5" })
        expect(first.count).toBe(expected.length)
        expect(second.count).toBe(expected.length)
        expect(first.ids).toEqual(expected.slice(0, 5))
        expect(second.ids).toEqual(expected.slice(5, 10))
        const past = await search({ q: "a", locale: "en-US", offset: "100000" })
        expect(past.ids).toEqual([])
        expect(past.count).toBe(expected.length)
      })

      it("entries have the catalogue's shape: 15 translations, JSON-encoded tags", async () => {
        const { body } = await search({ q: "watch", locale: "en-US", limit: "3" })
        expect(body.entries.length).toBeGreaterThan(0)
        for (const entry of body.entries) {
          expect(entry.translations).toHaveLength(15)
          for (const t of entry.translations) expect(Array.isArray(JSON.parse(t.tags))).toBe(true)
        }
      })
    })

    describe("validation", () => {
      const rejects = [
        ["missing q", ""],
        ["blank q", "q=%20%20%20"],
        ["q over 100 characters", `q=${"a".repeat(101)}`],
        ["repeated q", "q=a&q=b"],
        ["a NUL byte in q", "q=a%00b"],
        ["a control character in q", "q=%1Fwatch"],
        ["q as an array", "q[]=a"],
        ["unknown category", "q=a&category=toys"],
        ["unsupported locale", "q=a&locale=xx-XX"],
        ["a locale the store lacks", "q=a&locale=sv-SE"],
        ["malformed locale", "q=a&locale=not%20a%20locale"],
        ["limit 0", "q=a&limit=0"],
        ["limit 101", "q=a&limit=101"],
        ["negative offset", "q=a&offset=-1"],
        ["fractional limit", "q=a&limit=1.5"],
        ["unknown parameter", "q=a&sort=price"],
      ]
      it.each(rejects)("400 for %s", async (_, query) => {
        const res = await api.get(`/store/catalogue/search?${query}`, { headers, validateStatus: () => true })
        expect(res.status).toBe(400)
        expect(res.data.type).toBe("invalid_data")
      })

      it("accepts 100 characters, trimmed", async () => {
        const { count } = await search({ q: `  ${"a".repeat(100)}  ` })
        expect(count).toBe(0)
      })
    })

    describe("indexes", () => {
      it("the translation table has trigram indexes on product titles and tag values", async () => {
        const connection = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const { rows } = await connection.raw(
          "SELECT indexdef FROM pg_indexes WHERE tablename = 'translation' AND indexdef ILIKE '%gin_trgm_ops%' ORDER BY indexname"
        )
        const definitions = rows.map((row: { indexdef: string }) => row.indexdef)
        expect(definitions).toHaveLength(2)
        expect(definitions.some((d: string) => d.includes("'title'") && d.includes("'product'::text"))).toBe(true)
        expect(definitions.some((d: string) => d.includes("'value'") && d.includes("'product_tag'::text"))).toBe(true)
      })
    })
  },
})
