/**
 * Bounded memory (issue 8): 100,000 distinct query strings against the storefront, and how much its resident
 * memory (RSS, read from /proc) grows. The mix: other limits and offsets of the catalogue (answered from the
 * cached canonical pages, never stored), distinct searches (canonical: stored within the search budget,
 * least recently used out), and unknown parameters (400). Target: growth under 100 MB.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { benchStack, type BenchStack } from "./lib/stack.js"

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000)
const CONCURRENCY = 32
const TARGET_MB = 100
const WORDS = ["watch", "phone", "case", "band", "pro", "max", "mini", "gold", "black", "air", "sport", "note"]

/** The pid listening on the storefront's port (the bench may only read its own user's processes). */
function listeningPid(port: number): number {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`no process found listening on port ${port}`)
  return Number(pid)
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024

/** The i-th distinct query string of the mix. */
function queryString(i: number): string {
  const kind = i % 10
  if (kind < 8) {
    // Non-canonical page requests: every (limit, offset) pair is different.
    const n = Math.floor(i / 10) * 8 + kind
    const limit = 1 + (n % 100)
    const offset = Math.floor(n / 100)
    return limit === 24 && offset % 24 === 0 ? `/api/products?limit=23&offset=${offset}` : `/api/products?limit=${limit}&offset=${offset}`
  }
  if (kind === 8) return `/api/products?limit=5&offset=0&utm_source=bench${i}`
  const lang = LANGUAGE_CODES[i % LANGUAGE_CODES.length]!
  return `/api/search?q=${WORDS[i % WORDS.length]}${i}&lang=${lang}`
}

export async function benchCacheMemory(stack: BenchStack) {
  const pid = listeningPid(Number(new URL(stack.storefrontUrl).port))
  // Warm the canonical answers first: growth is then what the distinct queries add.
  for (let offset = 0; offset < 700; offset += 24) await fetch(`${stack.storefrontUrl}/api/products?limit=24&offset=${offset}`).then((r) => r.arrayBuffer())
  const before = rssMb(pid)
  console.log(`\ncache memory: ${REQUESTS.toLocaleString("en")} distinct query strings, ${CONCURRENCY} at a time; storefront pid ${pid}, RSS before ${before.toFixed(0)} MB`)

  const statuses = new Map<number, number>()
  let next = 0
  let peak = before
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++
        const response = await fetch(stack.storefrontUrl + queryString(i), { headers: { "accept-encoding": "br" } })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (i % 5000 === 0) {
          peak = Math.max(peak, rssMb(pid))
          process.stdout.write(`\r  ${i.toLocaleString("en")} sent, RSS ${rssMb(pid).toFixed(0)} MB   `)
        }
      }
    })
  )
  const after = rssMb(pid)
  peak = Math.max(peak, after)
  const growth = after - before
  console.log(`\r  ${REQUESTS.toLocaleString("en")} sent in ${((Date.now() - started) / 1000).toFixed(0)} s; answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}`)
  console.log(`RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (peak ${peak.toFixed(0)} MB): growth ${growth.toFixed(0)} MB (target < ${TARGET_MB} MB) ${growth < TARGET_MB ? "✔" : "✖"}`)
  return { before, after, peak, growth }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchCacheMemory(stack)
  } finally {
    await stack.stop()
  }
}
