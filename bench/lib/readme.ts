/**
 * bench/README.md holds the figures of the last run only: one section per bench, written by `npm run bench`
 * (run.ts) after the bench ran, and one written by `npm run bench:compare` (compare.ts). A run replaces the
 * sections of the benches it ran and leaves the others as they were; the figures' history is the file's in git.
 */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../../scripts/lib/paths.js"
import { figureTable, targetsMet, type Figure } from "./figures.js"
import { loadTool } from "./load.js"

export const BENCH_README = path.join(ROOT, "bench", "README.md")

/** What the file says before its first section (written with every section: edit it here). */
const INTRO = [
  "# Benches",
  "",
  "`npm run bench` runs every bench (bench/run.ts; `BENCH_ONLY=name,…` runs some) and writes each bench's figures from that run into its " +
    "section below, replacing that section only: each figure with its target and whether it was met, and when, on which commit and on " +
    "what machine it was measured. Earlier figures are in the file's history (`git log -p bench/README.md`). The last sections are " +
    "`npm run bench:compare`'s (the storefront: the old build against the new one in one run; its method, then one section per bench, " +
    "which a comparison of some benches leaves in place for the others) and `npm run bench:commerce-compare`'s " +
    "(commerce's catalogue: the same, old build against new).",
  "",
].join("\n")

/** The heading of `npm run bench:compare`'s section: after every bench's. */
export const COMPARE_HEADING = "## Old and new build side by side (`npm run bench:compare`)"

/** The heading of `npm run bench:commerce-compare`'s section: after bench:compare's. */
export const COMMERCE_COMPARE_HEADING = "## Commerce's catalogue, old and new build side by side (`npm run bench:commerce-compare`)"

/** A Markdown heading's level (1 for "# …"), for each line; undefined for other lines and for lines in fenced code. */
function headingLevels(lines: string[]): (number | undefined)[] {
  let fenced = false
  return lines.map((line) => {
    if (line.startsWith("```")) fenced = !fenced
    return fenced ? undefined : /^(#+) /.exec(line)?.[1]!.length
  })
}

/**
 * `markdown` with `section` (its first line its heading, e.g. "## catalogue") in place of the section with the
 * same heading, up to the next heading of its level or above. A section not there yet goes before the first
 * one that `order` (headings) puts after it, else at the end. Everything else stays as it was.
 */
export function withSection(markdown: string, section: string, order: readonly string[] = []): string {
  const lines = markdown.trimEnd().split("\n")
  const body = section.trimEnd().split("\n")
  const heading = body[0]!
  const levels = headingLevels(lines)
  const start = lines.findIndex((line, i) => line === heading && levels[i] !== undefined)
  if (start !== -1) {
    const next = levels.findIndex((level, i) => i > start && level !== undefined && level <= levels[start]!)
    return `${[...lines.slice(0, start), ...body, ...(next === -1 ? [] : ["", ...lines.slice(next)])].join("\n").trimEnd()}\n`
  }
  const later = new Set(order.slice(order.indexOf(heading) + 1))
  const before = order.includes(heading) ? lines.findIndex((line, i) => levels[i] !== undefined && later.has(line)) : -1
  if (before === -1) return `${lines.join("\n")}\n\n${body.join("\n")}\n`
  return `${[...lines.slice(0, before), ...body, "", ...lines.slice(before)].join("\n").trimEnd()}\n`
}

/** `markdown` with `intro` in place of whatever comes before its first section ("## …"). */
export function withIntro(markdown: string, intro: string): string {
  const lines = markdown.split("\n")
  const levels = headingLevels(lines)
  const first = levels.findIndex((level) => level !== undefined && level >= 2)
  return `${intro.trimEnd()}\n${first === -1 ? "" : `\n${lines.slice(first).join("\n")}`}`
}

/** Writes `section` into bench/README.md (see withSection), under the current intro. */
export function writeSection(section: string, order: readonly string[] = [], file = BENCH_README): void {
  writeFileSync(file, withSection(withIntro(existsSync(file) ? readFileSync(file, "utf8") : "", INTRO), section, order))
}

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim()

/** "the working tree at bee576d", with " with uncommitted changes" when tracked files under `paths` (all unless given) differ from it. */
export function workingTree(paths: string[] = []): string {
  const changed = git("status", "--porcelain", "--untracked-files=no", "--", ...(paths.length > 0 ? paths : ["."]), ":(exclude)bench/README.md") !== ""
  return `the working tree at ${git("rev-parse", "--short=7", "HEAD")}${changed ? " with uncommitted changes" : ""}`
}

/** "2026-11-28 04:54 UTC" */
export const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`

/** "2 cores (AMD EPYC 7B13), 24 GiB, Node v20.20.2, load by wrk" */
export function machine(): string {
  const cpu = os.cpus()
  return `${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load by ${loadTool}`
}

/** The benches' settings this run was given (BENCH_SECONDS=6, …), but those named in `except`. */
export function benchSettings(except: string[] = []): string[] {
  return Object.entries(process.env)
    .filter(([name]) => (name.startsWith("BENCH_") || name === "LIGHTHOUSE_RUNS") && !except.includes(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
}

/**
 * A bench's section: its heading (the bench's name), when, by which file (bench/<name>.ts unless said), in how long, on which commit and on what machine it
 * ran and with which settings, then its figures.
 */
export function benchSection(name: string, figures: readonly Figure[], run: { started: Date; ms: number; file?: string }): string {
  const settings = benchSettings(["BENCH_ONLY"])
  return [
    `## ${name}`,
    "",
    `Made ${utcMinute(run.started)} by bench/${run.file ?? `${name}.ts`} in ${(run.ms / 60_000).toFixed(1)} min, on ${workingTree()}; ${machine()}; ` +
      `settings: ${settings.length > 0 ? settings.join(", ") : "the bench's defaults"}; ${targetsMet(figures)}.`,
    "",
    figureTable(figures),
  ].join("\n")
}
