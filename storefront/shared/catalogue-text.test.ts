import assert from "node:assert/strict"
import { test } from "node:test"
import type { CatalogueEntry } from "./api.js"
import { displayText, parseTags } from "./catalogue-text.js"

const entry = (translations: CatalogueEntry["translations"]): CatalogueEntry => ({
  item: { id: 7, ident: "voltra-nova", image_url: null, best_usd_price: 10 },
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
  assert.deepEqual(parseTags('["ok", 3]'), ["ok"])
})
