import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { canonicalRedirect, canonicalSearch, languagePath, pageUrl } from "./page-urls.js"

describe("one URL per page", () => {
  it("keeps Polish unprefixed and prefixes every other language", () => {
    assert.equal(languagePath("/", "pl"), "/")
    assert.equal(languagePath("/products", "pl"), "/products")
    assert.equal(languagePath("/", "de"), "/de")
    assert.equal(languagePath("/product/5", "ar"), "/ar/product/5")
    assert.equal(pageUrl("https://shop.example", "/faq", "ja"), "https://shop.example/ja/faq")
  })

  it("redirects /pl/... to the unprefixed page, keeping the query", () => {
    assert.equal(canonicalRedirect("/pl", ""), "/")
    assert.equal(canonicalRedirect("/pl/", ""), "/")
    assert.equal(canonicalRedirect("/pl/products", "?page=3"), "/products?page=3")
    assert.equal(canonicalRedirect("/pl/search", "?q=watch"), "/search?q=watch")
  })

  it("drops trailing slashes, leading zeros of product ids and the default page", () => {
    assert.equal(canonicalRedirect("/de/", ""), "/de")
    assert.equal(canonicalRedirect("/de/products/", ""), "/de/products")
    assert.equal(canonicalRedirect("/product/007", ""), "/product/7")
    assert.equal(canonicalRedirect("/de/products", "?page=1"), "/de/products")
    assert.equal(canonicalRedirect("/products", "?page=abc&utm_source=x"), "/products?utm_source=x")
  })

  it("leaves canonical URLs and unknown paths alone", () => {
    for (const [path, search] of [
      ["/", ""],
      ["/de", ""],
      ["/products", "?page=2"],
      ["/ar/product/5", ""],
      ["/search", "?q=a%20b"],
      ["/de/cart", "?x=1"],
    ] as const) {
      assert.equal(canonicalRedirect(path, search), undefined, path + search)
    }
    for (const path of ["/xx/products", "/nope", "/product/abc", "/pl/nope"]) assert.equal(canonicalRedirect(path, ""), undefined, path)
  })

  it("keeps only a page's meaningful query parameters in its canonical form", () => {
    assert.equal(canonicalSearch("products", new URLSearchParams("page=2&utm_source=x")), "?page=2")
    assert.equal(canonicalSearch("products", new URLSearchParams("page=1")), "")
    assert.equal(canonicalSearch("faq", new URLSearchParams("ref=mail")), "")
    assert.equal(canonicalSearch("search", new URLSearchParams("category=luxury&q=gold")), "?q=gold&category=luxury")
  })
})
