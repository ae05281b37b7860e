/**
 * Issue 51 (item 5): piscina against the storefront's own pool (storefront/server/workers/worker-pool.ts), the
 * one way the server hands renders and searches to worker threads. Both run the same work on 2 threads
 * (bench/worker-pools/probe-work.ts: a product page's render in its thread's time, 2.4 ms, handed a product page's
 * answers and handing back its bytes), alternating, BENCH_POOL_ROUNDS times each; the median of the runs:
 * - tasks a second with 4 at once (the server's render slots);
 * - the hand-off, one at a time: a call's time over its work (post, clone, wake, answer, transfer back);
 * - the serving thread's own time per task (its event loop's busy time), which shoppers' requests share.
 * What the figures leave out: piscina has no calls from a thread back to the server (the render threads ask for
 * a language's UI strings, the search thread for the catalogue); those would be built on top of it.
 */
import { fileURLToPath } from "node:url"
import { performance } from "node:perf_hooks"
import { Piscina } from "piscina"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { startWorkerPool } from "@shop/storefront/worker-pool"
import type { Figure } from "./lib/figures.js"
import { percentile } from "./lib/stats.js"
import type { ProbeTask } from "./worker-pools/probe-work.js"
import type { ProbeWorkerApi } from "./worker-pools/probe-worker.js"

const THREADS = 2
const AT_ONCE = 4
const WORK_MS = 2.4
const TASKS = Number(process.env.BENCH_POOL_TASKS ?? 4_000)
const ROUNDS = Number(process.env.BENCH_POOL_ROUNDS ?? 3)
const WARM_UP = 500

/** A product page's answers: the product in 15 languages, the shipping rates, its reviews. */
function productPageAnswers(): ProbeTask["answers"] {
  const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i.toString(36)}`).join(" ")
  const translations = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [lang, { name: words(4, `${lang}-name`), description: words(90, `${lang}-text`), tags: words(6, `${lang}-tag`).split(" ") }])
  )
  return [
    {
      url: "/api/products/1",
      status: 200,
      payload: { item: { id: 1, ident: "phone-1", image_url: "/images/phone-1.webp", best_usd_price: 499.99, category: "electronics" }, translations },
    },
    { url: "/api/shipping-rates", status: 200, payload: Array.from({ length: 12 }, (_, i) => ({ country: `C${i}`, days: "3–5", usd: 9.99 + i, freeFromUsd: 100 })) },
    { url: "/api/reviews?item=1", status: 200, payload: Array.from({ length: 10 }, (_, i) => ({ author: `Reviewer ${i}`, rating: 4, text: words(40, `review${i}-`) })) },
  ]
}

interface PoolRun {
  perSecond: number
  handOffMs: number
  handOffP99Ms: number
  servingUsPerTask: number
}

type Call = (task: ProbeTask) => Promise<Uint8Array>

async function drive(call: Call, task: ProbeTask): Promise<PoolRun> {
  const one = async () => {
    const page = await call(task)
    if (page.byteLength !== 14_000) throw new Error(`a task answered ${page.byteLength} bytes`)
  }
  for (let i = 0; i < WARM_UP; i++) await one()
  // Tasks a second, AT_ONCE at a time, and the serving thread's busy time meanwhile.
  const busyBefore = performance.eventLoopUtilization()
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next++ < TASKS) await one()
    })
  )
  const elapsed = performance.now() - started
  const busy = performance.eventLoopUtilization(busyBefore)
  // The hand-off: one at a time, a call's time over its work.
  const handOffs: number[] = []
  for (let i = 0; i < TASKS / 4; i++) {
    const t0 = performance.now()
    await one()
    handOffs.push(performance.now() - t0 - WORK_MS)
  }
  handOffs.sort((a, b) => a - b)
  return { perSecond: (TASKS / elapsed) * 1000, handOffMs: percentile(handOffs, 50), handOffP99Ms: percentile(handOffs, 99), servingUsPerTask: (busy.active * 1000) / TASKS }
}

async function ownPool(): Promise<{ call: Call; close: () => Promise<void> }> {
  const pool = await startWorkerPool<ProbeWorkerApi>({ module: new URL("./worker-pools/probe-worker.ts", import.meta.url), threads: THREADS, log: console.log })
  return { call: (task) => pool.call("work", task), close: () => pool.close() }
}

async function piscinaPool(): Promise<{ call: Call; close: () => Promise<void> }> {
  const pool = new Piscina({ filename: new URL("./worker-pools/probe-piscina.ts", import.meta.url).href, minThreads: THREADS, maxThreads: THREADS })
  return { call: (task) => pool.run(task) as Promise<Uint8Array>, close: () => pool.destroy() }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50
  )

export async function benchWorkerPools(): Promise<Figure[]> {
  const task: ProbeTask = { answers: productPageAnswers(), workMs: WORK_MS }
  console.log(
    `\nworker pools: worker-pool.ts against piscina, ${THREADS} threads, ${TASKS} tasks of ${WORK_MS} ms work handed ${(JSON.stringify(task.answers).length / 1024).toFixed(0)} KB of answers, ${ROUNDS} rounds alternating`
  )
  const runs: Record<"own" | "piscina", PoolRun[]> = { own: [], piscina: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (["own", "piscina"] as const) : (["piscina", "own"] as const)
    for (const kind of order) {
      const pool = kind === "own" ? await ownPool() : await piscinaPool()
      try {
        const run = await drive(pool.call, task)
        runs[kind].push(run)
        console.log(
          `${kind === "own" ? "worker-pool.ts" : "piscina       "} round ${round + 1}: ${run.perSecond.toFixed(0)} tasks/s at ${AT_ONCE} at once; hand-off median ${run.handOffMs.toFixed(3)} ms, p99 ${run.handOffP99Ms.toFixed(3)} ms; serving thread ${run.servingUsPerTask.toFixed(1)} µs a task`
        )
      } finally {
        await pool.close()
      }
    }
  }
  const figures = (kind: "own" | "piscina", label: string): Figure[] => [
    { name: `${label}: tasks a second, ${AT_ONCE} at once on ${THREADS} threads`, value: median(runs[kind].map((r) => r.perSecond)), unit: "tasks/s", better: "more" },
    { name: `${label}: hand-off, one at a time, median (a call's time over its work)`, value: median(runs[kind].map((r) => r.handOffMs)), unit: "ms" },
    { name: `${label}: hand-off, one at a time, p99`, value: median(runs[kind].map((r) => r.handOffP99Ms)), unit: "ms" },
    { name: `${label}: the serving thread's time a task`, value: median(runs[kind].map((r) => r.servingUsPerTask)), unit: "µs" },
  ]
  return [...figures("own", "worker-pool.ts"), ...figures("piscina", "piscina")]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { figureTable } = await import("./lib/figures.js")
  console.log(figureTable(await benchWorkerPools()))
}
