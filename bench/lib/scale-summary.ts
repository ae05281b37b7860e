/**
 * bench/README.md's "scale: 1x, 10x and 100x" (issue 58): each figure of bench:scale's sections for commerce and
 * the storefront side by side at the catalogue's three sizes (SCALE=1, 10 and 100 write them), made again from
 * those sections whenever one of them is written. A figure's name says its size where it depends on it ("every
 * catalogue page (2,667)"); the numbers in names are left out to pair the rows.
 */
import { readFileSync } from "node:fs"
import { BENCH_README, writeSection } from "./readme.js"

export const SCALE_SUMMARY_HEADING = "scale: 1x, 10x and 100x"
const SIZES = [
  { label: "1x", products: 640 },
  { label: "10x", products: 6_400 },
  { label: "100x", products: 64_000 },
] as const
const PARTS = ["commerce", "the storefront"] as const

interface Row {
  name: string
  value: string
  target: string
}

/** The figure rows of `## heading` in the markdown, or none if it has no such section. */
export function sectionRows(markdown: string, heading: string): Row[] {
  const lines = markdown.split("\n")
  const start = lines.indexOf(`## ${heading}`)
  if (start === -1) return []
  const rows: Row[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break
    const cells = /^\| (.+) \| (.+) \| (.+) \| (.+) \|$/.exec(line)
    if (!cells || cells[1] === "figure" || cells[1]!.startsWith("---")) continue
    rows.push({ name: cells[1]!, value: cells[2]!, target: cells[3]! })
  }
  return rows
}

/** A figure's name without its numbers: the same row at every size. */
const key = (name: string) => name.replace(/\d[\d,.]*/g, "#")

/** The summary section made of the sections in `markdown`. */
export function scaleSummary(markdown: string): string {
  const lines: string[] = [
    `## ${SCALE_SUMMARY_HEADING}`,
    "",
    "Each figure of bench:scale's sections for commerce and the storefront at the seed's catalogue, 10 and 100 times it (`SCALE=1`, `10` and `100 npm run bench:scale`), each column from its own run (its section says when and on what); — where that size was not measured. Names as at 100x.",
    "",
  ]
  for (const part of PARTS) {
    const bySize = SIZES.map((size) => sectionRows(markdown, `scale: ${part} at ${size.products.toLocaleString("en")} products`))
    const names = new Map<string, Row>()
    for (const rows of [...bySize].reverse()) for (const row of rows) if (!names.has(key(row.name))) names.set(key(row.name), row)
    if (names.size === 0) continue
    lines.push(`| ${part}: figure | ${SIZES.map((size) => size.label).join(" | ")} | target |`, `| --- | ${SIZES.map(() => "---:").join(" | ")} | --- |`)
    for (const [rowKey, row] of names) {
      const values = bySize.map((rows) => rows.find((candidate) => key(candidate.name) === rowKey)?.value ?? "—")
      lines.push(`| ${row.name} | ${values.join(" | ")} | ${row.target} |`)
    }
    lines.push("")
  }
  return lines.join("\n")
}

/** Writes the summary from bench/README.md's sections as they are now. */
export function writeScaleSummary(): void {
  writeSection(scaleSummary(readFileSync(BENCH_README, "utf8")))
}
