/**
 * Search at 100× today's catalogue (issue 21): 64,000 products × 15 languages (the seed's catalogue repeated,
 * seed/src/catalogue/scale.ts) in the storefront's search thread, behind the real server's GET /api/search
 * (bench/lib/search-scale-server.ts, a process of its own). wrk at 16 connections sends distinct queries only
 * (none answered from the storefront's cache): p95 ≤ 30 ms and ≥ 500 queries/s are the targets. Also printed:
 * the time to build the indexes, their size and the server's memory, and recall@5 over the judged queries on
 * the running shop (storefront/server/search/relevance.ts).
 */
import { execFile, spawn } from "node:child_process"
import { writeFile, unlink } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { LANGUAGES } from "@shop/contracts/languages"
// @shop/seed is CommonJS: its exports come as the default export here.
import seed from "@shop/seed"
import { measureRelevance } from "../storefront/server/search/relevance.js"
import type { BenchStack } from "./lib/stack.js"
import { seededRandom } from "./lib/stats.js"

const SCALE = Number(process.env.BENCH_SEARCH_SCALE ?? 100)
const PORT = 3202
const CONNECTIONS = 16
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const TARGET_P95_MS = 30
const TARGET_PER_SECOND = 500
/** More distinct queries than the run can send, so none is asked twice. */
const QUERIES = 40_000

/**
 * Distinct queries as shoppers type them: one to three neighbouring words of a product's name in one of the
 * languages, a quarter of them half typed, a fifth with a letter missing, a third with a series ("S37"), as
 * shoppers of a big catalogue add. Drawn with a fixed seed: every run asks the same.
 */
export function distinctQueries(): string[] {
  const { products } = seed.generateCatalogue()
  const random = seededRandom(21)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const paths = new Set<string>()
  for (let tries = 0; paths.size < QUERIES && tries < QUERIES * 10; tries++) {
    const product = pick(products)
    const { code, locale } = pick(LANGUAGES)
    const words = [...product.text[locale as keyof typeof product.text].title.matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word)
    const take = 1 + Math.floor(random() * 3)
    const start = Math.floor(random() * Math.max(1, words.length - take + 1))
    let chosen = words.slice(start, start + take)
    const last = chosen.at(-1) ?? ""
    const roll = random()
    if (roll < 0.25 && last.length > 3) chosen = [...chosen.slice(0, -1), last.slice(0, Math.ceil(last.length * 0.6))]
    else if (roll < 0.45 && last.length > 5) chosen = [...chosen.slice(0, -1), last.slice(0, 2) + last.slice(3)]
    if (random() < 1 / 3) chosen.push(`S${1 + Math.floor(random() * SCALE)}`)
    paths.add(`/api/search?${new URLSearchParams({ q: chosen.join(" "), lang: code })}`)
  }
  return [...paths]
}

/** A wrk script sending the paths in order, each once, and printing the 95th percentile it measured. */
export async function inOrderScript(paths: string[]): Promise<{ file: string; remove: () => Promise<void> }> {
  const file = path.join(tmpdir(), `bench-search-scale-${process.pid}.lua`)
  const table = paths.map((p) => `"${p.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",\n")
  await writeFile(
    file,
    `local paths = {\n${table}\n}\nlocal next = 0\n` +
      `request = function()\n  next = next + 1\n  return wrk.format("GET", paths[(next - 1) % #paths + 1])\nend\n` +
      `done = function(summary, latency, requests)\n  io.write(string.format("p50 %d\\np95 %d\\np99 %d\\nrequests %d\\nnon2xx %d\\n", latency:percentile(50), latency:percentile(95), latency:percentile(99), summary.requests, summary.errors.status))\nend\n`
  )
  return { file, remove: () => unlink(file).catch(() => undefined) }
}

const rssMb = async (pid: number) => Math.round(Number((await promisify(execFile)("ps", ["-o", "rss=", "-p", String(pid)])).stdout.trim()) / 1024)

export async function benchSearchScale(stack: BenchStack) {
  console.log(`\nsearch at ${SCALE}× the catalogue: the storefront's search thread behind GET /api/search, distinct queries, ${CONNECTIONS} connections for ${SECONDS} s`)
  const relevance = await measureRelevance(async (lang, q) => {
    const body = (await (await fetch(`${stack.storefrontUrl}/api/search?${new URLSearchParams({ q, lang, limit: "5" })}`)).json()) as { results: { item: { id: number } }[] }
    return body.results.map((entry) => entry.item.id)
  })
  console.log(
    `relevance on the running shop (${relevance.queries} judged queries): recall@5 ${relevance.recallAt5.toFixed(3)}, right first result ${relevance.bestRight.toFixed(3)}; by kind: ` +
      Object.entries(relevance.byKind)
        .map(([kind, figures]) => `${kind} ${figures.recallAt5.toFixed(2)}`)
        .join(", ")
  )

  const server = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "lib/search-scale-server.ts")], {
    env: { ...process.env, SEARCH_SCALE: String(SCALE), PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const lines: string[] = []
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((candidate) => candidate.startsWith(prefix))
        if (line) resolve(line)
      }
      server.stdout.on("data", (chunk: Buffer) => {
        lines.push(...chunk.toString().split("\n").filter(Boolean))
        check()
      })
      server.once("exit", (code) => reject(new Error(`the search bench's server exited with code ${code}`)))
      check()
    })
  const queries = distinctQueries()
  const script = await inOrderScript(queries)
  try {
    const products = Number((await waitFor("ready")).split(" ")[2])
    const [, builtMs, bytes] = (await waitFor("indexed")).split(" ").map(Number)
    console.log(`${products.toLocaleString("en")} products × ${LANGUAGES.length} languages indexed in ${(builtMs! / 1000).toFixed(1)} s (from the process's start), indexes ${Math.round(bytes! / 1024 / 1024)} MB, server RSS ${await rssMb(server.pid!)} MB`)
    // As browsers ask: brotli or gzip.
    const { stdout } = await promisify(execFile)("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--timeout", "10s", "-H", "accept-encoding: br, gzip", "-s", script.file, `http://127.0.0.1:${PORT}/`], { maxBuffer: 1 << 22 })
    const figure = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, "m").exec(stdout)?.[1] ?? Number.NaN)
    const perSecond = figure("requests") / SECONDS
    const p95 = figure("p95") / 1000
    console.log(
      `distinct queries: ${Math.round(perSecond)} /s (target ≥ ${TARGET_PER_SECOND}: ${(perSecond / TARGET_PER_SECOND).toFixed(2)}× ${perSecond >= TARGET_PER_SECOND ? "✔" : "✖"}), ` +
        `p50 ${(figure("p50") / 1000).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms: ${(p95 / TARGET_P95_MS).toFixed(2)}× ${p95 <= TARGET_P95_MS ? "✔" : "✖"}), ` +
        `p99 ${(figure("p99") / 1000).toFixed(1)} ms, ${figure("non2xx")} not 200; server RSS after ${await rssMb(server.pid!)} MB`
    )
    if (figure("requests") > queries.length) console.log(`  (${figure("requests")} requests for ${queries.length} distinct queries: some were asked twice, from the storefront's cache)`)
  } finally {
    server.kill()
    await script.remove()
  }
}
