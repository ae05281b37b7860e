import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createProductsWorkflow, deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { importCatalogueIntoCommerce } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { only } from "../support/only"
import { fromMigratedTemplate } from "../support/migrated-template"

jest.setTimeout(180 * 1000)

/**
 * What the storefront's search index (storefront/server/search) is built from: GET
 * /store/catalogue/search-documents. A slice of the real generated catalogue that spans every category and
 * product type: the three spec samples plus every 12th product (≈ 56 products, item ids kept as generated).
 */
const slice = catalogueOf((_, i) => i < 3 || i % 12 === 0)

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    /** Item ids of the published products, the slice's and one added without a category. */
    const publishedIds = slice.products.map((p) => p.item_id)
    /** Item ids of a draft and of a deleted product. */
    const hiddenIds: number[] = []

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
        filters: { id: only(result, "created product").id },
      })
      const product = only(data, "product")
      return { id: product.id, itemId: product.catalogue_item!.item_id as number }
    }

    beforeAll(async () => {
      const container = getContainer()
      const result = await importCatalogueIntoCommerce(container, slice, () => {})
      expect(result.productsCreated).toBe(slice.products.length)
      headers = await storefrontHeaders(container)

      // Besides the catalogue: a published product in no category (a document with no category handles),
      // a draft and a deleted product (never documents).
      publishedIds.push((await createProduct("Qvork uncategorised lamp", "qvork-uncategorised", "published")).itemId)
      const draft = await createProduct("Zyxwv hidden draft lamp", "zyxwv-draft", "draft")
      const deleted = await createProduct("Zyxwv deleted lamp", "zyxwv-deleted", "published")
      await deleteProductsWorkflow(container).run({ input: { ids: [deleted.id] } })
      hiddenIds.push(draft.itemId, deleted.itemId)
    })

    describe("the documents the storefront's search index is built from", () => {
      interface DocumentsBody {
        documents: { entry: { item: { id: number }; translations: unknown[] }; categories: string[] }[]
        count?: number
      }
      const documents = async (query: string) => api.get(`/store/catalogue/search-documents?${query}`, { headers, validateStatus: () => true })

      it("pages through every published product with its categories; by ids, only published ones", async () => {
        const published = [...publishedIds].sort((a, b) => a - b)
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
        const missing = 999_999
        const byIds = (await documents(`ids=${[second, ...hiddenIds, first, missing].join(",")}`)).data as DocumentsBody
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
  },
})
