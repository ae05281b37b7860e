/**
 * The table of `npm run bench:compare`: each figure of the old build and of the new one, their ratio and a
 * verdict (issue 38: no figure more than 10 % worse than the old build's in the same run; the better ones
 * named), as Markdown, printed and kept in bench/README.md under its own heading.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"

/** Every figure here is one where less is better: a time, a ratio to a ceiling, a count of failures, memory. */
export interface Figure {
  name: string
  /** The target as printed ("≤ 50 ms"); "" when there is none. */
  target: string
  unit: "ms" | "×" | "MB" | ""
  meets?: (value: number) => boolean
  old: number | undefined
  new: number | undefined
}

/** How much worse than the old build a figure may be; as much better and it is named better. */
export const ALLOWED_WORSE = 0.1

export type Verdict = "better" | "same" | "worse" | "not measured"

export function verdictOf(figure: Figure): Verdict {
  if (figure.old === undefined || figure.new === undefined) return "not measured"
  if (figure.old === 0) return figure.new === 0 ? "same" : "worse"
  const ratio = figure.new / figure.old
  if (ratio > 1 + ALLOWED_WORSE) return "worse"
  return ratio < 1 / (1 + ALLOWED_WORSE) ? "better" : "same"
}

const percent = (ratio: number) => `${Math.abs((ratio - 1) * 100).toFixed(0)} %`

function verdictText(figure: Figure): string {
  const verdict = verdictOf(figure)
  if (verdict === "not measured") return `n/a (${figure.old === undefined ? "old" : "new"} build: not measured)`
  if (figure.old === 0) return verdict === "same" ? "✔ same" : "✖ worse (old: 0)"
  const ratio = figure.new! / figure.old!
  if (verdict === "worse") return `✖ ${percent(ratio)} worse`
  if (verdict === "better") return `✔ **better**, ${percent(ratio)} less`
  return `✔ within 10 % (${ratio > 1 ? "+" : "−"}${percent(ratio)})`
}

function formatValue(value: number | undefined, figure: Figure): string {
  if (value === undefined) return "n/a"
  const digits = figure.unit === "×" || (figure.unit === "ms" && value < 10) ? 2 : figure.unit === "ms" && value < 100 ? 1 : 0
  const text = `${value.toFixed(digits)}${figure.unit ? ` ${figure.unit}` : ""}`
  return figure.meets ? `${text} ${figure.meets(value) ? "✔" : "✖"}` : text
}

/** The table, Markdown. */
export function comparisonTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    f.target || "—",
    formatValue(f.old, f),
    formatValue(f.new, f),
    f.old !== undefined && f.new !== undefined && f.old !== 0 ? `${(f.new / f.old).toFixed(2)}` : "—",
    verdictText(f),
  ])
  const lines = [["figure", "target", "old", "new", "new/old", "verdict"], ["---", "---", "---:", "---:", "---:", "---"], ...rows]
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}

/** "Better: …; more than 10 % worse: …" */
export function comparisonSummary(figures: Figure[]): string {
  const named = (verdict: Verdict) => figures.filter((f) => verdictOf(f) === verdict).map((f) => f.name)
  const list = (names: string[]) => (names.length === 0 ? "none" : names.join("; "))
  return [
    `More than 10 % better: ${list(named("better"))}.`,
    `More than 10 % worse: ${list(named("worse"))}.`,
    ...(named("not measured").length > 0 ? [`Not measured for both builds: ${list(named("not measured"))}.`] : []),
  ].join("\n")
}

/**
 * Puts `section` (its first line the heading, "## …") in place of the section with the same heading in the
 * Markdown file, up to the next heading of its level; appends it when there is none. The rest stays as it was.
 */
export function replaceSection(file: string, section: string, newFile: string): void {
  const text = existsSync(file) ? readFileSync(file, "utf8") : newFile
  const heading = section.split("\n")[0]!
  const lines = text.split("\n")
  const start = lines.indexOf(heading)
  const body = section.trimEnd().split("\n")
  if (start === -1) {
    writeFileSync(file, `${text.trimEnd()}\n\n${body.join("\n")}\n`)
    return
  }
  // A heading's level; none for lines in fenced code (a shell comment is no heading).
  let fenced = false
  const levels = lines.map((line) => {
    if (line.startsWith("```")) fenced = !fenced
    return fenced ? undefined : /^(#+) /.exec(line)?.[1]!.length
  })
  const level = levels[start]!
  const next = levels.findIndex((other, i) => i > start && other !== undefined && other <= level)
  const after = next === -1 ? [] : ["", ...lines.slice(next)]
  writeFileSync(file, `${[...lines.slice(0, start), ...body, ...after].join("\n").trimEnd()}\n`)
}
