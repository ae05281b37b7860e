import { test } from "node:test"
import assert from "node:assert/strict"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { generateCatalogue } from "./generate"
import { CATEGORIES, LOCALES, type Catalogue, type Locale } from "./types"
import { PRODUCT_TYPES } from "./model"
import { TYPE_DEFS } from "./product-types"
import { SAMPLES } from "./samples"
import { imageCombinations, imageFileName, renderProductSvg } from "./images"
import { PRODUCT_IMAGE_DIR } from "./write-images"

const catalogue: Catalogue = generateCatalogue()
const { products } = catalogue

const lowestPrice = (id: number): number => {
  const product = products.find((p) => p.item_id === id)
  assert.ok(product, `item ${id} exists`)
  return Math.min(...product.variants.map((v) => v.usd_price))
}

test("is large and numbered 1..N", () => {
  assert.ok(products.length >= 624, `${products.length} products`)
  assert.deepEqual(
    products.map((p) => p.item_id),
    products.map((_, i) => i + 1)
  )
})

/**
 * Generation stays cheap (the seed and these tests run it on every start) when each type's name space is
 * wide enough: nearly every draft a type builder returns is unique and kept. A narrow one makes the
 * generator throw drafts away and retry, up to 200 times per product. Counted, not timed, so the answer is
 * the same on any machine: the PRNG streams are seeded, so the number of drafts is fixed.
 */
test("keeps nearly every draft it builds, so the work grows only with the catalogue", () => {
  const drafts = new Map<string, number>()
  const builders = TYPE_DEFS.map((def) => def.build)
  TYPE_DEFS.forEach((def, i) => {
    const build = builders[i]!
    def.build = (rng, ctx) => {
      drafts.set(def.type, (drafts.get(def.type) ?? 0) + 1)
      return build.call(def, rng, ctx)
    }
  })
  let counted: Catalogue
  try {
    counted = generateCatalogue()
  } finally {
    TYPE_DEFS.forEach((def, i) => (def.build = builders[i]!))
  }
  assert.equal(counted.products.length, products.length, "counting does not change the catalogue")
  let built = 0
  let generated = 0
  for (const def of TYPE_DEFS) {
    const made = counted.products.filter((p, i) => p.type === def.type && i >= SAMPLES.length).length
    const tries = drafts.get(def.type) ?? 0
    assert.ok(made > 0, `${def.type}: generated products`)
    // Today's worst type throws away 7 of 51 drafts; a quarter means its name space is running out.
    assert.ok(tries <= Math.ceil(made * 1.25), `${def.type}: ${tries} drafts built for ${made} products`)
    built += tries
    generated += made
  }
  // Today 665 drafts for 637 products.
  assert.ok(built <= Math.ceil(generated * 1.1), `${built} drafts built for ${generated} products`)
  // The whole catalogue (15 languages) is about 3.7 MB of JSON; it is loaded and imported in one go.
  const bytes = Buffer.byteLength(JSON.stringify(counted))
  assert.ok(bytes < 5_000_000, `${bytes} bytes of JSON`)
})

test("idents are unique, lowercase and URL-safe", () => {
  const idents = products.map((p) => p.ident)
  assert.equal(new Set(idents).size, idents.length)
  for (const ident of idents) assert.match(ident, /^[a-z0-9]+(-[a-z0-9]+)*$/)
})

test("is deterministic", () => {
  const again = generateCatalogue()
  assert.deepEqual(again, catalogue)
  assert.equal(JSON.stringify(again), JSON.stringify(catalogue))
})

test("covers every category and every type with at least 30 products", () => {
  for (const category of CATEGORIES)
    assert.ok(
      products.some((p) => p.category === category),
      category
    )
  for (const type of PRODUCT_TYPES) {
    const count = products.filter((p) => p.type === type).length
    assert.ok(count >= 30, `${type}: ${count}`)
  }
  const categoryOf = new Map<string, string>()
  for (const p of products) {
    assert.equal(categoryOf.get(p.type) ?? p.category, p.category, `${p.type} has one category`)
    categoryOf.set(p.type, p.category)
  }
  assert.equal(categoryOf.get("smartphone"), "electronics")
  assert.equal(categoryOf.get("charger"), "accessories")
  assert.equal(categoryOf.get("jewellery"), "luxury")
})

