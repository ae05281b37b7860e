/** Every language has exactly English's keys, and every UI string in the code exists in English. */
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { LANGUAGE_CODES } from "@shop/contracts/languages"

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
      const missing = [...english.keys()].filter((key) => !keys.has(key))
      const extra = [...keys.keys()].filter((key) => !english.has(key))
      assert.deepEqual(missing, [], `${code}.json lacks keys`)
      assert.deepEqual(extra, [], `${code}.json has keys English does not`)
      for (const [key, text] of keys) assert.ok(typeof text === "string" && text.trim() !== "", `${code}.json: ${key} is not a non-empty string`)
    })

    it(`${code}: keeps every {{placeholder}} of English`, () => {
      const keys = flatten(read(code))
      for (const [key, text] of english) {
        const wanted = new Set(String(text).match(/{{\s*\w+\s*}}/g) ?? [])
        const found = new Set(String(keys.get(key)).match(/{{\s*\w+\s*}}/g) ?? [])
        assert.deepEqual(found, wanted, `${code}.json: ${key}`)
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
    assert.deepEqual(
      [...used].filter((key) => !english.has(key)),
      []
    )
  })
})
