import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { parsePreloadedProduct } from "./preloaded-product"

const entry = { item: { id: 5, ident: "x", image_url: null, best_usd_price: 1 }, translations: [] }

describe("product page: pre-loaded product", () => {
  it("is used when its item id is the route's id", () => {
    assert.deepEqual(parsePreloadedProduct(JSON.stringify(entry), 5), entry)
  })

  it("is ignored for another id, without an element, or when unreadable", () => {
    assert.equal(parsePreloadedProduct(JSON.stringify(entry), 6), undefined)
    assert.equal(parsePreloadedProduct(undefined, 5), undefined)
    assert.equal(parsePreloadedProduct("{not json", 5), undefined)
    assert.equal(parsePreloadedProduct("null", 5), undefined)
    assert.equal(parsePreloadedProduct(JSON.stringify({ item: { id: 5 } }), 5), undefined)
  })
})
