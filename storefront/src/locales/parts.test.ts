/**
 * The UI strings' pieces (./parts.ts) against the code: every key the shell's code names is in the shell's
 * strings, and every key a screen's code names is in the shell's or in that screen's part, or the screen would
 * show the key itself after a move to it in the browser. The code's keys are read from its string literals
 * ("cart.added", and the fixed start of a template such as `search.categories.${category}`), following its
 * relative imports, static and dynamic (the product's reviews tab, the header's search panel).
 */
import assert from "node:assert/strict"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { SCREEN_MODULES, type ScreenName } from "../app/screen-modules"
import { pickStrings, SHELL_STRINGS, STRING_PARTS } from "./parts"

const storefront = path.join(import.meta.dirname, "..", "..")
const english = JSON.parse(readFileSync(path.join(import.meta.dirname, "en.json"), "utf8")) as Record<string, unknown>
const sections = Object.keys(english)

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ""))
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** The source files `entry` reaches through relative imports (static and dynamic), `entry` included. */
function reachable(entry: string, except: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (found.has(file) || except.has(file)) continue
    found.add(file)
    const source = readFileSync(file, "utf8")
    for (const match of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)["'](\.{1,2}\/[^"']+)["']/gm)) {
      const imported = resolveImport(file, match[1]!)
      if (imported) pending.push(imported)
    }
  }
  return found
}

/** The UI-string keys the files name: string literals that start with a section's name (a template's fixed start). */
function namedKeys(files: Iterable<string>): Map<string, string> {
  const keys = new Map<string, string>()
  const literal = new RegExp(String.raw`["'\`]((?:${sections.join("|")})\.[\w.]*)`, "g")
  for (const file of files) {
    // The list of pieces itself (the server and the app import it) names keys without showing them.
    if (path.dirname(file) === import.meta.dirname) continue
    for (const match of readFileSync(file, "utf8").matchAll(literal)) keys.set(match[1]!.replace(/\.$/, ""), path.relative(storefront, file))
  }
  return keys
}

/** Whether `key` (or, for a template's start, everything under it) is among `paths`. */
const covered = (key: string, paths: readonly string[]) => paths.some((p) => key === p || key.startsWith(`${p}.`))

const uncovered = (keys: Map<string, string>, paths: readonly string[]) => [...keys].filter(([key]) => !covered(key, paths)).map(([key, file]) => `${key} (${file})`)

const shellFiles = reachable(path.join(storefront, "src", "main.tsx"))

describe("UI strings in pieces", () => {
  it("the shell's strings hold every key the shell's code names (header, footer, search panel…)", () => {
    assert.deepEqual(uncovered(namedKeys(shellFiles), SHELL_STRINGS), [])
  })

  for (const [screen, { module, strings }] of Object.entries(SCREEN_MODULES) as [ScreenName, (typeof SCREEN_MODULES)[ScreenName]][]) {
    it(`${screen}: the shell's strings and the ${strings} part hold every key its code names`, () => {
      const files = reachable(path.join(storefront, module), shellFiles)
      assert.deepEqual(uncovered(namedKeys(files), [...SHELL_STRINGS, ...STRING_PARTS[strings]]), [])
    })
  }

  it("every path of a piece is a key or subtree of the strings", () => {
    for (const p of [...SHELL_STRINGS, ...Object.values(STRING_PARTS).flat()]) {
      assert.notDeepEqual(pickStrings(english as never, [p]), {}, p)
    }
  })

  it("pickStrings takes the subtrees at the paths, copied", () => {
    const strings = { a: { b: "1", c: { d: "2" } }, e: "3" }
    const picked = pickStrings(strings, ["a.c", "a.c.d", "e", "x.y"])
    assert.deepEqual(picked, { a: { c: { d: "2" } }, e: "3" })
    assert.notEqual((picked.a as { c: unknown }).c, strings.a.c)
  })

  it("pickStrings takes a count string's plural forms by the key they share", () => {
    const strings = { search: { seeAll_one: "1", seeAll_other: "n", seeAllButton: "b", label: "l" } }
    assert.deepEqual(pickStrings(strings, ["search.seeAll"]), { search: { seeAll_one: "1", seeAll_other: "n" } })
  })
})
