import assert from "node:assert/strict"
import { test } from "node:test"
import { scaleSummary } from "./scale-summary.js"

const section = (heading: string, rows: [string, string, string][]) =>
  [
    `## ${heading}`,
    "",
    "Made …",
    "",
    "| figure | value | target | met |",
    "| --- | ---: | --- | :---: |",
    ...rows.map(([name, value, target]) => `| ${name} | ${value} | ${target} | ✔ |`),
    "",
  ].join("\n")

test("bench:scale's summary pairs each figure across the sizes by its name without numbers; a size not measured shows —", () => {
  const markdown = [
    "# Bench",
    section("scale: commerce at 640 products", [["commerce: every catalogue page (27), 2 at a time: p99", "12 ms", "≤ 50 ms"]]),
    section("scale: commerce at 64,000 products", [
      ["commerce: every catalogue page (2,667), 2 at a time: p99", "43 ms", "≤ 50 ms"],
      ["admin API: a search by title, slowest of 10", "594 ms", "≤ 1,000 ms"],
    ]),
    section("scale: the storefront at 6,400 products", [["storefront: ready after a restart", "3.1 s", "≤ 30 s"]]),
    section("another bench", [["commerce: every catalogue page (9), 2 at a time: p99", "1 ms", "—"]]),
  ].join("\n")
  const summary = scaleSummary(markdown)
  assert.match(summary, /^\| commerce: every catalogue page \(2,667\), 2 at a time: p99 \| 12 ms \| — \| 43 ms \| ≤ 50 ms \|$/m)
  assert.match(summary, /^\| admin API: a search by title, slowest of 10 \| — \| — \| 594 ms \| ≤ 1,000 ms \|$/m)
  assert.match(summary, /^\| storefront: ready after a restart \| — \| 3.1 s \| — \| ≤ 30 s \|$/m)
  assert.doesNotMatch(summary, /1 ms/, "another bench's figures are not the scale's")
})
