import assert from "node:assert/strict"
import { test } from "node:test"
import type { CatalogueEntry } from "./api"
import { displayText, parseTags, productName, toTranslation, withEnglishFallback } from "./catalogue-text"
import { pricesOf, SPEC_RATES } from "./currencies"

const entry = (translations: CatalogueEntry["translations"]): CatalogueEntry => ({
  item: { id: 7, ident: "voltra-nova", image_url: null, best_usd_price: 10, prices: pricesOf(10, SPEC_RATES), stock: { status: "in_stock", max_quantity: 5 }, bestseller: false },
  translations,
})
const t = (language_code: string, name: string) => ({ language_code, name, description: `${name} text`, tags: JSON.stringify([name]) })

test("display text: the current language wins", () => {
  assert.equal(displayText(entry([t("en", "Phone"), t("de", "Telefon")]), "de").name, "Telefon")
})

test("display text: falls back to English, then the first translation", () => {
  assert.equal(displayText(entry([t("fr", "Téléphone"), t("en", "Phone")]), "ja").name, "Phone")
  assert.equal(displayText(entry([t("fr", "Téléphone"), t("de", "Telefon")]), "ja").name, "Téléphone")
})

test("display text: an empty name or no translations fall back to the ident", () => {
  assert.equal(displayText(entry([t("de", "")]), "de").name, "voltra-nova")
  assert.deepEqual(displayText(entry([]), "de"), { name: "voltra-nova", description: "", tags: [] })
})

test("tags: decoded from JSON, anything malformed gives no tags", () => {
  assert.deepEqual(parseTags('["5G","Kamera"]'), ["5G", "Kamera"])
  assert.deepEqual(parseTags("not json"), [])
  assert.deepEqual(parseTags('{"a":1}'), [])
  assert.deepEqual(parseTags('["ok", 3, ""]'), ["ok"])
  assert.deepEqual(parseTags(undefined), [])
})

test("display text: a blank name falls back to the ident; productName reads the cart's saved names alike", () => {
  assert.equal(displayText(entry([t("pl", "  ")]), "pl").name, "voltra-nova")
  assert.equal(productName([], "ident-only", "pl"), "ident-only")
  assert.equal(productName([{ language_code: "en", name: "Watch" }], "ident", "pl"), "Watch")
})

const english = { name: "Phone", description: "A phone.", tags: ["5G", "camera"] }

test("building a language's text: each missing or blank field is the English one", () => {
  assert.deepEqual(withEnglishFallback(english, { name: "Telefon", description: "Ein Telefon.", tags: ["5G", "Kamera"] }), {
    name: "Telefon",
    description: "Ein Telefon.",
    tags: ["5G", "Kamera"],
  })
  assert.deepEqual(withEnglishFallback(english, { name: "Telefon" }), { name: "Telefon", description: "A phone.", tags: ["5G", "camera"] })
  assert.deepEqual(withEnglishFallback(english, { name: " ", description: null, tags: [undefined, "Kamera"] }), {
    name: "Phone",
    description: "A phone.",
    tags: ["5G", "Kamera"],
  })
})

test("the wire shape encodes tags as a JSON string array, which parseTags reads back", () => {
  const wire = toTranslation("de", { name: "Telefon", description: "", tags: ['a"b', "Kamera"] })
  assert.deepEqual(wire, { language_code: "de", name: "Telefon", description: "", tags: '["a\\"b","Kamera"]' })
  assert.deepEqual(parseTags(wire.tags), ['a"b', "Kamera"])
})
