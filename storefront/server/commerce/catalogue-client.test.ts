import assert from "node:assert/strict"
import { test } from "node:test"
import { withLocalImages } from "./catalogue-client.js"

const entry = (image_url: string | null) => ({ item: { id: 1, ident: "x", image_url, best_usd_price: 1 }, translations: [] })

test("images: the storefront's own product images are served from the shopper's origin", () => {
  assert.equal(withLocalImages(entry("http://localhost:3000/images/products/phone-black.svg")).item.image_url, "/images/products/phone-black.svg")
  assert.equal(withLocalImages(entry("https://shop.example/images/products/a.svg")).item.image_url, "/images/products/a.svg")
})

test("images: other hosts' images and missing images are left alone", () => {
  assert.equal(withLocalImages(entry("https://cdn.example/photos/a.jpg")).item.image_url, "https://cdn.example/photos/a.jpg")
  assert.equal(withLocalImages(entry(null)).item.image_url, null)
})
