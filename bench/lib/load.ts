/**
 * Load generation for the benches: wrk (Debian's `wrk`, written in C) when it is installed, else autocannon.
 * On a 2-core machine autocannon's own JavaScript takes most of a core and caps every figure (a bare
 * node:http server answers a fraction of the requests per second with it that it answers with wrk, at a
 * p99 several times higher), so wrk is preferred; the output says which tool measured.
 */
import autocannon from "autocannon"
import { execFile, execFileSync } from "node:child_process"
import { promisify } from "node:util"

export interface LoadResult {
  label: string
  tool: "wrk" | "autocannon"
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  /** Socket errors of every kind, timeouts included. */
  errors: number
  /** Requests that had no answer within the timeout (part of `errors`). */
  timeouts: number
}

export interface LoadOptions {
  connections: number
  seconds: number
  headers?: Record<string, string>
  /** wrk threads (1 unless set: on 2 cores the server needs the other one). */
  threads?: number
  /** A wrk Lua script choosing each request's path (wrk only). */
  script?: string
  /** A request without an answer after this long counts as a timeout (30 s unless set). */
  timeoutSeconds?: number
}

const hasWrk = (() => {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" })
    return true
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== "ENOENT"
  }
})()

export const loadTool = hasWrk ? "wrk" : "autocannon (install Debian's wrk for figures not capped by the load tool)"

export function load(label: string, url: string, options: LoadOptions): Promise<LoadResult> {
  return hasWrk ? loadWithWrk(label, url, options) : loadWithAutocannon(label, url, options)
}

async function loadWithAutocannon(label: string, url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.script) throw new Error(`${label}: mixed traffic needs wrk (Debian's wrk package)`)
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers, timeout: options.timeoutSeconds ?? 30 })
  return {
    label,
    tool: "autocannon",
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    timeouts: result.timeouts,
  }
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

async function loadWithWrk(label: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`])
  const scriptArgs = options.script ? ["-s", options.script] : []
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--timeout",
    `${options.timeoutSeconds ?? 30}s`,
    "--latency",
    ...scriptArgs,
    ...headerArgs,
    url,
  ]
  const { stdout } = await promisify(execFile)("wrk", args, { maxBuffer: 1 << 20 })
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0)
  const percentileMs = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(stdout)
    if (!match) throw new Error(`could not read wrk's latency distribution:\n${stdout}`)
    return Number((Number(match[1]) * MS_PER_UNIT[match[2]!]!).toFixed(2))
  }
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  return {
    label,
    tool: "wrk",
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: percentileMs(50),
    p99Ms: percentileMs(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
  }
}

export const formatResult = (r: LoadResult) =>
  `${r.label.padEnd(48)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(8)} ms` +
  (r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : "")
