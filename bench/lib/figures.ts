/**
 * What a bench reports: each figure it measured, with its unit and, where an issue sets one, its target.
 * `npm run bench` tables each bench's figures in the bench's section of bench/README.md (lib/readme.ts);
 * `npm run bench:compare` sets the old build's figures beside the new one's (lib/comparison.ts). One shape
 * for both, so that a figure is named, printed and held against its target in one place.
 */

/** How a value must stand to its target's limit. */
export type Relation = "≤" | "<" | "≥" | "="

export interface Figure {
  /** What was measured; unique within its bench (bench:compare pairs the two builds' figures by it). */
  name: string
  /** Undefined when this run could not measure it (e.g. a server that does not report it). */
  value: number | undefined
  /** "ms", "s", "×", "MB", "req/s", …; "" for a count or a score. */
  unit: string
  /** The target: ["≤", 25] with unit "ms" is "at most 25 ms". */
  target?: readonly [Relation, number]
  /** Which way is better where no target says: a target with ≥ means more, any other less; less unless set. */
  better?: "less" | "more"
}

/** Whether `value` meets the figure's target; undefined when it has none. */
export function meetsTarget(figure: Pick<Figure, "target">, value: number): boolean | undefined {
  if (!figure.target) return undefined
  const [relation, limit] = figure.target
  if (relation === "≤") return value <= limit
  if (relation === "<") return value < limit
  if (relation === "≥") return value >= limit
  return value === limit
}

export function betterWhen(figure: Pick<Figure, "target" | "better">): "less" | "more" {
  return figure.target?.[0] === "≥" ? "more" : (figure.better ?? "less")
}

const withUnit = (number: string, unit: string) => (unit === "" ? number : unit === "×" ? `${number}×` : `${number} ${unit}`)

/** Three significant figures at most (at least the integer part), thousands grouped: "4.27 ms", "14,210 req/s". */
export function formatValue(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return "n/a"
  if (!Number.isFinite(value)) return withUnit("∞", unit)
  const size = Math.abs(value)
  const digits = Number.isInteger(value) ? 0 : size < 10 ? 2 : size < 100 ? 1 : 0
  return withUnit(value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }), unit)
}

/** "≤ 25 ms", "≥ 100×", "0"; "—" when there is none. */
export function targetText(figure: Pick<Figure, "target" | "unit">): string {
  if (!figure.target) return "—"
  const [relation, limit] = figure.target
  const text = withUnit(limit.toLocaleString("en"), figure.unit)
  return relation === "=" ? text : `${relation} ${text}`
}

/** ✔ or ✖ against the target; "" without a target or a value. */
export function mark(figure: Pick<Figure, "target">, value: number | undefined): string {
  const met = value === undefined ? undefined : meetsTarget(figure, value)
  return met === undefined ? "" : met ? "✔" : "✖"
}

/** A Markdown table of one run's figures. */
export function figureTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [f.name, formatValue(f.value, f.unit), targetText(f), mark(f, f.value) || "—"])
  return markdownTable(["figure", "value", "target", "met"], ["---", "---:", "---", ":---:"], rows)
}

export function markdownTable(header: string[], alignment: string[], rows: string[][]): string {
  return [header, alignment, ...rows].map((cells) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`).join("\n")
}

/** "3 of 4 targets met" ("no targets" for a bench that measures without any) */
export function targetsMet(figures: readonly Figure[]): string {
  const judged = figures.filter((f) => f.target && f.value !== undefined)
  return judged.length === 0 ? "no targets" : `${judged.filter((f) => meetsTarget(f, f.value!)).length} of ${judged.length} targets met`
}