test("variants have unique skus and realistic 2-decimal USD prices", () => {
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku))
  assert.equal(new Set(skus).size, skus.length)
  for (const p of products) {
    assert.ok(p.variants.length >= 1 && p.variants.length <= 4, `${p.ident}: ${p.variants.length} variants`)
    assert.equal(new Set(p.variants.map((v) => v.title)).size, p.variants.length, `${p.ident} variant titles`)
    for (const v of p.variants) {
      assert.ok(v.usd_price >= 5 && v.usd_price <= 15000, `${v.sku}: ${v.usd_price}`)
      assert.equal(Math.round(v.usd_price * 100) / 100, v.usd_price, `${v.sku}: ${v.usd_price}`)
      assert.ok(v.title.length > 0 && v.sku.length > 0)
    }
  }
})

test("stock: whole units, a few variants sold out, some down to their last units, most in ordinary depth", () => {
  const stocks = products.flatMap((p) => p.variants.map((v) => v.stock))
  for (const stock of stocks) assert.ok(Number.isInteger(stock) && stock >= 0 && stock <= 240, `stock ${stock}`)
  const share = (test: (stock: number) => boolean) => stocks.filter(test).length / stocks.length
  assert.ok(share((stock) => stock === 0) > 0.02 && share((stock) => stock === 0) < 0.1, "a few sold out")
  assert.ok(share((stock) => stock > 0 && stock < 5) > 0.05 && share((stock) => stock > 0 && stock < 5) < 0.2, "some low")
  assert.ok(share((stock) => stock >= 12) > 0.75, "most in depth")
})

test("contains the spec's three search samples at item ids 1..3", () => {
  assert.equal(products[0]?.type, "smartphone")
  assert.equal(lowestPrice(1), 899.99)
  assert.equal(products[1]?.type, "headphones")
  assert.equal(lowestPrice(2), 299.99)
  assert.ok(products[2]?.type === "watch" || products[2]?.type === "smartwatch")
  assert.equal(lowestPrice(3), 1299.99)
  assert.notEqual(products[2]?.category, "luxury", "the spec's search only knows electronics and accessories")
})

test("every product has a title and description in all 15 locales, none shared between languages", () => {
  for (const p of products) {
    assert.deepEqual(Object.keys(p.text).sort(), [...LOCALES].sort(), p.ident)
    for (const locale of LOCALES) {
      assert.ok(p.text[locale].title.trim().length > 0, `${p.ident} ${locale} title`)
      assert.ok(p.text[locale].description.trim().length > 0, `${p.ident} ${locale} description`)
    }
    const titles = LOCALES.map((l) => p.text[l].title)
    const descriptions = LOCALES.map((l) => p.text[l].description)
    assert.equal(new Set(titles).size, LOCALES.length, `${p.ident}: a title repeats across languages`)
    assert.equal(new Set(descriptions).size, LOCALES.length, `${p.ident}: a description repeats across languages`)
  }
})

test("titles are unique within each language", () => {
  for (const locale of LOCALES) {
    const titles = products.map((p) => p.text[locale].title)
    assert.equal(new Set(titles).size, titles.length, locale)
  }
})

test("descriptions vary between products and have two or three sentences", () => {
  const english = products.map((p) => p.text["en-US"].description)
  assert.ok(new Set(english).size > products.length * 0.95, "descriptions are not copies of each other")
  const openings = new Set(english.map((d) => d.split(" ").slice(0, 1).join(" ")))
  assert.ok(openings.size >= 3, "several opening templates are in use")
  for (const d of english) {
    const sentences = d.split(/(?<=\.)\s+(?=[A-Z])/).length
    assert.ok(sentences >= 2 && sentences <= 3, d)
  }
})

/** Letters of a text written in `script`, and their share of all letters once the brand name is removed. */
function scriptUse(text: string, brand: string, script: RegExp): { count: number; share: number } {
  const letters = [...text.split(brand).join("")].filter((ch) => /\p{L}/u.test(ch))
  const count = letters.filter((ch) => script.test(ch)).length
  return { count, share: count / Math.max(1, letters.length) }
}

const SCRIPTS: Partial<Record<Locale, RegExp>> = {
  "zh-CN": /\p{Script=Han}/u,
  "ar-SA": /\p{Script=Arabic}/u,
  "ru-RU": /\p{Script=Cyrillic}/u,
  "hi-IN": /\p{Script=Devanagari}/u,
  "bn-BD": /\p{Script=Bengali}/u,
  "ko-KR": /\p{Script=Hangul}/u,
  "ja-JP": /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
}

