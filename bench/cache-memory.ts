/**
 * Bounded memory (issue 8): 100,000 distinct query strings against the storefront, and how much its resident
 * memory (RSS, read from /proc) grows. The mix: other limits and offsets of the catalogue (answered from the
 * cached canonical pages, never stored), distinct searches (canonical: stored within the search budget,
 * least recently used out), and unknown parameters (400). Target: growth under 100 MB.
 */
import { fileURLToPath } from "node:url"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import type { Figure } from "./lib/figures.js"
import { listeningPid, rssGrowth } from "./lib/memory.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000)
const CONCURRENCY = 32
const TARGET_MB = 100
const WORDS = ["watch", "phone", "case", "band", "pro", "max", "mini", "gold", "black", "air", "sport", "note"]

/** The i-th distinct query string of the mix. */
export function queryString(i: number): string {
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

export async function benchCacheMemory(stack: BenchStack): Promise<Figure[]> {
  const pid = listeningPid(Number(new URL(stack.storefrontUrl).port))
  // Warm the canonical answers first: growth is then what the distinct queries add.
  for (let offset = 0; offset < 700; offset += 24) await fetch(`${stack.storefrontUrl}/api/products?limit=24&offset=${offset}`).then((r) => r.arrayBuffer())
  console.log(`\ncache memory: ${REQUESTS.toLocaleString("en")} distinct query strings, ${CONCURRENCY} at a time; storefront pid ${pid}`)
  const { before, after, peak, growth } = await rssGrowth(stack.storefrontUrl, pid, { requests: REQUESTS, concurrency: CONCURRENCY, pathOf: queryString })
  console.log(
    `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (peak ${peak.toFixed(0)} MB): growth ${growth.toFixed(0)} MB (target < ${TARGET_MB} MB) ${growth < TARGET_MB ? "✔" : "✖"}`
  )
  return [
    { name: "memory: RSS growth, distinct query strings", value: growth, unit: "MB", target: ["<", TARGET_MB] },
    { name: "memory: RSS before them", value: before, unit: "MB" },
    { name: "memory: RSS at its peak", value: peak, unit: "MB" },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchCacheMemory(stack)
  } finally {
    await stack.stop()
  }
}
