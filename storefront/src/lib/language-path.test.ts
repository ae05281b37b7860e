import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { languageDefaults, languageFromPath, localizePath, switchLanguageInPath } from "./language-path"

describe("language from path", () => {
  it("defaults to Polish without a prefix", () => {
    assert.equal(languageFromPath("/"), "pl")
    assert.equal(languageFromPath("/products"), "pl")
    assert.equal(languageFromPath("/product/12"), "pl")
  })

  it("takes the first segment when it is one of the 15 codes", () => {
    for (const code of LANGUAGE_CODES) {
      assert.equal(languageFromPath(`/${code}`), code)
      assert.equal(languageFromPath(`/${code}/products`), code)
    }
  })

  it("ignores unknown or later segments", () => {
    assert.equal(languageFromPath("/xx/products"), "pl")
    assert.equal(languageFromPath("/products/de"), "pl")
    assert.equal(languageFromPath("/EN/products"), "pl")
  })
})

describe("switching language in a path", () => {
  it("adds a prefix when there is none", () => {
    assert.equal(switchLanguageInPath("/", "de"), "/de")
    assert.equal(switchLanguageInPath("/product/5", "ar"), "/ar/product/5")
  })

  it("never links off the shop: leading slashes and backslashes of a request path collapse to one", () => {
    // "//evil.example" and "/\\evil.example" in an href are links to the host evil.example.
    assert.equal(switchLanguageInPath("//evil.example", "de"), "/de/evil.example")
    assert.equal(switchLanguageInPath("//evil.example", "pl"), "/evil.example")
    assert.equal(switchLanguageInPath("/\\evil.example/x", "pl"), "/evil.example/x")
    // …also after the language prefix, which the switch removes for Polish.
    assert.equal(switchLanguageInPath("/en//evil.example", "pl"), "/evil.example")
    assert.equal(switchLanguageInPath("///de//evil.example", "en"), "/en/evil.example")
  })

  it("replaces an existing prefix", () => {
    assert.equal(switchLanguageInPath("/en", "de"), "/de")
    assert.equal(switchLanguageInPath("/en/", "de"), "/de")
  })

  it("drops the prefix for Polish, whose pages are unprefixed", () => {
    assert.equal(switchLanguageInPath("/en/cart", "pl"), "/cart")
    assert.equal(switchLanguageInPath("/en", "pl"), "/")
  })
})

describe("localized links", () => {
  it("are unprefixed in Polish", () => {
    assert.equal(localizePath("/products", "pl"), "/products")
    assert.equal(localizePath("/", "pl"), "/")
  })

  it("carry the prefix of every other language", () => {
    assert.equal(localizePath("/products", "de"), "/de/products")
    assert.equal(localizePath("/", "ja"), "/ja")
    assert.equal(localizePath("/search?q=watch", "fr"), "/fr/search?q=watch")
  })
})
describe("language defaults", () => {
  it("gives each language its currency (one the shop charges: Korean USD, ADR 0018) and Arabic right-to-left", () => {
    assert.deepEqual(languageDefaults("pl"), { currency: "PLN", dir: "ltr" })
    assert.deepEqual(languageDefaults("de"), { currency: "EUR", dir: "ltr" })
    assert.deepEqual(languageDefaults("ar"), { currency: "USD", dir: "rtl" })
    assert.deepEqual(languageDefaults("ko"), { currency: "USD", dir: "ltr" })
    assert.deepEqual(languageDefaults("ja"), { currency: "JPY", dir: "ltr" })
  })
})