test("non-Latin languages are written in their own script", () => {
  for (const p of products) {
    for (const [locale, script] of Object.entries(SCRIPTS) as [Locale, RegExp][]) {
      const { title, description } = p.text[locale]
      assert.match(title, script, `${p.ident} ${locale} title`)
      // Model names and units (USB-C, 5000mAh) stay Latin, so "mostly" rather than "only" native script.
      const use = scriptUse(description, p.brand, script)
      assert.ok(use.count >= 15 && use.share > 0.5, `${p.ident} ${locale}: ${description}`)
    }
    assert.match(p.text["ja-JP"].description, /[\p{Script=Hiragana}\p{Script=Katakana}]/u, `${p.ident} ja has kana`)
    assert.doesNotMatch(p.text["zh-CN"].description, /[\p{Script=Hiragana}\p{Script=Katakana}]/u, `${p.ident} zh has no kana`)
  }
})

/** Small words that only read naturally in that language; one must appear in every description. */
const COMMON_WORDS: Partial<Record<Locale, RegExp>> = {
  "en-US": / (and|the|with|for) /,
  "de-DE": / (und|mit) /,
  "fr-FR": / (et|de|pour|le|la) /,
  "es-ES": / (y|de|para|el|la) /,
  "it-IT": / (e|di|per|il|da) /,
  "pt-PT": / (e|de|para|o|em) /,
  "pl-PL": / (i|z|na|do|to) /,
  "id-ID": / (dan|dengan|untuk|yang|ini) /,
}

test("Latin-script languages use their own everyday words", () => {
  for (const p of products) {
    for (const [locale, words] of Object.entries(COMMON_WORDS) as [Locale, RegExp][]) {
      assert.match(p.text[locale].description, words, `${p.ident} ${locale}: ${p.text[locale].description}`)
    }
    assert.doesNotMatch(p.text["de-DE"].description, / (the|and|with) /, `${p.ident} de is not English`)
    assert.doesNotMatch(p.text["pl-PL"].description, / (the|and|with) /, `${p.ident} pl is not English`)
  }
})

test("tags come from the shared vocabulary and are translated everywhere", () => {
  const values = catalogue.tags.map((t) => t.value)
  assert.equal(new Set(values).size, values.length, "tag values are unique")
  const used = new Set(products.flatMap((p) => p.tags))
  assert.deepEqual([...used].sort(), [...values].sort(), "Catalogue.tags lists exactly the used tags")
  for (const p of products) {
    assert.ok(p.tags.length >= 2 && p.tags.length <= 5, `${p.ident}: ${p.tags.length} tags`)
    assert.equal(new Set(p.tags).size, p.tags.length, `${p.ident}: duplicate tag`)
  }
  for (const tag of catalogue.tags) {
    assert.equal(tag.value, tag.value.toLowerCase(), tag.value)
    assert.deepEqual(Object.keys(tag.translations).sort(), [...LOCALES].sort(), tag.value)
    const words = LOCALES.map((l) => tag.translations[l])
    for (const w of words) assert.ok(w.trim().length > 0, `${tag.value}: empty translation`)
    assert.ok(new Set(words).size > 1, `${tag.value}: all translations identical`)
    assert.equal(tag.translations["en-US"], tag.value)
  }
})

test("every referenced image exists and every drawn image is used", () => {
  const referenced = new Set(products.map((p) => p.image))
  for (const file of referenced) {
    assert.ok(existsSync(path.join(PRODUCT_IMAGE_DIR, file)), `missing ${file}: run npx tsx src/catalogue/write-images.ts`)
  }
  const drawn = imageCombinations().map((c) => imageFileName(c.type, c.colour))
  assert.deepEqual([...referenced].sort(), [...drawn].sort())
})

test("images are small self-contained SVGs that match the generator", () => {
  for (const { type, colour } of imageCombinations()) {
    const svg = renderProductSvg(type, colour)
    assert.ok(Buffer.byteLength(svg) < 3072, `${type}-${colour}: ${Buffer.byteLength(svg)} bytes`)
    assert.match(svg, /viewBox="0 0 600 600"/)
    assert.doesNotMatch(svg, /href|<text|<image|url\(/, `${type}-${colour} has no external references or text`)
    const file = path.join(PRODUCT_IMAGE_DIR, imageFileName(type, colour))
    assert.equal(readFileSync(file, "utf8"), svg, `${file} is stale: run npx tsx src/catalogue/write-images.ts`)
  }
})
