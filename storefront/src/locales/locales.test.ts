/**
 * Every language has exactly English's keys (a count string: the plural forms its own language has), and every
 * UI string in the code exists in English.
 */
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { withoutIsolates } from "@shop/contracts/bidi"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { pluralBase, pluralBases, pluralCategory, pluralProblems, PLURAL_SAMPLE_COUNTS } from "@shop/contracts/plurals"
import { createRenderI18n } from "../lib/i18n-render"
import type { UiStrings } from "../lib/i18n-backend"

const here = import.meta.dirname
const read = (code: string): unknown => JSON.parse(readFileSync(path.join(here, `${code}.json`), "utf8"))

/** "a.b.c" for every string leaf; anything but strings and objects is reported as invalid. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>()
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) keys.set(leaf, text)
    }
  } else {
    keys.set(prefix, value)
  }
  return keys
}

const english = flatten(read("en"))
/** The count strings, by their key without the plural suffix ("shipping.table.days"). */
const countStrings = pluralBases(english.keys())
/** A key as every language has it: a count string's forms differ per language, its base does not. */
const shared = (key: string) => pluralBase(key) ?? key
const sharedKeys = (keys: Iterable<string>) => new Set([...keys].map(shared))
/** The {{placeholders}} of a text, but the count: a form may say it in words ("one review", Arabic's dual). */
const placeholders = (text: unknown) => new Set((String(text).match(/{{\s*\w+\s*}}/g) ?? []).filter((name) => !/{{\s*count\s*}}/.test(name)))

/** A form as i18next fills it in this test's values (isolated, as the shop's values are). */
const fill = (text: unknown, count: number) =>
  String(text).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => ({ count: String(count), days: "1–2", q: "q", amount: "€1", price: "€1", flag: "🇩🇪", country: "DE" })[name] ?? "")

describe("locales", () => {
  it("has one file per language and no others", () => {
    const files = readdirSync(here)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""))
      .sort()
    assert.deepEqual(files, [...LANGUAGE_CODES].sort())
  })

  for (const code of LANGUAGE_CODES) {
    it(`${code}: same keys as English, every value a non-empty string`, () => {
      const keys = flatten(read(code))
      const own = sharedKeys(keys.keys())
      const englishKeys = sharedKeys(english.keys())
      const missing = [...englishKeys].filter((key) => !own.has(key))
      const extra = [...own].filter((key) => !englishKeys.has(key))
      assert.deepEqual(missing, [], `${code}.json lacks keys`)
      assert.deepEqual(extra, [], `${code}.json has keys English does not`)
      for (const [key, text] of keys) assert.ok(typeof text === "string" && text.trim() !== "", `${code}.json: ${key} is not a non-empty string`)
    })

    it(`${code}: sets each value into a sentence once`, () => {
      // A value twice is a sentence broken by an edit: English once read "2 business dayselivery to …: 2 business days".
      for (const [key, text] of flatten(read(code))) {
        const names = String(text).match(/{{\s*\w+\s*}}/g) ?? []
        assert.equal(new Set(names).size, names.length, `${code}.json: ${key} sets a value twice: ${String(text)}`)
      }
    })

    it(`${code}: keeps every {{placeholder}} of English`, () => {
      const englishText = new Map([...english].map(([key, text]) => [shared(key), text]))
      for (const [key, text] of flatten(read(code))) assert.deepEqual(placeholders(text), placeholders(englishText.get(shared(key))), `${code}.json: ${key}`)
    })

    it(`${code}: every count string has each plural form the language has, for 0, 1, 2, 3, 5, 11, 21, 22 and 101`, () => {
      assert.deepEqual(pluralProblems(code, flatten(read(code)).keys(), countStrings), [])
    })

    it(`${code}: i18next shows each count string's own form for every count`, () => {
      const strings = read(code) as UiStrings
      const i18n = createRenderI18n(code, strings)
      const flat = flatten(strings)
      for (const base of countStrings) {
        for (const count of PLURAL_SAMPLE_COUNTS) {
          const form = pluralCategory(code, count)
          const shown = i18n.t(base, { count, days: "1–2", q: "q", amount: "€1", price: "€1", flag: "🇩🇪", country: "DE" })
          assert.equal(withoutIsolates(shown), withoutIsolates(fill(flat.get(`${base}_${form}`), count)), `${code} ${base} for ${count}`)
        }
      }
    })
  }

  it("English has every key the code names literally", () => {
    const used = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
          // t("a.b") calls, and the label/heading keys of link lists (nav-links.ts).
          for (const match of readFileSync(file, "utf8").matchAll(/(?:\bt\(\s*|\b(?:label|heading): )"(\w+\.[\w.]+)"/g)) used.add(match[1]!)
        }
      }
    }
    walk(path.join(here, ".."))
    const known = sharedKeys(english.keys())
    assert.deepEqual(
      [...used].filter((key) => !known.has(key)),
      []
    )
  })
})
