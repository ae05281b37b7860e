import assert from "node:assert/strict"
import { test } from "node:test"
import { scaledCatalogue } from "./scale"

test("the catalogue at 100x holds 64,000 products, each with an item id, a handle and SKUs of its own", () => {
  const { products } = scaledCatalogue(100)
  assert.equal(products.length, 64_000)
  assert.equal(new Set(products.map((product) => product.item_id)).size, products.length)
  assert.equal(new Set(products.map((product) => product.ident)).size, products.length)
  const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku))
  assert.equal(new Set(skus).size, skus.length, "Medusa refuses a SKU a second time")
})

test("only the samples carry a merchandiser's bestseller mark, not their copies", () => {
  const { products } = scaledCatalogue(3)
  const marked = products.filter((product) => product.bestseller)
  assert.ok(marked.length > 0)
  assert.ok(
    marked.every((product) => !/-s\d+$/.test(product.ident)),
    `copies marked: ${marked.map((product) => product.ident).join(", ")}`
  )
})
