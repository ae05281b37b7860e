import assert from "node:assert/strict"
import { test } from "node:test"
import { compareFigures, verdictOf } from "./comparison.js"
import { figureTable, formatValue, targetText, type Figure } from "./figures.js"
import { withIntro, withSection } from "./readme.js"

const README = [
  "# Benches",
  "",
  "Intro.",
  "",
  "## catalogue",
  "",
  "old catalogue figures",
  "",
  "## hot-routes",
  "",
  "old hot-routes figures",
  "```sh",
  "# a shell comment, no heading",
  "```",
  "",
  "### a sub-heading inside hot-routes",
  "",
  "## Old and new build side by side",
  "",
  "compare's table",
  "",
].join("\n")
const ORDER = ["## catalogue", "## hot-routes", "## server-render", "## Old and new build side by side"]

test("bench README: a bench's section replaces its own and leaves every other as it was", () => {
  const written = withSection(README, "## hot-routes\n\nnew hot-routes figures\n", ORDER)
  assert.equal(
    written,
    [
      "# Benches",
      "",
      "Intro.",
      "",
      "## catalogue",
      "",
      "old catalogue figures",
      "",
      "## hot-routes",
      "",
      "new hot-routes figures",
      "",
      "## Old and new build side by side",
      "",
      "compare's table",
      "",
    ].join("\n")
  )
})

test("bench README: the last section is replaced up to the end of the file", () => {
  const written = withSection(README, "## Old and new build side by side\n\nnew table", ORDER)
  assert.ok(written.startsWith(README.slice(0, README.indexOf("## Old and new"))))
  assert.ok(written.endsWith("## Old and new build side by side\n\nnew table\n"))
  assert.ok(!written.includes("compare's table"))
})

test("bench README: a bench's first section goes before the sections the order puts after it", () => {
  const written = withSection(README, "## server-render\n\nits figures", ORDER)
  const headings = written.split("\n").filter((line) => line.startsWith("## "))
  assert.deepEqual(headings, ["## catalogue", "## hot-routes", "## server-render", "## Old and new build side by side"])
  assert.ok(written.includes("### a sub-heading inside hot-routes\n\n## server-render\n\nits figures\n\n## Old and new"))
})

test("bench README: a section the order does not name is added at the end; a heading in fenced code is no heading", () => {
  const written = withSection(README, "# a shell comment, no heading\n\nsection", ORDER)
  assert.ok(written.startsWith(README.trimEnd()))
  assert.ok(written.endsWith("compare's table\n\n# a shell comment, no heading\n\nsection\n"))
})

test("bench README: the intro is replaced, the sections kept", () => {
  assert.equal(withIntro(README, "# Benches\n\nNew intro.\n"), README.replace("Intro.", "New intro."))
  assert.equal(withIntro("", "# Benches\n\nNew intro.\n"), "# Benches\n\nNew intro.\n")
})

const p99: Figure = { name: "p99", value: 12.345, unit: "ms", target: ["≤", 25] }
const perSecond: Figure = { name: "queries/s", value: 450, unit: "queries/s", target: ["≥", 500] }

test("bench figures: a table row holds the value, its target and whether it is met", () => {
  const table = figureTable([p99, perSecond, { name: "errors", value: 0, unit: "", target: ["=", 0] }, { name: "RSS", value: undefined, unit: "MB" }])
  assert.deepEqual(table.split("\n").slice(2), [
    "| p99 | 12.3 ms | ≤ 25 ms | ✔ |",
    "| queries/s | 450 queries/s | ≥ 500 queries/s | ✖ |",
    "| errors | 0 | 0 | ✔ |",
    "| RSS | n/a | — | — |",
  ])
  assert.equal(formatValue(14210.4, "req/s"), "14,210 req/s")
  assert.equal(formatValue(1.5, "×"), "1.50×")
  assert.equal(targetText({ target: ["<", 100_000], unit: "" }), "< 100,000")
})

test("bench:compare: figures paired by name, the median of each build's runs, judged the way the target points", () => {
  const run = (p99Ms: number, rate?: number): Figure[] => [{ ...p99, value: p99Ms }, ...(rate === undefined ? [] : [{ ...perSecond, value: rate }])]
  const [latency, rate] = compareFigures([run(10, 600), run(30, 600), run(20, 600)], [run(12, 500), run(40, 500)])
  assert.deepEqual([latency!.old, latency!.new], [20, 26])
  assert.equal(verdictOf(latency!), "worse")
  assert.deepEqual([rate!.old, rate!.new], [600, 500])
  assert.equal(verdictOf(rate!), "worse", "fewer queries a second is worse")
  assert.equal(verdictOf({ ...rate!, old: 500, new: 600 }), "better")
  const [, onlyOld] = compareFigures([run(10, 600)], [run(10)])
  assert.equal(verdictOf(onlyOld!), "not measured")
})
