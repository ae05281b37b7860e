/**
 * The table of `npm run bench:compare`: each figure of the old build and of the new one, their ratio and a
 * verdict (issue 38: no figure more than 10 % worse than the old build's in the same run; the better ones
 * named), as Markdown, printed and kept in bench/README.md under its own heading.
 */
import { betterWhen, formatValue, mark, markdownTable, targetText, type Figure } from "./figures.js"

/** A figure of both builds: each the median of its runs. */
export interface ComparedFigure extends Omit<Figure, "value"> {
  old: number | undefined
  new: number | undefined
}

/** How much worse than the old build a figure may be; as much better and it is named better. */
export const ALLOWED_WORSE = 0.1

export type Verdict = "better" | "same" | "worse" | "not measured"

export function verdictOf(figure: ComparedFigure): Verdict {
  if (figure.old === undefined || figure.new === undefined) return "not measured"
  // `base` is the value the other is held against: the old one where less is better, the new one where more is.
  const [base, other] = betterWhen(figure) === "less" ? [figure.old, figure.new] : [figure.new, figure.old]
  if (base === other) return "same"
  if (base === 0) return "worse"
  const ratio = other / base
  if (ratio > 1 + ALLOWED_WORSE) return "worse"
  return ratio < 1 / (1 + ALLOWED_WORSE) ? "better" : "same"
}

const percent = (ratio: number) => `${Math.abs((ratio - 1) * 100).toFixed(0)} %`

function verdictText(figure: ComparedFigure): string {
  const verdict = verdictOf(figure)
  if (verdict === "not measured") return `n/a (${figure.old === undefined ? "old" : "new"} build: not measured)`
  const ratio = figure.new! / figure.old!
  if (!Number.isFinite(ratio)) {
    const old = `(old: ${formatValue(figure.old, figure.unit)})`
    return verdict === "same" ? "✔ same" : verdict === "worse" ? `✖ worse ${old}` : `✔ **better** ${old}`
  }
  if (verdict === "worse") return `✖ ${percent(ratio)} worse`
  if (verdict === "better") return `✔ **better**, ${percent(ratio)} ${ratio < 1 ? "less" : "more"}`
  return `✔ within 10 % (${ratio > 1 ? "+" : "−"}${percent(ratio)})`
}

const cell = (figure: ComparedFigure, value: number | undefined) => `${formatValue(value, figure.unit)} ${mark(figure, value)}`.trimEnd()

/** The table, Markdown. */
export function comparisonTable(figures: ComparedFigure[]): string {
  const rows = figures.map((f) => {
    const ratio = f.old !== undefined && f.new !== undefined ? f.new / f.old : Number.NaN
    return [f.name, targetText(f), cell(f, f.old), cell(f, f.new), Number.isFinite(ratio) ? ratio.toFixed(2) : "—", verdictText(f)]
  })
  return markdownTable(["figure", "target", "old", "new", "new/old", "verdict"], ["---", "---", "---:", "---:", "---:", "---"], rows)
}

/** "Better: …; more than 10 % worse: …" */
export function comparisonSummary(figures: ComparedFigure[]): string {
  const named = (verdict: Verdict) => figures.filter((f) => verdictOf(f) === verdict).map((f) => f.name)
  const list = (names: string[]) => (names.length === 0 ? "none" : names.join("; "))
  return [
    `More than 10 % better: ${list(named("better"))}.`,
    `More than 10 % worse: ${list(named("worse"))}.`,
    ...(named("not measured").length > 0 ? [`Not measured for both builds: ${list(named("not measured"))}.`] : []),
  ].join("\n")
}

/** The median of the values measured; undefined when none was. */
function medianOf(values: (number | undefined)[]): number | undefined {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The builds' figures paired by name, each the median of its runs (one list of figures per run); in the
 * order the benches reported them, a figure only one build reported included (not measured for the other).
 */
export function compareFigures(old: Figure[][], now: Figure[][]): ComparedFigure[] {
  const named = new Map<string, Omit<Figure, "value">>()
  for (const { value: _, ...figure } of [...old, ...now].flat()) if (!named.has(figure.name)) named.set(figure.name, figure)
  const median = (runs: Figure[][], name: string) => medianOf(runs.map((figures) => figures.find((f) => f.name === name)?.value))
  return [...named.values()].map((figure) => ({ ...figure, old: median(old, figure.name), new: median(now, figure.name) }))
}
