/** A storefront's resident memory (read from /proc) while the benches send it distinct query strings. */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"

/** The pid listening on `port` (the bench may only read its own user's processes). */
export function listeningPid(port: number): number {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`no process found listening on port ${port}`)
  return Number(pid)
}

const ownRssKb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0)
/** Its child processes (a storefront runs as a cluster: the primary that accepts, the worker that serves). */
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}
const treeRssKb = (pid: number): number => ownRssKb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssKb(child), 0)
/** The resident memory of `pid` and every process under it (all of a storefront, whether one process or a cluster). */
export const rssMb = (pid: number) => treeRssKb(pid) / 1024

export interface GrowthResult {
  before: number
  after: number
  peak: number
  growth: number
  statuses: Map<number, number>
  seconds: number
}

/**
 * Sends `requests` GETs of `pathOf(i)`, `concurrency` at a time, to the server at `baseUrl` (process `pid`),
 * printing its RSS every 5,000; returns its RSS before, after and at the peak seen (MB).
 */
export async function rssGrowth(baseUrl: string, pid: number, options: { requests: number; concurrency: number; pathOf: (i: number) => string }): Promise<GrowthResult> {
  const before = rssMb(pid)
  const statuses = new Map<number, number>()
  let next = 0
  let peak = before
  const started = Date.now()
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        const i = next++
        const response = await fetch(baseUrl + options.pathOf(i), { headers: { "accept-encoding": "br" } })
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
  const seconds = (Date.now() - started) / 1000
  process.stdout.write(`\r  ${options.requests.toLocaleString("en")} sent in ${seconds.toFixed(0)} s; answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}\n`)
  return { before, after, peak, growth: after - before, statuses, seconds }
}
