import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { CatalogueEntry, CatalogueTranslation } from "../../shared/api"
import { parseTags, productName, productText } from "./product-text"

const translation = (language_code: string, name: string, tags = "[]"): CatalogueTranslation => ({
  language_code,
  name,
  description: `${name} description`,
  tags,
})

const entry = (translations: CatalogueTranslation[]): CatalogueEntry => ({
  item: { id: 7, ident: "voltra-nova-x5", image_url: null, best_usd_price: 899.99 },
  translations,
})

describe("translation fallback", () => {
  const all = entry([translation("de", "Smartphone DE"), translation("en", "Smartphone EN", '["5g","camera"]'), translation("pl", "Smartfon PL")])

  it("shows the current language", () => {
    assert.equal(productText(all, "pl").name, "Smartfon PL")
    assert.equal(productText(all, "de").description, "Smartphone DE description")
  })

  it("falls back to English when the current language is missing", () => {
    assert.deepEqual(productText(all, "ja"), { name: "Smartphone EN", description: "Smartphone EN description", tags: ["5g", "camera"] })
  })

  it("falls back to the first translation without English", () => {
    assert.equal(productText(entry([translation("fr", "Téléphone"), translation("it", "Telefono")]), "ja").name, "Téléphone")
  })

  it("falls back to the ident without translations or without a name", () => {
    assert.deepEqual(productText(entry([]), "pl"), { name: "voltra-nova-x5", description: "", tags: [] })
    assert.equal(productText(entry([translation("pl", "  ")]), "pl").name, "voltra-nova-x5")
    assert.equal(productName([], "ident-only", "pl"), "ident-only")
    assert.equal(productName([{ language_code: "en", name: "Watch" }], "ident", "pl"), "Watch")
  })
})

describe("tags", () => {
  it("reads a JSON-encoded string array", () => {
    assert.deepEqual(parseTags('["a","b"]'), ["a", "b"])
  })

  it("reads anything else as no tags", () => {
    assert.deepEqual(parseTags("not json"), [])
    assert.deepEqual(parseTags('{"a":1}'), [])
    assert.deepEqual(parseTags('["a", 3, ""]'), ["a"])
    assert.deepEqual(parseTags(undefined), [])
  })
})
